import { createWorkspace, publish, type Workspace } from '../../../../scripts/release/testing/fixtures';
import { STAFF_SIGN_IN_LIMITS } from './accounts';
import {
  releaseStateSnapshot,
  signedInStaff,
  signIn,
  STAFF_HOST,
  STAFF_ORIGIN,
  TEST_ADMIN,
  type StaffSession,
} from '../../testing/staff';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

// One real build of mf-content (3.0.0, 3.1.0) so changes can go through; roles are checked before any version.
const remote = 'mf-content';
let ws: Workspace;
let t: TestApp;
let manager: StaffSession;
let viewer: StaffSession;
let admin: StaffSession;

beforeAll(async () => {
  ws = createWorkspace();
  for (const v of ['3.0.0', '3.1.0']) await publish(ws, remote, v);
  t = await createTestApp({ RELEASES_DIR: ws.releasesDir, REMOTE_STORE_DIR: ws.storeDir, DIST_DIR: ws.distDir });
  manager = await signedInStaff(t.app, {
    username: 'mia',
    name: 'Mia Manager',
    role: 'release-manager',
    countries: ['de'],
  });
  viewer = await signedInStaff(t.app, { username: 'vic', name: 'Vic Viewer', role: 'viewer' });
  admin = await signedInStaff(t.app, { username: 'ada', name: 'Ada Admin', role: 'admin' });
}, 180_000);

afterAll(async () => {
  await t?.close();
  ws?.cleanup();
});

