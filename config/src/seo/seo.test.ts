import { CONTENT_PAGE_KEYS, CONTENT_PAGE_SLUGS } from '../content-pages';
import { COUNTRY_CODES, countries, LOCALES } from '../countries';
import { buildPath, resolveRoute, routesFor } from '../routes';
import { equivalentPaths, errorTextKey, NOINDEX_ROUTES, pageHead, sitemapPaths } from './head';
import { SEO_ERRORS, SEO_PAGES } from './index';
import { SEO_TEXTS } from './texts';

const SAMPLE = {
  pdp: 'iphone-13',
  overview: 'apple-iphone',
  category: 'smartphones',
  id: '4711',
  trade: 'T-1',
  offerid: 'O-1',
  emailHash: 'a'.repeat(32),
};

describe.each(LOCALES)('SEO texts in %s', (locale) => {
  const texts = SEO_TEXTS[locale];
  it('name every page, content page and error', () => {
    const all = [
      ...SEO_PAGES.map((p) => texts.pages[p]),
      ...CONTENT_PAGE_KEYS.map((k) => texts.contentPages[k]),
      ...SEO_ERRORS.map((e) => texts.errors[e]),
    ];
    for (const text of all) {
      expect(text.title.trim().length).toBeGreaterThan(2);
      expect(text.description.trim().length).toBeGreaterThan(10);
      expect(text.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('describe indexed pages in 50 characters or more', () => {
    for (const page of SEO_PAGES) {
      const text = texts.pages[page];
      if (!NOINDEX_ROUTES.has(page)) expect([page, text.description.length >= 50]).toEqual([page, true]);
    }
  });
});

it('every language has its own texts (no copy of German left in the others)', () => {
  for (const locale of ['es-ES', 'fr-FR', 'it-IT'] as const) {
    expect(SEO_TEXTS[locale].pages.home.title).not.toBe(SEO_TEXTS['de-DE'].pages.home.title);
    expect(SEO_TEXTS[locale].errors.notFound.title).not.toBe(SEO_TEXTS['de-DE'].errors.notFound.title);
  }
});

describe.each(COUNTRY_CODES)('page heads of %s', (country) => {
  const texts = SEO_TEXTS[countries[country].icuLocale];

  it('give every route a title with the brand and the right robots rule', () => {
    for (const route of routesFor(country)) {
      const params = { ...SAMPLE, content: CONTENT_PAGE_SLUGS[country].privacy };
      const path = buildPath(country, route.name, params);
      const res = resolveRoute(country, path);
      expect([route.name, res.kind]).toEqual([route.name, 'page']);
      if (res.kind !== 'page') continue;
      const head = pageHead(texts, 'default', { kind: 'page', match: res.match });
      expect(head.title).toMatch(/ \| Revalu$/);
      expect(head.robots).toBe(NOINDEX_ROUTES.has(route.base) ? 'noindex, follow' : 'index, follow');
      expect(pageHead(texts, 'b2bWidget', { kind: 'page', match: res.match }).robots).toBe('noindex, follow');
      if (country === 'de')
        expect(pageHead(texts, 'agan', { kind: 'page', match: res.match }).title).toMatch(/ \| agan$/);
    }
  });

  it('name content pages by their page', () => {
    const res = resolveRoute(
      country,
      sitemapPaths(country).find((p) => p.startsWith('/content/'))!,
    );
    expect(res.kind).toBe('page');
    if (res.kind === 'page')
      expect(pageHead(texts, 'default', { kind: 'page', match: res.match }).title).toBe(
        `${texts.contentPages.terms.title} | Revalu`,
      );
  });

  it('list in the sitemap only indexed pages that exist', () => {
    const paths = sitemapPaths(country);
    expect(paths).toContain('/');
    // home, contact, the 11 content pages, and in Germany the B2B portal
    expect(paths.length).toBe(country === 'de' ? 14 : 13);
    for (const path of paths) {
      const res = resolveRoute(country, path);
      expect([path, res.kind]).toEqual([path, 'page']);
      if (res.kind === 'page') expect(NOINDEX_ROUTES.has(res.match.route.base)).toBe(false);
    }
  });
});

describe('equivalent pages in the other countries', () => {
  it('map the contact page to every country’s path', () => {
    const res = resolveRoute('de', '/kontakt');
    expect(res.kind === 'page' && equivalentPaths(res.match)).toEqual({
      de: '/kontakt',
      at: '/kontakt',
      es: '/contacto',
      fr: '/contact',
      it: '/contatti',
    });
  });

  it('map a content page by its page key', () => {
    const res = resolveRoute('fr', '/content/mentions-legales');
    expect(res.kind === 'page' && equivalentPaths(res.match)).toEqual({
      de: '/content/impressum',
      at: '/content/impressum',
      es: '/content/aviso-legal',
      fr: '/content/mentions-legales',
      it: '/content/note-legali',
    });
  });

  it('the B2B portal exists in Germany only', () => {
    const res = resolveRoute('de', '/b2b/ankaufsportal');
    expect(res.kind === 'page' && equivalentPaths(res.match)).toEqual({ de: '/b2b/ankaufsportal' });
  });

  it('catalogue pages get none (slugs are per language)', () => {
    const res = resolveRoute('de', '/verkaufen/smartphones');
    expect(res.kind === 'page' && equivalentPaths(res.match)).toEqual({});
  });
});

it.each([
  [404, '/gibt-es-nicht', 'notFound'],
  [404, '/clarification/1/2/3/4', 'expiredLink'],
  [404, '/browser/Clarification/x', 'expiredLink'],
  [400, '/%', 'badRequest'],
  [414, '/x', 'uriTooLong'],
  [500, '/', 'error'],
  [500, '/clarification/4711/T-1', 'expiredLink'],
  [400, '/clarificationQuickAnswer/%ZZ', 'expiredLink'],
] as const)('status %s at %s is a %s error', (status, path, key) => {
  expect(errorTextKey(status, path)).toBe(key);
});
