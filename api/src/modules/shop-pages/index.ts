import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod';
import { COUNTRY_CODES, resolveSite, shopOrigin, type RouteBaseName, type RouteMatch, type Site } from 'config';
import type { CatalogueSlugs } from 'config/redirects';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndexXml, sitemapUrls, urlsetXml, type SitemapEntry } from './crawlers';
import { escapeHtml } from './html';
import { renderHead, type HeadOverride } from './page-head';
import { personalizationCopy } from './personalization-cookie';
import { StartPreloads } from './preload';
import { resolvePageWithCatalogue, type PageResolution } from './resolve-page';
import { fallbackKind } from '../../plugins/metrics';
import { underRequestId } from '../../plugins/request-id';
import { ServerRenderer } from './server-render';
import { HtmlShell } from './shell';
import { siteErrorPage } from './site-error-page';

/** HTML is never served from a cache without asking: a new host build shows at once. */
export const HTML_CACHE_CONTROL = 'no-cache, no-store, must-revalidate';
/** The element the shop's HTTP client reads primed answers from (shared/src/http/index.ts). */
export const PRIMED_ANSWERS_ELEMENT_ID = 'shop-primed-answers';
/** How long a primed answer is reused for the next pages before the API is asked again (ms). */
export const PRIMED_ANSWER_CACHE_MS = 5000;
/** At most this many primed answers are kept for reuse. */
const PRIMED_CACHE_ENTRIES = 500;
/** Primed answers larger than this are left to the page to ask for (bytes). */
const PRIMED_ANSWER_MAX_BYTES = 256 * 1024;
/** How long a host's sitemap entries are reused before they are built again. */
export const SITEMAP_CACHE_MS = 10 * 60 * 1000;

/**
 * What a feature module may tell the server about its pages (docs/decisions/0025-seo-heads-and-sitemaps.md): a better
 * title and description for a page (the catalogue names the device), or that the thing a valid
 * path names does not exist (404, no soft 404s); and more paths for the sitemap.
 */
export type HeadResolver = (site: Site, match: RouteMatch) => Promise<(HeadOverride & { notFound?: boolean }) | null>;
export type SitemapSource = (site: Site) => Promise<readonly (string | SitemapEntry)[]>;
/**
 * Public, read-only requests of the API a page's first view makes, which the server answers into
 * the page (shared/src/http/primed-answers.ts): `url` with its query and the media type it accepts
 * as the page asks them, and a POST's JSON body as `data` (the search service's queries). Never a
 * request that changes something or depends on who asks.
 */
export interface PrimedRequest {
  method?: 'GET' | 'POST';
  url: string;
  accept: string;
  data?: unknown;
}
/** A route's primed requests; a source may need to look something up first (the catalogue's node of a sell url). */
export type PrimedRequests = (
  site: Site,
  match: RouteMatch,
) => readonly PrimedRequest[] | Promise<readonly PrimedRequest[]>;
export type { SitemapEntry } from './crawlers';
export type { HeadOverride } from './page-head';

