import { mailsTo, PASSWORD, registerActivateLogin, registration } from '../../testing/accounts';
import { linkIn } from '../../testing/mailbox';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

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
