import { buildPath, COUNTRY_CODES, countries } from 'config';
import { REDIRECT_SETS } from 'config/redirects';
import { head, hostOf, shopPagesApp } from './testing';

const shop = shopPagesApp();
const { get } = shop;

describe('catalogue pages', () => {
  const titleOf = (body: string) => head(body, /<title>([^<]+)<\/title>/);
  const metaOf = (body: string, name: string) => head(body, new RegExp(`<meta name="${name}" content="([^"]*)">`));

  it('a device page answers 200 with its title, description, keywords, canonical URL and hreflang links', async () => {
    const res = await get('de.localhost:8080', `/produkte/${shop.catalogue.de.pdp}?utm_source=x`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Apple iPhone 13 128 GB verkaufen | Revalu');
    expect(metaOf(res.body, 'description')).toMatch(
      /^Apple iPhone 13 128 GB verkaufen: Zustand angeben, Sofortpreis erhalten/,
    );
    expect(metaOf(res.body, 'keywords')).toContain('apple iphone 13 ankauf');
    expect(res.body).toContain('<meta name="robots" content="index, follow">');
    expect(res.body).toContain(
      `<link rel="canonical" href="http://de.localhost:8080/produkte/${shop.catalogue.de.pdp}">`,
    );
    for (const cc of COUNTRY_CODES) {
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="${countries[cc].icuLocale}" href="http://${cc}.localhost:8080${buildPath(cc, 'pdp', { pdp: shop.catalogue[cc].pdp })}">`,
      );
    }
    expect(res.body).toContain('hreflang="fr-FR" href="http://fr.localhost:8080/produits/apple-iphone-13-128-go"');
  });

  it.each([
    ['fr', 'Vendre votre Apple iPhone 13 128 Go | Revalu', /^Vendez votre Apple iPhone 13 128 Go/],
    ['es', 'Vender Apple iPhone 13 128 GB | Revalu', /^Vende tu Apple iPhone 13 128 GB/],
    [
      'it',
      'Vendere Apple iPhone 13 128 GB: valutazione immediata | Revalu',
      /^Vendere Apple iPhone 13 128 GB su Revalu/,
    ],
    ['at', 'Apple iPhone 13 128 GB verkaufen | Revalu', /gratis einschicken/],
  ] as const)('%s names the device in its language', async (country, title, description) => {
    const res = await get(hostOf(country), buildPath(country, 'pdp', { pdp: shop.catalogue[country].pdp }));
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(title);
    expect(metaOf(res.body, 'description')).toMatch(description);
  });

  it.each([
    ['de', '/produkte/apple-iphone-99-128-gb'],
    ['fr', '/produits/apple-iphone-13-128-gb'],
    ['de', '/produkte/apple-iphone-13-128-go'],
    ['es', '/productos/x'],
    ['de', '/verkaufen/toaster'],
    ['fr', '/catalogue/kameras'],
    ['it', '/prodotti/panoramica-apple'],
    ['de', '/produkte/uebersicht-smartphones-nokia-3310'],
  ] as const)('%s %s names nothing: 404 with the error page, no soft 404', async (country, url) => {
    const res = await get(hostOf(country), url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="shop-status" content="404">');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain('rel="canonical"');
    expect(titleOf(res.body)).toBe(
      country === 'fr' ? 'Page introuvable | Revalu' : titleOf((await get(hostOf(country), '/nix')).body),
    );
  });

  it.each([
    ['de', '/verkaufen/kameras', 'Kameras verkaufen | Revalu', 'es', '/vender/camaras'],
    [
      'de',
      '/verkaufen/smartphones-apple',
      'Smartphones von Apple verkaufen | Revalu',
      'it',
      '/catalogo/smartphone-apple',
    ],
    [
      'at',
      '/verkaufen/smartphones-apple',
      'Smartphones von Apple verkaufen | Revalu',
      'fr',
      '/catalogue/smartphones-apple',
    ],
    [
      'fr',
      '/catalogue/appareils-photo-canon',
      'Vendre vos appareils photo Canon | Revalu',
      'de',
      '/verkaufen/kameras-canon',
    ],
    ['fr', '/catalogue/consoles', 'Vendre vos consoles de jeux | Revalu', 'de', '/verkaufen/spielkonsolen'],
    [
      'es',
      '/vender/apple-iphone-13-moviles',
      'Vender Apple iPhone 13 | Revalu',
      'fr',
      '/catalogue/apple-iphone-13-smartphones',
    ],
    ['it', '/catalogo/fotocamere', 'Vendere fotocamere usate | Revalu', 'de', '/verkaufen/kameras'],
    [
      'it',
      '/catalogo/canon-eos-r-fotocamere',
      'Vendere Canon EOS R: valutazione immediata | Revalu',
      'es',
      '/vender/canon-eos-r-camaras',
    ],
    [
      'fr',
      '/catalogue/xiaomi-15-smartphones',
      'Vendre votre Xiaomi 15 | Revalu',
      'de',
      '/verkaufen/xiaomi-15-smartphones',
    ],
    [
      'de',
      '/produkte/uebersicht-xiaomi-15-smartphones',
      'Xiaomi 15: alle Modelle im Überblick | Revalu',
      'it',
      '/prodotti/panoramica-xiaomi-15-smartphone',
    ],
    [
      'de',
      '/produkte/uebersicht-apple-iphone-13-smartphones',
      'Apple iPhone 13: alle Modelle im Überblick | Revalu',
      'fr',
      '/produits/apercu-apple-iphone-13-smartphones',
    ],
  ] as const)('%s %s: "%s", with its equivalent in %s', async (country, url, title, other, otherPath) => {
    const res = await get(hostOf(country), url);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(title);
    expect(metaOf(res.body, 'description')!.length).toBeGreaterThan(40);
    expect(metaOf(res.body, 'keywords')!.length).toBeGreaterThan(10);
    expect(`${titleOf(res.body)} ${metaOf(res.body, 'description')} ${metaOf(res.body, 'keywords')}`).not.toMatch(
      /\b(\w+)\s+\1\b/i,
    );
    expect(res.body).toContain(`<link rel="canonical" href="http://${hostOf(country)}${url}">`);
    expect(res.body).toContain(`hreflang="${countries[other].icuLocale}" href="http://${hostOf(other)}${otherPath}"`);
  });

  it('keeps partner widgets out of the index, and the sister brand names itself', async () => {
    const widget = await get('b2bwidget.de.localhost', `/produkte/${shop.catalogue.de.pdp}`);
    expect(widget.statusCode).toBe(200);
    expect(widget.body).toContain('<meta name="robots" content="noindex, follow">');
    const agan = await get('agan.localhost', `/produkte/${shop.catalogue.de.pdp}`);
    expect(titleOf(agan.body)).toBe('Apple iPhone 13 128 GB verkaufen | agan');
    expect(agan.body).not.toContain('hreflang');
    expect((await get('agan.localhost', '/produkte/gibt-es-nicht')).statusCode).toBe(404);
  });

  it.each(COUNTRY_CODES)(
    "sitemap.xml of %s lists the catalogue's sell and product pages with their equivalents",
    async (country) => {
      const res = await get(`www.revalu.${country}`, '/sitemap.xml');
      expect(res.statusCode).toBe(200);
      const origin = `https://www.revalu.${country}`;
      const sample = shop.catalogue[country];
      expect(res.body).toContain(`<loc>${origin}${buildPath(country, 'sell', { category: sample.category })}</loc>`);
      expect(res.body).toContain(`<loc>${origin}${buildPath(country, 'sell', { category: sample.overview })}</loc>`);
      const device = `<url><loc>${origin}${buildPath(country, 'pdp', { pdp: sample.pdp })}</loc>`;
      expect(res.body).toContain(device);
      const line = res.body.split('\n').find((l) => l.startsWith(device))!;
      expect(line).toContain('hreflang="fr-FR" href="https://www.revalu.fr/produits/apple-iphone-13-128-go"');
      const locs = res.body.match(/<loc>/g)!.length;
      // Static pages, 359 categories, manufacturers and series, and the 1,500+ devices of the demo catalogue.
      expect(locs).toBeGreaterThan(1_800);
      expect(locs).toBeLessThanOrEqual(10_000);
      expect(res.body).not.toContain('uebersicht-');
    },
  );

  it("every target of France's old catalogue URLs is a live url of the catalogue the server holds, and its page answers 200", async () => {
    const live = await shop.t.app.inject({ url: '/api/trade/catalog-urls?country=fr' });
    expect(live.statusCode).toBe(200);
    const urls = new Set((live.json() as { nodes: { url: string }[] }).nodes.map((n) => n.url));
    const targets = new Set(
      REDIRECT_SETS.fr.exact.filter((r) => r.family === 'catalogue').map((r) => r.to.params!.category!),
    );
    expect(targets.size).toBeGreaterThan(300);
    expect([...targets].filter((slug) => !urls.has(slug))).toEqual([]);
    for (const slug of targets) {
      const res = await get('fr.localhost', `/catalogue/${slug}`);
      expect([slug, res.statusCode]).toEqual([slug, 200]);
    }
  });
});
