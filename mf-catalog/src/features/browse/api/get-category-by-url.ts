import type { CountryCode } from 'config';
import type { CategoryHit } from '../../../lib/catalog-schemas';
import { searchCatalog } from '../../../lib/search-catalog';

/**
 * The category a sell or overview url names: the category's own url, or one of its manufacturers'
 * or series' urls (`match` says which). Null when no node has that url.
 */
export async function getCategoryByUrl(
  country: CountryCode,
  url: string,
  signal?: AbortSignal,
): Promise<CategoryHit | null> {
  const result = await searchCatalog(
    { country, index: 'aggregations', search: { type: 'categoryByUrl', url }, resultSize: 1, signal },
    'category',
  );
  return result.hits[0] ?? null;
}
