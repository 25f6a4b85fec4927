import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db, Queryable } from '../../db/db';
import { migrate, MIGRATIONS_DIR } from '../../db/migrate';
import { loadEnv } from '../../env';
import { bankAccountContext, createPayoutCipher } from '../../lib/payout-crypto';
import { registerActivateLogin } from '../../testing/accounts';
import { createTestApp, openTestDb, TEST_DB, type TestApp } from '../../testing/test-app';
import { listBankAccounts } from './payout-accounts-repository';

const REGISTERED_IBAN = 'DE89370400440532013000'; // from the registration payload (api/src/testing/accounts.ts)
const ADDED_IBAN = 'FR1420041010050500013M02606';
const CHANGED_IBAN = 'AT611904300234573201';

/** Every row of every table of the database, as text, that contains `needle` (case-insensitive). */
async function rowsContaining(db: Queryable, needle: string): Promise<string[]> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `select t::text as row from "${table_name}" t where position(upper($1) in upper(t::text)) > 0`,
      [needle],
    );
    found.push(...rows.map((r) => `${table_name}: ${r.row}`));
  }
  return found;
}

/** The parts of an IBAN that must not be readable: all of it, and its middle (everything but the last four). */
const secretsOf = (iban: string) => [iban, iban.slice(0, -4), iban.slice(4, -4)];

