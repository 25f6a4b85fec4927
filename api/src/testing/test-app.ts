import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openDb, type Db } from '../db/db';
import { loadEnv, type Env } from '../env';

declare const __TEST_DB__: 'pglite' | 'postgres' | undefined;

/** Which database this jest project tests against. */
export const TEST_DB: 'pglite' | 'postgres' = typeof __TEST_DB__ === 'undefined' ? 'pglite' : __TEST_DB__;

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  env: Env;
  /** Folder for this test's files (mail, data). */
  dir: string;
  close(): Promise<void>;
}

/**
 * PGlite's initdb is most of the cost of a test file's database (seconds, tens of them on a busy
 * machine). The first test file of a run creates an empty cluster once and keeps it as a tarball in
 * the temp folder (per PGlite version); every other file starts from a copy of it. The cluster is
 * empty – migrations still run in each test's app – so a test sees exactly what a new database holds.
 */
async function pgliteTemplate(): Promise<Blob> {
  const manifest = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../node_modules/@electric-sql/pglite/package.json',
  );
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const file = path.join(os.tmpdir(), `shop-test-pglite-initdb-${version}.tar.gz`);
  if (!existsSync(file)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create('memory://');
    const dump = await pg.dumpDataDir('gzip');
    await pg.close();
    // Another jest worker may be writing it too: each writes its own file, the rename is atomic.
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A fresh, empty database of the kind this jest project tests against: an in-memory PGlite, or a
 * new PostgreSQL database (dropped by `drop`, which also closes nothing else).
 */
export async function openTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (TEST_DB !== 'postgres')
    return { db: await openDb({ pgliteTemplate: await pgliteTemplate() }), drop: async () => undefined };
  const name = `shop_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    db,
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A fresh API for one test file: its own database (an in-memory PGlite, or a new PostgreSQL
 * database created for it and dropped afterwards) and its own mail folder.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const { db, drop: dropDatabase } = await openTestDb();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: path.join(dir, 'data'),
    MAIL_DIR: path.join(dir, 'mail'),
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    SEED_DEMO: 'false',
    PGLITE_MEMORY: 'true',
    // Each test app would start a thread with its own copy of the catalogue: the search workers' tests start theirs.
    SEARCH_WORKERS: '0',
    ...envOverrides,
  });
  const app = await buildApp({ env, db });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    env,
    dir,
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
