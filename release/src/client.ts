/**
 * The command line's way to the release state: the API's release endpoints (the state is in the API's
 * database). Signed in as a person (`npm run release -- login`) or with the automation token.
 */
import type { CountryCode, RemoteName } from 'config';
import type { ReleaseChange, ReleaseChangeResponse, ReleaseHistory, ReleaseOverview } from './api-schemas';

/** A check that refused a version, as the API names it. */
export interface ApiProblem {
  code: string;
  message: string;
}

/** The API's answer when it refused or failed: its status, code and message, and the refused checks. */
export class ReleaseApiError extends Error {
  override readonly name = 'ReleaseApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: ApiProblem[] = [],
    readonly outcomes: ReleaseChangeResponse['outcomes'] = [],
  ) {
    super(message);
  }
}

export interface StaffIdentity {
  kind: 'person' | 'token';
  name: string;
  username: string | null;
  role: string;
  countries: CountryCode[] | null;
}

export interface NewStaffUser {
  username: string;
  name: string;
  role: string;
  countries: CountryCode[] | null;
  password: string;
}

export interface StaffUser {
  username: string;
  name: string;
  role: string;
  countries: CountryCode[] | null;
  disabled: boolean;
  createdAt: string;
}

export type Credentials = { kind: 'token'; token: string } | { kind: 'session'; cookie: string };

export interface ReleaseApi {
  url: string;
  overview(): Promise<ReleaseOverview>;
  change(change: ReleaseChange): Promise<ReleaseChangeResponse>;
  history(country: CountryCode, options: { remote?: RemoteName; limit?: number }): Promise<ReleaseHistory>;
  whoAmI(): Promise<StaffIdentity>;
  /** Signs in; answers the session cookie's value and who it is. */
  signIn(username: string, password: string): Promise<{ cookie: string; staff: StaffIdentity }>;
  signOut(): Promise<void>;
  users(): Promise<StaffUser[]>;
  addUser(user: NewStaffUser): Promise<StaffUser>;
  updateUser(
    username: string,
    changes: Partial<Omit<StaffUser, 'username' | 'createdAt'>> & { password?: string },
  ): Promise<StaffUser>;
}

/** The session cookie's name (the API's STAFF_SESSION_COOKIE). */
const SESSION_COOKIE = 'release_session';

/** One client per API address and credentials. */
export function releaseApi(url: string, credentials: Credentials | null): ReleaseApi {
  const base = url.replace(/\/+$/, '');
  const origin = new URL(base).origin;

  async function call<T>(
    method: string,
    pathname: string,
    body?: unknown,
    auth = true,
  ): Promise<{ body: T; headers: Headers }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      // Recorded in the audit as the way a change came (the command line, not the page).
      'x-release-client': 'cli',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth && credentials?.kind === 'token') headers.authorization = `Bearer ${credentials.token}`;
    if (auth && credentials?.kind === 'session') {
      headers.cookie = `${SESSION_COOKIE}=${credentials.cookie}`;
      // Changes made with a session must come from the API's own origin; the command line is a client of it.
      headers.origin = origin;
    }
    let response: Response;
    try {
      response = await fetch(`${base}${pathname}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(120_000),
      });
    } catch (error) {
      throw new ReleaseApiError(
        0,
        'api_unreachable',
        `cannot reach the API at ${base} (${(error as Error).cause ?? (error as Error).message}); start it (npm start) or set RELEASE_API_URL`,
      );
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const e = (json ?? {}) as {
        code?: string;
        message?: string;
        problems?: ApiProblem[];
        outcomes?: ReleaseChangeResponse['outcomes'];
      };
      throw new ReleaseApiError(
        response.status,
        e.code ?? `http_${response.status}`,
        e.message ?? `${method} ${pathname} answered ${response.status}`,
        e.problems ?? [],
        e.outcomes ?? [],
      );
    }
    return { body: json as T, headers: response.headers };
  }

  return {
    url: base,
    overview: async () => (await call<ReleaseOverview>('GET', '/api/admin/releases')).body,
    change: async (change) => (await call<ReleaseChangeResponse>('POST', '/api/admin/releases/changes', change)).body,
    async history(country, options) {
      const query = new URLSearchParams();
      if (options.remote) query.set('remote', options.remote);
      query.set('limit', String(options.limit ?? 500));
      return (await call<ReleaseHistory>('GET', `/api/admin/releases/${country}/history?${query}`)).body;
    },
    whoAmI: async () => (await call<StaffIdentity>('GET', '/api/admin/session')).body,
    async signIn(username, password) {
      const { body, headers } = await call<StaffIdentity>('POST', '/api/admin/session', { username, password }, false);
      const cookie = headers
        .getSetCookie()
        .map((c) => c.split(';', 1)[0]!)
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (!cookie) throw new ReleaseApiError(500, 'no_session', 'the API signed in but set no session cookie');
      return { cookie: cookie.slice(SESSION_COOKIE.length + 1), staff: body };
    },
    async signOut() {
      await call('DELETE', '/api/admin/session');
    },
    users: async () => (await call<{ users: StaffUser[] }>('GET', '/api/admin/users')).body.users,
    addUser: async (user) => (await call<StaffUser>('POST', '/api/admin/users', user)).body,
    updateUser: async (username, changes) =>
      (await call<StaffUser>('PATCH', `/api/admin/users/${encodeURIComponent(username)}`, changes)).body,
  };
}
