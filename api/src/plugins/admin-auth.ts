import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The back-office check (`Authorization: Bearer <ADMIN_TOKEN>`), which an onRequest hook runs for every
     * /api/admin/* request; routes also name it as their preHandler.
     */
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

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export default fp(
  async function adminAuth(app: FastifyInstance) {
    const expected = app.env.ADMIN_TOKEN ?? DEV_ADMIN_TOKEN;
    const requireAdmin = async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!token || !tokensMatch(token, expected)) throw unauthorized('admin token required', 'admin_unauthorized');
    };
    app.decorate('requireAdmin', requireAdmin);
    // Every back-office path, known or not, asks for the token first: before the body is read or checked,
    // so a stranger learns neither a route's fields nor whether it exists.
    // The route's own pattern where one matched, so no spelling of the path (`/api/%61dmin/...`) gets past.
    app.addHook('onRequest', async (request) => {
      const path = request.routeOptions.url ?? decodedPath(request.url);
      if (path === '/api/admin' || path.startsWith('/api/admin/')) await requireAdmin(request);
    });
  },
  { name: 'admin-auth', dependencies: ['env'] },
);
