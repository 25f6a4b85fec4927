import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for back-office routes (/api/admin/*): `Authorization: Bearer <ADMIN_TOKEN>`. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The token that guards the back office when none is configured outside production (documented in README). */
export const DEV_ADMIN_TOKEN = 'local-dev-admin-token';

export function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async function adminAuth(app: FastifyInstance) {
    const expected = app.env.ADMIN_TOKEN ?? DEV_ADMIN_TOKEN;
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!token || !tokensMatch(token, expected)) throw unauthorized('admin token required', 'admin_unauthorized');
    });
  },
  { name: 'admin-auth', dependencies: ['env'] },
);