const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/releases/changes', headers, payload: body });
const pin = (cc: string[] | 'all', version: string) => ({
  action: 'pin',
  countries: cc,
  remote,
  version,
  reason: 'test',
});
const history = async (cc: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/releases/${cc}/history`, headers: TEST_ADMIN })).json();

describe(`staff accounts and roles (${TEST_DB})`, () => {
  it('a release manager for de pins de, and the audit entry names them', async () => {
    const res = await change(manager.headers, pin(['de'], '3.0.0'));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcomes[0]).toMatchObject({ country: 'de', changed: true });
    expect((await history('de')).entries[0]).toMatchObject({
      by: 'Mia Manager',
      via: 'page',
      actorKind: 'person',
      to: { version: '3.0.0' },
    });
  });

  it('a name sent by a signed-in person is not taken: the account names them', async () => {
    const res = await change(manager.headers, { ...pin(['de'], '3.1.0'), by: 'Someone Else' });
    expect(res.statusCode).toBe(200);
    expect((await history('de')).entries[0].by).toBe('Mia Manager');
  });

  it.each([
    ['fr', ['fr']],
    ['de and fr together', ['de', 'fr']],
    ['all', 'all'],
  ] as const)('a release manager for de cannot change %s (403, nothing written)', async (_label, countries) => {
    const before = await releaseStateSnapshot(t.db);
    const res = await change(manager.headers, pin(countries as string[] | 'all', '3.0.0'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'country_forbidden' });
    expect(res.json().message).toContain('fr');
    expect(await releaseStateSnapshot(t.db)).toEqual(before);
  });

  it('a viewer sees everything and changes nothing', async () => {
    const before = await releaseStateSnapshot(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/releases', headers: viewer.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/releases/de/history', headers: viewer.headers }))
        .statusCode,
    ).toBe(200);
    for (const body of [
      pin(['de'], '3.0.0'),
      { action: 'rollback', countries: ['de'], remote },
      { action: 'canary', countries: ['de'], remote, version: '3.0.0', percent: 5, reason: 'x' },
    ]) {
      const res = await change(viewer.headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('role_forbidden');
    }
    const users = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: viewer.headers });
    expect(users.statusCode).toBe(403);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: viewer.headers,
      payload: { username: 'eve', name: 'Eve', role: 'admin', password: 'a long enough password' },
    });
    expect(add.statusCode).toBe(403);
    expect(await releaseStateSnapshot(t.db)).toEqual(before);
  });

  it('the rest of the back office (trades, vouchers) is for admins and the token only', async () => {
    const other = '/api/admin/trades';
    const asManager = await t.app.inject({ method: 'GET', url: other, headers: manager.headers });
    const asAdmin = await t.app.inject({ method: 'GET', url: other, headers: admin.headers });
    expect(asManager.statusCode).toBe(403);
    expect(asAdmin.statusCode).not.toBe(401);
    expect(asAdmin.statusCode).not.toBe(403);
  });

  it('an admin changes any country; the token is recorded as automation', async () => {
    expect((await change(admin.headers, pin(['fr'], '3.0.0'))).statusCode).toBe(200);
    expect((await history('fr')).entries[0]).toMatchObject({ by: 'Ada Admin', actorKind: 'person' });
    expect((await change(TEST_ADMIN, pin(['fr'], '3.1.0'))).statusCode).toBe(200);
    expect((await history('fr')).entries[0]).toMatchObject({ by: 'admin token', via: 'api', actorKind: 'token' });
    const cli = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/changes',
      headers: { ...TEST_ADMIN, 'x-release-client': 'cli' },
      payload: { ...pin(['fr'], '3.0.0'), by: 'ci@revalu.example' },
    });
    expect(cli.statusCode).toBe(200);
    expect((await history('fr')).entries[0]).toMatchObject({
      by: 'admin token (for ci@revalu.example)',
      via: 'cli',
      actorKind: 'token',
    });
  });

  it('every change in the audit log names a person or the token', async () => {
    const { rows } = await t.db.query<{ by: string; actor_kind: string }>('select by, actor_kind from release_audit');
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows)
      if (row.actor_kind === 'person') expect(['Mia Manager', 'Ada Admin', 'alice']).toContain(row.by);
      else expect(row.by).toMatch(/^admin token/);
  });

  it('refuses a change with the session cookie from another origin, or with none', async () => {
    const before = await releaseStateSnapshot(t.db);
    for (const origin of ['https://evil.example', undefined]) {
      const headers: Record<string, string> = { host: STAFF_HOST, cookie: manager.headers.cookie! };
      if (origin) headers.origin = origin;
      const res = await change(headers, pin(['de'], '3.0.0'));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('cross_origin');
    }
    expect(await releaseStateSnapshot(t.db)).toEqual(before);
  });

  it('sets the session as an HttpOnly, SameSite=Strict cookie; signing out ends it on the server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { host: STAFF_HOST, origin: STAFF_ORIGIN },
      payload: { username: 'vic', password: 'correct horse battery staple' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Vic Viewer', role: 'viewer' });
    const cookie = res.cookies.find((c) => c.name === 'release_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const headers = { host: STAFF_HOST, origin: STAFF_ORIGIN, cookie: `release_session=${cookie.value}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers });
    expect(me.json()).toMatchObject({ kind: 'person', username: 'vic', role: 'viewer' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/releases', headers })).statusCode).toBe(401);
  });

  it('a disabled account, and its sessions, are refused at once', async () => {
    const session = await signedInStaff(t.app, { username: 'dora', name: 'Dora', role: 'admin' });
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/dora',
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(off.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/releases', headers: session.headers })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, 'dora', 'correct horse battery staple')).rejects.toThrow(/401/);
  });

  it('keeps passwords as Argon2id hashes', async () => {
    const { rows } = await t.db.query<{ password_hash: string }>(
      `select password_hash from release_users where username = 'mia'`,
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('rate-limits failed sign-ins for an account from an address, and says the same for a wrong name', async () => {
    const attempt = (username: string, password: string, ip = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress: ip,
        headers: { host: STAFF_HOST, origin: STAFF_ORIGIN },
        payload: { username, password },
      });
    const nobody = await attempt('nobody', 'wrong password');
    const wrong = await attempt('ada', 'wrong password');
    expect([nobody.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(nobody.json().message).toBe(wrong.json().message);
    for (let i = 1; i < STAFF_SIGN_IN_LIMITS.perAddressAndUser; i++)
      expect((await attempt('ada', `wrong ${i}`)).statusCode).toBe(401);
    // Now even the right password waits: a guesser cannot tell a hit from the limit.
    const limited = await attempt('ada', 'correct horse battery staple');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address signs in to the same account as usual.
    expect((await attempt('ada', 'correct horse battery staple', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('the session cookie in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      NODE_ENV: 'production',
      RELEASES_DIR: ws.releasesDir,
      REMOTE_STORE_DIR: ws.storeDir,
      DIST_DIR: ws.distDir,
      CMS_USER: 'editor',
      CMS_PASSWORD: 'editor-password-123',
      JWT_SECRET: 'a-production-jwt-secret-of-32-characters!',
      PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      TRADE_ACCESS_SECRET: 'a-trade-access-secret-of-32-characters!!',
    });
  }, 120_000);
  afterAll(() => prod?.close());

  it('is Secure, even when TLS ends at the balancer', async () => {
    await signedInStaff(prod.app, { username: 'pat', name: 'Pat', role: 'viewer' });
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { host: STAFF_HOST, origin: STAFF_ORIGIN },
      payload: { username: 'pat', password: 'correct horse battery staple' },
    });
    const cookie = res.cookies.find((c) => c.name === 'release_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });
});