describe(`customers: IBANs are encrypted at rest (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores no plaintext IBAN from registration, POST or PATCH anywhere in the database, and answers the full IBAN to its owner', async () => {
    const a = await registerActivateLogin(t, 'iban-a@example.com');
    const b = await registerActivateLogin(t, 'iban-b@example.com', {
      Payment: { type: 'paypal', paypalAccount: { email: 'iban-b@example.com' } },
    });
    // B adds a bank account, A changes the one of the registration.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/customers/customer_payment_accounts',
      headers: b.auth,
      payload: {
        customer: b.customer['@id'],
        bankAccount: { accountHolder: 'Bruno Lefèvre', iban: 'fr14 2004 1010 0505 0001 3m02 606' },
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().bankAccountResource).toMatchObject({ iban: ADDED_IBAN, ibanLast4: '2606' });
    const bankOfA = (await t.app.inject({ method: 'GET', url: '/api/customers/bank_accounts', headers: a.auth })).json()
      .member[0];
    expect(bankOfA).toMatchObject({ iban: REGISTERED_IBAN, ibanLast4: '3000' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/bank_accounts/${bankOfA.id}`,
      headers: a.auth,
      payload: { payment: { iban: CHANGED_IBAN } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ iban: CHANGED_IBAN, ibanLast4: '3201', accountHolder: 'Anna Müller' });

    // The raw table: ciphertext and the last four characters only.
    const { rows } = await t.db.query<Record<string, unknown>>(
      'select * from customer_bank_accounts order by created_at',
    );
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).not.toContain('iban');
    for (const row of rows) expect(row.iban_encrypted).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(rows.map((r) => r.iban_last4).sort()).toEqual(['2606', '3201']);
    // No table holds any of the three IBANs, whole or without its last four characters.
    for (const iban of [REGISTERED_IBAN, ADDED_IBAN, CHANGED_IBAN]) {
      for (const secret of secretsOf(iban)) expect(await rowsContaining(t.db, secret)).toEqual([]);
    }

    // Each owner reads their own full IBAN (checkout prefills it); the other's stays unreachable.
    const customerOfB = (
      await t.app.inject({ method: 'GET', url: '/api/customers/customers', headers: b.auth })
    ).json();
    expect(customerOfB.bankAccounts).toEqual([expect.objectContaining({ iban: ADDED_IBAN })]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/customers/bank_accounts/${bankOfA.id}`,
      headers: b.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("binds each ciphertext to its row and customer: copied to another customer's row it does not decrypt", async () => {
    const c = await registerActivateLogin(t, 'iban-c@example.com');
    const d = await registerActivateLogin(t, 'iban-d@example.com');
    const { rows } = await t.db.query<{ id: string; customer_id: string; iban_encrypted: string }>(
      'select id, customer_id, iban_encrypted from customer_bank_accounts where customer_id = any($1::uuid[])',
      [[c.customer.id, d.customer.id]],
    );
    const ofC = rows.find((r) => r.customer_id === c.customer.id)!;
    const ofD = rows.find((r) => r.customer_id === d.customer.id)!;
    const cipher = createPayoutCipher(t.env);
    expect(cipher.decrypt(ofC.iban_encrypted, bankAccountContext(ofC.id, ofC.customer_id))).toBe(REGISTERED_IBAN);
    expect(() => cipher.decrypt(ofC.iban_encrypted, bankAccountContext(ofD.id, ofD.customer_id))).toThrow();
    // Another key (a database copied to a machine without the key) cannot read it either.
    const otherKey = createPayoutCipher({ PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') });
    expect(() => otherKey.decrypt(ofC.iban_encrypted, bankAccountContext(ofC.id, ofC.customer_id))).toThrow();
  });
});

describe(`customers: migration 0301 encrypts the IBANs stored in plaintext before it (${TEST_DB})`, () => {
  let db: Db;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    // The schema as it was before 0301: every migration numbered below it.
    before = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-0301-'));
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f < '0301'))
      copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  });
  afterAll(async () => {
    await db.close();
    await drop();
    rmSync(before, { recursive: true, force: true });
  });

  it('encrypts existing rows, drops the plaintext column, and the customers module reads them back', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('hex'),
      SEED_DEMO: 'false',
    });
    await migrate(db, { dir: before, env });
    const customers = [
      {
        user: '00000000-0000-4000-8000-000000000001',
        customer: '00000000-0000-4000-8000-0000000000c1',
        bank: '00000000-0000-4000-8000-0000000000b1',
        iban: REGISTERED_IBAN,
      },
      {
        user: '00000000-0000-4000-8000-000000000002',
        customer: '00000000-0000-4000-8000-0000000000c2',
        bank: '00000000-0000-4000-8000-0000000000b2',
        iban: ADDED_IBAN,
      },
    ];
    for (const [i, c] of customers.entries()) {
      await db.query(
        `insert into account_users (id, username, email, password_hash, first_name, last_name, locale) values ($1, $2, $2, 'x', 'Old', 'Row', 'de-DE')`,
        [c.user, `old-${i}@example.com`],
      );
      await db.query(
        `insert into customers (id, user_id, customer_number, email, locale) values ($1, $2, $3, $4, 'de-DE')`,
        [c.customer, c.user, `RV9000000${i}`, `old-${i}@example.com`],
      );
      await db.query(
        `insert into customer_bank_accounts (id, customer_id, account_holder, iban) values ($1, $2, 'Old Row', $3)`,
        [c.bank, c.customer, c.iban],
      );
    }
    expect(await rowsContaining(db, REGISTERED_IBAN)).toHaveLength(1);

    expect(await migrate(db, { env })).toContain('0301_encrypt_bank_account_ibans.ts');

    const { rows: columns } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'customer_bank_accounts'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('iban');
    for (const c of customers)
      for (const secret of secretsOf(c.iban)) expect(await rowsContaining(db, secret)).toEqual([]);
    const cipher = createPayoutCipher(env);
    for (const c of customers) {
      expect(await listBankAccounts(db, cipher, c.customer)).toEqual([
        expect.objectContaining({ id: c.bank, iban: c.iban, ibanLast4: c.iban.slice(-4) }),
      ]);
    }
    // The table now refuses a plaintext IBAN outright (a customer without a bank account yet).
    await db.query(
      `insert into account_users (id, username, email, password_hash, first_name, last_name, locale) values ($1, 'new@example.com', 'new@example.com', 'x', 'New', 'Row', 'de-DE')`,
      ['00000000-0000-4000-8000-000000000003'],
    );
    await db.query(
      `insert into customers (id, user_id, customer_number, email, locale) values ($1, $2, 'RV90000003', 'new@example.com', 'de-DE')`,
      ['00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-000000000003'],
    );
    const insertBank = (encrypted: string) =>
      db.query(
        `insert into customer_bank_accounts (id, customer_id, account_holder, iban_encrypted, iban_last4) values ($1, $2, 'New Row', $3, '3000')`,
        ['00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000c3', encrypted],
      );
    await expect(insertBank(REGISTERED_IBAN)).rejects.toThrow(/iban_encrypted_check/);
    await insertBank(
      cipher.encrypt(
        REGISTERED_IBAN,
        bankAccountContext('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000c3'),
      ),
    );
    // Applied once: a second start changes nothing.
    expect(await migrate(db, { env })).toEqual([]);
  });

  it('refuses to run a code migration without the environment, applying nothing of it', async () => {
    const fresh = await openTestDb();
    try {
      await expect(migrate(fresh.db, { dir: MIGRATIONS_DIR })).rejects.toThrow(/needs the environment/);
      const { rows } = await fresh.db.query<{ version: string }>(
        'select version from schema_migrations order by version',
      );
      expect(rows.map((r) => r.version)).toContain('0300');
      expect(rows.map((r) => r.version)).not.toContain('0301');
      const { rows: columns } = await fresh.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'customer_bank_accounts'`,
      );
      expect(columns.map((c) => c.column_name)).toContain('iban');
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});
