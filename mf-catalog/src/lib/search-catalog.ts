import type * as z from 'zod/mini';
import { countries, type CountryCode } from 'config';
import { http } from 'shared/http';
import { searchResponseOf, type SearchResult } from './catalog-schemas';

export type DeviceSortField = 'releaseYear' | 'releaseMonth' | 'name' | 'model' | 'maxPrice';
export type DeviceSort = { field: DeviceSortField; order: 'asc' | 'desc' }[];

/** The query objects of the search service (spec section 7); never raw query text. */
export type SearchQuery =
  | { type: 'listCategories' }
  | { type: 'categoryByUrl'; url: string }
  | { type: 'deviceByUrl'; url: string }
  | { type: 'devicesBySeries'; seriesId: string; sort?: DeviceSort }
  | { type: 'devicesByManufacturer'; manufacturerId: string; sort?: DeviceSort }
  | { type: 'devicesByCategory'; categoryId: string; sort?: DeviceSort }
  | { type: 'phrase'; phrase: string };

export interface SearchRequest {
  country: CountryCode;
  index: 'aggregations' | 'devices';
  search: SearchQuery;
  resultSize: number;
  from?: number;
  signal?: AbortSignal;
}

/**
 * POST /api/trade/searches on the country's index. A failure is logged here (spec section 8:
 * search failures are logged) and thrown on, so the page can show what it still can.
 */
export async function searchCatalog<S extends z.ZodMiniType>(request: SearchRequest, hit: S): Promise<SearchResult<z.infer<S>>> {
  const { country, index, search, resultSize, from, signal } = request;
  try {
    const schema = searchResponseOf(hit);
    return await http.post<SearchResult<z.infer<S>>>('/api/trade/searches', { search, application: countries[country].searchIndexNames[index], resultSize, ...(from ? { from } : {}) }, { schema, signal });
  } catch (error) {
    if (!signal?.aborted) console.error('search failed', search.type, error);
    throw error;
  }
}
