/**
 * Prepares an e2e run: the API compiled (api/dist/, which the tests' server runs), a fresh build of
 * every app into var/e2e/dist (never touching dist/, whose remote versions are immutable), a copy of
 * the release pins, and an empty database and mail box.
 * Run through jiti (scripts/run.mjs) because it runs rspack. E2E_SKIP_BUILD=1 reuses the last build.
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../scripts/build';
import { buildApi } from '../../scripts/build-api';
import { E2E_DATA, E2E_DIR, E2E_DIST, E2E_MAIL, E2E_RELEASES, REPO_ROOT } from './env';

export async function main(): Promise<number> {
  await rm(E2E_DATA, { recursive: true, force: true });
  await rm(E2E_MAIL, { recursive: true, force: true });
  await rm(E2E_RELEASES, { recursive: true, force: true });
  await mkdir(E2E_DIR, { recursive: true });
  await cp(path.join(REPO_ROOT, 'config', 'releases'), E2E_RELEASES, { recursive: true });
  // The API is compiled every time (about a second): the server under test is what the sources say.
  await buildApi();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await rm(E2E_DIST, { recursive: true, force: true });
    await build({ distRoot: E2E_DIST });
  }
  return 0;
}
