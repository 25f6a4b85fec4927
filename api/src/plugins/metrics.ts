import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '../lib/api-error';
import { tokensMatch } from './admin-auth';

/** The shop's own instruments, which modules record into (`app.metrics`). */
export interface ShopMetrics {
  registry: Registry;
  /** One search of the search service, by index (`devices`, `aggregations`) and country. */
  searchDuration: Histogram<'index' | 'country'>;
  /** A page's server render as the request waited for it (a kept result included), by page and outcome. */
  serverRenderDuration: Histogram<'page' | 'outcome'>;
  /** Pages sent for the browser to render although their remote version has a server build of them. */
  serverRenderFallbacks: Counter<'page' | 'reason'>;
  mailSent: Counter<'kind' | 'transport'>;
  mailFailures: Counter<'transport'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

/** Latency buckets from a cached search (under a millisecond) to a slow page (seconds). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Why a server render fell back, as a few kinds (the reason's text names versions and errors). */
export function fallbackKind(reason: string): string {
  if (reason === 'busy') return 'busy';
  if (/out of time/.test(reason)) return 'out_of_time';
  if (/render failed|unusable/.test(reason)) return 'failed';
  if (/not ready/.test(reason)) return 'not_ready';
  if (/no host server build/.test(reason)) return 'no_host_build';
  // The page has no server build in its pinned version: rendered in the browser by design.
  if (/no server build/.test(reason)) return 'no_server_build';
  if (/pin/.test(reason)) return 'no_pin';
  if (/canary/.test(reason)) return 'canary';
  return 'other';
}

/**
 * Prometheus metrics at `/metrics` (prom-client): request latency per route pattern, the shop's
 * own instruments (search, server rendering, mail), the mail outboxes and the database pool read
 * when scraped, and Node's process metrics. With METRICS_TOKEN set, a scrape must send it as a
 * bearer token; the load balancer keeps /metrics from the public either way (docs/operations.md).
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const metrics: ShopMetrics = {
      registry,
      searchDuration: new Histogram({
        name: 'shop_search_duration_seconds',
        help: 'Time to answer one search of the search service (answer cache, search worker or main thread)',
        labelNames: ['index', 'country'] as const,
        buckets: LATENCY_BUCKETS,
        registers: [registry],
      }),
      serverRenderDuration: new Histogram({
        name: 'shop_server_render_duration_seconds',
        help: "Time a page request waited for its first view's server render, by page and outcome",
        labelNames: ['page', 'outcome'] as const,
        buckets: LATENCY_BUCKETS,
        registers: [registry],
      }),
      serverRenderFallbacks: new Counter({
        name: 'shop_server_render_fallbacks_total',
        help: 'Pages with a server build sent for the browser to render instead, by page and kind of reason',
        labelNames: ['page', 'reason'] as const,
        registers: [registry],
      }),
      mailSent: new Counter({
        name: 'shop_mail_sent_total',
        help: 'Mails handed to SMTP or written as .eml files, by kind and transport',
        labelNames: ['kind', 'transport'] as const,
        registers: [registry],
      }),
      mailFailures: new Counter({
        name: 'shop_mail_send_failures_total',
        help: 'Mails that could not be sent (each attempt; the outboxes retry them), by transport (smtp, file)',
        labelNames: ['transport'] as const,
        registers: [registry],
      }),
    };

    // Read when scraped: the mail outbox (every instance reports the same shared numbers; alert on max).
    new Gauge({
      name: 'shop_mail_outbox_pending',
      help: 'Mails waiting in the outbox (first attempt, a retry, or being sent), by which mails (outbox)',
      labelNames: ['outbox'] as const,
      registers: [registry],
      async collect() {
        const rows = await outboxState(app);
        for (const row of rows) this.set({ outbox: row.outbox }, row.pending);
      },
    });
    new Gauge({
      name: 'shop_mail_outbox_oldest_pending_seconds',
      help: 'Age of the oldest mail still waiting in the outbox (0 when none waits), by which mails (outbox)',
      labelNames: ['outbox'] as const,
      registers: [registry],
      async collect() {
        const rows = await outboxState(app);
        for (const row of rows) this.set({ outbox: row.outbox }, row.oldestSeconds);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: "This process's PostgreSQL connections, by state (idle, busy), and the pool's maximum (max)",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.db.poolStats?.();
        if (!pool) return;
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'busy' }, pool.total - pool.idle);
        this.set({ state: 'max' }, pool.max);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries of this process waiting for a free PostgreSQL connection',
      registers: [registry],
      collect() {
        const pool = app.db.poolStats?.();
        if (pool) this.set(pool.waiting);
      },
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      // The route's pattern, never the URL: a path with ids or typos must not make a new series.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') {
        requestDuration.observe(
          {
            route,
            method: METHODS.has(request.method) ? request.method : 'OTHER',
            status_class: `${Math.floor(reply.statusCode / 100)}xx`,
          },
          reply.elapsedTime / 1000,
        );
      }
      done();
    });

    const token = app.env.METRICS_TOKEN;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token) {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!given || !tokensMatch(given, token)) throw unauthorized('metrics token required', 'metrics_unauthorized');
      }
      const text = `${await registry.metrics()}\n${await processMetrics().metrics()}`;
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['env', 'db'] },
);

let processRegistry: Registry | null = null;

/** Node's own metrics (CPU, memory, event loop delay, garbage collection): once per process, not per app. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface OutboxRow {
  outbox: string;
  pending: number;
  oldestSeconds: number;
}

/**
 * The outbox's waiting mails by the shop's areas, in one query shared by the gauges of one scrape
 * (each gauge's collect asks; the answer is kept for a second). Partial indexes of waiting rows keep it small.
 */
function outboxState(app: FastifyInstance): Promise<OutboxRow[]> {
  const now = Date.now();
  const kept = outboxCache.get(app);
  if (kept && now - kept.at < 1000) return kept.rows;
  const rows = app.db
    .query<{ outbox: string; pending: number; oldest_seconds: number | null }>(
      `select o.outbox, count(m.id) as pending, extract(epoch from now() - min(m.created_at)) as oldest_seconds
         from (values ('trade-confirmation', 'trade'), ('clarification', 'clarification'), ('account', 'account'),
                      ('contact', 'contact'), ('b2b', 'b2b'), ('newsletter', 'newsletter')) as o (outbox, prefix)
         left join mail_outbox m on m.status in ('pending', 'sending') and split_part(m.kind, '-', 1) = o.prefix
        group by o.outbox`,
    )
    .then(({ rows }) =>
      rows.map((r) => ({
        outbox: r.outbox,
        pending: Number(r.pending),
        oldestSeconds: Math.max(0, Number(r.oldest_seconds ?? 0)),
      })),
    )
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'metrics: the mail outboxes could not be read');
      return [];
    });
  outboxCache.set(app, { at: now, rows });
  return rows;
}

const outboxCache = new WeakMap<FastifyInstance, { at: number; rows: Promise<OutboxRow[]> }>();
