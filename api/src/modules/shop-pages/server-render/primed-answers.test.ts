import { buildPath, CONTENT_PAGE_SLUGS, COUNTRY_CODES, countries, type CountryCode } from 'config';
import { hostOf, shopPagesApp } from '../testing';

const shop = shopPagesApp();
const { get } = shop;

describe('answers the server primes a page with (shared/src/http/primed-answers.ts)', () => {
  const JSON_API = 'application/vnd.api+json';
  type Primed = { method: string; url: string; accept: string; data?: unknown; body: unknown };
  const primedIn = (body: string): Primed[] | null => {
    const element = /<script type="application\/json" id="shop-primed-answers">(.*?)<\/script>/s.exec(body);
    return element ? (JSON.parse(element[1]!) as Primed[]) : null;
  };
  const homeUrl = (cc: string, mode = 'default') => `/api/cms/home-pages/${cc}-${mode}?include=menus`;

  it('writes into each home page the CMS answer its first view asks for, as the API answers it', async () => {
    for (const cc of COUNTRY_CODES) {
      const page = await get(hostOf(cc), '/');
      expect(page.statusCode).toBe(200);
      const api = await get(hostOf(cc), `/api/cms/home-pages/${cc}-default?include=menus`, { accept: JSON_API });
      expect(api.statusCode).toBe(200);
      expect(primedIn(page.body)).toEqual([{ method: 'GET', url: homeUrl(cc), accept: JSON_API, body: api.json() }]);
    }
    // The shop mode is part of what is asked for.
    const widget = await get('b2bwidget.de.localhost', '/');
    expect(primedIn(widget.body)?.map((answer) => answer.url)).toEqual([homeUrl('de', 'b2bWidget')]);
  });

  it('writes into each product page its device, as the search service answers mf-catalog for it', async () => {
    for (const cc of COUNTRY_CODES) {
      const page = await get(hostOf(cc), buildPath(cc, 'pdp', { pdp: shop.catalogue[cc].pdp }));
      expect(page.statusCode).toBe(200);
      const data = {
        search: { type: 'deviceByUrl', url: shop.catalogue[cc].pdp },
        application: `devices_${cc}`,
        resultSize: 1,
      };
      const api = await shop.t.app.inject({
        method: 'POST',
        url: '/api/trade/searches',
        headers: { host: hostOf(cc) },
        payload: data,
      });
      expect(api.statusCode).toBe(200);
      expect((api.json() as { hits: { url: string }[] }).hits.map((hit) => hit.url)).toEqual([shop.catalogue[cc].pdp]);
      expect(primedIn(page.body)).toEqual([
        { method: 'POST', url: '/api/trade/searches', accept: 'application/json', data, body: api.json() },
      ]);
    }
  });

  it('writes into each sell page its node and the devices it lists, as the search service answers mf-catalog for them', async () => {
    const search = async (cc: CountryCode, data: object) => {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: '/api/trade/searches',
        headers: { host: hostOf(cc) },
        payload: data,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { hits: { id: string; url: string }[] };
    };
    for (const cc of COUNTRY_CODES) {
      const { aggregations, devices } = countries[cc].searchIndexNames;
      // A category (its 12 newest devices) and a manufacturer's page (the iPhone 13's manufacturer, in the overview sample).
      const cases = [
        {
          url: shop.catalogue[cc].category,
          devices: {
            search: { type: 'devicesByCategory', categoryId: 'smartphones' },
            application: devices,
            resultSize: 12,
          },
        },
        {
          url: shop.catalogue[cc].overview,
          devices: {
            search: { type: 'devicesByManufacturer', manufacturerId: 'smartphones.apple' },
            application: devices,
            resultSize: 12,
          },
        },
      ];
      for (const { url, devices: devicesQuery } of cases) {
        const page = await get(hostOf(cc), buildPath(cc, 'sell', { category: url }));
        expect(page.statusCode).toBe(200);
        const nodeQuery = { search: { type: 'categoryByUrl', url }, application: aggregations, resultSize: 1 };
        const node = await search(cc, nodeQuery);
        expect(node.hits.map((hit) => hit.id)).toEqual(['smartphones']);
        const listed = await search(cc, devicesQuery);
        expect(listed.hits).toHaveLength(12);
        expect(primedIn(page.body)).toEqual([
          { method: 'POST', url: '/api/trade/searches', accept: 'application/json', data: nodeQuery, body: node },
          { method: 'POST', url: '/api/trade/searches', accept: 'application/json', data: devicesQuery, body: listed },
        ]);
      }
    }
  });

  it('writes into each search results page the first devices and series of its phrase, as mf-catalog asks for them', async () => {
    for (const cc of COUNTRY_CODES) {
      const { aggregations, devices } = countries[cc].searchIndexNames;
      // The phrase as the page reads it: trimmed, its spaces collapsed.
      const page = await get(hostOf(cc), `${buildPath(cc, 'search', {})}?q=%20iphone%20%2013%20&q=ignored`);
      expect(page.statusCode).toBe(200);
      const search = { type: 'phrase', phrase: 'iphone 13' };
      const queries = [
        { search, application: devices, resultSize: 24 },
        { search, application: aggregations, resultSize: 6 },
      ];
      const answers = [];
      for (const data of queries) {
        const res = await shop.t.app.inject({
          method: 'POST',
          url: '/api/trade/searches',
          headers: { host: hostOf(cc) },
          payload: data,
        });
        expect(res.statusCode).toBe(200);
        expect((res.json() as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
        answers.push({
          method: 'POST',
          url: '/api/trade/searches',
          accept: 'application/json',
          data,
          body: res.json(),
        });
      }
      expect(primedIn(page.body)).toEqual(answers);
    }
    // No phrase, nothing to search.
    expect((await get(hostOf('de'), '/suche?q=%20')).body).not.toContain('shop-primed-answers');
  });

  it('writes into each static content page its CMS page, as the content API answers mf-content for it', async () => {
    for (const cc of COUNTRY_CODES) {
      const slug = CONTENT_PAGE_SLUGS[cc].terms;
      const page = await get(hostOf(cc), buildPath(cc, 'content', { content: slug, contentPages: slug }));
      expect(page.statusCode).toBe(200);
      const url = `/api/cms/content-pages?filter%5Bcountry%5D=${cc}&filter%5Bslug%5D=${slug}`;
      const api = await get(hostOf(cc), url, { accept: JSON_API });
      expect(api.statusCode).toBe(200);
      expect((api.json() as { data: { attributes: { slug: string } }[] }).data.map((p) => p.attributes.slug)).toEqual([
        slug,
      ]);
      expect(primedIn(page.body)).toEqual([{ method: 'GET', url, accept: JSON_API, body: api.json() }]);
    }
  });

  it('writes none into other pages, error pages, unknown products and redirects', async () => {
    for (const url of [
      buildPath('de', 'contact', {}),
      '/no-such-page',
      buildPath('de', 'pdp', { pdp: 'no-such-device-4711' }),
    ]) {
      const page = await get(hostOf('de'), url);
      expect(page.statusCode).toBeLessThan(500);
      expect(page.body).not.toContain('shop-primed-answers');
    }
  });

  it('keeps a text with "</script>" inside the element, and the answer the same; an edit shows on the next page', async () => {
    const lead = 'Mehr als <b>ein</b> Gerät? </script><script>alert(1)</script>';
    const basic = `Basic ${Buffer.from('editor:local-dev-cms-password').toString('base64')}`;
    // The answer before the edit, kept for a few seconds for the next pages.
    const before = primedIn((await get(hostOf('it'), '/')).body)?.[0]?.body as {
      data: { attributes: { hero: { lead: string } } };
    };
    expect(before.data.attributes.hero.lead).not.toBe(lead);
    const saved = await shop.t.app.inject({
      method: 'PATCH',
      url: '/api/cms/home-pages/it-default',
      headers: { 'content-type': JSON_API, authorization: basic },
      payload: JSON.stringify({
        data: { type: 'home-pages', id: 'it-default', attributes: { hero: { title: 'Vendi', lead, highlights: [] } } },
      }),
    });
    expect(saved.statusCode).toBe(200);
    // The edit made the kept answers go: the next page carries it.
    const page = await get(hostOf('it'), '/');
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    expect(page.body).not.toContain('<script>alert');
    const answer = primedIn(page.body)?.[0]?.body as { data: { attributes: { hero: { lead: string } } } };
    expect(answer.data.attributes.hero.lead).toBe(lead);
  });
});
