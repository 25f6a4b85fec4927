import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from 'proxy-addr';
import type { Env } from '../env';

/** What a request id from the load balancer may look like (nginx's `$request_id`: 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * A request's id: the one the load balancer sent (`X-Request-Id`) when it is well-formed and the peer is a
 * proxy TRUST_PROXY names, so the balancer's log, the API's log and the answer share it; otherwise a new
 * UUID, unique across instances (Fastify's own counter restarts with each process). A client's own
 * header never names a request: it could give its requests another's id in the logs.
 */
export function requestIdFrom(trustProxy: Env['TRUST_PROXY']): (request: IncomingMessage) => string {
  // A hop count trusts the nearest peer, whoever it is (docs/security.md).
  const trusted =
    trustProxy === false ? () => false : typeof trustProxy === 'number' ? () => true : proxyAddr.compile(trustProxy);
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given !== 'string' || !REQUEST_ID.test(given)) return randomUUID();
    return internalIds.has(given) || trusted(request.socket?.remoteAddress ?? '', 0) ? given : randomUUID();
  };
}

/** Ids of requests now serving a page that asks the API for its first view's data (shop-pages). */
const internalIds = new Map<string, number>();

/**
 * Runs the requests a page makes to the API itself (`app.inject`, with `X-Request-Id: id`) under the
 * page's own request id, so their log lines carry it too.
 */
export async function underRequestId<T>(id: string, run: () => Promise<T>): Promise<T> {
  internalIds.set(id, (internalIds.get(id) ?? 0) + 1);
  try {
    return await run();
  } finally {
    const left = (internalIds.get(id) ?? 1) - 1;
    if (left > 0) internalIds.set(id, left);
    else internalIds.delete(id);
  }
}

/**
 * Every answer names its request (`X-Request-Id`), as every log line written for it does (`reqId`)
 * and every error body (`requestId`, plugins/errors.ts): a customer's or a monitor's report leads
 * to the request's log lines and trace.
 */
export default fp(
  async function requestIdPlugin(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('X-Request-Id', request.id);
      done();
    });
  },
  { name: 'request-id' },
);
