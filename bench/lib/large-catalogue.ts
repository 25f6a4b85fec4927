/**
 * The benchmark catalogue of 100,000 devices (`npm run seed -- --devices 100000`), in its own
 * embedded database under var/bench/catalog-100k: the developer's data (var/pgdata or
 * DATABASE_URL) is never touched. Seeded once; a marker file says it is complete, so an
 * interrupted seed starts over instead of measuring half a catalogue.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, REPO_ROOT } from './server';

export const LARGE_CATALOGUE_DEVICES = 100_000;
export const LARGE_CATALOGUE_DIR = path.join(BENCH_DIR, 'catalog-100k');
const MARKER = path.join(LARGE_CATALOGUE_DIR, `seeded-${LARGE_CATALOGUE_DEVICES}.json`);

export function prepareLargeCatalogue(): string {
  if (existsSync(MARKER)) return LARGE_CATALOGUE_DIR;
  rmSync(LARGE_CATALOGUE_DIR, { recursive: true, force: true });
  mkdirSync(LARGE_CATALOGUE_DIR, { recursive: true });
  console.log(
    `seeding the benchmark catalogue (${LARGE_CATALOGUE_DEVICES} devices) into ${path.relative(REPO_ROOT, LARGE_CATALOGUE_DIR)} ...`,
  );
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: LARGE_CATALOGUE_DIR };
  delete env.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'api/src/scripts/seed.ts', '--devices', String(LARGE_CATALOGUE_DEVICES)],
    { cwd: REPO_ROOT, stdio: 'inherit', env },
  );
  if (result.status !== 0) throw new Error(`seeding the benchmark catalogue failed (exit ${result.status})`);
  writeFileSync(
    MARKER,
    JSON.stringify({ devices: LARGE_CATALOGUE_DEVICES, seconds: Math.round((Date.now() - started) / 1000) }),
  );
  return LARGE_CATALOGUE_DIR;
}
