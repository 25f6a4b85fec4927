import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { asUnavailable } from '../lib/unavailable';

/**
 * State that every instance of the API must see alike: rate-limit counters and short-lived
 * values. In Redis when REDIS_URL is set, else in PostgreSQL. With the embedded database there is
 * only one instance (PGlite lives in the API's process), so its rate-limit counters are counted in
 * that process's memory: a counter in the database would be a write (a WAL flush) on every offer,
 * search-box event and cart price, half the cost of creating an offer. A restart forgets the
 * counts of the current and previous windows, nothing else; values (logged-out tokens, form tokens,
 * job leases) stay in the database.
 */
export interface SharedState {
  /**
   * Counts one hit on `key` and returns the sliding-window count (as Cloudflare counts): this fixed window's hits
   * plus the previous window's, weighted by the share of the previous window still within the last
   * `windowSeconds`, rounded down. So a burst at the end of one window still counts at the start of the next, and
   * a client that stops sees its count decay over the next window. Every hit counts, refused ones too.
   * `resetInSeconds` (at least 1): with `limit` (the caller refuses when `count > limit`), the seconds until one
   * more hit would be allowed again if no more came (the first whole second at which the count is at most
   * `limit - 1`); without it, the seconds until the current window ends.
   */
  hit(key: string, windowSeconds: number, limit?: number): Promise<{ count: number; resetInSeconds: number }>;
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

/** The start (in epoch seconds) of the fixed window of `windowSeconds` that `nowMs` falls in. */
function windowStartOf(nowMs: number, windowSeconds: number): number {
  return Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
}

/**
 * The sliding-window count of a hit at `nowMs` from the counts of its fixed window (`current`, the hit included) and
 * of the window before (`previous`), and the seconds `hit` answers with (see SharedState).
 */
function slidingCount(
  current: number,
  previous: number,
  nowMs: number,
  windowSeconds: number,
  limit?: number,
): { count: number; resetInSeconds: number } {
  const windowMs = windowSeconds * 1000;
  const endMs = (windowStartOf(nowMs, windowSeconds) + windowSeconds) * 1000;
  const remainingMs = endMs - nowMs;
  const weighted = current + (previous * remainingMs) / windowMs;
  const count = Math.floor(weighted);
  if (limit === undefined) return { count, resetInSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  // One more hit is allowed once the weighted count is below `limit` (its count, rounded down, is then at most
  // limit - 1). It only falls: within this window while the previous window's share shrinks, after it while this
  // window's hits become the previous ones. `waitMs` is when it reaches `limit`; the hit is allowed just after.
  let waitMs = 0;
  if (weighted >= limit) {
    if (current < limit) waitMs = remainingMs - ((limit - current) * windowMs) / previous;
    else waitMs = remainingMs + windowMs * (1 - Math.max(0, limit) / current);
  }
  return { count, resetInSeconds: Math.max(1, Math.floor(waitMs / 1000) + 1) };
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
    async hit(key, windowSeconds, limit) {
      const nowMs = Date.now();
      const windowStart = windowStartOf(nowMs, windowSeconds);
      // One statement: counts the hit in this window's row and reads the previous window's (the statement's
      // snapshot, from before this hit: it is never the row written). A row counts for two windows.
      const { rows } = await db.query<{ count: number; previous: number }>(
        `with current_window as (
           insert into shared_counters (key, window_start, count, expires_at)
           values ($1, $2, 1, to_timestamp($3))
           on conflict (key, window_start) do update set count = shared_counters.count + 1
           returning count
         )
         select current_window.count,
                coalesce((select previous_window.count from shared_counters previous_window
                          where previous_window.key = $1 and previous_window.window_start = $4), 0) as previous
         from current_window`,
        [key, windowStart, windowStart + 2 * windowSeconds, windowStart - windowSeconds],
      );
      void sweep().catch(() => undefined);
      return slidingCount(rows[0]!.count, rows[0]!.previous, nowMs, windowSeconds, limit);
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
      const { rows } = await db.query<{ value: T }>(
        'select value from shared_values where key = $1 and expires_at > now()',
        [key],
      );
      return rows[0]?.value ?? null;
    },
    async delete(key) {
      await db.query('delete from shared_values where key = $1', [key]);
    },
    async close() {},
  };
}

/**
 * Sliding-window counters of a single instance: a window's counter is kept while it still counts (in its own window
 * and as the previous one of the next), then swept as time goes on.
 */
export function memoryCounters(now: () => number = Date.now): Pick<SharedState, 'hit'> {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowSeconds, limit) {
      const nowMs = now();
      if (nowMs >= nextSweep) {
        for (const [k, counter] of counters) if (counter.expiresAt <= nowMs / 1000) counters.delete(k);
        nextSweep = nowMs + 60_000;
      }
      const windowStart = windowStartOf(nowMs, windowSeconds);
      const prefix = `${key}\u0000${windowSeconds}\u0000`;
      let counter = counters.get(prefix + windowStart);
      if (!counter)
        counters.set(prefix + windowStart, (counter = { count: 0, expiresAt: windowStart + 2 * windowSeconds }));
      counter.count++;
      // The window just before this one expires at this one's end: if it is still in the map, it counts.
      const previous = counters.get(prefix + (windowStart - windowSeconds))?.count ?? 0;
      return slidingCount(counter.count, previous, nowMs, windowSeconds, limit);
    },
  };
}

