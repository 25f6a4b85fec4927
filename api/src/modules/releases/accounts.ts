import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES } from 'config';
import { ApiError, conflict, notFound, tooManyRequests } from '../../lib/api-error';
import {
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_HOURS,
  sessionTokenHash,
  type StaffActor,
} from '../../plugins/admin-auth';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../account/passwords';

const username = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9._@+-]+$/, 'letters, digits and . _ @ + - only');
const password = z.string().min(12, 'at least 12 characters').max(256);
const role = z.enum(STAFF_ROLES);
const countries = z.array(z.enum(COUNTRY_CODES)).min(1).nullable();

export const staffView = z.object({
  kind: z.enum(['person', 'token']),
  name: z.string(),
  username: z.string().nullable(),
  role,
  countries: z.array(z.enum(COUNTRY_CODES)).nullable(),
});

const userView = z.object({
  username: z.string(),
  name: z.string(),
  role,
  countries: z.array(z.enum(COUNTRY_CODES)).nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});

/**
 * Sign-ins from one address: at most `perAddressAndUser` failures for one account name and `perAddress` failures
 * in all within the window, then a wait; every attempt, right or wrong, counts towards `attemptsPerAddress`, which
 * bounds guesses sent in parallel before a failure is recorded.
 */
export const STAFF_SIGN_IN_LIMITS = {
  perAddressAndUser: 5,
  perAddress: 30,
  attemptsPerAddress: 100,
  windowSeconds: 900,
} as const;

const errorBody = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).passthrough();

interface UserRow {
  id: string;
  username: string;
  display_name: string;
  password_hash: string | null;
  role: (typeof STAFF_ROLES)[number];
  countries: string[] | null;
  disabled: boolean;
  created_at: Date | string;
}

const toView = (row: UserRow) => ({
  username: row.username,
  name: row.display_name,
  role: row.role,
  countries: (row.countries as (typeof COUNTRY_CODES)[number][] | null) ?? null,
  disabled: row.disabled,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Starts a session for a person: a random token in an HttpOnly, SameSite=Strict cookie; its SHA-256 in the table. */
export async function startStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const token = randomBytes(32).toString('base64url');
  await app.db.query(
    `insert into release_sessions (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(hours => $3))`,
    [sessionTokenHash(token), userId, STAFF_SESSION_HOURS],
  );
  // Sessions that ended are forgotten now and then.
  await app.db.query('delete from release_sessions where expires_at < now()');
  void reply.setCookie(STAFF_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    // Always in production: TLS may end at the balancer, where the request's own protocol says http.
    secure: app.env.NODE_ENV === 'production' || request.protocol === 'https',
    maxAge: STAFF_SESSION_HOURS * 3600,
  });
}

/**
 * Named staff accounts (docs/decisions/0121-named-staff-accounts.md): signing in to the release page with a
 * user name and password (Argon2id), server-side sessions, and the admins' management of accounts.
 */
