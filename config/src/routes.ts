import { CONTENT_PAGE_SLUGS } from './content-pages';
import { COUNTRY_CODES, type CountryCode } from './countries';
import type { RemoteName } from './remotes';

/**
 * The route table (spec section 2). Every path of every country lives here; the host and the
 * server both match paths with it, and remotes build links from it by route name, so a link
 * built for one country never leads to another country's path.
 *
 * Paths use `{param}` placeholders. A placeholder may share a segment with fixed text
 * (`/produkte/uebersicht-{overview}`) or with another placeholder (`/clarification/{id}:{trade}`).
 */

/** Shapes a parameter must have; checked by the route's validate step. */
export type ParamShape = 'slug' | 'id' | 'trade' | 'offerId' | 'emailHash';

/**
 * What each shape accepts (docs/decisions/0018-validate-steps-and-one-url-per-page.md). A slug is
 * what our catalogue and content pages use in URLs: lower-case ASCII words joined by single hyphens. Clarification ids,
 * trade numbers and offer ids are opaque tokens of letters, digits, '-' and '_' (numbers, UUIDs,
 * `T-100234`). An e-mail hash is hexadecimal, 32 (MD5) to 128 (SHA-512) digits.
 */
export const PARAM_PATTERNS: Readonly<Record<ParamShape, RegExp>> = Object.freeze({
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  id: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  trade: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  offerId: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  emailHash: /^[0-9a-fA-F]+$/,
});

/** Length limits of each shape (inclusive). */
export const PARAM_LENGTHS: Readonly<Record<ParamShape, readonly [number, number]>> = Object.freeze({
  slug: [1, 200],
  id: [1, 64],
  trade: [1, 64],
  offerId: [1, 64],
  emailHash: [32, 128],
});

/** Whether a (decoded) parameter value has its shape. */
export function paramHasShape(shape: ParamShape, value: string | undefined): boolean {
  if (typeof value !== 'string') return false;
  const [min, max] = PARAM_LENGTHS[shape];
  return value.length >= min && value.length <= max && PARAM_PATTERNS[shape].test(value);
}

/**
 * A route's validate step: given the decoded parameters and the country, whether they name
 * something this route can show. A failing validate step is an error (404), in the browser and
 * on the server alike, so a mistyped or forged link never renders a page with nonsense in it.
 */
export type RouteValidator = (params: Readonly<Record<string, string>>, set: RouteSetId) => boolean;

/** Route names without their locale suffix. */
export const ROUTE_BASE_NAMES = [
  'home',
  'contact',
  'checkout',
  'thankYou',
  'pdp',
  'overview',
  'b2bLandingpage',
  'sell',
  'search',
  'accountOverview',
  'accountRegister',
  'accountManagement',
  'accountAddressChange',
  'accountPaymentChange',
  'accountPasswordReset',
  'accountPasswordForgot',
  'content',
  'clarification',
  'clarificationQuickAnswer',
  'clarificationLegacy',
  'clarificationQuickAnswerLegacy',
  'clarificationColon',
  'clarificationQuickAnswerColon',
  'newsletterEnrichHash',
  'newsletterEnrich',
  'newsletterUnsubscribeSuccess',
  'newsletterUnsubscribe',
] as const;
export type RouteBaseName = (typeof ROUTE_BASE_NAMES)[number];

export type Layout = 'default' | 'home';

interface RouteTarget {
  remote: RemoteName;
  page: string;
  layout: Layout;
  params: Partial<Record<string, ParamShape>>;
  /** Checked after every parameter has its shape; e.g. a content slug must be one of the country's pages. */
  validate?: RouteValidator;
}

/** The content page slug must be one of the 11 static pages of that country (any language's in the base set). */
const validateContentSlug: RouteValidator = (params, set) => {
  const slug = params.content ?? params.contentPages;
  if (slug === undefined) return false;
  const sets = set === 'base' ? COUNTRY_CODES.map((cc) => CONTENT_PAGE_SLUGS[cc]) : [CONTENT_PAGE_SLUGS[set]];
  return sets.some((slugs) => Object.values(slugs).includes(slug));
};

