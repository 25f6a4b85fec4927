import { mails, mailsTo, PASSWORD, registerActivateLogin } from '../../testing/accounts';
import { linkIn } from '../../testing/mailbox';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

/** The failure paths of the account API that the main test file leaves out. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
const login = (email: string, password = PASSWORD) =>
  post('/api/account/login', { username: email, password }, {}, '10.9.9.9');

describe(`account: one customer cannot act for another (${TEST_DB})`, () => {
  it('refuses changePassword and deleteUser naming another user, and changes nothing', async () => {
    const a = await registerActivateLogin(t, 'edge-a@example.com');
    const b = await registerActivateLogin(t, 'edge-b@example.com');

    const change = await post(
      '/api/account/changePassword',
      {
        password: 'Winter2026!Jena',
        userId: b.customer.identifier,
        email: 'edge-b@example.com',
        currentPassword: PASSWORD,
      },
      a.auth,
    );
    expect([change.statusCode, change.json().code]).toEqual([403, 'not_your_account']);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/deleteUser',
      headers: a.auth,
      payload: { customerId: b.customer.id, customerIdentifier: b.customer.identifier },
    });
    expect([del.statusCode, del.json().code]).toEqual([403, 'not_your_account']);
    // Half of the caller's own ids and half of another's is refused too.
    const mixed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/deleteUser',
      headers: a.auth,
      payload: { customerId: b.customer.id, customerIdentifier: a.customer.identifier },
    });
    expect([mixed.statusCode, mixed.json().code]).toEqual([403, 'not_your_account']);

    // Both accounts are as they were: B logs in with the old password, A still has its data.
    expect((await login('edge-b@example.com')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers/customers', headers: a.auth })).statusCode).toBe(
      200,
    );
  });
});

describe(`account: sessions (${TEST_DB})`, () => {
  it('refuses a logout without tokens, and a logout with only the refresh token ends that session', async () => {
    const s = await registerActivateLogin(t, 'edge-logout@example.com');
    const none = await post('/api/account/logout');
    expect([none.statusCode, none.json().code]).toEqual([400, 'tokens_missing']);
    const out = await post('/api/account/logout', undefined, { 'refresh-token': s.refresh_token });
    expect(out.statusCode).toBe(204);
    const refresh = await post('/api/account/loginRefresh', undefined, { 'refresh-token': s.refresh_token });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const s = await registerActivateLogin(t, 'edge-expired@example.com');
    await t.db.query(
      `update account_refresh_tokens set expires_at = now() - interval '1 second', created_at = now() - interval '13 hours'
        where user_id = $1`,
      [s.customer.identifier],
    );
    const refresh = await post('/api/account/loginRefresh', undefined, { 'refresh-token': s.refresh_token });
    expect([refresh.statusCode, refresh.json().code]).toEqual([401, 'refresh_token_expired']);
  });

  it('ends every session when the password is reset through the mailed link', async () => {
    const email = 'edge-reset@example.com';
    const s = await registerActivateLogin(t, email);
    await post('/api/account/forgotPasswordMail', { email });
    await t.app.accountMails.drain();
    const token = new URL(linkIn(mailsTo(t, email).at(-1)!, 'token=')).searchParams.get('token')!;
    expect((await post('/api/account/resetPassword', { password: 'Herbst2025#Gera' }, { token })).statusCode).toBe(200);
    expect((await post('/api/account/loginRefresh', undefined, { 'refresh-token': s.refresh_token })).statusCode).toBe(
      401,
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/customers/customers', headers: s.auth });
    expect([me.statusCode, me.json().code]).toEqual([401, 'token_revoked']);
  });
});

describe(`account: forgotten-password mails are limited per address, silently (${TEST_DB})`, () => {
  it('answers a fourth request within the hour like the others but mails only three', async () => {
    const email = 'edge-flood@example.com';
    await registerActivateLogin(t, email);
    const before = mailsTo(t, email).length;
    const answers: string[] = [];
    // From four addresses: the per-address limit of the requester is not what this is about.
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/account/forgotPasswordMail', { email }, {}, `10.8.8.${i}`);
      answers.push(`${res.statusCode} ${res.body}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^202 /);
    await t.app.accountMails.drain();
    expect(mailsTo(t, email).length - before).toBe(3);
    // Nobody else got anything.
    expect(mails(t).filter((m) => !m.to.includes('@example.com'))).toEqual([]);
  });
});