export async function redisSharedState(
  url: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<SharedState> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; its 'error' events only tell of it (and would go to stderr unheard).
  redis.on('error', onConnectionError);
  await redis.connect();
  const state: SharedState = {
    async hit(key, windowSeconds, limit) {
      const nowMs = Date.now();
      const windowStart = windowStartOf(nowMs, windowSeconds);
      const k = `shop:rl:${key}:${windowStart}`;
      // A window's key lives two windows from its first hit: in its own window and as the previous one of the next.
      const results = (await redis
        .multi()
        .incr(k)
        .expire(k, 2 * windowSeconds, 'NX')
        .get(`shop:rl:${key}:${windowStart - windowSeconds}`)
        .exec()) as [Error | null, unknown][] | null;
      if (!results) throw new Error('the rate-limit transaction was aborted');
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      const [[, count], , [, previous]] = results as [[null, number], unknown, [null, string | null]];
      return slidingCount(count, Number(previous ?? 0), nowMs, windowSeconds, limit);
    },
    async set(key, value, ttlSeconds, options) {
      const k = `shop:kv:${key}`;
      const data = JSON.stringify(value);
      const result = options?.onlyIfAbsent
        ? await redis.set(k, data, 'EX', ttlSeconds, 'NX')
        : await redis.set(k, data, 'EX', ttlSeconds);
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
      await redis.quit().catch(() => redis.disconnect());
    },
  };
  // Redis out of reach: the request answers 503 (shared-state) and is repeated, as for the database.
  const guarded = {} as Record<string, unknown>;
  for (const [name, op] of Object.entries(state) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    guarded[name] = (...args: unknown[]) =>
      op(...args).catch((error: unknown) => {
        throw asUnavailable('shared-state', error);
      });
  }
  return guarded as unknown as SharedState;
}

export default fp(
  async function sharedStatePlugin(app: FastifyInstance) {
    let state: SharedState;
    if (app.env.REDIS_URL)
      state = await redisSharedState(app.env.REDIS_URL, (err) => app.log.warn({ err }, 'redis connection lost'));
    else if (app.db.kind === 'pglite') state = { ...postgresSharedState(app.db), ...memoryCounters() };
    else state = postgresSharedState(app.db);
    app.decorate('sharedState', state);
    app.addHook('onClose', async () => state.close());
  },
  { name: 'shared-state', dependencies: ['env', 'db'] },
);
