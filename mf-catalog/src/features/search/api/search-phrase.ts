import type { CountryCode } from 'config';
import type { CategoryHit, DeviceHit, NodeHit, SearchResult } from '../../../lib/catalog-schemas';
import { searchCatalog } from '../../../lib/search-catalog';

/** Longest phrase the search service takes. */
export const MAX_PHRASE_LENGTH = 100;

/** Devices matching the words, word beginnings and typos of a phrase; newer devices first among equals. */
export function searchDevices(
  country: CountryCode,
  phrase: string,
  resultSize: number,
  from = 0,
  signal?: AbortSignal,
): Promise<SearchResult<DeviceHit>> {
  return searchCatalog(
    {
      country,
      index: 'devices',
      search: { type: 'phrase', phrase: phrase.slice(0, MAX_PHRASE_LENGTH) },
      resultSize,
      from,
      signal,
    },
    'device',
  );
}

/** Manufacturers and series matching a phrase (the aggregations index). */
export function searchSeries(
  country: CountryCode,
  phrase: string,
  resultSize: number,
  signal?: AbortSignal,
): Promise<SearchResult<NodeHit>> {
  return searchCatalog(
    {
      country,
      index: 'aggregations',
      search: { type: 'phrase', phrase: phrase.slice(0, MAX_PHRASE_LENGTH) },
      resultSize,
      signal,
    },
    'node',
  );
}

/** Every category, for "nothing found" suggestions. */
export async function listCategories(country: CountryCode, signal?: AbortSignal): Promise<CategoryHit[]> {
  const result = await searchCatalog(
    { country, index: 'aggregations', search: { type: 'listCategories' }, resultSize: 20, signal },
    'category',
  );
  return result.hits;
}
