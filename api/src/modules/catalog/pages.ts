/**
 * The catalogue's pages as the server answers them: the
 * product detail page (`pdp`), the sell pages of a category, manufacturer or series (`sell`) and
 * the product overview (`overview`, the same nodes) get the title, meta description, keywords and
 * hreflang links of what they show, in the page's language; a url that names nothing is a 404
 * with the error page (no soft 404s). Every host's sitemap lists the catalogue's sell and product
 * pages. Registered after `shop-pages` (app.ts), which owns the page answers.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  buildPath,
  countries,
  COUNTRY_CODES,
  type CountryCode,
  type Locale,
  type RouteBaseName,
  type Site,
} from 'config';
import { BRAND_NAMES } from 'config/seo';
import type { HeadOverride, PrimedRequests, SitemapEntry } from '../shop-pages';
import { catalogueSlugs, deviceIn } from './base-route-slugs';
import { TRADE_BASE } from './index';
import { withBrand } from './names';
import { COUNTRY_LOCALE, metaOf, type CatalogSnapshot, type NodeKind, type NodeTexts } from './catalog-snapshot';

type Language = 'de' | 'es' | 'fr' | 'it';
const languageOf = (locale: Locale): Language => locale.slice(0, 2) as Language;
const lower = (text: string, locale: Locale) => text.toLocaleLowerCase(locale);

/**
 * Page titles, written per language as a copywriter would: what the customer came to do (sell)
 * and what they sell. The brand of the shop mode follows after ' | ', as on every page.
 */
export const TITLES: Record<
  Language,
  {
    category: (name: string) => string;
    manufacturer: (category: string, brand: string) => string;
    item: (name: string) => string;
    overview: (name: string) => string;
  }
> = {
  de: {
    category: (name) => `${name} verkaufen`,
    manufacturer: (category, brand) => `${category} von ${brand} verkaufen`,
    item: (name) => `${name} verkaufen`,
    overview: (name) => `${name}: alle Modelle im Überblick`,
  },
  es: {
    category: (name) => `Vender ${name}`,
    manufacturer: (category, brand) => `Vender ${category} ${brand}`,
    item: (name) => `Vender ${name}`,
    overview: (name) => `${name}: todos los modelos`,
  },
  fr: {
    category: (name) => `Vendre vos ${name}`,
    manufacturer: (category, brand) => `Vendre vos ${category} ${brand}`,
    item: (name) => `Vendre votre ${name}`,
    overview: (name) => `${name}\u00a0: tous les modèles`,
  },
  it: {
    category: (name) => `Vendere ${name} usati`,
    manufacturer: (category, brand) => `Vendere ${category} ${brand} usati`,
    item: (name) => `Vendere ${name}: valutazione immediata`,
    overview: (name) => `${name}: tutti i modelli`,
  },
};

/**
 * Italian agrees the adjective with the noun: "smartphone usati" but "fotocamere usate". The
 * category names that are feminine plural (fotocamere, videocamere, console) take "usate".
 */
function italianUsed(title: string, categoryId: string): string {
  return ['cameras', 'camcorders', 'consoles'].includes(categoryId) ? title.replace(/ usati$/, ' usate') : title;
}

interface ResolvedNode {
  kind: NodeKind;
  id: string;
  categoryId: string;
  texts: Partial<Record<Locale, NodeTexts>>;
  /** Display name in a language: "Smartphones", "Apple · Smartphones", "Apple iPhone 13". */
  display: (locale: Locale) => string | null;
  title: (locale: Locale) => string | null;
}

function resolveNode(snapshot: CatalogSnapshot, locale: Locale, url: string): ResolvedNode | null {
  const ref = snapshot.views.get(locale)?.nodeByUrl.get(url);
  if (!ref) return null;
  if (ref.kind === 'category') {
    const category = snapshot.categoryById.get(ref.id)!;
    return {
      kind: 'category',
      id: category.id,
      categoryId: category.id,
      texts: category.texts,
      display: (l) => category.texts[l]?.name ?? null,
      title: (l) => {
        const name = category.texts[l]?.name;
        if (!name) return null;
        const lang = languageOf(l);
        const title = TITLES[lang].category(lang === 'de' ? name : lower(name, l));
        return lang === 'it' ? italianUsed(title, category.id) : title;
      },
    };
  }
  if (ref.kind === 'manufacturer') {
    const manufacturer = snapshot.manufacturerById.get(ref.id)!;
    const category = snapshot.categoryById.get(manufacturer.categoryId)!;
    return {
      kind: 'manufacturer',
      id: manufacturer.id,
      categoryId: category.id,
      texts: manufacturer.texts,
      display: (l) => (category.texts[l] ? `${manufacturer.brandName} · ${category.texts[l].name}` : null),
      title: (l) => {
        const categoryName = category.texts[l]?.name;
        if (!categoryName || !manufacturer.texts[l]) return null;
        const lang = languageOf(l);
        const title = TITLES[lang].manufacturer(
          lang === 'de' ? categoryName : lower(categoryName, l),
          manufacturer.brandName,
        );
        return lang === 'it' ? italianUsed(title, category.id) : title;
      },
    };
  }
  const series = snapshot.seriesById.get(ref.id)!;
  const manufacturer = snapshot.manufacturerById.get(series.manufacturerId)!;
  const display = (l: Locale) => (series.texts[l] ? withBrand(manufacturer.brandName, series.texts[l].name) : null);
  return {
    kind: 'series',
    id: series.id,
    categoryId: series.categoryId,
    texts: series.texts,
    display,
    title: (l) => {
      const name = display(l);
      return name ? TITLES[languageOf(l)].item(name) : null;
    },
  };
}

