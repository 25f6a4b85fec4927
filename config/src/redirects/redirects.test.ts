import { CONTENT_PAGE_KEYS, CONTENT_PAGE_SLUGS } from '../content-pages';
import { COUNTRY_CODES, type CountryCode } from '../countries';
import { resolveRoute } from '../routes';
import { normalizeLegacyPath, REDIRECT_SETS, resolveRedirect } from './index';
import { LEGACY_CONTENT_SLUGS_DE, LEGACY_CONTENT_SLUGS_FR } from './legacy-paths';

const pathOf = (location: string) => location.split('?')[0]!;

describe.each(COUNTRY_CODES)('redirects of %s', (country) => {
  const set = REDIRECT_SETS[country];

  it('lead every old path to a page that exists in that country', () => {
    for (const redirect of set.exact) {
      const result = resolveRedirect(country, redirect.from);
      expect([redirect.from, result?.status]).toEqual([redirect.from, 301]);
      expect([redirect.from, resolveRoute(country, pathOf(result!.location)).kind]).toEqual([redirect.from, 'page']);
    }
  });

  it('never hide a page of today', () => {
    for (const redirect of set.exact)
      expect([redirect.from, resolveRoute(country, redirect.from).kind]).not.toEqual([redirect.from, 'page']);
  });

  it('list every old path once', () => {
    const froms = set.exact.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const from of froms) expect(normalizeLegacyPath(from)).toBe(from);
  });

  it('run every pattern on its example', () => {
    for (const pattern of set.patterns) {
      const [path, query] = pattern.example.split('?');
      expect(resolveRedirect(country, path!, query ?? '')?.location).toBe(pattern.exampleTarget);
      expect(resolveRoute(country, pathOf(pattern.exampleTarget)).kind).toBe('page');
    }
  });
});

describe('the redirect families', () => {
  const contentCountries: CountryCode[] = ['de', 'at', 'es', 'fr'];

  it.each(contentCountries)('%s redirects an old path of every one of the 11 static pages', (country) => {
    const targets = new Set(
      REDIRECT_SETS[country].exact.filter((r) => r.family === 'content').map((r) => r.to.params?.content),
    );
    expect([...targets].sort()).toEqual(CONTENT_PAGE_KEYS.map((k) => CONTENT_PAGE_SLUGS[country][k]).sort());
  });

  it.each([
    ['de', '/agb', '/content/agb'],
    ['de', '/allgemeine-geschaeftsbedingungen', '/content/agb'],
    ['de', '/info/datenschutzerklaerung', '/content/datenschutz'],
    ['de', '/browser/content/impressum', '/content/impressum'],
    ['de', '/browser/cms/wie-funktioniert-es', '/content/so-funktionierts'],
    ['de', '/content/versandtipps', '/content/verpackungstipps'],
    ['at', '/impressum', '/content/impressum'],
    ['es', '/politica-de-privacidad', '/content/privacidad'],
    ['es', '/browser/content/quienes-somos', '/content/sobre-nosotros'],
    ['fr', '/conditions-generales-de-vente', '/content/cgv'],
    ['fr', '/info/qui-sommes-nous', '/content/a-propos'],
  ] as const)('content: %s %s -> %s', (country, from, to) => {
    expect(resolveRedirect(country, from)).toEqual({ status: 301, location: to, family: 'content' });
  });

  it.each([
    ['de', '/faq', '/kontakt'],
    ['de', '/hilfe', '/kontakt'],
    ['at', '/browser/faq', '/kontakt'],
    ['es', '/preguntas-frecuentes', '/contacto'],
    ['fr', '/aide', '/contact'],
  ] as const)('FAQ: %s %s -> %s', (country, from, to) => {
    expect(resolveRedirect(country, from)).toEqual({ status: 301, location: to, family: 'faq' });
  });

  it.each([
    ['de', '/warenkorb'],
    ['at', '/checkout/cart'],
    ['es', '/carrito'],
    ['fr', '/panier'],
  ] as const)('cart: %s %s -> home', (country, from) => {
    expect(resolveRedirect(country, from)).toEqual({ status: 301, location: '/', family: 'cart' });
  });

  it('Italy has none', () => {
    expect(REDIRECT_SETS.it).toEqual({ exact: [], patterns: [] });
    for (const path of [
      '/agb',
      '/faq',
      '/cart',
      '/carrello',
      '/condizioni',
      '/newsletter/abmelden/5d41402abc4b2a76b9719d911017c592',
    ]) {
      expect(resolveRedirect('it', path)).toBeNull();
    }
  });

  it("each country redirects only its own language's old paths", () => {
    expect(resolveRedirect('fr', '/agb')).toBeNull();
    expect(resolveRedirect('de', '/mentions-legales')).toBeNull();
    expect(resolveRedirect('es', '/warenkorb')).toBeNull();
  });
});

