import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteBaseName, RouteMatch, Site } from 'config';
import { underRequestId } from '../../../plugins/request-id';

/** The element the shop's HTTP client reads primed answers from (shared/src/http/index.ts). */
export const PRIMED_ANSWERS_ELEMENT_ID = 'shop-primed-answers';
/** How long a primed answer is reused for the next pages before the API is asked again (ms). */
const PRIMED_ANSWER_CACHE_MS = 5000;
/** At most this many primed answers are kept for reuse. */
const PRIMED_CACHE_ENTRIES = 500;
/** Primed answers larger than this are left to the page to ask for (bytes). */
const PRIMED_ANSWER_MAX_BYTES = 256 * 1024;

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
/**
 * A route's primed requests, from its parameters and the page's query (search results: `q`); a source may need to
 * look something up first (the catalogue's node of a sell url).
 */
export type PrimedRequests = (
  site: Site,
  match: RouteMatch,
  query: URLSearchParams,
) => readonly PrimedRequest[] | Promise<readonly PrimedRequest[]>;

/** The primed answers of a page: the requests its route's sources name, answered in process and reused a few seconds. */
export function createPrimedAnswers(
  app: FastifyInstance,
  primedRequests: ReadonlyMap<RouteBaseName, PrimedRequests[]>,
) {
  // The primed answers of the last few seconds.
  const primedCache = new Map<string, { at: number; body: Promise<string | null> }>();

  /**
   * The page's primed answers as a `<script type="application/json">` element, or null. Each is the
   * API's own answer (asked in process, as the browser would ask it), reused for PRIMED_ANSWER_CACHE_MS;
   * one that is not a 200 JSON answer, or too large, is left out and the page asks for it itself.
   */
  async function primedAnswersJson(request: FastifyRequest, site: Site, match: RouteMatch): Promise<string | null> {
    let wanted: PrimedRequest[];
    const query = new URL(request.url, 'http://localhost').searchParams;
    try {
      wanted = (
        await Promise.all((primedRequests.get(match.route.base) ?? []).map((source) => source(site, match, query)))
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

  return { primedAnswersJson, forget: () => primedCache.clear() };
}
