import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => t.close());

const IPHONE = 'apple-iphone-13-128gb';

describe(`pictures and url export (${TEST_DB})`, () => {
  it('draws a device with its model name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/trade/images/device/${IPHONE}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('iPhone 13');
    expect(res.body.startsWith('<svg')).toBe(true);
    const thumb = await t.app.inject({
      method: 'GET',
      url: `/api/trade/images/series/smartphones.apple.iphone-13/thumbnail.svg`,
    });
    expect(thumb.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/trade/images/device/nope.svg' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/trade/images/device/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(400);
  });

  it('exports every category, manufacturer and series url of a country', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trade/catalog-urls?country=fr' });
    expect(res.statusCode).toBe(200);
    const { nodes } = res.json() as { nodes: { kind: string; url: string }[] };
    expect(nodes.filter((n) => n.kind === 'category')).toHaveLength(8);
    expect(nodes.filter((n) => n.kind === 'series').length).toBeGreaterThan(150);
    expect(nodes.find((n) => n.url === 'appareils-photo-canon')).toMatchObject({ kind: 'manufacturer' });
    expect(new Set(nodes.map((n) => n.url)).size).toBe(nodes.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/trade/catalog-urls?country=uk' })).statusCode).toBe(400);
  });
});
