import { countries, COUNTRY_CODES, equivalentPaths, NOINDEX_ROUTES, resolveRoute, routesFor, shopModeIsIndexed, shopOrigin, sitemapPaths, type Site } from 'config';
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

/**
 * sitemap.xml of a host: its indexed pages, each with its equivalents in the other countries
 * (hreflang), plus what other modules add (the catalogue's pages) through `sources`.
 */
export function sitemapXml(site: Site, request: RequestOrigin, extraPaths: readonly string[] = []): string | null {
  if (!shopModeIsIndexed(site.shopMode)) return null;
  const origin = shopOrigin(site.country, site.shopMode, request.host, request.protocol);
  if (!origin) return null;
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const path of [...sitemapPaths(site.country), ...extraPaths]) {
    if (seen.has(path)) continue;
    seen.add(path);
    const res = resolveRoute(site.country, path);
    if (res.kind !== 'page' || NOINDEX_ROUTES.has(res.match.route.base)) continue;
    const links: string[] = [];
    if (site.shopMode === 'default') {
      const equivalents = equivalentPaths(res.match);
      for (const cc of COUNTRY_CODES) {
        const other = equivalents[cc];
        const otherOrigin = shopOrigin(cc, 'default', request.host, request.protocol);
        if (other && otherOrigin) links.push(`<xhtml:link rel="alternate" hreflang="${countries[cc].icuLocale}" href="${escapeHtml(otherOrigin + other)}"/>`);
      }
    }
    entries.push(`<url><loc>${escapeHtml(origin + path)}</loc>${links.length > 1 ? links.join('') : ''}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

