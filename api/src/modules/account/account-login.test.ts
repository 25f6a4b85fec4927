import { SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../lib/access-tokens';
import { mailsTo, PASSWORD, registerActivateLogin } from '../../testing/accounts';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { REFRESH_GRACE_SECONDS } from './refresh-tokens';
import { tokenHash } from './secret-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'http://localhost:8096' });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

describe(`account: login and tokens (${TEST_DB})`, () => {
  let session: Awaited<ReturnType<typeof registerActivateLogin>>;
  beforeAll(async () => {
    session = await registerActivateLogin(t, 'tokens@example.com');
  });

  it('puts the customer id and the expiry into the access token', () => {
    const payload = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString());
    expect(payload.customerId).toBe(session.customer.id);
    expect(payload.customerNumber).toBe(session.customer.customerNumber);
    expect(payload.exp - payload.iat).toBe(900);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post('/api/account/login', { username: 'tokens@example.com', password: 'Falsch2024!' });
    const unknown = await post('/api/account/login', { username: 'nobody@example.com', password: 'Falsch2024!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // Alike but for each answer's own request id.
    const body = (res: typeof wrong) => ({ ...res.json(), requestId: undefined });
    expect(body(wrong)).toEqual(body(unknown));
  });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/customers/customers', headers: { authorization: `Bearer ${token}` } });
  const secret = new TextEncoder().encode('local-dev-jwt-secret-never-use-in-production');
  const claims = () => ({ customerId: session.customer.id, customerNumber: session.customer.customerNumber, ver: 1 });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'access+jwt' })
      .setSubject(session.customer.identifier)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
      .setJti('00000000-0000-4000-8000-000000000001')
      .sign(secret);
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  it('refuses a tampered token, an alg:none token and one signed with another key', async () => {
    const [h, p, s] = session.access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...payload, customerId: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    expect((await me(`${h}.${forged}.${s}`)).json().code).toBe('token_invalid');

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'access+jwt' })).toString('base64url');
    const res = await me(`${none}.${p}.`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_invalid');

    const otherKey = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'access+jwt' })
      .setSubject(session.customer.identifier)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti('00000000-0000-4000-8000-000000000002')
      .sign(new TextEncoder().encode('a-different-secret-of-enough-length-0123456789'));
    expect((await me(otherKey)).json().code).toBe('token_invalid');
    // The genuine token still works.
    expect((await me(session.access_token)).statusCode).toBe(200);
  });

  /** Moves a used token's use back in time, past the grace in which it still answers its successor. */
  const usedLongAgo = (token: string) =>
    t.db.query(
      `update account_refresh_tokens set used_at = used_at - make_interval(secs => $2::int) where token_hash = $1`,
      [tokenHash(token), REFRESH_GRACE_SECONDS + 1],
    );

  it('rotates refresh tokens, and a reused one ends the whole session', async () => {
    const login = await post('/api/account/login', { username: 'tokens@example.com', password: PASSWORD });
    const first = login.json().refresh_token as string;
    const r1 = await post('/api/account/loginRefresh', undefined, { 'refresh-token': first });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().refresh_token as string;
    expect(second).not.toBe(first);
    expect((await me(r1.json().access_token)).statusCode).toBe(200);

    await usedLongAgo(first);
    const reused = await post('/api/account/loginRefresh', undefined, { 'refresh-token': first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('refresh_token_reused');
    // The family is revoked: the latest token is refused too.
    const after = await post('/api/account/loginRefresh', undefined, { 'refresh-token': second });
    expect(after.statusCode).toBe(401);

    expect((await post('/api/account/loginRefresh')).json().code).toBe('refresh_token_missing');
    expect((await post('/api/account/loginRefresh', undefined, { 'refresh-token': 'x'.repeat(43) })).json().code).toBe(
      'refresh_token_invalid',
    );
  });

  it('answers the current token, for a few seconds, to the one just before it (a duplicated tab), and revokes the family for anything older', async () => {
    const first = (await post('/api/account/login', { username: 'tokens@example.com', password: PASSWORD })).json()
      .refresh_token as string;
    const a = (await post('/api/account/loginRefresh', undefined, { 'refresh-token': first })).json();
    // The twin tab, a moment later, with its copy of the token that was just used: the same successor, a new access token.
    const b = await post('/api/account/loginRefresh', undefined, { 'refresh-token': first });
    expect(b.statusCode).toBe(200);
    expect(b.json().refresh_token).toBe(a.refresh_token);
    expect(b.json().refresh_expires_in).toBeGreaterThan(12 * 3600 - 60);
    expect(b.json().access_token).not.toBe(a.access_token);
    expect((await me(b.json().access_token)).statusCode).toBe(200);
    // The table keeps the successor sealed: neither token is in it.
    const stored = JSON.stringify((await t.db.query('select * from account_refresh_tokens')).rows);
    expect(stored).not.toContain(a.refresh_token);
    expect(stored).not.toContain(first);

    // The successor goes on rotating; now the first token is two behind: that is a copy, not a twin.
    const next = (await post('/api/account/loginRefresh', undefined, { 'refresh-token': a.refresh_token })).json()
      .refresh_token as string;
    const old = await post('/api/account/loginRefresh', undefined, { 'refresh-token': first });
    expect([old.statusCode, old.json().code]).toEqual([401, 'refresh_token_reused']);
    expect((await post('/api/account/loginRefresh', undefined, { 'refresh-token': next })).statusCode).toBe(401);
  });

  it('answers both of two refreshes at once with one token the same successor; a logged-out family answers neither', async () => {
    const first = (await post('/api/account/login', { username: 'tokens@example.com', password: PASSWORD })).json()
      .refresh_token as string;
    const both = await Promise.all(
      [1, 2].map(() => post('/api/account/loginRefresh', undefined, { 'refresh-token': first })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const successor = both[0]!.json().refresh_token as string;
    expect(both[1]!.json().refresh_token).toBe(successor);
    expect(await count('account_refresh_tokens where token_hash = $1', [tokenHash(successor)])).toBe(1);

    expect((await post('/api/account/logout', undefined, { 'refresh-token': successor })).statusCode).toBe(204);
    const late = await post('/api/account/loginRefresh', undefined, { 'refresh-token': first });
    expect([late.statusCode, late.json().code]).toEqual([401, 'refresh_token_reused']);
  });

  it('logs out: the access token and the refresh token stop working', async () => {
    const login = (await post('/api/account/login', { username: 'tokens@example.com', password: PASSWORD })).json();
    const res = await post('/api/account/logout', undefined, {
      authorization: `Bearer ${login.access_token}`,
      'refresh-token': login.refresh_token,
    });
    expect(res.statusCode).toBe(204);
    const refused = await me(login.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('token_revoked');
    expect(
      (await post('/api/account/loginRefresh', undefined, { 'refresh-token': login.refresh_token })).statusCode,
    ).toBe(401);
    expect((await post('/api/account/logout')).statusCode).toBe(400);
  });

  it('changes the password: the current one is required, older sessions end', async () => {
    const email = 'change@example.com';
    const s = await registerActivateLogin(t, email);
    const body = {
      password: 'Winter2025?Bonn',
      userId: s.customer.identifier,
      email,
      currentPassword: 'wrong-password-1',
    };
    const wrong = await post('/api/account/changePassword', body, s.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'current_password_wrong' });

    const other = await post(
      '/api/account/changePassword',
      { ...body, currentPassword: PASSWORD, userId: session.customer.identifier },
      s.auth,
    );
    expect(other.statusCode).toBe(403);

    const weak = await post(
      '/api/account/changePassword',
      { ...body, currentPassword: PASSWORD, password: 'short1' },
      s.auth,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe('password_too_short');

    const ok = await post('/api/account/changePassword', { ...body, currentPassword: PASSWORD }, s.auth);
    expect(ok.statusCode).toBe(200);
    expect((await me(s.access_token)).json().code).toBe('token_revoked');
    expect((await post('/api/account/loginRefresh', undefined, { 'refresh-token': s.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await me(ok.json().access_token)).statusCode).toBe(200);
    expect((await post('/api/account/login', { username: email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/account/login', { username: email, password: 'Winter2025?Bonn' })).statusCode).toBe(200);
    await t.app.accountMails.drain();
    expect(mailsTo(t, email).at(-1)!.subject).toBe('Ihr Passwort wurde geändert');
  });

  it('needs the bearer token', async () => {
    const res = await post('/api/account/changePassword', {
      password: 'x',
      userId: 'y',
      email: 'z',
      currentPassword: 'w',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});

describe(`account: rate limits (${TEST_DB})`, () => {
  it('slows one address guessing one account down after five failures, even with the right password, and says when to retry', async () => {
    const email = 'guess@example.com';
    await registerActivateLogin(t, email);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/account/login', { username: email, password: `Guess${i}!xyz` })).statusCode).toBe(401);
    }
    const limited = await post('/api/account/login', { username: email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The failures are kept in shared state (the database here, or Redis), where every instance of the API counts.
    expect(await count("shared_values where key like 'login:failures:%'")).toBeGreaterThan(0);
    // An unknown address is slowed down the same way, so the limit tells nothing either.
    for (let i = 0; i < 5; i++)
      await post('/api/account/login', { username: 'ghost@example.com', password: 'Nope!12345' });
    const ghost = await post('/api/account/login', { username: 'ghost@example.com', password: 'Nope!12345' });
    expect(ghost.statusCode).toBe(429);
  });
});
