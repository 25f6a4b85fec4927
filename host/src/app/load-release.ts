import { parseReleaseManifest, type CountryCode, type ReleaseManifest } from 'config';
import { bus } from 'shared/bus';

/** Where the last release manifest that loaded is kept, per country (public data, no identifier). */
export const releaseCacheKey = (country: CountryCode) => `release-manifest:${country}`;

async function fetchRelease(country: CountryCode): Promise<ReleaseManifest> {
  const url = `/releases/${country}.json`;
  let lastError: Error = new Error(`GET ${url} failed`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (response.ok) {
        // Checked as releaseManifestSchema checks it, without downloading zod before the first render.
        const parsed = parseReleaseManifest(await response.json());
        if (parsed && parsed.country === country) return parsed;
        throw new Error(`GET ${url} returned an invalid release manifest`);
      }
      lastError = new Error(`GET ${url} ${response.status}`);
      if (response.status < 500) break;
    } catch (error) {
      lastError = error instanceof Error ? error : new Error(String(error));
    }
  }
  throw lastError;
}

function readCached(country: CountryCode): { savedAt: number; manifest: ReleaseManifest } | null {
  try {
    const raw = JSON.parse(localStorage.getItem(releaseCacheKey(country)) ?? 'null') as {
      savedAt?: unknown;
      manifest?: unknown;
    } | null;
    const parsed = parseReleaseManifest(raw?.manifest);
    if (!parsed || parsed.country !== country || typeof raw?.savedAt !== 'number') return null;
    return { savedAt: raw.savedAt, manifest: parsed };
  } catch {
    return null;
  }
}

/**
 * Reads the country's release manifest: which version of each remote it runs. This is module
 * loading, like the federation runtime fetching mf-manifest.json, not an API call, so it uses
 * fetch and does not wait for the HTTP client (axios) to download before the first render.
 * One retry on a failed or 5xx answer, as for any safe request. When the manifest cannot be had
 * at all, a returning visitor's shop still starts with the last one that loaded in this browser
 * (the fallback to last known good versions still applies), and the bus says so.
 */
export async function loadRelease(country: CountryCode): Promise<ReleaseManifest> {
  try {
    const manifest = await fetchRelease(country);
    try {
      localStorage.setItem(releaseCacheKey(country), JSON.stringify({ savedAt: Date.now(), manifest }));
    } catch {
      // storage full or blocked: the cache is a convenience
    }
    return manifest;
  } catch (error) {
    const cached = readCached(country);
    if (!cached) throw error;
    bus.emit('release:manifest-from-cache', {
      country,
      savedAt: cached.savedAt,
      message: error instanceof Error ? error.message : String(error),
    });
    return cached.manifest;
  }
}
