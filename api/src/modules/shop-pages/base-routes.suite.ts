import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { countries, COUNTRY_CODES, hostTable, type CountryCode } from 'config';
import { BASE_ROUTE_CASES } from 'config/testing';

/** The same thing's url in every country, read from the catalogue as the shop shows it (the search service). */
interface Sample {
  pdp: string;
  category: string;
  overview: string;
}

async function sampleOf(app: FastifyInstance, country: CountryCode): Promise<Sample> {
  const search = async (application: string, query: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      payload: { search: query, application, resultSize: 20 },
    });
    return (res.json() as { hits: { id: string; url: string; manufacturers?: { id: string; url: string }[] }[] }).hits;
  };
  const { devices, aggregations } = countries[country].searchIndexNames;
  const iphones = await search(devices, { type: 'devicesBySeries', seriesId: 'smartphones.apple.iphone-13' });
  const smartphones = (await search(aggregations, { type: 'listCategories' })).find((c) => c.id === 'smartphones')!;
  return {
    pdp: iphones.find((d) => d.id === 'apple-iphone-13-128gb')!.url,
    category: smartphones.url,
    overview: smartphones.manufacturers!.find((m) => m.id === 'smartphones.apple')!.url,
  };
}

/** Every local host name: the default shops, the partner widgets, the sister brand and its widget. */
const HOSTS = Object.entries(hostTable)
  .filter(([name]) => name.endsWith('localhost'))
  .map(([name, entry]) => [`${name}:8080`, entry.country] as const);

/** The localized paths of spec section 2, written out. */
const SELL: Record<CountryCode, string> = {
  de: '/verkaufen/',
  at: '/verkaufen/',
  es: '/vender/',
  fr: '/catalogue/',
  it: '/catalogo/',
};
const PDP: Record<CountryCode, string> = {
  de: '/produkte/',
  at: '/produkte/',
  es: '/productos/',
  fr: '/produits/',
  it: '/prodotti/',
};
const OVERVIEW: Record<CountryCode, string> = {
  de: '/produkte/uebersicht-',
  at: '/produkte/uebersicht-',
  es: '/productos/todos-los-articulos-',
  fr: '/produits/apercu-',
  it: '/prodotti/panoramica-',
};

/** The catalogue's base paths, each naming its thing by its url in a language other than the host's where one differs. */
function catalogueCases(samples: Record<CountryCode, Sample>, country: CountryCode): [string, string][] {
  const own = samples[country];
  const other = (pick: (s: Sample) => string) =>
    COUNTRY_CODES.map((cc) => pick(samples[cc])).find((url) => url !== pick(own)) ?? pick(own);
  return [
    [`/sell/${samples.de.category}`, SELL[country] + own.category],
    [`/sell/${other((s) => s.category)}?utm_source=mail`, `${SELL[country]}${own.category}?utm_source=mail`],
    [`/products/${other((s) => s.pdp)}`, PDP[country] + own.pdp],
    [`/products/${samples.de.pdp}`, PDP[country] + own.pdp],
    [`/products/${other((s) => s.overview)}`, OVERVIEW[country] + own.overview],
    ['/sell/gibt-es-nicht', '404'],
    ['/products/gibt-es-nicht', '404'],
  ];
}

/**
 * The spec's base (unlocalized) routes on every host of every shop mode (docs/routes.md): a 301 to
 * the same page of the host's country, or 404 where the country has no such page. A suite, run by
 * shop-pages.test.ts in its app with the demo catalogue: seeding one more costs most of a minute.
 */
export function baseRouteTests(context: () => { app: FastifyInstance; port: number }): void {
  const samples = {} as Record<CountryCode, Sample>;
  const get = (host: string, url: string) => context().app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    for (const country of COUNTRY_CODES) samples[country] = await sampleOf(context().app, country);
  });

  describe.each(HOSTS)('every base route on %s', (host, country) => {
    it('answers as spec section 2 says: the country’s page, a 301 to it, or 404', async () => {
      const cases: [string, string][] = [
        ...BASE_ROUTE_CASES.map(([from, targets]): [string, string] => [from, targets[country]]),
        ...catalogueCases(samples, country),
        [
          '/account/password/reset?token=a.b-C_1&utm_source=mail',
          '/account/password-reset?token=a.b-C_1&utm_source=mail',
        ],
      ];
      const answers: [string, number, string | undefined][] = [];
      const expected: [string, number, string | undefined][] = [];
      for (const [from, to] of cases) {
        const res = await get(host, from);
        answers.push([from, res.statusCode, res.headers.location as string | undefined]);
        expected.push(to === 'page' ? [from, 200, undefined] : to === '404' ? [from, 404, undefined] : [from, 301, to]);
        // The target is the country's page: no second hop, no soft 404.
        if (res.statusCode === 301) {
          const target = await get(host, res.headers.location as string);
          expect([res.headers.location, target.statusCode]).toEqual([res.headers.location, 200]);
        }
        if (res.statusCode === 404) expect(res.body).toContain('<meta name="shop-status" content="404">');
      }
      expect(answers).toEqual(expected);
    });
  });

  it('translate from other languages where the catalogue’s urls differ', () => {
    // The cases above would prove little if every language used the same urls.
    for (const pick of [(s: Sample) => s.category, (s: Sample) => s.pdp, (s: Sample) => s.overview])
      expect(new Set(COUNTRY_CODES.map((cc) => pick(samples[cc]))).size).toBeGreaterThan(1);
  });

  /** `curl -I -H 'Host: fr.localhost:8080' localhost:8080/sell/smartphones`, on a real socket. */
  it('answer the acceptance over HTTP: fr.localhost /sell/smartphones is a 301 to /catalogue/smartphones', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: context().port,
          method: 'HEAD',
          path: '/sell/smartphones',
          headers: { host: 'fr.localhost:8080' },
        },
        (answer) => {
          answer.resume();
          resolve(answer);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/catalogue/smartphones');
  });

  it.each([
    ['it.localhost', '/contact?next=//evil.example', '/contatti?next=//evil.example'],
    ['de.localhost', '/contact?next=%2F%2Fevil.example', '/kontakt?next=%2F%2Fevil.example'],
  ])('keep a query behind the country’s path: %s%s', async (host, from, to) => {
    const res = await get(host, from);
    expect([res.statusCode, res.headers.location]).toEqual([301, to]);
  });

  it.each([
    '//evil.example/contact',
    '/\\evil.example/contact',
    '//contact',
    '/sell/%2F%2Fevil.example',
    '/sell/..%2F..%2Fevil.example',
    '/products/%5Cevil.example',
    '/products/http:%2F%2Fevil.example',
    '/content/%2F%2Fevil.example',
  ])('never lead off the site: %s', async (from) => {
    const res = await get('es.localhost', from);
    if (res.statusCode === 301) expect(res.headers.location).toMatch(/^\/(?![/\\])/);
    else expect(res.statusCode).toBe(404);
  });
}
