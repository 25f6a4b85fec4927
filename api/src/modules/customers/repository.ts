import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { bankAccountContext, type PayoutCipher } from '../../lib/payout-crypto';
import type { AddressInput, BankAccountInput, PaypalAccountInput } from './fields';
import { iri } from './iri';

/**
 * The customer data in the database and as resources. Every read and write takes the customer id
 * of the caller and filters by it: a resource of another customer is never found.
 * IBANs are stored encrypted (`iban_encrypted`, see lib/payout-crypto.ts) with their last four
 * characters beside them; only the functions here encrypt and decrypt them.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface PersonResource {
  '@id': string;
  '@type': 'Person';
  id: string;
  customer: string;
  salutation: 'mr' | 'ms' | 'none' | null;
  firstName: string;
  lastName: string;
  birthdate: string | null;
}

export interface AddressResource {
  '@id': string;
  '@type': 'Address';
  id: string;
  customer: string;
  salutation: 'mr' | 'ms' | 'none' | null;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  addition: string | null;
  zip: string;
  city: string;
  country: string;
  updatedAt: string;
}

export interface PhoneContactResource {
  '@id': string;
  '@type': 'PhoneContact';
  id: string;
  customer: string;
  phone: string;
  updatedAt: string;
}

export interface BankAccountResource {
  '@id': string;
  '@type': 'BankAccount';
  id: string;
  customer: string;
  accountHolder: string;
  /** The full IBAN: the owner's own account, which checkout prefills (decision 0047). */
  iban: string;
  ibanLast4: string;
  bic: string | null;
  updatedAt: string;
}

export interface PaypalAccountResource {
  '@id': string;
  '@type': 'PaypalAccount';
  id: string;
  customer: string;
  email: string;
  updatedAt: string;
}

export interface PaymentAccountResource {
  '@id': string;
  '@type': 'CustomerPaymentAccount';
  id: string;
  customer: string;
  paymentType: 'INVOICE';
  isPrimary: boolean;
  bankAccount: string | null;
  paypalAccount: string | null;
  createdAt: string;
}

export interface CustomerResource {
  '@id': string;
  '@type': 'Customer';
  id: string;
  customerNumber: string;
  /** The login identity's id (the spec's customerIdentifier). */
  identifier: string;
  email: string;
  locale: string;
  status: 'pending' | 'active';
  payoutMethod: 'bank' | 'paypal' | null;
  createdAt: string;
  person: PersonResource | null;
  addresses: AddressResource[];
  phoneContacts: PhoneContactResource[];
  bankAccounts: BankAccountResource[];
  paypalAccounts: PaypalAccountResource[];
  paymentAccounts: PaymentAccountResource[];
}

type Row = Record<string, unknown>;

function person(r: Row): PersonResource {
  return {
    '@id': iri('people', r.id as string),
    '@type': 'Person',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    salutation: (r.salutation as PersonResource['salutation']) ?? null,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    birthdate: (r.birthdate as string | null) ?? null,
  };
}

