/**
 * The spec's base (unlocalized) routes as old links (docs/routes.md). Mails, bookmarks and partner
 * sites still link `/contact`, `/sell/{category}`, `/account/password/reset`; every country serves
 * its own localized paths, so a base path that is no page of the host's country leads, with a 301,
 * to the same page in that country: its path, the parameters and the query kept, a content or
 * catalogue slug translated into the country's language. A base route the country does not have
 * (the B2B landing page outside Germany), or a slug that names nothing there, is a 404.
 */
import { CONTENT_PAGE_SLUGS, contentPageKeyBySlug, type ContentPageKey } from '../content-pages';
import { COUNTRY_CODES, type CountryCode } from '../countries';
import { buildPath, findRoute, isLocalPath, matchRoute, type RouteBaseName } from '../routes';

/**
 * The catalogue's slugs differ per language (`/sell/smartphones` is `/vender/moviles` in Spain) and
 * live in the database: the server translates them with the catalogue it holds.
 */
export interface CatalogueSlugs {
  /** The country's url of the category, manufacturer or series whose url is `slug` in some language; null if none. */
  node(country: CountryCode, slug: string): string | null;
  /** The country's url of the device whose url is `slug` in some language, if the country buys it; null if not. */
  device(country: CountryCode, slug: string): string | null;
}

export type BaseRouteOutcome =
  | { kind: 'redirect'; status: 301; location: string }
  /** A base route the country does not have, or whose slug names nothing there: 404. */
  | { kind: 'notFound' }
  /** The target depends on the catalogue, which only the server holds (the browser loads the URL from it). */
  | { kind: 'catalogue' };

function contentKeyOf(slug: string): ContentPageKey | undefined {
  for (const cc of COUNTRY_CODES) {
    const key = contentPageKeyBySlug(cc, slug);
    if (key) return key;
  }
  return undefined;
}

interface Target {
  name: RouteBaseName;
  params: Record<string, string>;
}

/** Where a valid base route leads in a country; null for no page there. */
function targetOf(
  country: CountryCode,
  base: RouteBaseName,
  params: Record<string, string>,
  catalogue: CatalogueSlugs,
): Target | null {
  switch (base) {
    case 'content': {
      const key = contentKeyOf(params.contentPages ?? '');
      return key ? { name: 'content', params: { content: CONTENT_PAGE_SLUGS[country][key] } } : null;
    }
    case 'sell': {
      const category = catalogue.node(country, params.category ?? '');
      return category ? { name: 'sell', params: { category } } : null;
    }
    // One pattern in the base set: a device's url is a product page, a category's, manufacturer's
    // or series' url its overview.
    case 'pdp':
    case 'overview': {
      const slug = params.pdp ?? params.overview ?? '';
      const pdp = catalogue.device(country, slug);
      if (pdp) return { name: 'pdp', params: { pdp } };
      const overview = catalogue.node(country, slug);
      return overview ? { name: 'overview', params: { overview } } : null;
    }
    default:
      return { name: base, params };
  }
}

const CATALOGUE_ROUTES: ReadonlySet<RouteBaseName> = new Set(['sell', 'pdp', 'overview']);

/**
 * What a base path means on a country's host, or null when it is not one of the spec's base routes
 * with well-formed parameters (then it is simply unknown). Call it only for paths that are no page
 * of the country: a base path the country serves as it is (`/checkout` outside Italy) is its page.
 * Without `catalogue`, a sell or product path answers `catalogue`.
 */
export function resolveBaseRoute(
  country: CountryCode,
  pathname: string,
  search = '',
  catalogue?: CatalogueSlugs,
): BaseRouteOutcome | null {
  const match = matchRoute('base', pathname);
  if (!match || !match.route.validate(match.params)) return null;
  const base = match.route.base;
  if (CATALOGUE_ROUTES.has(base) && !catalogue) return { kind: 'catalogue' };
  const target = targetOf(country, base, match.params, catalogue!);
  if (!target || !findRoute(country, target.name)) return { kind: 'notFound' };
  const path = buildPath(country, target.name, target.params);
  // The country's own path is its page, never a redirect to itself.
  if (path === pathname || !isLocalPath(path)) return null;
  return { kind: 'redirect', status: 301, location: withSearch(path, search) };
}

/** The query as it came; one with characters a URL does not carry raw is written anew, percent-encoded. */
function withSearch(path: string, search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  const query = /^[\x21-\x7e]*$/.test(raw) ? raw : new URLSearchParams(raw).toString();
  return query ? `${path}?${query}` : path;
}
