import type { CountryCode } from 'config';
import type { DeviceHit } from '../../../lib/catalog-schemas';
import { searchCatalog } from '../../../lib/search-catalog';

/** The device of a product page, with its questions, variants and meta fields; null when no device has this url. */
export async function getDevice(country: CountryCode, url: string, signal?: AbortSignal): Promise<DeviceHit | null> {
  const result = await searchCatalog(
    { country, index: 'devices', search: { type: 'deviceByUrl', url }, resultSize: 1, signal },
    'device',
  );
  return result.hits[0] ?? null;
}