export interface ShopPagesRegistry {
  addHeadResolver(route: RouteBaseName, resolver: HeadResolver): void;
  addPrimedRequests(route: RouteBaseName, requests: PrimedRequests): void;
  addSitemapSource(source: SitemapSource): void;
  /** The catalogue's slugs, which translate the spec's base sell and product paths (docs/routes.md). */
  setCatalogueSlugs(source: () => Promise<CatalogueSlugs>): void;
  /**
   * What primed answers are made of has changed (an editor saved CMS content): this process asks
   * afresh for the next page. Other instances keep theirs for at most PRIMED_ANSWER_CACHE_MS.
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

function contentSecurityPolicy(site: Site | null, storeOrigin: string | null): string {
  // The partner widgets are made to sit in an iframe on a partner's site; the shops are not.
  const frameAncestors =
    site && (site.shopMode === 'b2bWidget' || site.shopMode === 'aganwidget') ? 'https:' : "'none'";
  // A remote store at another address (REMOTE_STORE_URL): the remotes' scripts, styles, pictures and manifests.
  const self = storeOrigin ? `'self' ${storeOrigin}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob:`,
    `font-src ${self}`,
    `media-src ${self}`,
    `connect-src ${self}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

function securityHeaders(site: Site | null, storeOrigin: string | null): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': contentSecurityPolicy(site, storeOrigin),
  };
}

const NOT_BUILT = 'The shop is not built yet: run `npm run build` (npm start does it for you).';

function requestOrigin(request: FastifyRequest) {
  return {
    host: request.headers.host ?? '',
    protocol: request.protocol === 'https' ? ('https' as const) : ('http' as const),
  };
}

/**
 * Every page URL of the shop: the host's HTML with the right status (200 for a route of the site's
 * country, 301 for a redirect, 404 for an unknown path or a failed validate step, 400 and 414 for
 * unreadable and overlong URLs) and the page's head for search engines; robots.txt and sitemap.xml
 * per host; the site error page for a hostname that maps to no shop. API paths never end up here.
 */
export default fp(
  async function shopPages(app: FastifyInstance) {
    const shell = new HtmlShell(path.join(app.env.paths.dist, 'host'));
    const dirs = { host: path.join(app.env.paths.dist, 'host') };
    const storeOrigin = app.remoteStore.external ? new URL(app.remoteStore.publicBase).origin : null;
    // Where the host's loader takes remote versions from, when not from this origin's /remotes.
    const storeTag = app.remoteStore.external
      ? `<meta name="shop-remote-store" content="${escapeHtml(app.remoteStore.publicBase)}">`
      : null;
    const serverRenderer = new ServerRenderer(dirs, app.remoteStore, app.releaseManifest, app.log);
    const startPreloads = new StartPreloads(dirs, app.remoteStore, app.releaseManifest);
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
    // The primed answers of the last few seconds (primedAnswersJson, below).
    const primedCache = new Map<string, { at: number; body: Promise<string | null> }>();
    app.decorate('shopPages', {
      addHeadResolver: (route, resolver) => headResolvers.set(route, [...(headResolvers.get(route) ?? []), resolver]),
      addPrimedRequests: (route, requests) =>
        primedRequests.set(route, [...(primedRequests.get(route) ?? []), requests]),
      addSitemapSource: (source) => void sitemapSources.push(source),
      setCatalogueSlugs: (source) => void (catalogueSlugs = source),
      forgetPrimedAnswers: () => primedCache.clear(),
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

    /**
     * The page's primed answers as a `<script type="application/json">` element, or null. Each is the
     * API's own answer (asked in process, as the browser would ask it), reused for PRIMED_ANSWER_CACHE_MS;
     * one that is not a 200 JSON answer, or too large, is left out and the page asks for it itself.
     */
    async function primedAnswersJson(request: FastifyRequest, site: Site, match: RouteMatch): Promise<string | null> {
      let wanted: PrimedRequest[];
      try {
        wanted = (
          await Promise.all((primedRequests.get(match.route.base) ?? []).map((source) => source(site, match)))
        ).flat();
      } catch (error) {
        request.log.warn(
          { err: error, route: match.route.name },
          'primed requests failed; the page asks for its data itself',
        );
        return null;
      }
      const parts: string[] = [];
      for (const { method = 'GET', url, accept, data } of wanted) {
        const payload = method === 'POST' ? JSON.stringify(data ?? null) : undefined;
        // Per host as well: an answer may name the address it was asked at (JSON:API's links).
        const cacheKey = `${request.headers.host ?? ''} ${method} ${accept} ${url} ${payload ?? ''}`;
        let cached = primedCache.get(cacheKey);
        if (!cached || Date.now() - cached.at > PRIMED_ANSWER_CACHE_MS) {
          const body = underRequestId(request.id, () =>
            app.inject({
              method,
              url,
              headers: {
                accept,
                host: request.headers.host ?? '',
                // Logged under the page's request id (plugins/request-id.ts).
                'x-request-id': request.id,
                ...(payload ? { 'content-type': 'application/json' } : {}),
              },
              payload,
            }),
          ).then((res) =>
            res.statusCode === 200 &&
            /json/.test(String(res.headers['content-type'])) &&
            res.rawPayload.length <= PRIMED_ANSWER_MAX_BYTES
              ? res.body
              : null,
          );
          cached = { at: Date.now(), body };
          // One entry per page asked for in the last few seconds (a product page each): expired ones go.
          if (primedCache.size >= PRIMED_CACHE_ENTRIES) {
            for (const [k, entry] of primedCache)
              if (Date.now() - entry.at > PRIMED_ANSWER_CACHE_MS) primedCache.delete(k);
            if (primedCache.size >= PRIMED_CACHE_ENTRIES) primedCache.clear();
          }
          primedCache.set(cacheKey, cached);
          body.catch(() => primedCache.delete(cacheKey));
        }
        try {
          const body = await cached.body;
          if (body !== null)
            parts.push(
              `{${[`"method":"${method}"`, `"url":${JSON.stringify(url)}`, `"accept":${JSON.stringify(accept)}`, ...(payload ? [`"data":${payload}`] : []), `"body":${body}`].join(',')}}`,
            );
        } catch (error) {
          request.log.warn({ err: error, url }, 'primed answer failed; the page asks for it itself');
        }
      }
      if (!parts.length) return null;
      // JSON in HTML: "<" only ever occurs inside strings, where \u003c reads the same and no "</script>" can end the element.
      return `[${parts.join(',').replace(/</g, '\\u003c')}]`;
    }

    /** A server render, timed; a page with a server build that falls back is counted by kind of reason. */
    async function renderMeasured(match: RouteMatch, render: Parameters<ServerRenderer['render']>[0]) {
      const started = performance.now();
      const outcome = await serverRenderer.render(render);
      const page = match.route.page.replace(/^\.\//, '');
      const fallback = outcome.html === null ? fallbackKind(outcome.reason) : null;
      // Most pages have no server build: that is how they are made, not a fallback.
      if (fallback === 'no_server_build') return outcome;
      app.metrics.serverRenderDuration.observe(
        { page, outcome: fallback ? 'fallback' : 'rendered' },
        (performance.now() - started) / 1000,
      );
      if (fallback) app.metrics.serverRenderFallbacks.inc({ page, reason: fallback });
      return outcome;
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
      const primedJson = resolved.kind === 'page' ? await primedAnswersJson(request, site, resolved.match) : null;
      const primed =
        primedJson === null
          ? null
          : `<script type="application/json" id="${PRIMED_ANSWERS_ELEMENT_ID}">${primedJson}</script>`;
      // The page's first view as HTML, where its remote version has a server build of it (server-render.ts).
      const rendered =
        resolved.kind === 'page' && resolved.status === 200 && app.env.SERVER_RENDER
          ? await renderMeasured(resolved.match, {
              site,
              url: request.url,
              match: resolved.match,
              cookieHeader: request.headers.cookie,
              primedAnswers: primedJson,
              log: request.log,
            })
          : null;
      // An error page (404) is the host's own: only the host's start is named.
      const preloads = await startPreloads
        .tags(
          {
            site,
            match: resolved.kind === 'page' ? resolved.match : null,
            primed: primed !== null,
            cookieHeader: request.headers.cookie,
          },
          {
            stylesheets: Boolean(rendered?.html),
            origin: `${requestOrigin(request).protocol}://${requestOrigin(request).host}`,
          },
        )
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'start preloads failed; the page loads without them');
          return [];
        });
      const html = await shell.render({
        locale: site.locale,
        title: head.title,
        headTags: [...head.tags, ...(storeTag ? [storeTag] : []), ...(primed ? [primed] : [])],
        headEndTags: preloads,
        rootHtml: rendered?.html ?? null,
      });
      if (html === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const copy = personalizationCopy(site, request.headers.cookie, request.protocol === 'https');
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

    app.get('/*', { schema: { hide: true } }, handler);
    app.get('/', { schema: { hide: true } }, handler);
  },
  { name: 'shop-pages', dependencies: ['env', 'metrics'] },
);