/** Which remote page renders each route, whatever the country. */
export const ROUTE_TARGETS: Record<RouteBaseName, RouteTarget> = {
  home: { remote: 'mf-content', page: './HomePage', layout: 'home', params: {} },
  contact: { remote: 'mf-content', page: './ContactPage', layout: 'default', params: {} },
  checkout: { remote: 'mf-checkout', page: './CheckoutPage', layout: 'default', params: {} },
  thankYou: { remote: 'mf-checkout', page: './ThankYouPage', layout: 'default', params: {} },
  pdp: { remote: 'mf-catalog', page: './ProductDetailPage', layout: 'default', params: { pdp: 'slug' } },
  overview: { remote: 'mf-catalog', page: './ProductOverviewPage', layout: 'default', params: { overview: 'slug' } },
  b2bLandingpage: { remote: 'mf-content', page: './B2BLandingPage', layout: 'default', params: {} },
  sell: { remote: 'mf-catalog', page: './SellCategoryPage', layout: 'default', params: { category: 'slug' } },
  search: { remote: 'mf-catalog', page: './SearchPage', layout: 'default', params: {} },
  accountOverview: { remote: 'mf-account', page: './AccountOverviewPage', layout: 'default', params: {} },
  accountRegister: { remote: 'mf-account', page: './RegisterPage', layout: 'default', params: {} },
  accountManagement: { remote: 'mf-account', page: './AccountManagementPage', layout: 'default', params: {} },
  accountAddressChange: { remote: 'mf-account', page: './AddressChangePage', layout: 'default', params: {} },
  accountPaymentChange: { remote: 'mf-account', page: './PaymentChangePage', layout: 'default', params: {} },
  accountPasswordReset: { remote: 'mf-account', page: './PasswordResetPage', layout: 'default', params: {} },
  accountPasswordForgot: { remote: 'mf-account', page: './PasswordForgotPage', layout: 'default', params: {} },
  content: {
    remote: 'mf-content',
    page: './ContentPage',
    layout: 'default',
    params: { content: 'slug', contentPages: 'slug' },
    validate: validateContentSlug,
  },
  clarification: {
    remote: 'mf-content',
    page: './ClarificationPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade' },
  },
  clarificationQuickAnswer: {
    remote: 'mf-content',
    page: './ClarificationQuickAnswerPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade', offerid: 'offerId' },
  },
  clarificationLegacy: {
    remote: 'mf-content',
    page: './ClarificationPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade' },
  },
  clarificationQuickAnswerLegacy: {
    remote: 'mf-content',
    page: './ClarificationQuickAnswerPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade', offerid: 'offerId' },
  },
  clarificationColon: {
    remote: 'mf-content',
    page: './ClarificationPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade' },
  },
  clarificationQuickAnswerColon: {
    remote: 'mf-content',
    page: './ClarificationQuickAnswerPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade', offerid: 'offerId' },
  },
  newsletterEnrichHash: {
    remote: 'mf-content',
    page: './NewsletterEnrichPage',
    layout: 'default',
    params: { emailHash: 'emailHash' },
  },
  newsletterEnrich: { remote: 'mf-content', page: './NewsletterEnrichPage', layout: 'default', params: {} },
  newsletterUnsubscribeSuccess: {
    remote: 'mf-content',
    page: './NewsletterUnsubscribeSuccessPage',
    layout: 'default',
    params: {},
  },
  newsletterUnsubscribe: {
    remote: 'mf-content',
    page: './NewsletterUnsubscribePage',
    layout: 'default',
    params: { emailHash: 'emailHash' },
  },
};

/** The base (unlocalized) set, exactly as spec section 2 lists it. Names carry no suffix. */
export const BASE_PATHS: Partial<Record<RouteBaseName, string>> = {
  home: '/',
  contact: '/contact',
  checkout: '/checkout',
  thankYou: '/thankYou',
  pdp: '/products/{pdp}',
  // Same pattern as pdp: in the base set a /products/ path is a product detail page; the
  // overview is reached through its localized path.
  overview: '/products/{overview}',
  b2bLandingpage: '/b2b/landingpage',
  sell: '/sell/{category}',
  search: '/search',
  accountOverview: '/account/overview',
  accountRegister: '/account/register',
  accountManagement: '/account/management',
  accountAddressChange: '/account/addressChange',
  accountPaymentChange: '/account/paymentChange',
  accountPasswordReset: '/account/password/reset',
  accountPasswordForgot: '/account/password/forgot',
  content: '/content/{contentPages}',
  clarification: '/clarification/{id}:{trade}',
  clarificationQuickAnswer: '/clarification/clarificationQuickAnswer/{id}:{trade}:{offerid}',
  newsletterEnrichHash: '/newsletter/enrich/{emailHash}',
  newsletterEnrich: '/newsletter/enrich',
  newsletterUnsubscribeSuccess: '/newsletter/unsubscribe/success',
  newsletterUnsubscribe: '/newsletter/unsubscribe/{emailHash}',
};

