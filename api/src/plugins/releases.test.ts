import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`release manifests (${TEST_DB})`, () => {
  it.each(['at', 'de', 'es', 'fr', 'it'])('serves /releases/%s.json, revalidated on every load', async (cc) => {
    const res = await t.app.inject({ method: 'GET', url: `/releases/${cc}.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache, s-maxage=10');
    const body = res.json();
    expect(body.country).toBe(cc);
    expect(Object.keys(body.remotes).sort()).toEqual(['mf-account', 'mf-catalog', 'mf-checkout', 'mf-content']);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/releases/de.json' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/releases/de.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['xx.json', 'de', '..%2Fpackage.json', 'DE.json'])('answers 404 for %s', async (file) => {
    const res = await t.app.inject({ method: 'GET', url: `/releases/${file}` });
    expect(res.statusCode).toBe(404);
  });
});
