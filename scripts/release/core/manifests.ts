import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { COUNTRY_CODES, REMOTES, type CountryCode, type ReleaseManifest } from 'config';
import { releaseManifestSchema } from 'config/schemas';
import { ReleaseRefusedError } from './problems';

export function manifestFile(releasesDir: string, country: CountryCode): string {
  return path.join(releasesDir, `${country}.json`);
}

export function lockFile(releasesDir: string, country: CountryCode): string {
  return path.join(releasesDir, '.locks', `${country}.lock`);
}

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

export async function readManifest(releasesDir: string, country: CountryCode): Promise<ReleaseManifest> {
  const file = manifestFile(releasesDir, country);
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    throw new ReleaseRefusedError(`no release manifest for ${country} at ${file}`, [
      { code: 'manifest_invalid', message: `${file}: ${(error as Error).message}` },
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ReleaseRefusedError(`${file} is not valid JSON; fix it by hand first`, [
      { code: 'manifest_invalid', message: (error as Error).message },
    ]);
  }
  const parsed = releaseManifestSchema.safeParse(json);
  if (!parsed.success || parsed.data.country !== country) {
    const detail = parsed.success
      ? `it says country "${parsed.data.country}"`
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ReleaseRefusedError(`${file} is not a valid release manifest of ${country}; fix it by hand first`, [
      { code: 'manifest_invalid', message: detail },
    ]);
  }
  return parsed.data;
}

/** One remote per line, so a pin change is a one-line diff in review and in `git log -p`. */
export function formatManifest(manifest: ReleaseManifest): string {
  const lines = REMOTES.filter((r) => manifest.remotes[r]).map(
    (r) => `    ${JSON.stringify(r)}: ${JSON.stringify(manifest.remotes[r])}`,
  );
  const head = [`  "country": ${JSON.stringify(manifest.country)},`];
  if (manifest.revision !== undefined) head.push(`  "revision": ${manifest.revision},`);
  if (manifest.updatedAt !== undefined) head.push(`  "updatedAt": ${JSON.stringify(manifest.updatedAt)},`);
  return `{\n${head.join('\n')}\n  "remotes": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/**
 * Writes a manifest so that a reader (the server, a CDN sync) sees the old file or the new one,
 * never a half-written one: a temporary file, flushed, then renamed over the old one. Returns
 * the step that makes it visible, so the caller can record the change first.
 */
export async function stageManifest(
  releasesDir: string,
  manifest: ReleaseManifest,
): Promise<{ commit: () => Promise<void>; abort: () => Promise<void> }> {
  const target = manifestFile(releasesDir, manifest.country);
  const temp = path.join(releasesDir, `.${manifest.country}.json.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(formatManifest(manifest));
    await handle.sync();
  } finally {
    await handle.close();
  }
  return {
    commit: () => rename(temp, target),
    abort: () => rm(temp, { force: true }),
  };
}
