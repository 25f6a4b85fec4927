import { SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../lib/access-tokens';
import { mails, mailsTo, PASSWORD, registerActivateLogin, registration } from '../../testing/accounts';
import { linkIn } from '../../testing/mailbox';
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

describe(`account: registration and activation (${TEST_DB})`, () => {
  it('registers with the spec payload, mails a followable activation link, and activates', async () => {
    const res = await post(
      '/api/account/register',
      registration('Anna.Reg@Example.COM', { username: 'anna.reg@example.com' }),
      { host: 'fr.localhost:8096' },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'activation_pending' });
    // The account is written after the answer (so a known address answers no slower): wait for that work.
    await t.app.accountMails.drain();

    const { rows } = await t.db.query<{
      id: string;
      email: string;
      username: string;
      password_hash: string;
      email_verified: boolean;
      locale: string;
    }>("select * from account_users where email = 'anna.reg@example.com'");
    expect(rows).toHaveLength(1);
    const user = rows[0]!;
    expect(user.username).toBe('anna.reg@example.com');
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    expect(user.email_verified).toBe(false);
    expect(
      await count('customer_addresses a join customers c on c.id = a.customer_id where c.user_id = $1', [user.id]),
    ).toBe(1);
    expect(
      await count('customer_bank_accounts b join customers c on c.id = b.customer_id where c.user_id = $1', [user.id]),
    ).toBe(1);

    // Not activated yet: the right password says so, a wrong one does not.
    const early = await post('/api/account/login', { username: 'anna.reg@example.com', password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('account_not_activated');

    await t.app.accountMails.drain();
    const mail = mailsTo(t, 'anna.reg@example.com').at(-1)!;
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = new URL(linkIn(mail, 'activation='));
    // The link opens the shop the customer registered on, on that country's account route.
    expect(link.origin).toBe('http://fr.localhost:8096');
    expect(link.pathname).toBe('/account');
    const token = link.searchParams.get('activation')!;

    const activated = await post('/api/account/activateRegistration', undefined, { token });
    expect(activated.statusCode).toBe(200);
    const body = activated.json();
    expect(body.activated).toBe(true);
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(user.id);

    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/activateCustomerByIdentifier',
      headers: { identifier: body.token },
    });
    expect(customer.json()).toEqual({ activated: true });
    expect(
      (await t.db.query<{ status: string }>('select status from customers where user_id = $1', [user.id])).rows[0]!
        .status,
    ).toBe('active');

    // The link clicked again still says the account is active.
    const again = await post('/api/account/activateRegistration', undefined, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().activated).toBe(true);

    const login = await post('/api/account/login', { username: 'ANNA.REG@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
  });

  it('answers a second registration of the same e-mail exactly like the first, and tells the owner by mail', async () => {
    const email = 'twice@example.com';
    await registerActivateLogin(t, email);
    const before = await count('account_users');
    const res = await post('/api/account/register', registration(email, { firstName: 'Mallory' }), {
      host: 'de.localhost',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'activation_pending' });
    expect(await count('account_users')).toBe(before);
    await t.app.accountMails.drain();
    const last = mailsTo(t, email).at(-1)!;
    expect(last.subject).toBe('Sie haben bereits ein Kundenkonto bei Revalu');
    expect(last.text).toContain('Hallo Anna');
    expect(linkIn(last, 'password-forgot')).toBe('http://de.localhost:8096/account/password-forgot');
  });

  it.each([
    [
      'a postal code that does not fit the country',
      { Address: { ...registration('x@example.com').Address, zip: '1234' } },
      'Address.zip',
      'zip_invalid',
    ],
    [
      'an invalid IBAN',
      { Payment: { type: 'bank', bankAccount: { accountHolder: 'A B', iban: 'DE00 1234' } } },
      'Payment.bankAccount.iban',
      'iban_invalid',
    ],
    [
      'a temporary password',
      { credentials: [{ type: 'password', value: PASSWORD, temporary: true }] },
      'credentials.0.temporary',
      'password_not_temporary',
    ],
    [
      'a weak password',
      { credentials: [{ type: 'password', value: 'passwort1', temporary: false }] },
      'credentials.0.value',
      'password_too_simple',
    ],
    ['a username other than the e-mail', { username: 'someone@else.com' }, 'username', 'username_must_be_email'],
    ['an unknown locale', { attributes: { locale: ['en-US'] } }, 'attributes.locale', 'invalid'],
    ['a missing last name', { lastName: undefined }, 'lastName', 'required'],
  ])('refuses %s with a field code and stores nothing', async (_label, override, field, code) => {
    const before = await count('account_users');
    const res = await post('/api/account/register', registration('refused@example.com', override));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(res.json().fields[field]).toBe(code);
    expect(await count('account_users')).toBe(before);
  });

  it('refuses activation without, with a made-up and with a reset token', async () => {
    const missing = await post('/api/account/activateRegistration');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('token_missing');
    const bogus = await post('/api/account/activateRegistration', undefined, { token: 'A'.repeat(43) });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().code).toBe('activation_token_invalid');
    const garbage = await post('/api/account/activateRegistration', undefined, { token: "' or 1=1 --" });
    expect(garbage.statusCode).toBe(400);
  });

  it('activates customer data only for the activation result, never for a bare identifier', async () => {
    await post('/api/account/register', registration('unconfirmed@example.com'));
    await t.app.accountMails.drain();
    const { rows } = await t.db.query<{ id: string }>(
      "select id from account_users where email = 'unconfirmed@example.com'",
    );
    const answers = [];
    for (const identifier of [rows[0]!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/activateCustomerByIdentifier',
        headers: { identifier },
      });
      expect(res.statusCode).toBe(400);
      const { requestId: _id, ...body } = res.json();
      answers.push(JSON.stringify(body));
    }
    // A user id that exists answers like one that does not.
    expect(new Set(answers).size).toBe(1);
    expect(
      await count(
        "customers c join account_users u on u.id = c.user_id where u.email = 'unconfirmed@example.com' and c.status = 'active'",
      ),
    ).toBe(0);
  });
});

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

