import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COUNTRY_CODES, type CountryCode } from 'config';
import { ApiError, forbidden, unauthorized } from '../lib/api-error';

/** What a member of staff may do: look, change the releases of their countries, or everything. */
export const STAFF_ROLES = ['viewer', 'release-manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who calls the back office: a signed-in person, or the automation token (ADMIN_TOKEN). */
export interface StaffActor {
  kind: 'person' | 'token';
  /** How audit entries name them: the person's name, or `admin token`. */
  name: string;
  /** The account's user name; null for the token. */
  username: string | null;
  role: StaffRole;
  /** The countries a release manager may change; null: every country. */
  countries: CountryCode[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The back office's caller (every /api/admin/* request has one, or was refused). */
    staff: StaffActor | null;
  }
  interface FastifyInstance {
    /**
     * The back office proper (trades, vouchers, clarifications): the automation token or an admin. An onRequest
     * hook has already refused every /api/admin/* request without a caller; routes name this as their preHandler.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Any signed-in member of staff, or the token (the release page's reading). */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The token that guards the back office when none is configured outside production (documented in README). */
export const DEV_ADMIN_TOKEN = 'local-dev-admin-token';
/** The release page's session cookie (HttpOnly, SameSite=Strict). */
export const STAFF_SESSION_COOKIE = 'release_session';
/** How long a session lasts from sign-in. */
export const STAFF_SESSION_HOURS = 12;
/** Paths of /api/admin that answer without a caller: signing in, and the ways to. */
const OPEN_PATHS = new Set(['/api/admin/session', '/api/admin/session/options']);
/** What a viewer or release manager may reach (their role decides the rest). */
const STAFF_PATHS = ['/api/admin/releases', '/api/admin/session'];

export function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

interface SessionRow {
  username: string;
  display_name: string;
  role: StaffRole;
  countries: CountryCode[] | null;
  disabled: boolean;
}

/** Whether a staff member may change releases of a country. */
export function mayChangeReleases(actor: StaffActor, country: CountryCode): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role !== 'release-manager') return false;
  return actor.countries === null || actor.countries.includes(country);
}

/**
 * Who calls the back office (docs/decisions/0121-named-staff-accounts.md): `Authorization: Bearer <ADMIN_TOKEN>`
 * (automation, recorded as `admin token`), or the release page's session cookie of a named account with its
 * role. Every /api/admin/* path, known or not, asks first, before the body is read or checked, so a stranger
 * learns neither a route's fields nor whether it exists. A request that a session cookie authenticates and that
 * changes something must come from this origin (its `Origin`), besides the cookie being SameSite=Strict.
 */
export default fp(
  async function adminAuth(app: FastifyInstance) {
    const expected = app.env.ADMIN_TOKEN ?? DEV_ADMIN_TOKEN;
    app.decorateRequest('staff', null);

    async function sessionActor(token: string): Promise<StaffActor | null> {
      if (!/^[\w-]{20,100}$/.test(token)) return null;
      const { rows } = await app.db.query<SessionRow>(
        `select u.username, u.display_name, u.role, u.countries, u.disabled
           from release_sessions s join release_users u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > now()`,
        [sessionTokenHash(token)],
      );
      const row = rows[0];
      if (!row || row.disabled) return null;
      const countries = Array.isArray(row.countries)
        ? row.countries.filter((c): c is CountryCode => (COUNTRY_CODES as readonly string[]).includes(c))
        : null;
      return { kind: 'person', name: row.display_name, username: row.username, role: row.role, countries };
    }

    async function identify(request: FastifyRequest): Promise<StaffActor | null> {
      const header = request.headers.authorization ?? '';
      if (header) {
        const token = header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!token || !tokensMatch(token, expected)) return null;
        return { kind: 'token', name: 'admin token', username: null, role: 'admin', countries: null };
      }
      const session = request.cookies[STAFF_SESSION_COOKIE];
      if (!session) return null;
      const actor = await sessionActor(session);
      if (actor && !['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
        const origin = request.headers.origin;
        let sameOrigin = false;
        try {
          sameOrigin = Boolean(origin) && new URL(origin!).host === new URL(`http://${request.host}`).host;
        } catch {
          sameOrigin = false;
        }
        if (!sameOrigin)
          throw forbidden('a change with the session cookie must come from the release page', 'cross_origin');
      }
      return actor;
    }

    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!request.staff) throw unauthorized('sign in, or send the admin token', 'admin_unauthorized');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.staff) throw unauthorized('sign in, or send the admin token', 'admin_unauthorized');
      if (request.staff.role !== 'admin') throw new ApiError(403, 'role_forbidden', 'this needs the admin role');
    });

    // The route's own pattern where one matched, so no spelling of the path (`/api/%61dmin/...`) gets past.
    app.addHook('onRequest', async (request) => {
      const path = request.routeOptions.url ?? decodedPath(request.url);
      if (path !== '/api/admin' && !path.startsWith('/api/admin/')) return;
      request.staff = await identify(request);
      if (!request.staff && !OPEN_PATHS.has(path))
        throw unauthorized('sign in, or send the admin token', 'admin_unauthorized');
      // Viewers and release managers reach the releases and their own session; the rest of the back office
      // (trades, vouchers, clarifications, accounts) is for admins, whatever a route itself asks.
      if (
        request.staff &&
        request.staff.role !== 'admin' &&
        !STAFF_PATHS.some((p) => path === p || path.startsWith(`${p}/`))
      )
        throw new ApiError(403, 'role_forbidden', 'this needs the admin role');
    });
  },
  { name: 'admin-auth', dependencies: ['env', 'db'] },
);
