import type { CountryCode } from 'config';
import type { DeviceHit, SearchResult } from '../../../lib/catalog-schemas';
import { searchCatalog, type DeviceSort } from '../../../lib/search-catalog';
import type { CatalogueNode } from '../catalogue-node';

/** A page of the devices below a category, manufacturer or series; newest first unless sorted. */
export function getDevices(
  country: CountryCode,
  node: CatalogueNode,
  page: { resultSize: number; from?: number; sort?: DeviceSort },
  signal?: AbortSignal,
): Promise<SearchResult<DeviceHit>> {
  const { resultSize, from, sort } = page;
  const search =
    node.kind === 'series'
      ? { type: 'devicesBySeries' as const, seriesId: node.id, sort }
      : node.kind === 'manufacturer'
        ? { type: 'devicesByManufacturer' as const, manufacturerId: node.id, sort }
        : { type: 'devicesByCategory' as const, categoryId: node.id, sort };
  return searchCatalog({ country, index: 'devices', search, resultSize, from, signal }, 'device');
}
