/**
 * What search engines see of each page: title, description, whether it is indexed, its
 * equivalents in the other countries and which pages the sitemap lists. Pure functions over the route table; the texts come from
 * `config/seo-texts/<locale>` (the server loads all five, the browser only its own, after the
 * first page has rendered, together with this module: `config/seo`).
 */
// Through the package's root, not its files: in the browser this module is a chunk of its own
// that shares the root's route table instead of carrying a copy.
import {
  buildPath,
  CONTENT_PAGE_KEYS,
  CONTENT_PAGE_SLUGS,
  contentPageKeyBySlug,
  COUNTRY_CODES,
  findRoute,
  type CountryCode,
  type HeadSubject,
  type PageHead,
  type PageText,
  type RouteBaseName,
  type RouteMatch,
  type SeoError,
  type SeoPage,
  type SeoTexts,
  type ShopMode,
} from 'config';

/** The brand a shop mode shows (the sister brand has its own name). */
export const BRAND_NAMES: Readonly<Record<ShopMode, string>> = {
  default: 'Revalu',
  b2bWidget: 'Revalu',
  agan: 'agan',
  aganwidget: 'agan',
};

/**
 * Pages that are nobody's search result: a customer's own steps (checkout, account, mails'
 * links) and the search results page. They say `noindex` and stay out of the sitemap.
 */
export const NOINDEX_ROUTES: ReadonlySet<RouteBaseName> = new Set<RouteBaseName>([
  'checkout',
  'thankYou',
  'search',
  'accountOverview',
  'accountRegister',
  'accountManagement',
  'accountAddressChange',
  'accountPaymentChange',
  'accountPasswordReset',
  'accountPasswordForgot',
  'clarification',
  'clarificationQuickAnswer',
  'clarificationLegacy',
  'clarificationQuickAnswerLegacy',
  'clarificationColon',
  'clarificationQuickAnswerColon',
  'newsletterEnrichHash',
  'newsletterEnrich',
  'newsletterUnsubscribe',
  'newsletterUnsubscribeSuccess',
]);

/** Shop modes whose pages search engines index: partner widgets live inside other sites. */
export function shopModeIsIndexed(shopMode: ShopMode): boolean {
  return shopMode === 'default' || shopMode === 'agan';
}

const PAGE_OF: Partial<Record<RouteBaseName, SeoPage>> = {
  clarificationLegacy: 'clarification',
  clarificationQuickAnswerLegacy: 'clarificationQuickAnswer',
  clarificationColon: 'clarification',
  clarificationQuickAnswerColon: 'clarificationQuickAnswer',
  newsletterEnrichHash: 'newsletterEnrich',
};

/** Which error text a status and path get: a clarification link that fails is an expired link, whatever the status. */
export function errorTextKey(status: number, path: string): SeoError {
  if (path.toLowerCase().includes('clarification')) return 'expiredLink';
  if (status === 404) return 'notFound';
  if (status === 400) return 'badRequest';
  if (status === 414) return 'uriTooLong';
  return 'error';
}

function pageText(texts: SeoTexts, match: RouteMatch): PageText {
  const base = match.route.base;
  if (base === 'content') {
    const slug = match.params.content ?? match.params.contentPages ?? '';
    const key = match.route.set === 'base' ? undefined : contentPageKeyBySlug(match.route.set, slug);
    if (key) return texts.contentPages[key];
  }
  const page = PAGE_OF[base] ?? (base as SeoPage);
  return texts.pages[page] ?? texts.errors.error;
}

/** Title, description and robots rule of a page (or an error page) in a shop mode. */
export function pageHead(texts: SeoTexts, shopMode: ShopMode, subject: HeadSubject): PageHead {
  const brand = BRAND_NAMES[shopMode];
  if (subject.kind === 'error') {
    const text = texts.errors[errorTextKey(subject.status, subject.path)];
    return { title: `${text.title} | ${brand}`, description: text.description, robots: 'noindex, nofollow' };
  }
  const text = pageText(texts, subject.match);
  const indexed = shopModeIsIndexed(shopMode) && !NOINDEX_ROUTES.has(subject.match.route.base);
  return {
    title: `${text.title} | ${brand}`,
    description: text.description,
    robots: indexed ? 'index, follow' : 'noindex, follow',
  };
}

/**
 * The same page in each country (for hreflang): routes without parameters wherever the country
 * has them (the B2B portal only in Germany), content pages by their page key (each language has
 * its own slug). Catalogue pages name devices by slug, which may differ between languages, so
 * they get no equivalents here.
 */
export function equivalentPaths(match: RouteMatch): Partial<Record<CountryCode, string>> {
  const base = match.route.base;
  const out: Partial<Record<CountryCode, string>> = {};
  if (base === 'content') {
    const from = match.route.set;
    if (from === 'base') return out;
    const key = contentPageKeyBySlug(from, match.params.content ?? '');
    if (!key) return out;
    for (const cc of COUNTRY_CODES) out[cc] = buildPath(cc, 'content', { content: CONTENT_PAGE_SLUGS[cc][key] });
    return out;
  }
  if (match.route.params.length > 0) return out;
  for (const cc of COUNTRY_CODES) {
    if (findRoute(cc, base)) out[cc] = buildPath(cc, base);
  }
  return out;
}

/** The pages of a country the sitemap lists (paths): indexed routes without parameters and the 11 content pages. */
export function sitemapPaths(country: CountryCode): string[] {
  const paths: string[] = [];
  for (const base of ['home', 'contact', 'b2bLandingpage'] as const) {
    if (findRoute(country, base) && !NOINDEX_ROUTES.has(base)) paths.push(buildPath(country, base));
  }
  for (const key of CONTENT_PAGE_KEYS)
    paths.push(buildPath(country, 'content', { content: CONTENT_PAGE_SLUGS[country][key] }));
  return paths;
}
