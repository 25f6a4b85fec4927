import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSite, type RouteBaseName, type RouteMatch, type Site } from 'config';
import type { CatalogueSlugs } from 'config/redirects';
import { crawlerRoutes, type SitemapSource } from './crawler-routes';
import { escapeHtml } from './html';
import { renderHead, type HeadOverride } from './page-head';
import { securityHeaders } from './page-security';
import { personalizationCopy } from './personalization-cookie';
import { requestOrigin } from './request-origin';
import { resolvePageWithCatalogue, type PageResolution } from './resolve-page';
import { createFirstView, type PrimedRequests } from './server-render';
import { siteErrorPage } from './site-error-page';
import { readCookies } from '../../lib/cookies';

/** Release health samples one page load in ten in production unless RELEASE_HEALTH_SAMPLE_RATE says otherwise. */
const DEFAULT_PRODUCTION_SAMPLE_RATE = 0.1;
/** HTML is never served from a cache without asking: a new host build shows at once. */
export const HTML_CACHE_CONTROL = 'no-cache, no-store, must-revalidate';

/**
 * What a feature module may tell the server about its pages (docs/decisions/0025-seo-heads-and-sitemaps.md): a better
 * title and description for a page (the catalogue names the device), or that the thing a valid
 * path names does not exist (404, no soft 404s); and more paths for the sitemap.
 */
export type HeadResolver = (site: Site, match: RouteMatch) => Promise<(HeadOverride & { notFound?: boolean }) | null>;
export type { SitemapEntry } from './crawlers';
export type { HeadOverride } from './page-head';
export type { PrimedRequests } from './server-render';

export interface ShopPagesRegistry {
  addHeadResolver(route: RouteBaseName, resolver: HeadResolver): void;
  addPrimedRequests(route: RouteBaseName, requests: PrimedRequests): void;
  addSitemapSource(source: SitemapSource): void;
  /** The catalogue's slugs, which translate the spec's base sell and product paths (docs/routes.md). */
  setCatalogueSlugs(source: () => Promise<CatalogueSlugs>): void;
  /**
   * What primed answers are made of has changed (an editor saved CMS content): this process asks
   * afresh for the next page. Other instances keep theirs for at most PRIMED_ANSWER_CACHE_MS (server-render/primed-answers.ts).
   */
  forgetPrimedAnswers(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the shop's HTML (or the site error page) and the given status. */
    sendShopPage(request: FastifyRequest, reply: FastifyReply, status?: number): Promise<FastifyReply>;
    shopPages: ShopPagesRegistry;
  }
}

const NOT_BUILT = 'The shop is not built yet: run `npm run build` (npm start does it for you).';

/**
 * Every page URL of the shop: the host's HTML with the right status (200 for a route of the site's
 * country, 301 for a redirect, 404 for an unknown path or a failed validate step, 400 and 414 for
 * unreadable and overlong URLs) and the page's head for search engines; robots.txt and sitemap.xml
 * per host; the site error page for a hostname that maps to no shop. API paths never end up here.
 */