/** The German set (Germany and Austria); the other countries override a few paths. */
const GERMAN_PATHS: Partial<Record<RouteBaseName, string>> = {
  home: '/',
  overview: '/produkte/uebersicht-{overview}',
  pdp: '/produkte/{pdp}',
  sell: '/verkaufen/{category}',
  search: '/suche',
  content: '/content/{content}',
  contact: '/kontakt',
  checkout: '/checkout',
  thankYou: '/thankYou',
  clarification: '/clarification/{id}/{trade}',
  clarificationQuickAnswer: '/clarificationQuickAnswer/{id}/{trade}/{offerid}',
  clarificationLegacy: '/browser/clarification/id/{id}/trade/{trade}',
  clarificationQuickAnswerLegacy: '/browser/clarificationQuickAnswer/id/{id}/trade/{trade}/offerid/{offerid}',
  // The spec's unlocalized forms of the two links (base set), served too: links in mails outlive a
  // URL scheme, and a customer who has one must still reach their open clarification.
  clarificationColon: '/clarification/{id}:{trade}',
  clarificationQuickAnswerColon: '/clarification/clarificationQuickAnswer/{id}:{trade}:{offerid}',
  accountOverview: '/account',
  accountRegister: '/account/register',
  accountManagement: '/account/management',
  accountPasswordReset: '/account/password-reset',
  accountPasswordForgot: '/account/password-forgot',
  accountPaymentChange: '/account/payment-change',
  accountAddressChange: '/account/address-change',
  newsletterEnrichHash: '/newsletter/enrich/{emailHash}',
  newsletterEnrich: '/newsletter/enrich',
  newsletterUnsubscribeSuccess: '/newsletter/unsubscribe/success',
  newsletterUnsubscribe: '/newsletter/unsubscribe/{emailHash}',
};

export const COUNTRY_PATHS: Record<CountryCode, Partial<Record<RouteBaseName, string>>> = {
  de: { ...GERMAN_PATHS, b2bLandingpage: '/b2b/ankaufsportal' },
  at: { ...GERMAN_PATHS },
  es: {
    ...GERMAN_PATHS,
    overview: '/productos/todos-los-articulos-{overview}',
    pdp: '/productos/{pdp}',
    sell: '/vender/{category}',
    contact: '/contacto',
    search: '/buscar',
  },
  fr: {
    ...GERMAN_PATHS,
    overview: '/produits/apercu-{overview}',
    pdp: '/produits/{pdp}',
    sell: '/catalogue/{category}',
    contact: '/contact',
    search: '/recherche',
  },
  it: {
    ...GERMAN_PATHS,
    overview: '/prodotti/panoramica-{overview}',
    pdp: '/prodotti/{pdp}',
    sell: '/catalogo/{category}',
    contact: '/contatti',
    checkout: '/guardare',
    thankYou: '/grazie',
    search: '/cerca',
  },
};

export type RouteSetId = CountryCode | 'base';

export interface RouteDef {
  /** Full route name: `pdp` in the base set, `pdp___de` in Germany's. */
  name: string;
  base: RouteBaseName;
  set: RouteSetId;
  path: string;
  remote: RemoteName;
  page: string;
  layout: Layout;
  /** Parameter names in path order, with the shape each must have. */
  params: { name: string; shape: ParamShape }[];
  /** Compiled matcher. */
  regex: RegExp;
  /** The validate step: every parameter has its shape, then the route's own rule, if any. */
  validate: (params: Readonly<Record<string, string>>) => boolean;
}

export function routeName(base: RouteBaseName, set: RouteSetId): string {
  return set === 'base' ? base : `${base}___${set}`;
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of path.matchAll(PLACEHOLDER)) {
    source += escapeRegex(path.slice(last, m.index));
    names.push(m[1]!);
    // A parameter never spans a slash; where two share a segment, ':' separates them.
    source += '([^/:]+)';
    last = m.index! + m[0].length;
  }
  source += escapeRegex(path.slice(last));
  return { regex: new RegExp(`^${source}$`), names };
}