function address(r: Row): AddressResource {
  return {
    '@id': iri('addresses', r.id as string),
    '@type': 'Address',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    salutation: (r.salutation as AddressResource['salutation']) ?? null,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    street: r.street as string,
    houseNumber: r.house_number as string,
    addition: (r.addition as string | null) ?? null,
    zip: r.zip as string,
    city: r.city as string,
    country: r.country as string,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

function phone(r: Row): PhoneContactResource {
  return {
    '@id': iri('phone_contacts', r.id as string),
    '@type': 'PhoneContact',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    phone: r.phone as string,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

function bank(r: Row, cipher: PayoutCipher): BankAccountResource {
  const id = r.id as string;
  const customerId = r.customer_id as string;
  return {
    '@id': iri('bank_accounts', r.id as string),
    '@type': 'BankAccount',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    accountHolder: r.account_holder as string,
    iban: cipher.decrypt(r.iban_encrypted as string, bankAccountContext(id, customerId)),
    ibanLast4: r.iban_last4 as string,
    bic: (r.bic as string | null) ?? null,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

function paypal(r: Row): PaypalAccountResource {
  return {
    '@id': iri('paypal_accounts', r.id as string),
    '@type': 'PaypalAccount',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    email: r.email as string,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

function paymentAccount(r: Row): PaymentAccountResource {
  return {
    '@id': iri('customer_payment_accounts', r.id as string),
    '@type': 'CustomerPaymentAccount',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    paymentType: 'INVOICE',
    isPrimary: Boolean(r.is_primary),
    bankAccount: r.bank_account_id ? iri('bank_accounts', r.bank_account_id as string) : null,
    paypalAccount: r.paypal_account_id ? iri('paypal_accounts', r.paypal_account_id as string) : null,
    createdAt: iso(r.created_at as Date)!,
  };
}

const PERSON_COLUMNS = `id, customer_id, salutation, first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') as birthdate`;

export async function listPeople(db: Queryable, customerId: string, id?: string): Promise<PersonResource[]> {
  const { rows } = await db.query<Row>(
    `select ${PERSON_COLUMNS} from customer_people where customer_id = $1 and ($2::uuid is null or id = $2::uuid)`,
    [customerId, id ?? null],
  );
  return rows.map(person);
}

export async function listAddresses(db: Queryable, customerId: string, id?: string): Promise<AddressResource[]> {
  const { rows } = await db.query<Row>(
    'select * from customer_addresses where customer_id = $1 and ($2::uuid is null or id = $2::uuid) order by created_at',
    [customerId, id ?? null],
  );
  return rows.map(address);
}

export async function listPhoneContacts(
  db: Queryable,
  customerId: string,
  id?: string,
): Promise<PhoneContactResource[]> {
  const { rows } = await db.query<Row>(
    'select * from customer_phone_contacts where customer_id = $1 and ($2::uuid is null or id = $2::uuid) order by created_at',
    [customerId, id ?? null],
  );
  return rows.map(phone);
}

export async function listBankAccounts(
  db: Queryable,
  cipher: PayoutCipher,
  customerId: string,
  id?: string,
): Promise<BankAccountResource[]> {
  const { rows } = await db.query<Row>(
    'select * from customer_bank_accounts where customer_id = $1 and ($2::uuid is null or id = $2::uuid) order by created_at',
    [customerId, id ?? null],
  );
  return rows.map((r) => bank(r, cipher));
}

/** Changes a bank account; the IBAN is encrypted for this row and customer. False when it is not the customer's. */
export async function updateBankAccount(
  tx: Queryable,
  cipher: PayoutCipher,
  customerId: string,
  id: string,
  account: { accountHolder: string; iban: string; bic: string | null },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update customer_bank_accounts set account_holder = $3, iban_encrypted = $4, iban_last4 = $5, bic = $6, updated_at = now()
      where id = $1 and customer_id = $2`,
    [
      id,
      customerId,
      account.accountHolder,
      cipher.encrypt(account.iban, bankAccountContext(id, customerId)),
      account.iban.slice(-4),
      account.bic,
    ],
  );
  return rowCount === 1;
}

export async function listPaypalAccounts(
  db: Queryable,
  customerId: string,
  id?: string,
): Promise<PaypalAccountResource[]> {
  const { rows } = await db.query<Row>(
    'select * from customer_paypal_accounts where customer_id = $1 and ($2::uuid is null or id = $2::uuid) order by created_at',
    [customerId, id ?? null],
  );
  return rows.map(paypal);
}

export async function listPaymentAccounts(
  db: Queryable,
  customerId: string,
  id?: string,
): Promise<PaymentAccountResource[]> {
  const { rows } = await db.query<Row>(
    'select * from customer_payment_accounts where customer_id = $1 and ($2::uuid is null or id = $2::uuid) order by created_at',
    [customerId, id ?? null],
  );
  return rows.map(paymentAccount);
}

/** The whole customer resource of one customer, or null when it does not exist. */
export async function loadCustomer(
  db: Queryable,
  cipher: PayoutCipher,
  customerId: string,
): Promise<CustomerResource | null> {
  const { rows } = await db.query<Row>('select * from customers where id = $1', [customerId]);
  const c = rows[0];
  if (!c) return null;
  const [people, addresses, phoneContacts, bankAccounts, paypalAccounts, paymentAccounts] = await Promise.all([
    listPeople(db, customerId),
    listAddresses(db, customerId),
    listPhoneContacts(db, customerId),
    listBankAccounts(db, cipher, customerId),
    listPaypalAccounts(db, customerId),
    listPaymentAccounts(db, customerId),
  ]);
  return {
    '@id': iri('customers', c.id as string),
    '@type': 'Customer',
    id: c.id as string,
    customerNumber: c.customer_number as string,
    identifier: c.user_id as string,
    email: c.email as string,
    locale: c.locale as string,
    status: c.status as 'pending' | 'active',
    payoutMethod: (c.payout_method as 'bank' | 'paypal' | null) ?? null,
    createdAt: iso(c.created_at as Date)!,
    person: people[0] ?? null,
    addresses,
    phoneContacts,
    bankAccounts,
    paypalAccounts,
    paymentAccounts,
  };
}

export interface NewCustomerData {
  userId: string;
  email: string;
  locale: string;
  salutation: 'mr' | 'ms' | 'none' | null;
  firstName: string;
  lastName: string;
  address: AddressInput | null;
  bankAccount: BankAccountInput | null;
  paypalAccount: PaypalAccountInput | null;
}

/** Creates the customer data of a user (customer number, person, address, payout account). */
export async function createCustomerData(
  tx: Queryable,
  cipher: PayoutCipher,
  data: NewCustomerData,
): Promise<{ customerId: string; customerNumber: string }> {
  const customerId = randomUUID();
  const payoutMethod = data.bankAccount ? 'bank' : data.paypalAccount ? 'paypal' : null;
  const { rows } = await tx.query<{ customer_number: string }>(
    `insert into customers (id, user_id, customer_number, email, locale, payout_method)
     values ($1, $2, 'RV' || nextval('customer_number_seq')::text, $3, $4, $5) returning customer_number`,
    [customerId, data.userId, data.email, data.locale, payoutMethod],
  );
  await tx.query(
    'insert into customer_people (id, customer_id, salutation, first_name, last_name) values ($1, $2, $3, $4, $5)',
    [randomUUID(), customerId, data.salutation, data.firstName, data.lastName],
  );
  if (data.address) await insertAddress(tx, customerId, data.address);
  if (data.bankAccount) await insertPaymentAccount(tx, cipher, customerId, { bankAccount: data.bankAccount });
  if (data.paypalAccount) await insertPaymentAccount(tx, cipher, customerId, { paypalAccount: data.paypalAccount });
  return { customerId, customerNumber: rows[0]!.customer_number };
}

export async function insertAddress(tx: Queryable, customerId: string, a: AddressInput): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into customer_addresses (id, customer_id, salutation, first_name, last_name, street, house_number, addition, zip, city, country)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      customerId,
      a.salutation ?? null,
      a.firstName,
      a.lastName,
      a.street,
      a.houseNumber,
      a.addition || null,
      a.zip,
      a.city,
      a.country,
    ],
  );
  return id;
}

/** Creates a payout account: the bank or PayPal account and its customer payment account (INVOICE, not primary). */
export async function insertPaymentAccount(
  tx: Queryable,
  cipher: PayoutCipher,
  customerId: string,
  account: { bankAccount: BankAccountInput } | { paypalAccount: PaypalAccountInput },
): Promise<string> {
  const paymentId = randomUUID();
  const accountId = randomUUID();
  if ('bankAccount' in account) {
    const b = account.bankAccount;
    await tx.query(
      'insert into customer_bank_accounts (id, customer_id, account_holder, iban_encrypted, iban_last4, bic) values ($1, $2, $3, $4, $5, $6)',
      [
        accountId,
        customerId,
        b.accountHolder,
        cipher.encrypt(b.iban, bankAccountContext(accountId, customerId)),
        b.iban.slice(-4),
        b.bic ?? null,
      ],
    );
    await tx.query(
      `insert into customer_payment_accounts (id, customer_id, payment_type, is_primary, bank_account_id) values ($1, $2, 'INVOICE', false, $3)`,
      [paymentId, customerId, accountId],
    );
    await tx.query(`update customers set payout_method = 'bank', updated_at = now() where id = $1`, [customerId]);
  } else {
    await tx.query('insert into customer_paypal_accounts (id, customer_id, email) values ($1, $2, $3)', [
      accountId,
      customerId,
      account.paypalAccount.email,
    ]);
    await tx.query(
      `insert into customer_payment_accounts (id, customer_id, payment_type, is_primary, paypal_account_id) values ($1, $2, 'INVOICE', false, $3)`,
      [paymentId, customerId, accountId],
    );
    await tx.query(`update customers set payout_method = 'paypal', updated_at = now() where id = $1`, [customerId]);
  }
  return paymentId;
}

/** Activates a user's customer data; true when it is active afterwards. */
export async function activateCustomerData(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ status: string }>(
    `update customers set status = 'active', activated_at = coalesce(activated_at, now()), updated_at = now()
      where user_id = $1 returning status`,
    [userId],
  );
  return rows[0]?.status === 'active';
}
