import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Shutdown {
  /** True once the instance is going away: it says it is not ready, and closes connections after their answer. */
  readonly draining: boolean;
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: Shutdown;
  }
}

/**
 * The first step of a graceful stop (server.ts): `/ready` answers 503 so load balancers and
 * Kubernetes stop sending, and every answer carries `Connection: close`, so the balancer's
 * keep-alive connections to this instance end cleanly after a request instead of being cut
 * while a request may be on its way. Requests are still served meanwhile; then the server stops
 * listening, finishes what is under way and closes its pools (Fastify's close, onClose hooks).
 */
export default fp(
  async function shutdownPlugin(app: FastifyInstance) {
    let draining = false;
    app.decorate('shutdown', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    } satisfies Shutdown);
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (draining) void reply.header('Connection', 'close');
      done();
    });
  },
  { name: 'shutdown' },
);
