import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';
import { memoryCounters } from './shared-state';

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

  it('counts per key and window, starts again in the next window, and forgets old windows', async () => {
    let now = Date.UTC(2026, 10, 22, 10, 0, 30);
    const counters = memoryCounters(() => now);
    expect((await counters.hit('a', 60)).count).toBe(1);
    const second = await counters.hit('a', 60);
    expect(second).toEqual({ count: 2, resetInSeconds: 30 });
    expect((await counters.hit('a', 3600)).count).toBe(1);
    expect((await counters.hit('b', 60)).count).toBe(1);
    now += 30_000;
    expect(await counters.hit('a', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 20 }, () => counters.hit('burst', 60)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    now += 3 * 3600_000;
    expect((await counters.hit('a', 3600)).count).toBe(1);
  });
});
