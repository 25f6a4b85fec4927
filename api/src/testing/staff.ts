import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';

export const TEST_ADMIN = { authorization: 'Bearer test-admin-token-0123456789' };
/** The host the tests' requests name, and the Origin a change with a session cookie must carry. */
export const STAFF_HOST = 'localhost:8080';
export const STAFF_ORIGIN = `http://${STAFF_HOST}`;

export interface StaffSession {
  /** Headers of a request with the session, from the release page's origin. */
  headers: Record<string, string>;
  cookie: string;
}

/** Adds an account through the API (as the automation token does) and signs it in. */
export async function signedInStaff(
  app: FastifyInstance,
  user: { username: string; name: string; role: string; countries?: string[] | null },
  password = 'correct horse battery staple',
): Promise<StaffSession> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: TEST_ADMIN,
    payload: { countries: null, ...user, password },
  });
  if (added.statusCode !== 201) throw new Error(`adding ${user.username}: ${added.statusCode} ${added.body}`);
  return signIn(app, user.username, password);
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<StaffSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { host: STAFF_HOST, origin: STAFF_ORIGIN },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`signing in ${username}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'release_session')!.value;
  return { cookie, headers: { host: STAFF_HOST, origin: STAFF_ORIGIN, cookie: `release_session=${cookie}` } };
}

/** Every row of the release state, to show that a refused change wrote nothing. */
export async function releaseStateSnapshot(db: Queryable): Promise<unknown> {
  const manifests = await db.query('select country, revision, remotes from release_manifests order by country');
  const audit = await db.query('select id from release_audit order by id');
  return { manifests: manifests.rows, audit: audit.rows };
}
