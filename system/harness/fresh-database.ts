import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the system tests create their databases on (a maintenance database on it). */
export const ADMIN_URL =
  process.env.SYSTEM_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Every database a system test creates is named with this prefix: the server may be shared. */
export const DB_PREFIX = process.env.SYSTEM_DB_PREFIX ?? 'shop_system_';

export interface FreshDatabase {
  /** DATABASE_URL for an API process. */
  url: string;
  query<R extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function onAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database, `<prefix><label>_<random>`, dropped by `drop()`. */
export async function freshDatabase(label: string): Promise<FreshDatabase> {
  const name = `${DB_PREFIX}${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    async query<R extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return (await pool.query<R>(sql, params)).rows;
    },
    async drop() {
      await pool.end().catch(() => undefined);
      await onAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
