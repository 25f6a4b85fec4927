import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import { COUNTRY_CODES, countries, type CountryCode } from 'config';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The stand-in host build the page tests serve, so they do not depend on `npm run build` having run. */
export const STAND_IN_DIST = path.join(os.tmpdir(), `shop-pages-dist-${process.pid}`);

export const hostOf = (cc: CountryCode) => `${cc}.localhost:8080`;
export const SAMPLE = {
  pdp: 'iphone-13-128-gb',
  overview: 'apple-iphone',
  category: 'smartphones',
  id: '4711',
  trade: 'T-100234',
  offerid: 'O-99',
  emailHash: '5d41402abc4b2a76b9719d911017c592',
};
export const head = (body: string, pattern: RegExp) => pattern.exec(body)?.[1];

type CatalogueSample = { pdp: string; category: string; overview: string };

/** Real catalogue urls of a country, read through the search service: the iPhone 13 128 GB, its category and manufacturer. */
async function catalogueSample(app: TestApp['app'], country: CountryCode): Promise<CatalogueSample> {
  const search = async (application: string, query: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      payload: { search: query, application, resultSize: 20 },
    });
    return (res.json() as { hits: { id: string; url: string; manufacturers?: { id: string; url: string }[] }[] }).hits;
  };
  const devices = await search(countries[country].searchIndexNames.devices, {
    type: 'devicesBySeries',
    seriesId: 'smartphones.apple.iphone-13',
  });
  const categories = await search(countries[country].searchIndexNames.aggregations, { type: 'listCategories' });
  const smartphones = categories.find((c) => c.id === 'smartphones')!;
  return {
    pdp: devices.find((d) => d.id === 'apple-iphone-13-128gb')!.url,
    category: smartphones.url,
    overview: smartphones.manufacturers!.find((m) => m.id === 'smartphones.apple')!.url,
  };
}

export interface ShopPagesApp {
  t: TestApp;
  /** Where the app listens, for requests a client would not send. */
  port: number;
  catalogue: Record<CountryCode, CatalogueSample>;
  get(host: string, url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** The app with the demo catalogue (catalogue pages answer 200 only for what it holds), for the test file calling it. */
export function shopPagesApp(): ShopPagesApp {
  const shop: ShopPagesApp = {
    t: null as unknown as TestApp,
    port: 0,
    catalogue: {} as Record<CountryCode, CatalogueSample>,
    get: (host, url, headers = {}) => shop.t.app.inject({ method: 'GET', url, headers: { host, ...headers } }),
  };
  beforeAll(async () => {
    mkdirSync(path.join(STAND_IN_DIST, 'host', 'assets'), { recursive: true });
    writeFileSync(
      path.join(STAND_IN_DIST, 'host', 'index.html'),
      '<!doctype html><html lang="de-DE"><head><title>Revalu</title><meta name="shop-head" content=""></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(STAND_IN_DIST, 'host', 'assets', 'main.abc12345.js'), 'console.log(1)');
    shop.t = await createTestApp({ DIST_DIR: STAND_IN_DIST, SEED_DEMO: 'true' });
    await shop.t.app.listen({ host: '127.0.0.1', port: 0 });
    shop.port = (shop.t.app.server.address() as net.AddressInfo).port;
    for (const country of COUNTRY_CODES) shop.catalogue[country] = await catalogueSample(shop.t.app, country);
  }, 180_000);
  afterAll(() => shop.t.close());
  return shop;
}
