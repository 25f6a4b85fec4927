import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { asUnavailable, DependencyUnavailable } from '../lib/unavailable';

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Something that runs SQL with `$1` parameters: the database or a transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/**
 * The database: PostgreSQL through `pg`, or the embedded PGlite. Same SQL, same migrations.
 * Values go in as parameters only; no query text is ever built from input.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL; the embedded database has no pool). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, of them idle, queries waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  constructor(private readonly pg: PGlite) {}

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) =>
      fn({
        query: async <R>(sql: string, params: readonly unknown[] = []) => {
          const result = await tx.query<R>(sql, params as unknown[]);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        },
      }),
    );
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  constructor(
    private readonly pool: Pool,
    private readonly max: number,
    private readonly onConnectionError: (error: Error) => void,
  ) {}

  poolStats(): PoolStats {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount, max: this.max };
  }

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
    try {
      const result = await this.pool.query(sql, params as unknown[]);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    } catch (error) {
      throw asUnavailable('database', error);
    }
  }

  /**
   * A checked-out client has no listener of the pool's: without one of its own, a connection that
   * dies while the transaction waits between statements (a failover, pg_terminate_backend) would
   * throw its 'error' event on the process. A lost connection rolls back on the server by itself;
   * the client is released with the error, so the pool closes it instead of lending it out again.
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw asUnavailable('database', error);
    }
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost ??= error;
      this.onConnectionError(error);
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const value = await fn({
        query: async <R>(sql: string, params: readonly unknown[] = []) => {
          const result = await client.query(sql, params as unknown[]);
          return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
        },
      });
      await client.query('COMMIT');
      return value;
    } catch (error) {
      if (!lost) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          lost ??= rollbackError;
        });
      }
      // Whatever the code made of it, a transaction without its connection did not happen: 503.
      throw lost ? new DependencyUnavailable('database', lost) : asUnavailable('database', error);
    } finally {
      client.release(lost ?? false);
      client.removeListener('error', onError);
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  poolSize?: number;
  /** Folder of the embedded database; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this data directory (a `dumpDataDir` tarball) instead of running initdb. */
  pgliteTemplate?: Blob | undefined;
  /** Told of every connection the server closed or lost (PostgreSQL), for the log. */
  onConnectionError?: (error: Error) => void;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    const Pool = pg.default.Pool;
    // NUMERIC as text would leak strings into prices; parse it as a number (our amounts fit easily).
    pg.default.types.setTypeParser(1700, (v: string) => Number(v));
    // BIGINT (count(*)) as number.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const max = options.poolSize ?? 10;
    // A server that does not answer (a failover under way) fails a request after 5 s instead of holding it.
    const pool = new Pool({ connectionString: options.databaseUrl, max, connectionTimeoutMillis: 5000 });
    const onConnectionError = options.onConnectionError ?? (() => undefined);
    // An idle client's error: the pool has already dropped it; the process lives on.
    pool.on('error', onConnectionError);
    await pool.query('select 1');
    return new PostgresDb(pool, max, onConnectionError);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { types } = await import('@electric-sql/pglite');
  const parsers = { [types.NUMERIC]: (v: string) => Number(v), [types.INT8]: (v: string) => Number(v) };
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const pg = await PGlite.create(options.pgliteDir ?? 'memory://', {
    parsers,
    ...(options.pgliteTemplate && !options.pgliteDir ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  return new PgliteDb(pg);
}
