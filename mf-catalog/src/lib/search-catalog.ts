import { countries, type CountryCode } from 'config';
import { http, type ResponseSchema } from 'shared/http';
import type { HitKind, Hits, SearchResult } from './catalog-schemas';

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
 * POST /api/trade/searches on the country's index, its hits checked with the schema of `hit`
 * (catalog-schemas.ts, loaded beside the first search: zod is not needed before a page's first
 * render). A failure is logged here (spec section 8: search failures are logged) and thrown on,
 * so the page can show what it still can.
 */
export async function searchCatalog<K extends HitKind>(request: SearchRequest, hit: K): Promise<SearchResult<Hits[K]>> {
  const { country, index, search, resultSize, from, signal } = request;
  try {
    const schema = () =>
      import(/* webpackChunkName: "catalog-schemas" */ './catalog-schemas').then(
        (m) => m.searchResponseOf(m.hitSchemas[hit]) as unknown as ResponseSchema<SearchResult<Hits[K]>>,
      );
    return await http.post<SearchResult<Hits[K]>>(
      '/api/trade/searches',
      { search, application: countries[country].searchIndexNames[index], resultSize, ...(from ? { from } : {}) },
      { schema, signal },
    );
  } catch (error) {
    if (!signal?.aborted) console.error('search failed', search.type, error);
    throw error;
  }
}