export async function staffAccountRoutes(app: FastifyInstance, options: { oidc: boolean }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/session/options',
    {
      schema: {
        tags: ['staff'],
        summary: 'How staff can sign in: a password, and single sign-on where it is configured',
        response: { 200: z.object({ password: z.literal(true), oidc: z.boolean() }) },
      },
    },
    async () => ({ password: true as const, oidc: options.oidc }),
  );

  api.post(
    '/api/admin/session',
    {
      schema: {
        tags: ['staff'],
        summary: 'Signs a member of staff in (user name and password); the session is an HttpOnly cookie',
        body: z.object({ username, password: z.string().min(1).max(256) }),
        response: { 200: staffView, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { username: name, password: given } = request.body;
      const { perAddressAndUser, perAddress, attemptsPerAddress, windowSeconds } = STAFF_SIGN_IN_LIMITS;
      const attempts = await app.sharedState.hit(`staff-sign-in:${request.ip}`, windowSeconds, attemptsPerAddress);
      if (attempts.count > attemptsPerAddress) throw tooManyRequests(attempts.resetInSeconds);
      const pairKey = `staff-sign-in-failures:${request.ip}:${name}`;
      const addressKey = `staff-sign-in-failures:${request.ip}`;
      for (const key of [pairKey, addressKey]) {
        const locked = await app.sharedState.get<{ until: number }>(`${key}:locked`);
        if (locked && locked.until > Date.now()) throw tooManyRequests(Math.ceil((locked.until - Date.now()) / 1000));
      }
      const { rows } = await app.db.query<UserRow>('select * from release_users where username = $1', [name]);
      const user = rows[0];
      const valid =
        user?.password_hash && !user.disabled
          ? await verifyPassword(user.password_hash, given)
          : await verifyAgainstNothing(given);
      if (!user || !valid || user.disabled) {
        // Only failures lock: colleagues signing in behind one address do not wait for one another.
        for (const [key, limit] of [
          [pairKey, perAddressAndUser],
          [addressKey, perAddress],
        ] as const) {
          const failures = await app.sharedState.hit(key, windowSeconds, limit);
          if (failures.count >= limit)
            await app.sharedState.set(
              `${key}:locked`,
              { until: Date.now() + failures.resetInSeconds * 1000 },
              failures.resetInSeconds,
            );
        }
        throw new ApiError(401, 'invalid_credentials', 'user name or password is wrong');
      }
      await startStaffSession(app, request, reply, user.id);
      return {
        kind: 'person' as const,
        name: user.display_name,
        username: user.username,
        role: user.role,
        countries: toView(user).countries,
      };
    },
  );

  api.get(
    '/api/admin/session',
    {
      preHandler: app.requireStaff,
      schema: { tags: ['staff'], summary: 'Who is signed in', response: { 200: staffView } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const staff = request.staff as StaffActor;
      return { ...staff };
    },
  );

  api.delete(
    '/api/admin/session',
    {
      preHandler: app.requireStaff,
      schema: { tags: ['staff'], summary: 'Signs out (ends the session)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (token) await app.db.query('delete from release_sessions where token_hash = $1', [sessionTokenHash(token)]);
      void reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/admin/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['staff'],
        summary: 'Staff accounts (admins)',
        response: { 200: z.object({ users: z.array(userView) }) },
      },
    },
    async () => {
      const { rows } = await app.db.query<UserRow>('select * from release_users order by username');
      return { users: rows.map(toView) };
    },
  );

  api.post(
    '/api/admin/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['staff'],
        summary: 'Adds a staff account (admins): viewer, release manager (for every country or a list) or admin',
        body: z.object({
          username,
          name: z.string().trim().min(1).max(120),
          role,
          countries: countries.default(null),
          password,
        }),
        response: { 201: userView, 409: errorBody },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const { rows } = await app.db.query<UserRow>(
        `insert into release_users (id, username, display_name, password_hash, role, countries) values ($1, $2, $3, $4, $5, $6)
         on conflict (username) do nothing returning *`,
        [
          randomUUID(),
          b.username,
          b.name,
          await hashPassword(b.password),
          b.role,
          b.countries ? JSON.stringify(b.countries) : null,
        ],
      );
      if (!rows[0]) throw conflict('user_exists', `there is an account ${b.username} already`);
      return reply.status(201).send(toView(rows[0]));
    },
  );

  api.patch(
    '/api/admin/users/:username',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['staff'],
        summary: 'Changes a staff account (admins): role, countries, password, or disables it (its sessions end)',
        params: z.object({ username }),
        body: z
          .object({ name: z.string().trim().min(1).max(120), role, countries, password, disabled: z.boolean() })
          .partial()
          .strict(),
        response: { 200: userView, 404: errorBody },
      },
    },
    async (request) => {
      const b = request.body;
      const hash = b.password ? await hashPassword(b.password) : null;
      const updated = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<UserRow>(
          `update release_users set
             display_name = coalesce($2, display_name),
             role = coalesce($3, role),
             countries = case when $4::boolean then $5::jsonb else countries end,
             password_hash = coalesce($6, password_hash),
             disabled = coalesce($7, disabled)
           where username = $1 returning *`,
          [
            request.params.username,
            b.name ?? null,
            b.role ?? null,
            b.countries !== undefined,
            b.countries ? JSON.stringify(b.countries) : null,
            hash,
            b.disabled ?? null,
          ],
        );
        const row = rows[0];
        // A new password, another role or a disabled account: the sessions it had end.
        if (row && (hash || b.role || b.countries !== undefined || b.disabled))
          await tx.query('delete from release_sessions where user_id = $1', [row.id]);
        return row;
      });
      if (!updated) throw notFound(`no account ${request.params.username}`, 'user_not_found');
      return toView(updated);
    },
  );
}
