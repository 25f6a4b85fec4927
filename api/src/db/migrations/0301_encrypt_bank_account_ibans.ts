import type { Queryable } from '../db';
import type { MigrationContext } from '../migrate';
import { bankAccountContext, createPayoutCipher, isEncryptedPayoutValue } from '../../lib/payout-crypto';

/**
 * Customers' bank accounts: the IBAN encrypted at rest, as checkout stores a trade's (AES-256-GCM
 * with PAYOUT_ENCRYPTION_KEY, the bank account's row and customer as associated data), plus its
 * last four characters for lists and mails. Rows stored in plaintext by 0300 are encrypted here,
 * then the plaintext column is dropped.
 *
 * A code migration because SQL does not have the key. Run in one transaction: an instance that
 * fails half-way leaves the table as it was. The plaintext of the old row versions stays in the
 * table's files until (auto)vacuum reclaims them, and in older backups: see docs/operations.md.
 */
export async function up(tx: Queryable, { env }: MigrationContext): Promise<void> {
  const cipher = createPayoutCipher(env);
  await tx.query('alter table customer_bank_accounts add column iban_encrypted text, add column iban_last4 text');
  const { rows } = await tx.query<{ id: string; customer_id: string; iban: string }>(
    'select id, customer_id, iban from customer_bank_accounts for update',
  );
  for (const row of rows) {
    const iban = row.iban.replace(/\s+/g, '').toUpperCase();
    // Never encrypt twice (a value that somehow is encrypted already stays as it is).
    const encrypted = isEncryptedPayoutValue(row.iban)
      ? row.iban
      : cipher.encrypt(iban, bankAccountContext(row.id, row.customer_id));
    const last4 = isEncryptedPayoutValue(row.iban)
      ? cipher.decrypt(row.iban, bankAccountContext(row.id, row.customer_id)).slice(-4)
      : iban.slice(-4);
    await tx.query('update customer_bank_accounts set iban_encrypted = $2, iban_last4 = $3 where id = $1', [
      row.id,
      encrypted,
      last4,
    ]);
  }
  await tx.query(
    `alter table customer_bank_accounts
       drop column iban,
       alter column iban_encrypted set not null,
       alter column iban_last4 set not null,
       add constraint customer_bank_accounts_iban_encrypted_check check (iban_encrypted like 'v1:%'),
       add constraint customer_bank_accounts_iban_last4_check check (iban_last4 ~ '^[0-9A-Z]{4}$')`,
  );
}
