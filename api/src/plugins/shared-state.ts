import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';

/**
 * State that every instance of the API must see alike: rate-limit counters and short-lived
 * values. In Redis when REDIS_URL is set, else in PostgreSQL. With the embedded database there is
 * only one instance (PGlite lives in the API's process), so its rate-limit counters are counted in
 * that process's memory: a counter in the database was a write (a WAL flush) on every offer,
 * search-box event and cart price, half the cost of creating an offer. A restart forgets the
 * current windows' counts, nothing else; values (logged-out tokens, form tokens, job leases) stay in
 * the database.
 */
export interface SharedState {
  /** Counts one hit on `key` in the current fixed window; returns the count and seconds until the window ends. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Stores a value for a while. With `onlyIfAbsent`, returns false and changes nothing when the key exists. */
  set(key: string, value: unknown, ttlSeconds: number, options?: { onlyIfAbsent?: boolean }): Promise<boolean>;
  get<T>(key: string): Promise<T | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedState: SharedState;
  }
}

export function postgresSharedState(db: Db): SharedState {
  let lastSweep = 0;
  async function sweep() {
    const now = Date.now();
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    await db.query('delete from shared_counters where expires_at < now()');
    await db.query('delete from shared_values where expires_at < now()');
  }
  return {
    async hit(key, windowSeconds) {
      const nowMs = Date.now();
      const windowStart = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
      const { rows } = await db.query<{ count: number }>(
        `insert into shared_counters (key, window_start, count, expires_at)
         values ($1, $2, 1, to_timestamp($3))
         on conflict (key, window_start) do update set count = shared_counters.count + 1
         returning count`,
        [key, windowStart, windowStart + windowSeconds],
      );
      void sweep().catch(() => undefined);
      return { count: rows[0]!.count, resetInSeconds: Math.max(1, windowStart + windowSeconds - Math.floor(nowMs / 1000)) };
    },
    async set(key, value, ttlSeconds, options) {
      if (options?.onlyIfAbsent) {
        await db.query('delete from shared_values where key = $1 and expires_at < now()', [key]);
        const { rowCount } = await db.query(
          `insert into shared_values (key, value, expires_at) values ($1, $2, now() + make_interval(secs => $3))
           on conflict (key) do nothing`,
          [key, JSON.stringify(value), ttlSeconds],
        );
        return rowCount > 0;
      }
      await db.query(
        `insert into shared_values (key, value, expires_at) values ($1, $2, now() + make_interval(secs => $3))
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [key, JSON.stringify(value), ttlSeconds],
      );
      return true;
    },
    async get<T>(key: string) {
      const { rows } = await db.query<{ value: T }>('select value from shared_values where key = $1 and expires_at > now()', [key]);
      return rows[0]?.value ?? null;
    },
    async delete(key) {
      await db.query('delete from shared_values where key = $1', [key]);
    },
    async close() {},
  };
}

/** Fixed-window counters of a single instance; expired windows are swept as time goes on. */
export function memoryCounters(now: () => number = Date.now): Pick<SharedState, 'hit'> {
  const counters = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowSeconds) {
      const nowMs = now();
      if (nowMs >= nextSweep) {
        for (const [k, counter] of counters) if (counter.endsAt <= nowMs / 1000) counters.delete(k);
        nextSweep = nowMs + 60_000;
      }
      const windowStart = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
      const k = `${key}\u0000${windowSeconds}\u0000${windowStart}`;
      let counter = counters.get(k);
      if (!counter) counters.set(k, (counter = { count: 0, endsAt: windowStart + windowSeconds }));
      counter.count++;
      return { count: counter.count, resetInSeconds: Math.max(1, counter.endsAt - Math.floor(nowMs / 1000)) };
    },
  };
}

async function redisSharedState(url: string): Promise<SharedState> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return {
    async hit(key, windowSeconds) {
      const windowStart = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds;
      const k = `shop:rl:${key}:${windowStart}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetInSeconds: Math.max(1, Number(ttl)) };
    },
    async set(key, value, ttlSeconds, options) {
      const k = `shop:kv:${key}`;
      const data = JSON.stringify(value);
      const result = options?.onlyIfAbsent ? await redis.set(k, data, 'EX', ttlSeconds, 'NX') : await redis.set(k, data, 'EX', ttlSeconds);
      return result === 'OK';
    },
    async get<T>(key: string) {
      const data = await redis.get(`shop:kv:${key}`);
      return data === null ? null : (JSON.parse(data) as T);
    },
    async delete(key) {
      await redis.del(`shop:kv:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}

export default fp(
  async function sharedStatePlugin(app: FastifyInstance) {
    let state: SharedState;
    if (app.env.REDIS_URL) state = await redisSharedState(app.env.REDIS_URL);
    else if (app.db.kind === 'pglite') state = { ...postgresSharedState(app.db), ...memoryCounters() };
    else state = postgresSharedState(app.db);
    app.decorate('sharedState', state);
    app.addHook('onClose', async () => state.close());
  },
  { name: 'shared-state', dependencies: ['env', 'db'] },
);