export default fp(
  async function shopPages(app: FastifyInstance) {
    const storeOrigin = app.remoteStore.external ? new URL(app.remoteStore.publicBase).origin : null;
    // Where the host's loader takes remote versions from, when not from this origin's /remotes.
    const storeTag = app.remoteStore.external
      ? `<meta name="shop-remote-store" content="${escapeHtml(app.remoteStore.publicBase)}">`
      : null;
    // The share of page loads whose browsers report remote loads and Web Vitals (release health): all of
    // them outside production, so a handful of test page loads shows at once.
    const sampleRate =
      app.env.RELEASE_HEALTH_SAMPLE_RATE ?? (app.env.NODE_ENV === 'production' ? DEFAULT_PRODUCTION_SAMPLE_RATE : 1);
    const healthTag = `<meta name="shop-health-sample" content="${sampleRate}">`;
    // Pages' HTML is made per request (head, primed answers), so it is compressed as it is sent; static
    // files have brotli and gzip twins from the build, and API answers are left as they are.
    await app.register(compress, {
      global: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    const headResolvers = new Map<RouteBaseName, HeadResolver[]>();
    const primedRequests = new Map<RouteBaseName, PrimedRequests[]>();
    const sitemapSources: SitemapSource[] = [];
    let catalogueSlugs: (() => Promise<CatalogueSlugs>) | null = null;
    const firstView = createFirstView(app, primedRequests);
    app.decorate('shopPages', {
      addHeadResolver: (route, resolver) => headResolvers.set(route, [...(headResolvers.get(route) ?? []), resolver]),
      addPrimedRequests: (route, requests) =>
        primedRequests.set(route, [...(primedRequests.get(route) ?? []), requests]),
      addSitemapSource: (source) => void sitemapSources.push(source),
      setCatalogueSlugs: (source) => void (catalogueSlugs = source),
      forgetPrimedAnswers: firstView.forgetPrimedAnswers,
    } satisfies ShopPagesRegistry);

    async function resolveHeadOverride(
      request: FastifyRequest,
      site: Site,
      match: RouteMatch,
    ): Promise<(HeadOverride & { notFound?: boolean }) | null> {
      for (const resolver of headResolvers.get(match.route.base) ?? []) {
        try {
          const result = await resolver(site, match);
          if (result) return result;
        } catch (error) {
          request.log.warn(
            { err: error, route: match.route.name },
            'page head resolver failed; using the route defaults',
          );
        }
      }
      return null;
    }

    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      site: Site,
      page: Exclude<PageResolution, { kind: 'redirect' }>,
    ) {
      let resolved = page;
      let override: HeadOverride | null = null;
      if (page.kind === 'page') {
        const extra = await resolveHeadOverride(request, site, page.match);
        if (extra?.notFound)
          resolved = { kind: 'error', status: 404, path: request.url.split('?')[0]!.slice(0, 1024), match: page.match };
        else override = extra;
      }
      const head = renderHead(site, resolved, requestOrigin(request), override);
      const cookies = readCookies(request.headers.cookie);
      const html = await firstView.html(request, {
        site,
        match: resolved.kind === 'page' ? resolved.match : null,
        status: resolved.status,
        title: head.title,
        headTags: [...head.tags, healthTag, ...(storeTag ? [storeTag] : [])],
        cookies,
      });
      if (html === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const copy = personalizationCopy(site, cookies, request.protocol === 'https');
      if (copy) void reply.header('Set-Cookie', copy);
      void reply.status(resolved.status).type('text/html; charset=utf-8');
      // Compressed when the browser takes it (@fastify/compress, below): the first response of every page
      // view. A URL the router could not decode is answered before routing, on a reply without it.
      if (typeof reply.compress === 'function') reply.compress(html);
      else void reply.send(html);
      return reply;
    }

    function siteOf(request: FastifyRequest, reply: FastifyReply): Site | null {
      const resolution = resolveSite(request.headers.host);
      void reply
        .headers(securityHeaders(resolution.ok ? resolution.site : null, storeOrigin))
        .header('Cache-Control', HTML_CACHE_CONTROL);
      if (resolution.ok) return resolution.site;
      void reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(siteErrorPage(resolution.error, resolution.hostname));
      return null;
    }

    // A URL the router could not even decode: the shop's error page with 400.
    app.decorate('sendShopPage', async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
      const site = siteOf(request, reply);
      if (!site) return reply;
      const pathname = request.url.split('?')[0]!.slice(0, 1024);
      const page: Exclude<PageResolution, { kind: 'redirect' }> =
        status === 200
          ? { kind: 'error', status: 404, path: pathname }
          : { kind: 'error', status: status === 414 ? 414 : status === 404 ? 404 : 400, path: pathname };
      return sendPage(request, reply, site, page);
    });

    async function handler(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0]!;
      if (pathname.startsWith('/api/') || pathname === '/api') {
        return reply.status(404).send({
          statusCode: 404,
          code: 'not_found',
          message: `Route ${request.method} ${pathname.slice(0, 200)} not found`,
          requestId: request.id,
        });
      }
      const site = siteOf(request, reply);
      if (!site) return reply;
      const page = await resolvePageWithCatalogue(site, request.url, catalogueSlugs, request.log);
      if (page.kind === 'redirect') return reply.redirect(page.location, 301);
      return sendPage(request, reply, site, page);
    }

    crawlerRoutes(app, sitemapSources);

    app.get('/*', { schema: { hide: true } }, handler);
    app.get('/', { schema: { hide: true } }, handler);
  },
  { name: 'shop-pages', dependencies: ['env', 'metrics'] },
);
