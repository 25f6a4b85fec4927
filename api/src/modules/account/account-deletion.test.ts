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
