import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db';
import { bankAccountContext, type PayoutCipher } from '../../lib/payout-crypto';
import type { BankAccountInput, PaypalAccountInput } from './fields';
import {
  bank,
  paymentAccount,
  paypal,
  type BankAccountResource,
  type PaymentAccountResource,
  type PaypalAccountResource,
  type Row,
} from './resource-rows';

/**
 * The customer's payout accounts: bank accounts, PayPal accounts and the customer payment accounts
 * that name them. Every read and write filters by the customer id of the caller. IBANs are stored
 * encrypted (`iban_encrypted`, see lib/payout-crypto.ts) with their last four characters beside
 * them; only the functions here encrypt them, and resource-rows.ts decrypts them.
 */

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

/** Changes the bank account and makes it the payout method, in one transaction. */
export async function changeBankAccount(
  db: Db,
  cipher: PayoutCipher,
  customerId: string,
  id: string,
  account: { accountHolder: string; iban: string; bic: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateBankAccount(tx, cipher, customerId, id, account);
    await tx.query(`update customers set payout_method = 'bank', updated_at = now() where id = $1`, [customerId]);
  });
}

/** Changes the PayPal account and makes it the payout method, in one transaction. */
export async function changePaypalAccount(db: Db, customerId: string, id: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'update customer_paypal_accounts set email = $3, updated_at = now() where id = $1 and customer_id = $2',
      [id, customerId, email],
    );
    await tx.query(`update customers set payout_method = 'paypal', updated_at = now() where id = $1`, [customerId]);
  });
}
