import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { COUNTRY_CODES, resolveSite, shopOrigin, type Site } from 'config';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndexXml, sitemapUrls, urlsetXml, type SitemapEntry } from './crawlers';
import { requestOrigin } from './request-origin';

/** How long a host's sitemap entries are reused before they are built again. */
const SITEMAP_CACHE_MS = 10 * 60 * 1000;

export type SitemapSource = (site: Site) => Promise<readonly (string | SitemapEntry)[]>;

/** robots.txt and the sitemaps of each host; `sitemapSources` are the feature modules' extra pages. */
export function crawlerRoutes(app: FastifyInstance, sitemapSources: readonly SitemapSource[]): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const resolution = resolveSite(request.headers.host);
    void reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    if (!resolution.ok) return reply.status(404).send(`${resolution.error}\n`);
    return reply.send(robotsTxt(resolution.site, requestOrigin(request)));
  });

  /**
   * A host's sitemap entries are built at most once per SITEMAP_CACHE_MS (ten minutes; crawlers
   * are told an hour): with 100,000 devices that takes seconds, and the index and each of its
   * files would otherwise build it again. Keyed by the origins the entries are written with (not
   * the raw Host header), so another port or spelling of a production host cannot force a rebuild.
   */
  const sitemapCache = new Map<string, { at: number; urls: Promise<string[] | null> }>();
  async function sitemapOf(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ site: Site; urls: string[] } | null> {
    const resolution = resolveSite(request.headers.host);
    if (!resolution.ok) {
      void reply.status(404).type('text/plain; charset=utf-8').send(`${resolution.error}\n`);
      return null;
    }
    const site = resolution.site;
    const origin = requestOrigin(request);
    const key = [
      site.country,
      site.shopMode,
      ...COUNTRY_CODES.map((cc) =>
        shopOrigin(cc, cc === site.country ? site.shopMode : 'default', origin.host, origin.protocol),
      ),
    ].join('|');
    let cached = sitemapCache.get(key);
    if (!cached || Date.now() - cached.at > SITEMAP_CACHE_MS) {
      const urls = (async () => {
        const extra: (string | SitemapEntry)[] = [];
        for (const source of sitemapSources) {
          try {
            extra.push(...(await source(site)));
          } catch (error) {
            app.log.warn({ err: error }, 'sitemap source failed; leaving its pages out');
          }
        }
        return sitemapUrls(site, origin, extra);
      })();
      cached = { at: Date.now(), urls };
      // Only hosts that resolve to a site get here, so the map stays as small as the list of hosts.
      if (sitemapCache.size > 100) sitemapCache.clear();
      sitemapCache.set(key, cached);
      urls.catch(() => sitemapCache.delete(key));
    }
    const urls = await cached.urls;
    if (urls === null) {
      void reply.status(404).type('text/plain; charset=utf-8').send('no sitemap: this host is not indexed\n');
      return null;
    }
    return { site, urls };
  }

  // One file while the host has at most SITEMAP_MAX_URLS pages; beyond that an index of files.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const sitemap = await sitemapOf(request, reply);
    if (!sitemap) return reply;
    const xml =
      sitemap.urls.length <= SITEMAP_MAX_URLS
        ? urlsetXml(sitemap.urls)
        : sitemapIndexXml(sitemap.site, requestOrigin(request), Math.ceil(sitemap.urls.length / SITEMAP_MAX_URLS));
    if (xml === null)
      return reply.status(404).type('text/plain; charset=utf-8').send('no sitemap: this host is not indexed\n');
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().max(16) }) } },
    async (request, reply) => {
      const page = /^([1-9][0-9]{0,4})\.xml$/.exec((request.params as { file: string }).file)?.[1];
      if (!page) return reply.status(404).type('text/plain; charset=utf-8').send('no such sitemap\n');
      const sitemap = await sitemapOf(request, reply);
      if (!sitemap) return reply;
      const from = (Number(page) - 1) * SITEMAP_MAX_URLS;
      // A host that fits into one file has only /sitemap.xml.
      if (sitemap.urls.length <= SITEMAP_MAX_URLS || from >= sitemap.urls.length)
        return reply.status(404).type('text/plain; charset=utf-8').send('no such sitemap\n');
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(urlsetXml(sitemap.urls.slice(from, from + SITEMAP_MAX_URLS)));
    },
  );
}
