import { signedInStaff, STAFF_HOST, STAFF_ORIGIN } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/admin/probe', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

describe('admin guard', () => {
  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer nope' }],
    ['the token without Bearer', { authorization: 'test-admin-token-0123456789' }],
    ['a session cookie that no session has', { cookie: `release_session=${'x'.repeat(43)}` }],
  ])('refuses %s', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/probe', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('admin_unauthorized');
  });

  it('lets the admin token through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the ways to sign in without credentials, and nothing else', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/admin/session/options' });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ password: true, oidc: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/nothing-here' })).statusCode).toBe(401);
  });

  it('lets a release manager reach the releases, but not the rest of the back office', async () => {
    const staff = await signedInStaff(t.app, { username: 'rm', name: 'Rae Manager', role: 'release-manager' });
    const releases = await t.app.inject({
      method: 'GET',
      url: '/api/admin/releases/de/history',
      headers: staff.headers,
    });
    expect(releases.statusCode).toBe(200);
    const probe = await t.app.inject({ method: 'GET', url: '/api/admin/probe', headers: staff.headers });
    expect(probe.statusCode).toBe(403);
    expect(probe.json().code).toBe('role_forbidden');
  });

  it('lets a staff admin through, as the token', async () => {
    const staff = await signedInStaff(t.app, { username: 'boss', name: 'Bo Admin', role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/probe', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    // The cookie proves who, not where from: a change from another origin is refused even for an admin.
    const users = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { host: STAFF_HOST, origin: 'https://evil.example', cookie: staff.headers.cookie! },
      payload: { username: 'eve', name: 'Eve', role: 'admin', password: 'a long enough password' },
    });
    expect(users.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { host: STAFF_HOST, origin: STAFF_ORIGIN, cookie: staff.headers.cookie! },
    });
    expect(own.json().users.map((u: { username: string }) => u.username)).not.toContain('eve');
  });
});