/** The same node's or device's page in every country (hreflang). */
function alternatesOf(
  base: RouteBaseName,
  param: string,
  urlIn: (country: CountryCode) => string | null,
): Partial<Record<CountryCode, string>> {
  const out: Partial<Record<CountryCode, string>> = {};
  for (const cc of COUNTRY_CODES) {
    const url = urlIn(cc);
    if (url) out[cc] = buildPath(cc, base, { [param]: url });
  }
  return out;
}

const brandSuffix = (site: Site) => ` | ${BRAND_NAMES[site.shopMode]}`;

/** How many devices mf-catalog's sell page lists (sell-category.tsx): the newest 12, or all of a series (up to 100). */
const SELL_PAGE_DEVICES = 12;
const SELL_PAGE_SERIES_DEVICES = 100;
/** How many devices the product overview shows first (device-overview.tsx). */
const OVERVIEW_PAGE_SIZE = 24;
/** Search results (mf-catalog search-results.tsx): the first devices, the series above them, the longest phrase. */
const SEARCH_PAGE_SIZE = 24;
const SEARCH_SERIES_SHOWN = 6;
const SEARCH_PHRASE_MAX_LENGTH = 100;

export default fp(
  async function catalogPages(app: FastifyInstance): Promise<void> {
    const { catalog } = app;

    const nodeHead =
      (base: 'sell' | 'overview', param: 'category' | 'overview') =>
      async (site: Site, match: { params: Record<string, string> }) => {
        const snapshot = await catalog.current();
        const locale = COUNTRY_LOCALE[site.country];
        const node = resolveNode(snapshot, locale, match.params[param] ?? '');
        const text = node?.texts[locale];
        if (!node || !text) return { notFound: true };
        const title =
          base === 'sell' ? node.title(locale) : TITLES[languageOf(locale)].overview(node.display(locale) ?? text.name);
        const head: HeadOverride = {
          title: `${title ?? text.name}${brandSuffix(site)}`,
          description: text.metaDescription,
          keywords: text.metaKeywords,
          alternates: alternatesOf(base, param, (cc) => node.texts[COUNTRY_LOCALE[cc]]?.url ?? null),
        };
        return head;
      };
    // The spec's base sell and product paths name things by a url of any language (docs/routes.md).
    app.shopPages.setCatalogueSlugs(async () => catalogueSlugs(await catalog.current()));
    app.shopPages.addHeadResolver('sell', nodeHead('sell', 'category'));
    app.shopPages.addHeadResolver('overview', nodeHead('overview', 'overview'));

    app.shopPages.addHeadResolver('pdp', async (site, match) => {
      const snapshot = await catalog.current();
      const locale = COUNTRY_LOCALE[site.country];
      const device = snapshot.views.get(locale)?.deviceByUrl.get(match.params.pdp ?? '');
      if (!device || !deviceIn(device, site.country)) return { notFound: true };
      const text = device.texts[locale]!;
      const meta = metaOf(text);
      const head: HeadOverride = {
        title: `${TITLES[languageOf(locale)].item(text.name)}${brandSuffix(site)}`,
        description: meta.metaDescription || undefined,
        keywords: meta.metaKeywords || undefined,
        alternates: alternatesOf('pdp', 'pdp', (cc) =>
          deviceIn(device, cc) ? device.texts[COUNTRY_LOCALE[cc]]!.url : null,
        ),
      };
      return head;
    });

    // The product page's first view: its device, as mf-catalog asks the search service for it
    // (mf-catalog/src/features/offer/api/get-device.ts), answered into the page's HTML.
    app.shopPages.addPrimedRequests('pdp', (site, match) => [
      {
        method: 'POST',
        url: `${TRADE_BASE}/searches`,
        accept: 'application/json',
        data: {
          search: { type: 'deviceByUrl', url: match.params.pdp ?? '' },
          application: countries[site.country].searchIndexNames.devices,
          resultSize: 1,
        },
      },
    ]);

    // A sell page's first view (mf-catalog/src/routes/sell-category-page.tsx): its node, as mf-catalog asks
    // for it by url, and the devices it lists below it (SELL_PAGE_DEVICES newest, or all of a series).
    // The product overview (product-overview-page.tsx): the same node and the first OVERVIEW_PAGE_SIZE devices.
    const nodeAndDevices =
      (param: 'category' | 'overview'): PrimedRequests =>
      async (site, match) => {
        const url = match.params[param] ?? '';
        const snapshot = await catalog.current();
        const node = resolveNode(snapshot, COUNTRY_LOCALE[site.country], url);
        if (!node) return [];
        const { searchIndexNames } = countries[site.country];
        const search =
          node.kind === 'series'
            ? { type: 'devicesBySeries', seriesId: node.id }
            : node.kind === 'manufacturer'
              ? { type: 'devicesByManufacturer', manufacturerId: node.id }
              : { type: 'devicesByCategory', categoryId: node.id };
        return [
          {
            method: 'POST',
            url: `${TRADE_BASE}/searches`,
            accept: 'application/json',
            data: { search: { type: 'categoryByUrl', url }, application: searchIndexNames.aggregations, resultSize: 1 },
          },
          {
            method: 'POST',
            url: `${TRADE_BASE}/searches`,
            accept: 'application/json',
            data: {
              search,
              application: searchIndexNames.devices,
              resultSize:
                param === 'overview'
                  ? OVERVIEW_PAGE_SIZE
                  : node.kind === 'series'
                    ? SELL_PAGE_SERIES_DEVICES
                    : SELL_PAGE_DEVICES,
            },
          },
        ];
      };
    // Search results' first view (mf-catalog/src/routes/search-page.tsx): the phrase's first devices and its
    // series, as mf-catalog asks for them; the phrase as the page reads it from `?q=`.
    app.shopPages.addPrimedRequests('search', (site, _match, query) => {
      const phrase = (query.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_PHRASE_MAX_LENGTH);
      if (!phrase) return [];
      const { searchIndexNames } = countries[site.country];
      const search = { type: 'phrase', phrase };
      return [
        { index: searchIndexNames.devices, resultSize: SEARCH_PAGE_SIZE },
        { index: searchIndexNames.aggregations, resultSize: SEARCH_SERIES_SHOWN },
      ].map(({ index, resultSize }) => ({
        method: 'POST' as const,
        url: `${TRADE_BASE}/searches`,
        accept: 'application/json',
        data: { search, application: index, resultSize },
      }));
    });
    app.shopPages.addPrimedRequests('sell', nodeAndDevices('category'));
    app.shopPages.addPrimedRequests('overview', nodeAndDevices('overview'));

    // The sitemap: every category, manufacturer and series page (sell route) and every device
    // bought in the country (product page), each with its equivalents in the other countries.
    // Overview pages show the same nodes as the sell pages and stay out.
    app.shopPages.addSitemapSource(async (site) => {
      const snapshot = await catalog.current();
      const locale = COUNTRY_LOCALE[site.country];
      const entries: SitemapEntry[] = [];
      const node = (texts: Partial<Record<Locale, NodeTexts>>) => {
        const own = texts[locale];
        if (own)
          entries.push({
            path: buildPath(site.country, 'sell', { category: own.url }),
            alternates: alternatesOf('sell', 'category', (cc) => texts[COUNTRY_LOCALE[cc]]?.url ?? null),
          });
      };
      for (const category of snapshot.categories) {
        node(category.texts);
        for (const manufacturer of category.manufacturers) {
          node(manufacturer.texts);
          for (const series of manufacturer.series) node(series.texts);
        }
      }
      for (let i = 0; i < snapshot.devices.length; i++) {
        // A large catalogue takes a while: let customers' requests in between.
        if (i % 5_000 === 4_999) await new Promise((resolve) => setImmediate(resolve));
        const device = snapshot.devices[i]!;
        if (!deviceIn(device, site.country)) continue;
        entries.push({
          path: buildPath(site.country, 'pdp', { pdp: device.texts[locale]!.url }),
          alternates: alternatesOf('pdp', 'pdp', (cc) =>
            deviceIn(device, cc) ? device.texts[COUNTRY_LOCALE[cc]]!.url : null,
          ),
        });
      }
      return entries;
    });
  },
  { name: 'catalog-pages', dependencies: ['catalog', 'shop-pages'] },
);