describe("Germany's old newsletter unsubscribe link", () => {
  const hash = '9e107d9d372bb6826bd81d3542a419d6';

  it.each([
    `/newsletter/abmelden/${hash}`,
    `/browser/newsletter/unsubscribe/hash/${hash}`,
    `/NEWSLETTER/Abmelden/${hash.toUpperCase()}/`,
  ])('%s -> /newsletter/unsubscribe/{hash}', (from) => {
    expect(resolveRedirect('de', from)).toEqual({
      status: 301,
      location: `/newsletter/unsubscribe/${hash}`,
      family: 'newsletterUnsubscribe',
    });
  });

  it('takes the hash from the query of the oldest form and keeps the other parameters', () => {
    expect(resolveRedirect('de', '/newsletter/abmelden', `?hash=${hash}&utm_medium=email`)?.location).toBe(
      `/newsletter/unsubscribe/${hash}?utm_medium=email`,
    );
    expect(resolveRedirect('de', '/newsletter/unsubscribe', `hash=${hash}`)?.location).toBe(
      `/newsletter/unsubscribe/${hash}`,
    );
  });

  it.each(['/newsletter/abmelden/not-a-hash', '/newsletter/abmelden/1234', `/newsletter/abmelden/${hash}x`])(
    'does not redirect %s',
    (from) => {
      expect(resolveRedirect('de', from)).toBeNull();
    },
  );

  it('is German only', () => {
    for (const cc of ['at', 'es', 'fr', 'it'] as const)
      expect(resolveRedirect(cc, `/newsletter/abmelden/${hash}`)).toBeNull();
  });
});

describe('looking up old paths', () => {
  it('ignores case, a trailing slash, doubled slashes and an old file suffix', () => {
    for (const from of ['/AGB', '/agb/', '/agb.html', '/agb.htm', '/agb.php', '//info//agb', '/Info/AGB.HTML']) {
      expect([from, resolveRedirect('de', from)?.location]).toEqual([from, '/content/agb']);
    }
  });

  it('carries the query string over, campaign parameters included', () => {
    expect(resolveRedirect('fr', '/panier', '?utm_source=mail&gclid=abc')?.location).toBe(
      '/?utm_source=mail&gclid=abc',
    );
  });

  it('refuses undecodable and overlong paths', () => {
    expect(resolveRedirect('de', '/agb%E0%A4%A')).toBeNull();
    expect(resolveRedirect('de', `/agb${'/'.repeat(600)}`)).toBeNull();
    expect(normalizeLegacyPath('/%')).toBeNull();
  });

  it('knows old French names of the static pages', () => {
    expect(LEGACY_CONTENT_SLUGS_FR.privacy).toContain('politique-de-confidentialite');
    expect(LEGACY_CONTENT_SLUGS_DE.terms).toContain('agb');
  });
});

describe("France's old sell and model URLs (generated from the catalogue)", () => {
  const catalogue = REDIRECT_SETS.fr.exact.filter((r) => r.family === 'catalogue');

  it('is a long list, every entry a /catalogue/{slug} page', () => {
    expect(catalogue.length).toBeGreaterThan(1000);
    for (const r of catalogue) expect([r.from, r.to.name]).toEqual([r.from, 'sell']);
  });

  it.each([
    ['/vendre-mon-iphone-13', '/catalogue/apple-iphone-13-smartphones'],
    ['/vendre-mon-apple-iphone-13', '/catalogue/apple-iphone-13-smartphones'],
    ['/reprise-galaxy-s24', '/catalogue/samsung-galaxy-s24-smartphones'],
    ['/vendre/smartphones/apple/iphone-13', '/catalogue/apple-iphone-13-smartphones'],
    ['/vendre/telephones-portables', '/catalogue/smartphones'],
    ['/vendre-ma-tablette', '/catalogue/tablettes'],
    ['/vendre-ma-console', '/catalogue/consoles'],
    ['/vendre/appareils-photo/canon', '/catalogue/appareils-photo-canon'],
    ['/vendre-mon-appareil-photo-canon', '/catalogue/appareils-photo-canon'],
    ['/reprise/ecrans', '/catalogue/ecrans'],
  ] as const)('%s -> %s', (from, to) => {
    expect(resolveRedirect('fr', from)).toEqual({ status: 301, location: to, family: 'catalogue' });
  });

  it('finds them with the old shop’s suffixes, upper case and the campaign parameters', () => {
    expect(resolveRedirect('fr', '/Vendre-Mon-iPhone-13.html', '?utm_source=forum')?.location).toBe(
      '/catalogue/apple-iphone-13-smartphones?utm_source=forum',
    );
    expect(resolveRedirect('fr', '/vendre/smartphones/apple/')?.location).toBe('/catalogue/smartphones-apple');
  });

  it('leaves out what two catalogue entries would claim, and exists in France only', () => {
    // Acer Nitro is a laptop series and a monitor series: the short landing would be a guess.
    expect(resolveRedirect('fr', '/vendre-mon-acer-nitro')).toBeNull();
    expect(resolveRedirect('fr', '/vendre/ordinateurs-portables/acer/nitro')?.location).toBe(
      '/catalogue/acer-nitro-ordinateurs-portables',
    );
    expect(resolveRedirect('fr', '/vendre/ecrans/acer/nitro')?.location).toBe('/catalogue/acer-nitro-ecrans');
    for (const cc of ['de', 'at', 'es', 'it'] as const) expect(resolveRedirect(cc, '/vendre-mon-iphone-13')).toBeNull();
  });
});
