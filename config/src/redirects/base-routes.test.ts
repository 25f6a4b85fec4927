import { COUNTRY_CODES, type CountryCode } from '../countries';
import { resolveRoute } from '../routes';
import { resolveBaseRoute } from './base-routes';
import { BASE_ROUTE_CASES } from './base-routes.cases';
import { resolveOldUrl } from './index';

/** What a country's host makes of a path: its page, a redirect's target, or 404. */
function outcome(country: CountryCode, path: string, search = ''): string {
  if (resolveRoute(country, path).kind === 'page') return 'page';
  const old = resolveOldUrl(country, path, search);
  if (old?.kind === 'redirect') return old.location;
  return old?.kind === 'catalogue' ? 'catalogue' : '404';
}

describe.each(COUNTRY_CODES)('the base routes on %s', (country) => {
  it.each(BASE_ROUTE_CASES.map(([path, targets]) => [path, targets[country]] as const))(
    '%s -> %s',
    (path, expected) => {
      expect(outcome(country, path)).toBe(expected);
      // A target is a page of the country, never another redirect.
      if (expected.startsWith('/')) expect(resolveRoute(country, expected).kind).toBe('page');
    },
  );

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