describe(`account: forgotten password (${TEST_DB})`, () => {
  it('answers the same for a registered and an unknown e-mail, and mails only the registered one', async () => {
    const email = 'forgot@example.com';
    await registerActivateLogin(t, email);
    const before = mails(t).length;
    const known = await post(
      '/api/account/forgotPasswordMail',
      { email: 'Forgot@Example.com', lang: 'it-IT' },
      { host: 'it.localhost:8096' },
    );
    const unknown = await post(
      '/api/account/forgotPasswordMail',
      { email: 'never-registered@example.com', lang: 'it-IT' },
      { host: 'it.localhost:8096' },
    );
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await t.app.accountMails.drain();
    const sent = mails(t).slice(before);
    expect(sent.map((m) => m.to)).toEqual([email]);
    expect(sent[0]!.subject).toBe('La tua nuova password per Revalu');

    const link = new URL(linkIn(sent[0]!, 'token='));
    expect(`${link.origin}${link.pathname}`).toBe('http://it.localhost:8096/account/password-reset');
    const token = link.searchParams.get('token')!;

    const weak = await post('/api/account/resetPassword', { password: 'abc' }, { token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe('password_too_short');

    const reset = await post('/api/account/resetPassword', { password: 'Herbst2025#Gera' }, { token });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/account/login', { username: email, password: 'Herbst2025#Gera' })).statusCode).toBe(200);
    expect((await post('/api/account/login', { username: email, password: PASSWORD })).statusCode).toBe(401);

    const reused = await post('/api/account/resetPassword', { password: 'Fruehling2026#Ulm' }, { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('reset_token_invalid');
    expect((await post('/api/account/resetPassword', { password: 'Fruehling2026#Ulm' })).json().code).toBe(
      'token_missing',
    );
  });

  it('never puts a foreign host into the link', async () => {
    const email = 'host-header@example.com';
    await registerActivateLogin(t, email);
    await post('/api/account/forgotPasswordMail', { email }, { host: 'evil.example' });
    await t.app.accountMails.drain();
    // The configured origin (PUBLIC_ORIGIN here) of the customer's country.
    expect(linkIn(mailsTo(t, email).at(-1)!, 'token=')).toMatch(
      /^http:\/\/de\.localhost:8096\/account\/password-reset\?token=/,
    );
  });
});

describe(`account: deletion (${TEST_DB})`, () => {
  it('deletes customer data and user together, only for the caller', async () => {
    const a = await registerActivateLogin(t, 'delete-a@example.com');
    const b = await registerActivateLogin(t, 'delete-b@example.com');
    const del = (auth: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'DELETE', url: '/api/account/deleteUser', headers: auth, payload: payload as object });

    const foreign = await del(a.auth, { customerId: b.customer.id, customerIdentifier: b.customer.identifier });
    expect(foreign.statusCode).toBe(403);
    expect(await count('account_users where id = $1', [b.customer.identifier])).toBe(1);

    const ok = await del(a.auth, { customerId: a.customer.id, customerIdentifier: a.customer.identifier });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ deleted: true });
    expect(await count('account_users where id = $1', [a.customer.identifier])).toBe(0);
    expect(await count('customers where id = $1', [a.customer.id])).toBe(0);
    expect(await count('customer_bank_accounts where customer_id = $1', [a.customer.id])).toBe(0);
    expect(
      (await post('/api/account/login', { username: 'delete-a@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers/customers', headers: a.auth })).statusCode).toBe(
      401,
    );
    expect(await count('account_users where id = $1', [b.customer.identifier])).toBe(1);
    await t.app.accountMails.drain();
    expect(mailsTo(t, 'delete-a@example.com').at(-1)!.subject).toBe('Ihr Kundenkonto wurde gelöscht');
  });
});

describe(`account: deletion is all or nothing (${TEST_DB})`, () => {
  it('keeps the customer data when the user cannot be deleted', async () => {
    const s = await registerActivateLogin(t, 'delete-atomic@example.com');
    // Make the second delete fail, as a broken database would: the first must be rolled back.
    await t.db.exec(`
      create function refuse_user_delete() returns trigger language plpgsql as $$ begin raise exception 'user delete refused'; end $$;
      create trigger refuse_user_delete before delete on account_users for each row execute function refuse_user_delete();`);
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/account/deleteUser',
        headers: s.auth,
        payload: { customerId: s.customer.id, customerIdentifier: s.customer.identifier },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        code: 'internal',
        message: 'Internal Server Error',
        requestId: expect.any(String),
      });
      expect(await count('customers where id = $1', [s.customer.id])).toBe(1);
      expect(await count('customer_addresses where customer_id = $1', [s.customer.id])).toBe(1);
      expect(await count('account_users where id = $1', [s.customer.identifier])).toBe(1);
    } finally {
      await t.db.exec('drop trigger refuse_user_delete on account_users; drop function refuse_user_delete();');
    }
  });

  it('activates customer data by the activation result token too', async () => {
    const email = 'by-token@example.com';
    await post('/api/account/register', registration(email), { host: 'de.localhost' });
    await t.app.accountMails.drain();
    const token = new URL(linkIn(mailsTo(t, email).at(-1)!, 'activation=')).searchParams.get('activation')!;
    const result = (await post('/api/account/activateRegistration', undefined, { token })).json().token as string;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activateCustomerByIdentifier',
      headers: { identifier: result },
    });
    expect(res.json()).toEqual({ activated: true });
    const forged = `${result.slice(0, -4)}AAAA`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/activateCustomerByIdentifier', headers: { identifier: forged } }))
        .statusCode,
    ).toBe(400);
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
