import { CONTENT_PAGE_SLUGS } from './content-pages';
import { COUNTRY_CODES, type CountryCode } from './countries';
import { layoutFor } from './layouts';
import { REMOTE_EXPOSES } from './remotes';
import {
  buildPath,
  matchRoute,
  paramHasShape,
  resolveRoute,
  routesFor,
  ROUTE_SETS,
  RouteBuildError,
  type RouteBaseName,
} from './routes';

/** Spec section 2, transcribed: the path of every route name in every set, with sample parameters. */
const P = {
  pdp: 'iphone-13-128-gb',
  overview: 'apple-iphone',
  category: 'smartphones',
  content: 'agb',
  id: '4711',
  trade: 'T-100234',
  offerid: 'O-99',
  emailHash: 'a3f9c2d41b7e8f60a3f9c2d41b7e8f60',
};

const GERMAN: Partial<Record<RouteBaseName, string>> = {
  home: '/',
  overview: `/produkte/uebersicht-${P.overview}`,
  pdp: `/produkte/${P.pdp}`,
  sell: `/verkaufen/${P.category}`,
  content: `/content/${P.content}`,
  contact: '/kontakt',
  checkout: '/checkout',
  thankYou: '/thankYou',
  clarification: `/clarification/${P.id}/${P.trade}`,
  clarificationQuickAnswer: `/clarificationQuickAnswer/${P.id}/${P.trade}/${P.offerid}`,
  clarificationLegacy: `/browser/clarification/id/${P.id}/trade/${P.trade}`,
  clarificationQuickAnswerLegacy: `/browser/clarificationQuickAnswer/id/${P.id}/trade/${P.trade}/offerid/${P.offerid}`,
  clarificationColon: `/clarification/${P.id}:${P.trade}`,
  clarificationQuickAnswerColon: `/clarification/clarificationQuickAnswer/${P.id}:${P.trade}:${P.offerid}`,
  accountOverview: '/account',
  accountRegister: '/account/register',
  accountManagement: '/account/management',
  accountPasswordReset: '/account/password-reset',
  accountPasswordForgot: '/account/password-forgot',
  accountPaymentChange: '/account/payment-change',
  accountAddressChange: '/account/address-change',
  newsletterEnrich: '/newsletter/enrich',
  newsletterEnrichHash: `/newsletter/enrich/${P.emailHash}`,
  newsletterUnsubscribe: `/newsletter/unsubscribe/${P.emailHash}`,
  newsletterUnsubscribeSuccess: '/newsletter/unsubscribe/success',
  search: '/suche',
};

const EXPECTED: Record<CountryCode | 'base', Partial<Record<RouteBaseName, string>>> = {
  de: { ...GERMAN, b2bLandingpage: '/b2b/ankaufsportal' },
  at: GERMAN,
  es: {
    ...GERMAN,
    overview: `/productos/todos-los-articulos-${P.overview}`,
    pdp: `/productos/${P.pdp}`,
    sell: `/vender/${P.category}`,
    contact: '/contacto',
    search: '/buscar',
  },
  fr: {
    ...GERMAN,
    overview: `/produits/apercu-${P.overview}`,
    pdp: `/produits/${P.pdp}`,
    sell: `/catalogue/${P.category}`,
    contact: '/contact',
    search: '/recherche',
  },
  it: {
    ...GERMAN,
    overview: `/prodotti/panoramica-${P.overview}`,
    pdp: `/prodotti/${P.pdp}`,
    sell: `/catalogo/${P.category}`,
    contact: '/contatti',
    checkout: '/guardare',
    thankYou: '/grazie',
    search: '/cerca',
  },
  base: {
    home: '/',
    contact: '/contact',
    checkout: '/checkout',
    thankYou: '/thankYou',
    pdp: `/products/${P.pdp}`,
    b2bLandingpage: '/b2b/landingpage',
    sell: `/sell/${P.category}`,
    search: '/search',
    accountOverview: '/account/overview',
    accountRegister: '/account/register',
    accountManagement: '/account/management',
    accountAddressChange: '/account/addressChange',
    accountPaymentChange: '/account/paymentChange',
    accountPasswordReset: '/account/password/reset',
    accountPasswordForgot: '/account/password/forgot',
    content: `/content/${P.content}`,
    clarification: `/clarification/${P.id}:${P.trade}`,
    clarificationQuickAnswer: `/clarification/clarificationQuickAnswer/${P.id}:${P.trade}:${P.offerid}`,
    newsletterEnrich: '/newsletter/enrich',
    newsletterEnrichHash: `/newsletter/enrich/${P.emailHash}`,
    newsletterUnsubscribe: `/newsletter/unsubscribe/${P.emailHash}`,
    newsletterUnsubscribeSuccess: '/newsletter/unsubscribe/success',
  },
};

