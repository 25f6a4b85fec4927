import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';

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
