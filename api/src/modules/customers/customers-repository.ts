import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db';
import type { PayoutCipher } from '../../lib/payout-crypto';
import type { AddressInput, BankAccountInput, PaypalAccountInput } from './fields';
import { iri } from './iri';
import {
  insertPaymentAccount,
  listBankAccounts,
  listPaymentAccounts,
  listPaypalAccounts,
} from './payout-accounts-repository';
import {
  address,
  iso,
  person,
  phone,
  type AddressResource,
  type CustomerResource,
  type PersonResource,
  type PhoneContactResource,
  type Row,
} from './resource-rows';

/**
 * The customer data in the database and as resources: the customer, person, addresses and phone
 * numbers; payout accounts are in payout-accounts-repository.ts. Every read and write takes the
 * customer id of the caller and filters by it: a resource of another customer is never found.
 */

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
  if (data.address) await saveAddress(tx, customerId, data.address);
  if (data.bankAccount) await insertPaymentAccount(tx, cipher, customerId, { bankAccount: data.bankAccount });
  if (data.paypalAccount) await insertPaymentAccount(tx, cipher, customerId, { paypalAccount: data.paypalAccount });
  return { customerId, customerNumber: rows[0]!.customer_number };
}

/**
 * Writes the customer's address: a new one, or with `id` the one of that id, which the caller found
 * among the customer's. An address of another customer is left as it is.
 */
export async function saveAddress(
  db: Queryable,
  customerId: string,
  a: AddressInput,
  id: string = randomUUID(),
): Promise<string> {
  await db.query(
    `insert into customer_addresses (id, customer_id, salutation, first_name, last_name, street, house_number, addition, zip, city, country)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (id) do update
        set salutation = excluded.salutation, first_name = excluded.first_name, last_name = excluded.last_name,
            street = excluded.street, house_number = excluded.house_number, addition = excluded.addition,
            zip = excluded.zip, city = excluded.city, country = excluded.country, updated_at = now()
      where customer_addresses.customer_id = excluded.customer_id`,
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

/** Activates a user's customer data; true when it is active afterwards. */
export async function activateCustomerData(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ status: string }>(
    `update customers set status = 'active', activated_at = coalesce(activated_at, now()), updated_at = now()
      where user_id = $1 returning status`,
    [userId],
  );
  return rows[0]?.status === 'active';
}

/** The login identity's name and language (account_users), for customer data created later. */
export async function loadUserName(
  db: Queryable,
  userId: string,
): Promise<{ first_name: string; last_name: string; locale: string } | undefined> {
  const { rows } = await db.query<{ first_name: string; last_name: string; locale: string }>(
    'select first_name, last_name, locale from account_users where id = $1',
    [userId],
  );
  return rows[0];
}

/** The customer id and number of a user's customer data, if it has any. */
export async function findCustomerNumber(
  db: Queryable,
  userId: string,
): Promise<{ id: string; customer_number: string } | undefined> {
  const { rows } = await db.query<{ id: string; customer_number: string }>(
    'select id, customer_number from customers where user_id = $1',
    [userId],
  );
  return rows[0];
}

/** Creates a user's customer data and activates it, in one transaction. */
export async function createActiveCustomerData(
  db: Db,
  cipher: PayoutCipher,
  data: NewCustomerData,
): Promise<{ customerId: string; customerNumber: string }> {
  return db.transaction(async (tx) => {
    const created = await createCustomerData(tx, cipher, data);
    await activateCustomerData(tx, data.userId);
    return created;
  });
}

/** Deletes the customer data (person, address, phone, payout accounts) of this user; false when there is none. */
export async function deleteCustomer(db: Queryable, customerId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from customers where id = $1 and user_id = $2', [customerId, userId]);
  return rowCount === 1;
}

export async function insertPhoneContact(db: Queryable, customerId: string, id: string, phone: string): Promise<void> {
  await db.query('insert into customer_phone_contacts (id, customer_id, phone) values ($1, $2, $3)', [
    id,
    customerId,
    phone,
  ]);
}

export async function updatePhoneContact(db: Queryable, customerId: string, id: string, phone: string): Promise<void> {
  await db.query(
    'update customer_phone_contacts set phone = $3, updated_at = now() where id = $1 and customer_id = $2',
    [id, customerId, phone],
  );
}

/** Changes the person, and the login identity's name with it (mails greet with it), in one transaction. */
export async function changePerson(
  db: Db,
  userId: string,
  customerId: string,
  id: string,
  next: { salutation: PersonResource['salutation']; firstName: string; lastName: string; birthdate: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'update customer_people set salutation = $3, first_name = $4, last_name = $5, birthdate = $6, updated_at = now() where id = $1 and customer_id = $2',
      [id, customerId, next.salutation, next.firstName, next.lastName, next.birthdate],
    );
    await tx.query('update account_users set first_name = $2, last_name = $3 where id = $1', [
      userId,
      next.firstName,
      next.lastName,
    ]);
  });
}