const params = { ...P, contentPages: P.content };

describe.each(COUNTRY_CODES)('route table of %s', (country) => {
  const expected = EXPECTED[country];

  it('has exactly the routes of spec section 2 (plus our search page)', () => {
    expect(
      routesFor(country)
        .map((r) => r.base)
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s: name -> path -> the same route and parameters', (base, path) => {
    const name = `${base}___${country}`;
    expect(buildPath(country, name, params)).toBe(path);
    expect(buildPath(country, base, params)).toBe(path);
    const match = matchRoute(country, path);
    expect(match?.route.name).toBe(name);
    for (const p of match!.route.params) expect(match!.params[p.name]).toBe(params[p.name as keyof typeof params]);
  });

  it.each(Object.entries(expected))('%s: its sample path passes the validate step', (base, path) => {
    // Content slugs are per language; the sample 'agb' is German.
    const sample = base === 'content' ? `/content/${CONTENT_PAGE_SLUGS[country].terms}` : path;
    expect(resolveRoute(country, sample).kind).toBe('page');
  });

  it('names every route with the locale suffix', () => {
    for (const route of routesFor(country)) expect(route.name).toMatch(new RegExp(`___${country}$`));
  });

  it('renders every route with a page its remote exposes', () => {
    for (const route of routesFor(country)) expect(REMOTE_EXPOSES[route.remote]).toContain(route.page);
  });
});

describe('base route set', () => {
  it.each(Object.entries(EXPECTED.base))('%s has its spec path', (base, path) => {
    const route = ROUTE_SETS.base.find((r) => r.base === base)!;
    expect(route.name).toBe(base);
    expect(matchRoute('base', path)?.route.base).toBe(base);
  });

  it('keeps the overview path of the spec, shadowed by the product page', () => {
    expect(ROUTE_SETS.base.find((r) => r.base === 'overview')?.path).toBe('/products/{overview}');
    expect(matchRoute('base', '/products/anything')?.route.base).toBe('pdp');
  });
});

describe('matching', () => {
  it('prefers the overview over the product page where both could match', () => {
    expect(matchRoute('de', '/produkte/uebersicht-samsung-galaxy')?.route.base).toBe('overview');
    expect(matchRoute('de', '/produkte/samsung-galaxy-s23')?.route.base).toBe('pdp');
  });

  it('matches the unsubscribe success page before the hash route', () => {
    expect(matchRoute('fr', '/newsletter/unsubscribe/success')?.route.base).toBe('newsletterUnsubscribeSuccess');
  });

  it('only Germany has the B2B landing page', () => {
    expect(matchRoute('de', '/b2b/ankaufsportal')?.route.remote).toBe('mf-content');
    for (const cc of ['at', 'es', 'fr', 'it'] as const) expect(matchRoute(cc, '/b2b/ankaufsportal')).toBeNull();
  });

  it("does not match another country's paths", () => {
    expect(matchRoute('fr', '/produkte/iphone-13')).toBeNull();
    expect(matchRoute('de', '/catalogue/smartphones')).toBeNull();
    expect(matchRoute('it', '/checkout')).toBeNull();
    expect(matchRoute('it', '/guardare')?.route.base).toBe('checkout');
  });

  it('decodes parameters and refuses undecodable ones and overlong paths', () => {
    expect(matchRoute('de', '/produkte/caf%C3%A9')?.params.pdp).toBe('café');
    expect(matchRoute('de', '/produkte/%E0%A4%A')).toBeNull();
    expect(matchRoute('de', `/produkte/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('accepts one trailing slash', () => {
    expect(matchRoute('de', '/kontakt/')?.route.base).toBe('contact');
  });
});

describe('building paths', () => {
  it("refuses a route name of another country's set", () => {
    expect(() => buildPath('de', 'pdp___fr', { pdp: 'x' })).toThrow(RouteBuildError);
  });

  it('refuses a route the country does not have', () => {
    expect(() => buildPath('fr', 'b2bLandingpage')).toThrow(RouteBuildError);
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('de', 'pdp')).toThrow(/needs parameter "pdp"/);
  });

  it('encodes parameters', () => {
    expect(buildPath('de', 'pdp', { pdp: 'a/b c' })).toBe('/produkte/a%2Fb%20c');
  });
});

/** Paths that have a route's form but fail its validate step: each must be an error, never the page. */
const INVALID: Record<CountryCode, string[]> = {
  de: [
    '/produkte/iPhone-13',
    '/produkte/iphone_13',
    '/produkte/iphone--13',
    '/produkte/-iphone',
    '/produkte/caf%C3%A9',
    '/produkte/a%00b',
    `/produkte/${'a'.repeat(201)}`,
    '/produkte/uebersicht-Apple',
    '/verkaufen/smart%20phones',
    '/content/gibt-es-nicht',
    '/content/cgv',
    '/clarification/4711/T%3B1',
    '/clarification/-1/T-100',
    `/clarification/${'1'.repeat(65)}/T-100`,
    '/clarificationQuickAnswer/4711/T-100/O%2099',
    '/browser/clarification/id/4711/trade/%3Cscript%3E',
    '/newsletter/unsubscribe/xyz',
    '/newsletter/unsubscribe/a3f9c2',
    `/newsletter/unsubscribe/${'a'.repeat(129)}`,
    '/newsletter/enrich/not-a-hash-at-all-not-a-hash-at-all',
  ],
  at: ['/produkte/Samsung', '/content/cgv', '/newsletter/unsubscribe/12345'],
  es: ['/productos/M%C3%B3vil', '/content/agb', '/vender/tel%C3%A9fonos'],
  fr: ['/produits/T%C3%A9l%C3%A9phone', '/content/agb', '/catalogue/Smartphones', '/clarification/4711/a.b'],
  it: ['/prodotti/Iphone', '/content/agb', '/catalogo/telefoni_usati', '/clarificationQuickAnswer/1/2/%2F'],
};

describe.each(COUNTRY_CODES)('validate steps of %s', (country) => {
  it.each(INVALID[country])('%s has a route form but is refused', (path) => {
    expect(resolveRoute(country, path).kind).toBe('invalid');
  });

  it("accepts every one of the country's content page slugs and no other language's", () => {
    for (const [key, slug] of Object.entries(CONTENT_PAGE_SLUGS[country])) {
      expect([key, resolveRoute(country, `/content/${slug}`).kind]).toEqual([key, 'page']);
    }
  });

  it('knows nothing of a path without a route form', () => {
    expect(resolveRoute(country, '/gibt/es/nicht').kind).toBe('none');
  });
});

describe('the base set validates pairs', () => {
  it.each([
    ['/clarification/4711:T-100234', 'page'],
    ['/clarification/4711:', 'none'],
    ['/clarification/:T-1', 'none'],
    ['/clarification/47%2011:T-1', 'invalid'],
    ['/clarification/clarificationQuickAnswer/4711:T-1:O-9', 'page'],
    ['/clarification/clarificationQuickAnswer/4711:T-1:O%3F9', 'invalid'],
    ['/content/cgv', 'page'],
    ['/content/nope', 'invalid'],
  ])('%s -> %s', (path, kind) => {
    expect(resolveRoute('base', path).kind).toBe(kind);
  });
});

describe('parameter shapes', () => {
  it.each([
    ['slug', 'iphone-13-pro-max-256-gb', true],
    ['slug', 'a', true],
    ['slug', 'Iphone', false],
    ['slug', 'iphone 13', false],
    ['slug', '', false],
    ['id', '4711', true],
    ['id', '3f2b6c1e-8d2a-4e0b-9c55-0a1b2c3d4e5f', true],
    ['id', '_x', false],
    ['trade', 'T-100234', true],
    ['trade', 'T 1', false],
    ['offerId', 'O_99', true],
    ['offerId', 'O:9', false],
    ['emailHash', '5d41402abc4b2a76b9719d911017c592', true],
    ['emailHash', '5D41402ABC4B2A76B9719D911017C592', true],
    ['emailHash', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', true],
    ['emailHash', '5d41402abc4b2a76b9719d911017c59', false],
    ['emailHash', 'zz41402abc4b2a76b9719d911017c592', false],
  ] as const)('%s %s -> %s', (shape, value, ok) => {
    expect(paramHasShape(shape, value)).toBe(ok);
  });
});

describe('layouts', () => {
  it.each([
    ['default', 'home', 'home'],
    ['default', 'default', 'default'],
    ['b2bWidget', 'home', 'b2bwidget-home'],
    ['b2bWidget', 'default', 'b2bwidget-default'],
    ['agan', 'home', 'agan-default'],
    ['agan', 'default', 'agan-default'],
    ['aganwidget', 'home', 'aganwidget-default'],
    ['aganwidget', 'default', 'aganwidget-default'],
  ] as const)('%s shop, %s page -> %s', (mode, page, layout) => {
    expect(layoutFor(mode, page)).toBe(layout);
  });

  it('the home route is the only one with the home layout', () => {
    for (const cc of COUNTRY_CODES)
      expect(
        routesFor(cc)
          .filter((r) => r.layout === 'home')
          .map((r) => r.base),
      ).toEqual(['home']);
  });
});
