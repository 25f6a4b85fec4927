import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CountryCode, ReleaseManifest } from 'config';
import { releaseManifestSchema } from 'config/schemas';

/** Release manifests read from `<dir>/<cc>.json`: what the tests of server rendering and preloads write. */
export function manifestsIn(dir: string) {
  return async (country: CountryCode): Promise<ReleaseManifest | null> => {
    try {
      return releaseManifestSchema.parse(JSON.parse(await readFile(path.join(dir, `${country}.json`), 'utf8')));
    } catch {
      return null;
    }
  };
}
