import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { looksLikeSecretToken, newSecretToken, tokenHash } from './secret-tokens';

/**
 * Rotating refresh tokens. A login starts a family; each refresh uses its token up and issues the
 * next one of the family. A token that is presented again after it was used (a copy, or a thief
 * racing the customer) revokes the whole family: both parties must log in again.
 *
 * Lifetimes: with remember-me a token lasts 30 days (the family at most 90); without, 12 hours
 * (the family at most 24 hours).
 */
export const REFRESH_TTL_SECONDS = { remember: 30 * 24 * 3600, session: 12 * 3600 } as const;
export const FAMILY_TTL_SECONDS = { remember: 90 * 24 * 3600, session: 24 * 3600 } as const;

export interface IssuedRefreshToken {
  token: string;
  expiresInSeconds: number;
  familyId: string;
}

export async function issueRefreshToken(
  db: Queryable,
  userId: string,
  remember: boolean,
  family?: { id: string; expiresAt: Date },
): Promise<IssuedRefreshToken> {
  const token = newSecretToken();
  const kind = remember ? 'remember' : 'session';
  const familyId = family?.id ?? randomUUID();
  const familyExpiresAt = family?.expiresAt ?? new Date(Date.now() + FAMILY_TTL_SECONDS[kind] * 1000);
  const expiresAt = new Date(Math.min(Date.now() + REFRESH_TTL_SECONDS[kind] * 1000, familyExpiresAt.getTime()));
  await db.query(
    `insert into account_refresh_tokens (user_id, family_id, token_hash, remember, expires_at, family_expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [userId, familyId, tokenHash(token), remember, expiresAt.toISOString(), familyExpiresAt.toISOString()],
  );
  return { token, familyId, expiresInSeconds: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) };
}

export type RotationResult =
  | { ok: true; userId: string; refresh: IssuedRefreshToken }
  | { ok: false; problem: 'refresh_token_invalid' | 'refresh_token_expired' | 'refresh_token_reused' };

interface TokenRow {
  id: number;
  user_id: string;
  family_id: string;
  remember: boolean;
  family_expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
}

/** Uses a refresh token up and issues its successor, or says why it cannot. */
export async function rotateRefreshToken(db: Queryable, token: string | undefined): Promise<RotationResult> {
  if (!looksLikeSecretToken(token)) return { ok: false, problem: 'refresh_token_invalid' };
  const hash = tokenHash(token);
  // One statement marks the token used, so of two concurrent refreshes with it only one wins.
  const { rows } = await db.query<TokenRow>(
    `update account_refresh_tokens set used_at = now()
      where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now() and family_expires_at > now()
      returning id, user_id, family_id, remember, family_expires_at, used_at, revoked_at, expires_at`,
    [hash],
  );
  const current = rows[0];
  if (current) {
    const refresh = await issueRefreshToken(db, current.user_id, current.remember, {
      id: current.family_id,
      expiresAt: new Date(current.family_expires_at),
    });
    return { ok: true, userId: current.user_id, refresh };
  }
  const { rows: found } = await db.query<TokenRow>('select * from account_refresh_tokens where token_hash = $1', [hash]);
  const row = found[0];
  if (!row) return { ok: false, problem: 'refresh_token_invalid' };
  if (row.used_at || row.revoked_at) {
    await revokeFamily(db, row.family_id);
    return { ok: false, problem: 'refresh_token_reused' };
  }
  return { ok: false, problem: 'refresh_token_expired' };
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('update account_refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [familyId]);
}

/** Revokes the family a refresh token belongs to (logout); the user it belonged to, or null. */
export async function revokeFamilyOf(db: Queryable, token: string | undefined): Promise<string | null> {
  if (!looksLikeSecretToken(token)) return null;
  const { rows } = await db.query<{ family_id: string; user_id: string }>('select family_id, user_id from account_refresh_tokens where token_hash = $1', [
    tokenHash(token),
  ]);
  if (!rows[0]) return null;
  await revokeFamily(db, rows[0].family_id);
  return rows[0].user_id;
}

/** Ends every session of a user (password change or reset). */
export async function revokeAllOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('update account_refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}
