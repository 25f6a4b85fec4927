import { isLocalPath, MAX_PATH_LENGTH, resolveRoute, type RouteMatch, type Site } from 'config';
import { resolveOldUrl, type CatalogueSlugs } from 'config/redirects';

/** Longest query string we read; a longer URL answers 414. */
export const MAX_QUERY_LENGTH = 2048;

export type PageResolution =
  | { kind: 'page'; status: 200; match: RouteMatch }
  | { kind: 'redirect'; status: 301; location: string; family: string }
  /** The error page: 404 for an unknown path or a failed validate step, 400 for an unreadable one, 414 for an overlong one. */
  | { kind: 'error'; status: 400 | 404 | 414; path: string; match?: RouteMatch };

function splitUrl(url: string): { pathname: string; search: string } {
  const hash = url.indexOf('#');
  const noHash = hash === -1 ? url : url.slice(0, hash);
  const q = noHash.indexOf('?');
  return q === -1 ? { pathname: noHash, search: '' } : { pathname: noHash.slice(0, q), search: noHash.slice(q) };
}

/**
 * What the server answers for a URL of a site, deciding exactly as the host does in the browser
 * (the same route table, validate steps and redirect data), so crawlers and customers get the
 * same status for every path. A sell or product path of the spec's base set is translated with the
 * catalogue's slugs: without `catalogue` it answers `catalogue`.
 */
export function resolvePage(site: Site, url: string, catalogue: CatalogueSlugs): PageResolution;
export function resolvePage(site: Site, url: string): PageResolution | { kind: 'catalogue' };
export function resolvePage(
  site: Site,
  url: string,
  catalogue?: CatalogueSlugs,
): PageResolution | { kind: 'catalogue' } {
  const { pathname, search } = splitUrl(url);
  if (pathname.length > MAX_PATH_LENGTH || search.length > MAX_QUERY_LENGTH)
    return { kind: 'error', status: 414, path: pathname.slice(0, 200) };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'error', status: 400, path: pathname };
  }
  // Control characters (a NUL, a line break) are never part of one of our URLs.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { kind: 'error', status: 400, path: pathname };

  // One URL per page: `/kontakt/` is `/kontakt`.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const location = pathname.replace(/\/+$/, '') || '/';
    if (isLocalPath(location))
      return { kind: 'redirect', status: 301, location: location + search, family: 'trailingSlash' };
  }

  const route = resolveRoute(site.country, pathname);
  if (route.kind === 'page') return { kind: 'page', status: 200, match: route.match };

  const old = resolveOldUrl(site.country, pathname, search, catalogue);
  if (old?.kind === 'catalogue') return old;
  if (old?.kind === 'redirect' && isLocalPath(old.location))
    return { kind: 'redirect', status: 301, location: old.location, family: old.family };

  return route.kind === 'invalid'
    ? { kind: 'error', status: 404, path: pathname, match: route.match }
    : { kind: 'error', status: 404, path: pathname };
}

/** Without a catalogue module no slug names anything. */
const NO_CATALOGUE: CatalogueSlugs = { node: () => null, device: () => null };
/** A catalogue that cannot be read now: the slug goes as it is, and the page it leads to decides. */
const SLUGS_AS_THEY_ARE: CatalogueSlugs = { node: (_, slug) => slug, device: (_, slug) => slug };

/** `resolvePage`, asking the catalogue only for a base sell or product path. */
export async function resolvePageWithCatalogue(
  site: Site,
  url: string,
  catalogueSlugs: (() => Promise<CatalogueSlugs>) | null,
  log: { warn(obj: object, msg: string): void },
): Promise<PageResolution> {
  const page = resolvePage(site, url);
  if (page.kind !== 'catalogue') return page;
  let catalogue = NO_CATALOGUE;
  try {
    if (catalogueSlugs) catalogue = await catalogueSlugs();
  } catch (error) {
    log.warn({ err: error }, 'catalogue unavailable; a base path keeps its slug');
    catalogue = SLUGS_AS_THEY_ARE;
  }
  return resolvePage(site, url, catalogue);
}
