import cookie from '@fastify/cookie';
import { checkConfig } from 'config/schemas';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/db';
import type { Env } from './env';
import accountModule from './modules/account';
import catalogModule from './modules/catalog';
import catalogPages from './modules/catalog/pages';
import checkoutModule from './modules/checkout';
import clarificationModule from './modules/clarification';
import contentModule from './modules/content';
import contentPages from './modules/content/pages';
import controllingModule from './modules/controlling';
import customersModule from './modules/customers';
import releasesModule from './modules/releases';
import adminAuthPlugin from './plugins/admin-auth';
import customerAuthPlugin from './plugins/customer-auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import envPlugin from './plugins/env';
import errorsPlugin from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import mailPlugin from './plugins/mail';
import mailOutboxPlugin from './plugins/mail-outbox';
import metricsPlugin from './plugins/metrics';
import requestIdPlugin, { requestIdFrom } from './plugins/request-id';
import shutdownPlugin from './plugins/shutdown';
import releasesPlugin from './plugins/releases';
import securityHeadersPlugin from './plugins/security-headers';
import sharedStatePlugin from './plugins/shared-state';
import staticFilesPlugin from './plugins/static-files';
import shopPagesPlugin from './modules/shop-pages';
import healthRoutes from './routes/health';

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function (Fastify itself trusts no one for a
 * bare number): the first `hops` peers from the socket inward may name the client, which holds only
 * where nothing reaches the API but through those proxies (docs/security.md).
 */
function trustProxyOption(
  setting: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Secrets that links carry in their query (trade, confirmation and activation links). */
const SECRET_QUERY = /([?&](?:token|confirm|activation)=)[^&#]*/gi;

/** What the log keeps of a request: never a body or a header with a secret, and secrets in URLs blanked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1…'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface BuildAppOptions {
  env: Env;
  /** An open database (tests pass a fresh one). */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The server, layer by layer: environment -> infrastructure (database, shared state, mail) ->
 * the shop API under /api -> the built shop's files and pages.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // The shop's static configuration (countries) is checked with zod here, not in browsers.
  checkConfig();
  const app = Fastify({
    logger: options.logger ?? { level: options.env.LOG_LEVEL, serializers: { req: requestForLog } },
    // The balancer's X-Request-Id, or a new UUID: one id in the balancer's log, ours and the answer.
    genReqId: requestIdFrom(options.env.TRUST_PROXY),
    // Proxy headers count only from the peers TRUST_PROXY names; by default the TCP peer is the client.
    trustProxy: trustProxyOption(options.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Slow or stalled clients cannot hold connections (or the answers written to them) for ever.
    requestTimeout: options.env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: options.env.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: options.env.HTTP_REQUEST_TIMEOUT_MS,
      // Node checks the request timeout every 30 s by default: a quarter of it, at most 5 s.
      connectionsCheckingInterval: Math.min(5000, Math.max(250, options.env.HTTP_REQUEST_TIMEOUT_MS / 4)),
    },
    // The first start migrates and loads the demo catalogue (1,500+ devices, five languages): a few
    // seconds on an idle machine, over a minute on a 2-core one running builds and browsers. A slow
    // first start must not kill the server, so plugins get five minutes.
    pluginTimeout: 300_000,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 1024 },
    // A URL the router cannot even decode (bad percent-encoding): the customer still gets the
    // shop's error page, with 400, instead of a bare JSON error.
    frameworkErrors: (error, request, reply) => {
      const wantsHtml = request.method === 'GET' && !request.url.startsWith('/api/');
      if (wantsHtml && typeof reply.server.sendShopPage === 'function') {
        void reply.server.sendShopPage(request, reply, 400);
        return;
      }
      void (reply as FastifyReply)
        .status(400)
        .header('X-Request-Id', request.id)
        .send({ statusCode: 400, code: 'bad_url', message: error.message, requestId: request.id });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { env: options.env });
  await app.register(requestIdPlugin);
  await app.register(shutdownPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, options.db ? { db: options.db } : {});
  await app.register(metricsPlugin);
  await app.register(sharedStatePlugin);
  await app.register(mailPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(adminAuthPlugin);
  await app.register(customerAuthPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes);
  // The shop API, one module per feature; each declares its own paths under /api.
  await app.register(controllingModule);
  await app.register(catalogModule);
  await app.register(checkoutModule);
  await app.register(accountModule);
  await app.register(customersModule);
  await app.register(contentModule);
  await app.register(clarificationModule);
  await app.register(releasesModule);

  await app.register(releasesPlugin);
  await app.register(staticFilesPlugin);
  await app.register(shopPagesPlugin);
  // The catalogue's titles, 404s and sitemap entries for its pages (needs shop-pages' registry).
  await app.register(catalogPages);
  // The home page's content, written into its HTML (needs shop-pages' registry).
  await app.register(contentPages);
  return app;
}
