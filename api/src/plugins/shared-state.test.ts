import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';
import { memoryCounters, postgresSharedState, redisSharedState, type SharedState } from './shared-state';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`shared state in the database (${TEST_DB})`, () => {
  it('counts hits per key within a window', async () => {
    const a1 = await t.app.sharedState.hit('login:a', 60);
    const a2 = await t.app.sharedState.hit('login:a', 60);
    const b1 = await t.app.sharedState.hit('login:b', 60);
    expect([a1.count, a2.count, b1.count]).toEqual([1, 2, 1]);
    expect(a2.resetInSeconds).toBeGreaterThan(0);
    expect(a2.resetInSeconds).toBeLessThanOrEqual(60);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => t.app.sharedState.hit('burst', 60)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('sets values once when asked to, and expires them', async () => {
    expect(await t.app.sharedState.set('k', { n: 1 }, 60, { onlyIfAbsent: true })).toBe(true);
    expect(await t.app.sharedState.set('k', { n: 2 }, 60, { onlyIfAbsent: true })).toBe(false);
    expect(await t.app.sharedState.get('k')).toEqual({ n: 1 });
    await t.app.sharedState.set('short', 1, 0);
    expect(await t.app.sharedState.get('short')).toBeNull();
    await t.app.sharedState.delete('k');
    expect(await t.app.sharedState.get('k')).toBeNull();
  });
});

describe('rate-limit counters of the single instance on the embedded database', () => {
  it('is what the server counts with on PGlite, and in the database on PostgreSQL', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from shared_counters');
    await t.app.sharedState.hit('where-counted', 60);
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from shared_counters');
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(TEST_DB === 'pglite' ? 0 : 1);
  });

  it('counts per key and window, weighs in the previous window in the next one, and forgets older windows', async () => {
    let now = Date.UTC(2026, 10, 22, 10, 0, 30);
    const counters = memoryCounters(() => now);
    expect((await counters.hit('a', 60)).count).toBe(1);
    const second = await counters.hit('a', 60);
    expect(second).toEqual({ count: 2, resetInSeconds: 30 });
    expect((await counters.hit('a', 3600)).count).toBe(1);
    expect((await counters.hit('b', 60)).count).toBe(1);
    now += 30_000;
    // The first hit of the next window: the previous window's 2 still count in full.
    expect(await counters.hit('a', 60)).toEqual({ count: 3, resetInSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 20 }, () => counters.hit('burst', 60)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    now += 3 * 3600_000;
    expect((await counters.hit('a', 3600)).count).toBe(1);
    expect((await counters.hit('a', 60)).count).toBe(1);
  });
});

const at = (minute: number, second: number, ms = 0) => Date.UTC(2026, 10, 22, 10, minute, second, ms);
const oneTo = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Memory counters on a clock that is moved by hand, and the hits on one key of a 60 s window. */
function onClock(key: string, limit?: number) {
  let now = 0;
  const counters = memoryCounters(() => now);
  async function hits(time: number, n: number) {
    now = time;
    const answers: Array<{ count: number; resetInSeconds: number }> = [];
    for (let i = 0; i < n; i++) answers.push(await counters.hit(key, 60, limit));
    return answers;
  }
  return { hits, hit: async (time: number) => (await hits(time, 1))[0]! };
}

describe('the sliding window of the memory counters', () => {
  it('counts a burst at the end of one window into the start of the next: 60 + 60 within a second is 120', async () => {
    const client = onClock('offers');
    expect((await client.hits(at(0, 59), 60)).map((h) => h.count)).toEqual(oneTo(1, 60));
    expect((await client.hits(at(1, 0), 60)).map((h) => h.count)).toEqual(oneTo(61, 120));
  });

  it('lets the count of a client that stops decay across the next window, and forgets it after two', async () => {
    const client = onClock('quiet');
    await client.hits(at(0, 59), 60);
    const counts: number[] = [];
    // This window's hits (1, 2, 3, 4) plus the previous window's 60 weighted by the part of it still within the last minute.
    for (const time of [at(1, 15), at(1, 30), at(1, 45), at(1, 59, 500)]) counts.push((await client.hit(time)).count);
    expect(counts).toEqual([1 + 45, 2 + 30, 3 + 15, 4 + 0]);
    // Then the 4 of 10:01 are the previous window's: 10:00's 60 no longer count.
    expect((await client.hit(at(2, 0))).count).toBe(1 + 4);
    expect((await client.hit(at(2, 30))).count).toBe(2 + 2);
    expect((await client.hit(at(3, 0))).count).toBe(1 + 2);
    expect((await client.hit(at(5, 0))).count).toBe(1);
  });

  it('answers, given the limit, the seconds until one more hit is allowed again', async () => {
    // 120 at 10:00:30: the count stays over 60 until 120 * (share of 10:00 within the last minute) is below 60, after 10:01:30.
    const burst = onClock('burst', 60);
    const answers = await burst.hits(at(0, 30), 120);
    expect(answers.at(-1)).toEqual({ count: 120, resetInSeconds: 61 });
    const early = onClock('burst', 60);
    await early.hits(at(0, 30), 120);
    expect((await early.hit(at(1, 30))).count).toBe(61);
    const inTime = onClock('burst', 60);
    await inTime.hits(at(0, 30), 120);
    expect((await inTime.hit(at(1, 31))).count).toBe(59);
    // Without the limit: the seconds until the window ends.
    expect((await onClock('burst').hits(at(0, 30), 120)).at(-1)).toEqual({ count: 120, resetInSeconds: 30 });
    // The limit reached at 10:00:59 (not yet refused): one more is allowed after 10:01:00, when 60 * 59/60 is 59.
    const edge = onClock('edge', 60);
    expect((await edge.hits(at(0, 59), 61)).slice(-2)).toEqual([
      { count: 60, resetInSeconds: 2 },
      { count: 61, resetInSeconds: 2 },
    ]);
    // In the next window the previous one's 61 keep it over the limit for 2 more seconds.
    expect(await edge.hit(at(1, 0))).toEqual({ count: 62, resetInSeconds: 2 });
    const edgeEarly = onClock('edge', 60);
    await edgeEarly.hits(at(0, 59), 61);
    await edgeEarly.hit(at(1, 0));
    expect((await edgeEarly.hit(at(1, 1))).count).toBe(61);
    expect((await edge.hit(at(1, 2))).count).toBe(60);
    // Under the limit: at once.
    expect((await onClock('few', 60).hits(at(0, 30), 10)).at(-1)).toEqual({ count: 10, resetInSeconds: 1 });
  });
});

/** A hit did not land in the window the test meant (a busy machine held the test up): the run is tried again. */
class TimingMissed extends Error {}

/** Runs `slidesInRealTime` on a new key until its hits land where it meant them (at most 3 times); the key used. */
async function slidesOnAFreshKey(state: Pick<SharedState, 'hit'>, prefix: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const key = `${prefix}-${attempt}`;
    try {
      await slidesInRealTime(state, key);
      return key;
    } catch (error) {
      if (!(error instanceof TimingMissed) || attempt === 3) throw error;
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sliding window with the real clock, for the stores whose clock a test cannot move: a window of 2 s, a burst of
 * 10 late in one window, then hits in the next two. Each count is checked against the share of the previous window
 * at the times just before and after its hit.
 */
async function slidesInRealTime(state: Pick<SharedState, 'hit'>, key: string) {
  const windowMs = 2000;
  const windowOf = (ms: number) => Math.floor(ms / windowMs);
  const share = (ms: number) => 1 - (ms % windowMs) / windowMs;
  /** Waits until `intoMs` into a window: this one's, or the next one's when that moment has passed. */
  const waitUntilInto = (intoMs: number) => sleep(((intoMs - (Date.now() % windowMs) + windowMs) % windowMs) + 5);
  async function timedHit(limit?: number) {
    const before = Date.now();
    const answer = await state.hit(key, 2, limit);
    return { ...answer, before, after: Date.now() };
  }

  await waitUntilInto(1400);
  const first = windowOf(Date.now());
  const burst: Array<{ count: number; resetInSeconds: number }> = [];
  for (let i = 0; i < 10; i++) burst.push(await state.hit(key, 2, 4));
  if (windowOf(Date.now()) !== first) throw new TimingMissed();
  expect(burst.map((h) => h.count)).toEqual(oneTo(1, 10));
  // Over the limit of 4 until 10 * share < 4 in the next window: the rest of this one (< 0.6 s) and 1.2 s of the next.
  expect(burst.at(-1)!.resetInSeconds).toBe(2);

  await waitUntilInto(200);
  const next = await timedHit();
  if (windowOf(next.before) !== first + 1 || windowOf(next.after) !== first + 1) throw new TimingMissed();
  expect(next.count).toBeGreaterThanOrEqual(Math.floor(1 + 10 * share(next.after)));
  expect(next.count).toBeLessThanOrEqual(Math.floor(1 + 10 * share(next.before)));
  expect(next.count).toBeGreaterThanOrEqual(8);

  await waitUntilInto(1500);
  const later = await timedHit();
  if (windowOf(later.before) !== first + 1 || windowOf(later.after) !== first + 1) throw new TimingMissed();
  expect(later.count).toBeGreaterThanOrEqual(Math.floor(2 + 10 * share(later.after)));
  expect(later.count).toBeLessThanOrEqual(Math.floor(2 + 10 * share(later.before)));
  expect(later.count).toBeLessThan(next.count);

  // The window after: the previous window's 2 count, the burst's window no longer does.
  await waitUntilInto(100);
  const after = await timedHit();
  if (windowOf(after.before) !== first + 2 || windowOf(after.after) !== first + 2) throw new TimingMissed();
  expect(after.count).toBeGreaterThanOrEqual(Math.floor(1 + 2 * share(after.after)));
  expect(after.count).toBeLessThanOrEqual(Math.floor(1 + 2 * share(after.before)));
}

describe(`the sliding window of the counters in the database (${TEST_DB})`, () => {
  it('counts the previous window, decaying, and keeps a window two windows long', async () => {
    const key = await slidesOnAFreshKey(postgresSharedState(t.db), 'sliding');
    const { rows } = await t.db.query<{ lives: number }>(
      'select (extract(epoch from expires_at) - window_start)::int as lives from shared_counters where key = $1',
      [key],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((r) => r.lives)).toEqual(rows.map(() => 4));
  }, 30_000);
});

// Redis answers on the development and CI machines; where it does not, these are skipped. One jest project runs
// them: they do not depend on the database.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
function redisAnswers(): boolean {
  const { hostname, port } = new URL(REDIS_URL);
  const probe = `require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1)).setTimeout(500, () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
}

(TEST_DB === 'pglite' && redisAnswers() ? describe : describe.skip)(
  `the sliding window of the counters in Redis (${REDIS_URL})`,
  () => {
    let redis: SharedState;
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    beforeAll(async () => {
      redis = await redisSharedState(REDIS_URL);
    });
    afterAll(() => redis.close());

    it('counts concurrent hits exactly', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => redis.hit(`${prefix}:burst`, 60)));
      expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(oneTo(1, 20));
    });

    it('counts the previous window, decaying', async () => {
      await slidesOnAFreshKey(redis, `${prefix}:sliding`);
    }, 30_000);
  },
);
