import { mails, mailsTo, PASSWORD, registerActivateLogin } from '../../testing/accounts';
import { linkIn } from '../../testing/mailbox';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'http://localhost:8096' });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

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
