/**
 * The benchmark catalogue of 100,000 devices (`npm run seed -- --devices 100000`), in its own
 * embedded database under var/bench/catalog-100k: the developer's data (var/pgdata or
 * DATABASE_URL) is never touched. Seeded once; a marker file says it is complete, so an
 * interrupted seed starts over instead of measuring half a catalogue.
 *
 * With BENCH_DATABASE_URL (a database of its own on a PostgreSQL server, created when missing) the
 * catalogue lives there instead and the server runs on it, as production does: the API process then
 * holds no database of its own. The seed is one transaction, so the database holds the whole
 * catalogue or none of it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, REPO_ROOT } from './server';

export const LARGE_CATALOGUE_DEVICES = 100_000;
export const LARGE_CATALOGUE_DIR = path.join(BENCH_DIR, 'catalog-100k');
const MARKER = path.join(LARGE_CATALOGUE_DIR, `seeded-${LARGE_CATALOGUE_DEVICES}.json`);

/** Where the server finds the benchmark catalogue: its data folder, and the database URL when on a server. */
export interface BenchData {
  dataDir: string;
  databaseUrl?: string;
}

export function prepareLargeCatalogue(): BenchData {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) return { dataDir: prepareServerCatalogue(databaseUrl), databaseUrl };
  if (existsSync(MARKER)) return { dataDir: LARGE_CATALOGUE_DIR };
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
  return { dataDir: LARGE_CATALOGUE_DIR };
}

/** Runs a short script in a child process (this module stays synchronous, as the runner calls it). */
function runNode(code: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr.trim() || `exit ${result.status}`);
  return result.stdout.trim();
}

function prepareServerCatalogue(databaseUrl: string): string {
  const dataDir = path.join(BENCH_DIR, 'catalog-100k-server');
  mkdirSync(dataDir, { recursive: true });
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(database))
    throw new Error(`BENCH_DATABASE_URL must name a database (a-z, 0-9, _): "${database}"`);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const env = { ...process.env, MAINTENANCE_URL: maintenance.href, BENCH_DB: database, BENCH_URL: databaseUrl };
  runNode(
    `import pg from 'pg';
     const client = new pg.Client(process.env.MAINTENANCE_URL); await client.connect();
     const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [process.env.BENCH_DB]);
     if (!rowCount) await client.query('create database ' + process.env.BENCH_DB);
     await client.end();`,
    env,
  );
  const countDevices = () =>
    Number(
      runNode(
        `import pg from 'pg';
         const client = new pg.Client(process.env.BENCH_URL); await client.connect();
         const { rows } = await client.query("select to_regclass('catalog_devices') is not null as ready");
         const n = rows[0].ready ? (await client.query('select count(*)::int as n from catalog_devices')).rows[0].n : 0;
         console.log(n); await client.end();`,
        env,
      ),
    );
  if (countDevices() >= LARGE_CATALOGUE_DEVICES) return dataDir;
  console.log(`seeding the benchmark catalogue (${LARGE_CATALOGUE_DEVICES} devices) into ${url.host}/${database} ...`);
  const seedEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'api/src/scripts/seed.ts', '--devices', String(LARGE_CATALOGUE_DEVICES)],
    { cwd: REPO_ROOT, stdio: 'inherit', env: seedEnv },
  );
  if (result.status !== 0) throw new Error(`seeding the benchmark catalogue failed (exit ${result.status})`);
  const devices = countDevices();
  if (devices < LARGE_CATALOGUE_DEVICES)
    throw new Error(
      `${database} holds ${devices} devices, not ${LARGE_CATALOGUE_DEVICES}: give BENCH_DATABASE_URL an empty database`,
    );
  return dataDir;
}