function buildSet(set: RouteSetId, paths: Partial<Record<RouteBaseName, string>>): RouteDef[] {
  const defs: RouteDef[] = [];
  for (const base of ROUTE_BASE_NAMES) {
    const path = paths[base];
    if (path === undefined) continue;
    const target = ROUTE_TARGETS[base];
    const { regex, names } = compile(path);
    const params = names.map((name) => ({ name, shape: target.params[name] ?? ('slug' as ParamShape) }));
    const own = target.validate;
    defs.push({
      name: routeName(base, set),
      base,
      set,
      path,
      remote: target.remote,
      page: target.page,
      layout: target.layout,
      params,
      regex,
      // Pairs (`{id}:{trade}`, `/{id}/{trade}`) are checked as pairs: both present, both shaped.
      validate: (values) => params.every((p) => paramHasShape(p.shape, values[p.name])) && (!own || own(values, set)),
    });
  }
  return sortBySpecificity(defs);
}

/**
 * More specific paths first: more fixed characters win, so `/produkte/uebersicht-{overview}`
 * is tried before `/produkte/{pdp}` and `/newsletter/unsubscribe/success` before the hash route.
 */
function sortBySpecificity(defs: RouteDef[]): RouteDef[] {
  const fixed = (path: string) => path.replace(PLACEHOLDER, '').length;
  return defs
    .map((def, index) => ({ def, index }))
    .sort((a, b) => fixed(b.def.path) - fixed(a.def.path) || a.index - b.index)
    .map(({ def }) => def);
}

export const ROUTE_SETS: Readonly<Record<RouteSetId, readonly RouteDef[]>> = Object.freeze({
  base: buildSet('base', BASE_PATHS),
  ...(Object.fromEntries(COUNTRY_CODES.map((cc) => [cc, buildSet(cc, COUNTRY_PATHS[cc])])) as Record<
    CountryCode,
    RouteDef[]
  >),
});

export function routesFor(country: CountryCode): readonly RouteDef[] {
  return ROUTE_SETS[country];
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Longest path we try to match; anything longer is not a page of ours. */
export const MAX_PATH_LENGTH = 1024;

/**
 * Matches a pathname (no query, no hash) against a route set. Returns null when nothing matches,
 * including for undecodable parameters and overlong paths.
 */
export function matchRoute(set: RouteSetId, pathname: string): RouteMatch | null {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of ROUTE_SETS[set]) {
    const m = route.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      route.params.forEach((p, i) => {
        params[p.name] = decodeURIComponent(m[i + 1]!);
      });
    } catch {
      return null;
    }
    return { route, params };
  }
  return null;
}

export type RouteResolution =
  | { kind: 'page'; match: RouteMatch }
  /** The path has a route's form, but its validate step failed: an error (404), never the page. */
  | { kind: 'invalid'; match: RouteMatch }
  | { kind: 'none' };

/**
 * Matches a pathname and runs the route's validate step. The host (in the browser) and the server
 * both decide with this, so a customer and a crawler get the same answer for every path.
 */
export function resolveRoute(set: RouteSetId, pathname: string): RouteResolution {
  const match = matchRoute(set, pathname);
  if (!match) return { kind: 'none' };
  return match.route.validate(match.params) ? { kind: 'page', match } : { kind: 'invalid', match };
}

/** Finds a route of a country's set by full name (`pdp___de`) or base name (`pdp`). */
export function findRoute(country: CountryCode, name: string): RouteDef | undefined {
  const [base, suffix] = name.split('___');
  if (suffix !== undefined && suffix !== country) return undefined;
  return ROUTE_SETS[country].find((r) => r.base === base);
}

/**
 * Whether a redirect target stays on this site: a path, never `//host` or `/\host` (browsers read
 * `\` as `/`), with no control character a URL parser drops (`/\t/host` is `//host` to it).
 */
export function isLocalPath(location: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(location) && !/[\u0000-\u001f\u007f]/.test(location);
}

export class RouteBuildError extends Error {}

/**
 * Builds the path of a route of a country. Accepts the base name or the country's own full name;
 * a name of another country's set is refused, so no link leads across countries.
 */
export function buildPath(country: CountryCode, name: string, params: Record<string, string | number> = {}): string {
  const route = findRoute(country, name);
  if (!route) throw new RouteBuildError(`route "${name}" does not exist in country "${country}"`);
  return route.path.replace(PLACEHOLDER, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === '')
      throw new RouteBuildError(`route "${route.name}" needs parameter "${param}"`);
    return encodeURIComponent(String(value));
  });
}
