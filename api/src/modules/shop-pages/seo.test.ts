import { buildPath, CONTENT_PAGE_SLUGS, COUNTRY_CODES } from 'config';
import { sitemapPaths } from 'config/seo';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { head, hostOf, shopPagesApp, STAND_IN_DIST } from './testing';

const shop = shopPagesApp();
const { get } = shop;

describe('SEO', () => {
  it('writes title, description, canonical URL and hreflang links of an indexed page', async () => {
    const res = await get('de.localhost:8080', '/kontakt?utm_source=x');
    expect(head(res.body, /<title>([^<]+)<\/title>/)).toBe('Kontakt und Hilfe | Revalu');
    expect(head(res.body, /<meta name="description" content="([^"]+)">/)).toMatch(/Kundenservice/);
    expect(res.body).toContain('<meta name="robots" content="index, follow">');
    expect(res.body).toContain('<link rel="canonical" href="http://de.localhost:8080/kontakt">');
    expect(res.body).toContain('<link rel="alternate" hreflang="de-DE" href="http://de.localhost:8080/kontakt">');
    expect(res.body).toContain('<link rel="alternate" hreflang="de-AT" href="http://at.localhost:8080/kontakt">');
    expect(res.body).toContain('<link rel="alternate" hreflang="es-ES" href="http://es.localhost:8080/contacto">');
    expect(res.body).toContain('<link rel="alternate" hreflang="fr-FR" href="http://fr.localhost:8080/contact">');
    expect(res.body).toContain('<link rel="alternate" hreflang="it-IT" href="http://it.localhost:8080/contatti">');
    expect(res.body).toContain('<meta property="og:locale" content="de_DE">');
  });

  it('uses the production origins on a production host', async () => {
    const res = await get('www.revalu.fr', '/content/cgv');
    expect(res.body).toContain('<link rel="canonical" href="https://www.revalu.fr/content/cgv">');
    expect(res.body).toContain('<link rel="alternate" hreflang="de-DE" href="https://www.revalu.de/content/agb">');
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="it-IT" href="https://www.revalu.it/content/condizioni">',
    );
    expect(head(res.body, /<title>([^<]+)<\/title>/)).toBe('CGV | Revalu');
  });

  it('the apex domain names the www host as canonical', async () => {
    const res = await get('revalu.es', '/');
    expect(res.body).toContain('<link rel="canonical" href="https://www.revalu.es/">');
  });

  it('keeps private pages and partner widgets out of the index', async () => {
    const checkout = await get('de.localhost', '/checkout');
    expect(checkout.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(checkout.body).not.toContain('rel="canonical"');
    const widget = await get('b2bwidget.de.localhost', '/');
    expect(widget.body).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('gives the sister brand its own name and no hreflang', async () => {
    const res = await get('agan.localhost', '/');
    expect(head(res.body, /<title>([^<]+)<\/title>/)).toMatch(/ \| agan$/);
    expect(res.body).toContain('<link rel="canonical" href="http://agan.localhost/">');
    expect(res.body).not.toContain('hreflang');
  });

  it.each(COUNTRY_CODES)(
    'robots.txt of %s closes the private steps in its own paths and names the sitemap',
    async (country) => {
      const res = await get(hostOf(country), '/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('User-agent: *');
      expect(res.body).toContain(`Disallow: ${buildPath(country, 'checkout')}`);
      expect(res.body).toContain('Disallow: /account');
      expect(res.body).toContain(`Sitemap: http://${hostOf(country)}/sitemap.xml`);
      expect(res.body).not.toMatch(/Disallow: \/\n/);
    },
  );

  it('robots.txt closes a partner widget entirely and answers an unmapped host with 404', async () => {
    expect((await get('b2bwidget.fr.localhost', '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get('aganwidget.localhost', '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get('evil.example', '/robots.txt')).statusCode).toBe(404);
  });

  it.each(COUNTRY_CODES)('sitemap.xml of %s lists its indexed pages with their equivalents', async (country) => {
    const res = await get('www.revalu.' + country, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>https://www.revalu.${country}/</loc>`);
    expect(res.body).toContain(`<loc>https://www.revalu.${country}${buildPath(country, 'contact')}</loc>`);
    expect(res.body).toContain(
      `<loc>https://www.revalu.${country}/content/${CONTENT_PAGE_SLUGS[country].privacy}</loc>`,
    );
    expect(res.body).not.toContain(buildPath(country, 'checkout') + '<');
    expect(res.body).toContain('hreflang="fr-FR" href="https://www.revalu.fr/content/confidentialite"');
    expect(res.body.includes('/b2b/ankaufsportal')).toBe(country === 'de');
  });

  it('has no sitemap for a partner widget', async () => {
    expect((await get('b2bwidget.de.localhost', '/sitemap.xml')).statusCode).toBe(404);
  });
});

describe('a module tells the server about its pages', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({ DIST_DIR: STAND_IN_DIST }, (app) => {
      app.shopPages.addHeadResolver('content', async (_site, match) =>
        match.params.content === 'agb'
          ? { title: 'Unsere AGB | Revalu', keywords: 'agb, bedingungen' }
          : { notFound: true },
      );
      app.shopPages.addHeadResolver('contact', async () => {
        throw new Error('content service down');
      });
      app.shopPages.addSitemapSource(async (site) =>
        site.country === 'de' ? ['/kontakt', '/checkout', '/nix', { path: '/content/impressum' }] : [],
      );
    });
  }, 60_000);
  afterAll(() => t2.close());

  it('a better title and keywords, or a 404 for what does not exist', async () => {
    const ok = await t2.app.inject({ url: '/content/agb', headers: { host: 'de.localhost' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<title>Unsere AGB | Revalu</title>');
    expect(ok.body).toContain('<meta name="keywords" content="agb, bedingungen">');
    const missing = await t2.app.inject({ url: '/content/impressum', headers: { host: 'de.localhost' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="shop-status" content="404">');
  });

  it('a failing resolver leaves the route defaults', async () => {
    const res = await t2.app.inject({ url: '/kontakt', headers: { host: 'de.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kontakt und Hilfe | Revalu</title>');
  });

  it('the sitemap takes its indexed pages only', async () => {
    const res = await t2.app.inject({ url: '/sitemap.xml', headers: { host: 'www.revalu.de' } });
    expect(res.body).toContain('<loc>https://www.revalu.de/kontakt</loc>');
    expect(res.body).not.toContain('<loc>https://www.revalu.de/checkout</loc>');
    expect(res.body).not.toContain('/nix');
    expect(res.body.match(/<loc>https:\/\/www\.revalu\.de\/kontakt<\/loc>/g)).toHaveLength(1);
  });

  it('an empty catalogue has no catalogue pages: 404, not a page about nothing', async () => {
    expect(
      (await t2.app.inject({ url: '/produkte/apple-iphone-13-128-gb', headers: { host: 'de.localhost' } })).statusCode,
    ).toBe(404);
    expect((await t2.app.inject({ url: '/verkaufen/smartphones', headers: { host: 'de.localhost' } })).statusCode).toBe(
      404,
    );
  });
});

describe('a sitemap larger than one file', () => {
  let t3: TestApp;
  const PAGES = 23_456;
  let builds = 0;
  beforeAll(async () => {
    t3 = await createTestApp({ DIST_DIR: STAND_IN_DIST }, (app) => {
      app.shopPages.addSitemapSource(async (site) => {
        if (site.country !== 'fr') return [];
        builds++;
        return Array.from({ length: PAGES }, (_, i) => `/produits/appareil-${i}`);
      });
    });
  }, 60_000);
  afterAll(() => t3.close());

  it('becomes a sitemap index of files of at most 10,000 URLs', async () => {
    const index = await t3.app.inject({ url: '/sitemap.xml', headers: { host: 'www.revalu.fr' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<loc>https:\/\/www\.revalu\.fr(\/sitemaps\/\d+\.xml)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(files).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml', '/sitemaps/3.xml']);
    const counts = [];
    const seen = new Set<string>();
    for (const file of files) {
      const res = await t3.app.inject({ url: file, headers: { host: 'www.revalu.fr' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      counts.push(locs.length);
      for (const loc of locs) seen.add(loc);
    }
    expect(counts).toEqual([10_000, 10_000, PAGES + sitemapPaths('fr').length - 20_000]);
    expect(seen.has('https://www.revalu.fr/produits/appareil-23455')).toBe(true);
    expect(seen.has('https://www.revalu.fr/contact')).toBe(true);
    // The index and its three files were written from one build of the entries.
    expect(builds).toBe(1);
  });

  it.each(['/sitemaps/4.xml', '/sitemaps/0.xml', '/sitemaps/x.xml', '/sitemaps/1.xml.gz'])(
    'answers %s with 404',
    async (url) => {
      expect((await t3.app.inject({ url, headers: { host: 'www.revalu.fr' } })).statusCode).toBe(404);
    },
  );

  it('a host that fits into one file has only /sitemap.xml', async () => {
    expect((await t3.app.inject({ url: '/sitemaps/1.xml', headers: { host: 'www.revalu.de' } })).statusCode).toBe(404);
    expect(
      (await t3.app.inject({ url: '/sitemaps/1.xml', headers: { host: 'b2bwidget.fr.localhost' } })).statusCode,
    ).toBe(404);
  });
});
