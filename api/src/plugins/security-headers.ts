import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A year: the shop is only ever served over https in production. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries, whatever route sent it (pages add their own CSP): `nosniff`, so a
 * browser never runs an answer as another type than it says (JSON, the API docs, files), and in
 * production or over https Strict-Transport-Security. Not @fastify/helmet: its defaults (frame and
 * resource policies) would break the partner widgets, which pages set per shop mode.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const production = app.env.NODE_ENV === 'production';
    app.addHook('onSend', async (request, reply) => {
      if (!reply.hasHeader('x-content-type-options')) void reply.header('X-Content-Type-Options', 'nosniff');
      if (production || request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    });
  },
  { name: 'security-headers', dependencies: ['env'] },
);
