import { countries, COUNTRY_CODES, type CountryCode, resolveRoute, routesFor, shopOrigin, type Site } from 'config';
import { equivalentPaths, NOINDEX_ROUTES, shopModeIsIndexed, sitemapPaths } from 'config/seo';
import { escapeHtml } from './html';

interface RequestOrigin {
  host: string;
  protocol: 'http' | 'https';
}

/**
 * robots.txt of a host: the shop's own steps (checkout, account, mail links, search results) are
 * closed to crawlers in the country's own paths, and the sitemap is named. Partner widgets live
 * inside other sites and are closed entirely.
 */
export function robotsTxt(site: Site, request: RequestOrigin): string {
  if (!shopModeIsIndexed(site.shopMode)) return 'User-agent: *\nDisallow: /\n';
  const closed = new Set<string>();
  for (const route of routesFor(site.country)) {
    if (!NOINDEX_ROUTES.has(route.base)) continue;
    // The fixed part of the path up to its first parameter: `/clarification/{id}/{trade}` -> `/clarification/`.
    const brace = route.path.indexOf('{');
    closed.add(brace === -1 ? route.path : route.path.slice(0, brace));
  }
  const origin = shopOrigin(site.country, site.shopMode, request.host, request.protocol);
  const lines = ['User-agent: *', ...[...closed].sort().map((p) => `Disallow: ${p}`), 'Allow: /', ''];
  if (origin) lines.push(`Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** A page for the sitemap, with its equivalents in the other countries when the route table cannot know them (catalogue pages). */
export interface SitemapEntry {
  path: string;
  alternates?: Partial<Record<CountryCode, string>>;
}

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB; with five hreflang links an
 * entry is about 800 bytes, so 10,000 keep a file near 8 MB. A host with more pages (a catalogue
 * of 100,000 devices) gets a sitemap index at /sitemap.xml and its pages at /sitemaps/<n>.xml.
 */
export const SITEMAP_MAX_URLS = 10_000;
/** Entries written between two turns of the event loop. */
const SITEMAP_YIELD_EVERY = 1_000;
/** Files one sitemap index lists at most (the protocol's limit); 500 million URLs. */
export const SITEMAP_MAX_FILES = 50_000;

/**
 * The `<url>` elements of a host's sitemap: its indexed pages, each with its equivalents in the
 * other countries (hreflang), plus what other modules add (the catalogue's pages). Paths that are
 * no indexed page of the host are left out. Null for a host that is not indexed.
 */
export async function sitemapUrls(
  site: Site,
  request: RequestOrigin,
  extra: readonly (string | SitemapEntry)[] = [],
): Promise<string[] | null> {
  if (!shopModeIsIndexed(site.shopMode)) return null;
  const origin = shopOrigin(site.country, site.shopMode, request.host, request.protocol);
  if (!origin) return null;
  const seen = new Set<string>();
  const entries: string[] = [];
  const otherOrigins = COUNTRY_CODES.map(
    (cc) => [cc, shopOrigin(cc, 'default', request.host, request.protocol)] as const,
  );
  let done = 0;
  for (const item of [...sitemapPaths(site.country), ...extra]) {
    // 100,000 pages take seconds: let the requests of customers in between.
    if (++done % SITEMAP_YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    const { path, alternates } = typeof item === 'string' ? { path: item, alternates: undefined } : item;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = resolveRoute(site.country, path);
    if (res.kind !== 'page' || NOINDEX_ROUTES.has(res.match.route.base)) continue;
    const links: string[] = [];
    if (site.shopMode === 'default') {
      const equivalents = alternates ?? equivalentPaths(res.match);
      for (const [cc, otherOrigin] of otherOrigins) {
        const other = equivalents[cc];
        if (other && otherOrigin)
          links.push(
            `<xhtml:link rel="alternate" hreflang="${countries[cc].icuLocale}" href="${escapeHtml(otherOrigin + other)}"/>`,
          );
      }
    }
    entries.push(`<url><loc>${escapeHtml(origin + path)}</loc>${links.length > 1 ? links.join('') : ''}</url>`);
  }
  return entries;
}

/** A `<urlset>` of the given `<url>` elements. */
export function urlsetXml(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index naming `/sitemaps/1.xml` .. `/sitemaps/<files>.xml` of the host. */
export function sitemapIndexXml(site: Site, request: RequestOrigin, files: number): string | null {
  const origin = shopOrigin(site.country, site.shopMode, request.host, request.protocol);
  if (!origin) return null;
  const items = Array.from(
    { length: Math.min(files, SITEMAP_MAX_FILES) },
    (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}
