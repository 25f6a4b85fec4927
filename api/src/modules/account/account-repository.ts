import type { Locale } from 'config';
import type { Queryable } from '../../db/db';

/** The account users in the database: lookup, registration, confirmation, password, deletion. */

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  enabled: boolean;
  email_verified: boolean;
  locale: Locale;
  token_version: number;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('select * from account_users where email = $1', [email]);
  return rows[0] ?? null;
}

export async function findUser(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('select * from account_users where id = $1', [id]);
  return rows[0] ?? null;
}

/** The customer data of a user, active or not. */
export async function findCustomerOfUser(db: Queryable, userId: string) {
  const { rows } = await db.query<{ id: string; customer_number: string; status: string }>(
    'select id, customer_number, status from customers where user_id = $1',
    [userId],
  );
  return rows[0];
}

/** A new user, enabled, whose e-mail is still to confirm. */
export async function insertUser(
  tx: Queryable,
  user: { id: string; email: string; passwordHash: string; firstName: string; lastName: string; locale: Locale },
): Promise<void> {
  await tx.query(
    `insert into account_users (id, username, email, password_hash, first_name, last_name, enabled, email_verified, required_actions, groups, locale)
     values ($1, $2, $2, $3, $4, $5, true, false, '["VERIFY_EMAIL"]'::jsonb, '["customers"]'::jsonb, $6)`,
    [user.id, user.email, user.passwordHash, user.firstName, user.lastName, user.locale],
  );
}

export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update account_users set email_verified = true, activated_at = coalesce(activated_at, now()),
            required_actions = required_actions - 'VERIFY_EMAIL' where id = $1`,
    [userId],
  );
}

/** A new password; the token version goes up, so older access tokens stop working. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update account_users set password_hash = $2, password_changed_at = now(), token_version = token_version + 1
      where id = $1 returning *`,
    [userId, passwordHash],
  );
  return rows[0]!;
}

/** Deletes a user's customer data; answers how many rows went. */
export async function deleteCustomerOfUser(tx: Queryable, customerId: string, userId: string): Promise<number> {
  const customers = await tx.query('delete from customers where id = $1 and user_id = $2', [customerId, userId]);
  return customers.rowCount;
}

/** Trades stay for bookkeeping (with their own copy of name, address and payout), no longer linked to an account. */
export async function unlinkTrades(tx: Queryable, userId: string, customerId: string | null): Promise<void> {
  await tx.query(
    'update trades set customer_id = null, account_user_id = null where account_user_id = $1 or customer_id = $2',
    [userId, customerId],
  );
}

/** Deletes a user; answers how many rows went. */
export async function deleteUser(tx: Queryable, userId: string): Promise<number> {
  const users = await tx.query('delete from account_users where id = $1', [userId]);
  return users.rowCount;
}
