import { COUNTRY_CODES, type CountryCode } from '../countries';
import { resolveRoute } from '../routes';
import { resolveBaseRoute } from './base-routes';
import { resolveOldUrl } from './index';

const HASH = '5d41402abc4b2a76b9719d911017c592';

/**
 * Every base route of spec section 2 (and the search page, which the base set adds) on every
 * country: 'page' where the country serves the base path as it is, 404 where it has no such page,
 * else the country's own path. Written out from the spec, not from the route table.
 */
const EXPECTED: [string, Record<CountryCode, string>][] = [
  ['/', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ['/contact', { de: '/kontakt', at: '/kontakt', es: '/contacto', fr: 'page', it: '/contatti' }],
  ['/checkout', { de: 'page', at: 'page', es: 'page', fr: 'page', it: '/guardare' }],
  ['/thankYou', { de: 'page', at: 'page', es: 'page', fr: 'page', it: '/grazie' }],
  ['/b2b/landingpage', { de: '/b2b/ankaufsportal', at: '404', es: '404', fr: '404', it: '404' }],
  ['/search', { de: '/suche', at: '/suche', es: '/buscar', fr: '/recherche', it: '/cerca' }],
  ['/account/overview', { de: '/account', at: '/account', es: '/account', fr: '/account', it: '/account' }],
  ['/account/register', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ['/account/management', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ...(
    [
      ['/account/addressChange', '/account/address-change'],
      ['/account/paymentChange', '/account/payment-change'],
      ['/account/password/reset', '/account/password-reset'],
      ['/account/password/forgot', '/account/password-forgot'],
    ] as const
  ).map(([from, to]): [string, Record<CountryCode, string>] => [from, { de: to, at: to, es: to, fr: to, it: to }]),
  [
    '/content/agb',
    { de: 'page', at: 'page', es: '/content/condiciones', fr: '/content/cgv', it: '/content/condizioni' },
  ],
  [
    '/content/a-propos',
    {
      de: '/content/ueber-uns',
      at: '/content/ueber-uns',
      es: '/content/sobre-nosotros',
      fr: 'page',
      it: '/content/chi-siamo',
    },
  ],
  ['/clarification/4711:T-100234', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  [
    '/clarification/clarificationQuickAnswer/4711:T-100234:O-99',
    { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' },
  ],
  ['/newsletter/enrich', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  [`/newsletter/enrich/${HASH}`, { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  [`/newsletter/unsubscribe/${HASH}`, { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ['/newsletter/unsubscribe/success', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
];

/** What a country's host makes of a path: its page, a redirect's target, or 404. */
function outcome(country: CountryCode, path: string, search = ''): string {
  if (resolveRoute(country, path).kind === 'page') return 'page';
  const old = resolveOldUrl(country, path, search);
  if (old?.kind === 'redirect') return old.location;
  return old?.kind === 'catalogue' ? 'catalogue' : '404';
}

describe.each(COUNTRY_CODES)('the base routes on %s', (country) => {
  it.each(EXPECTED.map(([path, targets]) => [path, targets[country]] as const))('%s -> %s', (path, expected) => {
    expect(outcome(country, path)).toBe(expected);
    // A target is a page of the country, never another redirect.
    if (expected.startsWith('/')) expect(resolveRoute(country, expected).kind).toBe('page');
  });

  it('keep the query', () => {
    expect(outcome(country, '/account/password/reset', '?token=abc.DEF-123&utm_source=mail')).toBe(
      '/account/password-reset?token=abc.DEF-123&utm_source=mail',
    );
  });

  it.each(['/sell/smartphones', '/products/apple-iphone-13-128-gb', '/products/apple-iphone'])(
    '%s leaves the slug to the catalogue, which only the server holds',
    (path) => {
      expect(resolveBaseRoute(country, path)).toEqual({ kind: 'catalogue' });
    },
  );
});

describe('a base path that names nothing', () => {
  it.each([
    ['de', '/content/no-such-page'],
    ['fr', '/content/faq-old'],
    ['es', '/sell/Not_A_Slug'],
    ['it', '/products/'],
    ['de', '/account/overview/extra'],
    ['de', '/b2b/landingpage/x'],
    ['at', '/Contact'],
  ] as const)('%s %s is no redirect', (country, path) => {
    expect(resolveOldUrl(country, path)).toBeNull();
  });
});

describe('a query that is not plain ASCII', () => {
  it('is percent-encoded, never written raw into Location', () => {
    const res = resolveBaseRoute('it', '/contact', '?q=caffè\r\nSet-Cookie: x=1');
    expect(res?.kind === 'redirect' && res.location).toBe('/contatti?q=caff%C3%A8%0D%0ASet-Cookie%3A+x%3D1');
  });
});
