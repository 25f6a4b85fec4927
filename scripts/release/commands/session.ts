/** Who the command line is to the API: the API's address, a signed-in session or the automation token. */
import { releaseApi, type Credentials, type ReleaseApi } from 'release/client';
import { forgetSession, readPassword, rememberSession, storedSession } from 'release/session-file';
import { UsageError } from './args';
import type { Io } from './output';

/** The API the command line talks to: --api, RELEASE_API_URL, else this machine's API at PORT. */
export function apiUrl(env: NodeJS.ProcessEnv, given?: string): string {
  const url = given ?? (env.RELEASE_API_URL || `http://localhost:${env.PORT || 8080}`);
  try {
    return new URL(url).toString().replace(/\/+$/, '');
  } catch {
    throw new UsageError(`"${url}" is not an address (RELEASE_API_URL or --api, e.g. http://localhost:8080)`);
  }
}

/** The token the API accepts outside production when none is configured (api/src/plugins/admin-auth.ts). */
const DEV_ADMIN_TOKEN = 'local-dev-admin-token';

export function credentials(url: string, env: NodeJS.ProcessEnv): Credentials {
  const session = storedSession(url, env);
  if (session) return { kind: 'session', cookie: session.cookie };
  return { kind: 'token', token: env.ADMIN_TOKEN || DEV_ADMIN_TOKEN };
}

export async function login(io: Io, url: string, username: string | undefined, env: NodeJS.ProcessEnv) {
  if (!username) throw new UsageError('login needs your user name');
  const password = await readPassword(`Password for ${username} at ${url}: `);
  const { cookie, staff } = await releaseApi(url, null).signIn(username, password);
  rememberSession(url, { cookie, name: staff.name, username: staff.username, at: new Date().toISOString() }, env);
  io.out(
    `signed in to ${url} as ${staff.name} (${staff.role}${staff.countries ? `: ${staff.countries.join(',')}` : ''})`,
  );
  return 0;
}

export async function logout(io: Io, url: string, signOut: () => Promise<void>, env: NodeJS.ProcessEnv) {
  if (storedSession(url, env)) await signOut().catch(() => undefined);
  io.out(forgetSession(url, env) ? `signed out of ${url}` : `not signed in to ${url}`);
  return 0;
}

export async function whoAmI(io: Io, api: ReleaseApi, json: boolean) {
  const staff = await api.whoAmI();
  if (json) io.out(JSON.stringify(staff, null, 2));
  else
    io.out(
      `${staff.name} (${staff.kind === 'token' ? 'automation token' : staff.username}): ${staff.role}${staff.countries ? ` for ${staff.countries.join(',')}` : ''} at ${api.url}`,
    );
  return 0;
}
