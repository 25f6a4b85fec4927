import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a request id from the load balancer may look like (nginx's `$request_id`: 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * A request's id: the one the load balancer sent (`X-Request-Id`) when it is well-formed, so the
 * balancer's log, the API's log and the answer share it; otherwise a new UUID, unique across
 * instances (Fastify's own counter restarts with each process).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
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
