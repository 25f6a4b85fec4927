/**
 * Redirects as data (spec section 2): old URLs of each country and where they lead now. The server
 * answers them with 301; the host applies the same table in the browser for links inside the shop.
 *
 * This module is its own package entry (`config/redirects`), not part of `config`: the host loads
 * it only when a path matches no route, so the lists (France's is long) never weigh on a page load.
 */
import type { CountryCode } from '../countries';
import { buildPath } from '../routes';
import { resolveBaseRoute, type CatalogueSlugs } from './base-routes';
import { REDIRECT_SETS } from './build-sets';
import type { ExactRedirect, RedirectFamily } from './types';

export { REDIRECT_SETS } from './build-sets';
export * from './types';
export * from './legacy-paths';
export * from './base-routes';

/** Old URLs are matched without regard to case, a trailing slash or an old file suffix. */
const OLD_SUFFIX = /\.(?:html?|php)$/;

/**
 * The form an old path is looked up in: decoded, lower case, single slashes, no trailing slash,
 * no `.html`/`.htm`/`.php`. Null for a path that cannot be decoded.
 */
export function normalizeLegacyPath(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  path = path.replace(OLD_SUFFIX, '');
  return path.startsWith('/') ? path : `/${path}`;
}

const exactIndex = new Map<CountryCode, Map<string, ExactRedirect>>();

function indexOf(country: CountryCode): Map<string, ExactRedirect> {
  let index = exactIndex.get(country);
  if (!index) {
    index = new Map(REDIRECT_SETS[country].exact.map((r) => [r.from, r]));
    exactIndex.set(country, index);
  }
  return index;
}

export interface RedirectResult {
  status: 301;
  /** Path and query of the new URL, e.g. `/content/agb?utm_source=flyer`. */
  location: string;
  family: RedirectFamily;
}

/** Longest path looked up; anything longer is no old URL of ours. */
const MAX_LEGACY_PATH = 512;

/**
 * Where an old URL of a country leads now, or null. The query string is carried over (campaign
 * parameters must survive a redirect), except parameters the target consumed.
 */
export function resolveRedirect(country: CountryCode, pathname: string, search = ''): RedirectResult | null {
  if (pathname.length > MAX_LEGACY_PATH) return null;
  const path = normalizeLegacyPath(pathname);
  if (path === null) return null;
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const set = REDIRECT_SETS[country];

  const exact = indexOf(country).get(path);
  if (exact)
    return {
      status: 301,
      location: withQuery(buildPath(country, exact.to.name, exact.to.params), query),
      family: exact.family,
    };

  for (const pattern of set.patterns) {
    const target = pattern.match(path, query);
    if (!target) continue;
    for (const name of pattern.consumes ?? []) query.delete(name);
    return {
      status: 301,
      location: withQuery(buildPath(country, target.name, target.params), query),
      family: pattern.family,
    };
  }
  return null;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export type OldUrlOutcome =
  | { kind: 'redirect'; status: 301; location: string; family: RedirectFamily | 'baseRoute' }
  /** A base route the country does not have, or a slug that names nothing there: 404. */
  | { kind: 'notFound' }
  /** A base route whose target only the server can name (catalogue slugs). */
  | { kind: 'catalogue' };

/**
 * What a path that is no page of the country means: an old URL of the country's lists, then one of
 * the spec's base routes (base-routes.ts); null when it is neither (404). The server and the host
 * both decide with this.
 */
export function resolveOldUrl(
  country: CountryCode,
  pathname: string,
  search = '',
  catalogue?: CatalogueSlugs,
): OldUrlOutcome | null {
  const redirect = resolveRedirect(country, pathname, search);
  if (redirect) return { kind: 'redirect', ...redirect };
  const base = resolveBaseRoute(country, pathname, search, catalogue);
  return base?.kind === 'redirect' ? { ...base, family: 'baseRoute' } : base;
}
