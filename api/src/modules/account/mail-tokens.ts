import type { Queryable } from '../../db/db';
import { looksLikeSecretToken, newSecretToken, tokenHash } from './secret-tokens';

/** Single-use tokens sent by mail. Activation links last 48 hours, password reset links one hour. */
export type MailTokenPurpose = 'activation' | 'password_reset';
export const MAIL_TOKEN_TTL_SECONDS: Record<MailTokenPurpose, number> = { activation: 48 * 3600, password_reset: 3600 };

export async function issueMailToken(db: Queryable, userId: string, purpose: MailTokenPurpose): Promise<string> {
  const token = newSecretToken();
  // A new link replaces the older ones of the same purpose: only the latest mail works.
  await db.query(
    'update account_mail_tokens set used_at = now() where user_id = $1 and purpose = $2 and used_at is null',
    [userId, purpose],
  );
  await db.query(
    `insert into account_mail_tokens (user_id, purpose, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, purpose, tokenHash(token), MAIL_TOKEN_TTL_SECONDS[purpose]],
  );
  return token;
}

export type MailTokenCheck =
  | { ok: true; userId: string; tokenId: number }
  | { ok: false; problem: 'invalid' | 'expired' | 'used'; userId: string | null };

/** Looks a token up without using it. */
export async function checkMailToken(
  db: Queryable,
  token: string | undefined,
  purpose: MailTokenPurpose,
): Promise<MailTokenCheck> {
  if (!looksLikeSecretToken(token)) return { ok: false, problem: 'invalid', userId: null };
  const { rows } = await db.query<{ id: number; user_id: string; used_at: Date | null; expired: boolean }>(
    `select id, user_id, used_at, expires_at <= now() as expired from account_mail_tokens where token_hash = $1 and purpose = $2`,
    [tokenHash(token), purpose],
  );
  const row = rows[0];
  if (!row) return { ok: false, problem: 'invalid', userId: null };
  if (row.used_at) return { ok: false, problem: 'used', userId: row.user_id };
  if (row.expired) return { ok: false, problem: 'expired', userId: row.user_id };
  return { ok: true, userId: row.user_id, tokenId: Number(row.id) };
}

/** Uses a token up; false when another request used it first. */
export async function useMailToken(db: Queryable, tokenId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'update account_mail_tokens set used_at = now() where id = $1 and used_at is null',
    [tokenId],
  );
  return rowCount > 0;
}
