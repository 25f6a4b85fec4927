import { createHmac, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { looksLikeSecretToken, newSecretToken, tokenHash } from './secret-tokens';

/**
 * Rotating refresh tokens. A login starts a family; each refresh uses its token up and issues the
 * next one of the family. A token that is presented again after it was used (a copy, or a thief
 * racing the customer) revokes the whole family: both parties must log in again.
 *
 * One exception, for a few seconds (`REFRESH_GRACE_SECONDS`): the token just before the family's
 * current one answers that current token (and a new access token) instead. That is what a tab
 * duplicated with its sessionStorage presents when its twin rotated a moment before, or a client
 * whose answer was lost on the network. The used token keeps its successor sealed with a key only
 * the token itself gives, so the table alone still opens nothing. Once the successor is used, or
 * after the grace, presenting the old token revokes the family.
 *
 * Lifetimes: with remember-me a token lasts 30 days (the family at most 90); without, 12 hours
 * (the family at most 24 hours).
 */
export const REFRESH_TTL_SECONDS = { remember: 30 * 24 * 3600, session: 12 * 3600 } as const;
export const FAMILY_TTL_SECONDS = { remember: 90 * 24 * 3600, session: 24 * 3600 } as const;
export const REFRESH_GRACE_SECONDS = 10;

/**
 * Seals a successor with its predecessor (and unseals it: XOR with a pad used once). The pad is an
 * HMAC keyed with the predecessor, which the database never holds (it keeps its SHA-256).
 */
function sealSuccessor(value: string, predecessor: string): string {
  const pad = createHmac('sha256', predecessor).update('refresh-token-successor').digest();
  const bytes = Buffer.from(value, 'base64url');
  // The pad covers a token of 32 bytes (newSecretToken); a longer one would be stored partly in the clear.
  if (bytes.length > pad.length) throw new Error('a refresh token longer than its pad cannot be sealed');
  return Buffer.from(bytes.map((byte, i) => byte ^ pad[i]!)).toString('base64url');
}

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
  successor_sealed: string | null;
}

const secondsLeft = (until: Date) => Math.max(1, Math.floor((new Date(until).getTime() - Date.now()) / 1000));

/** Uses a refresh token up and issues its successor, or says why it cannot. */
export async function rotateRefreshToken(db: Queryable, token: string | undefined): Promise<RotationResult> {
  if (!looksLikeSecretToken(token)) return { ok: false, problem: 'refresh_token_invalid' };
  const hash = tokenHash(token);
  const next = newSecretToken();
  // One statement marks the token used and inserts its successor, so of two concurrent refreshes
  // with it only one rotates, and the other already finds the successor.
  const { rows } = await db.query<{ user_id: string; family_id: string; expires_at: Date }>(
    `with used as (
       update account_refresh_tokens set used_at = now(), successor_hash = $2, successor_sealed = $3
        where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now() and family_expires_at > now()
        returning user_id, family_id, remember, family_expires_at
     )
     insert into account_refresh_tokens (user_id, family_id, token_hash, remember, expires_at, family_expires_at)
     select user_id, family_id, $2, remember,
            least(now() + make_interval(secs => case when remember then $4::int else $5::int end), family_expires_at), family_expires_at
       from used
     returning user_id, family_id, expires_at`,
    [hash, tokenHash(next), sealSuccessor(next, token), REFRESH_TTL_SECONDS.remember, REFRESH_TTL_SECONDS.session],
  );
  const rotated = rows[0];
  if (rotated)
    return {
      ok: true,
      userId: rotated.user_id,
      refresh: { token: next, familyId: rotated.family_id, expiresInSeconds: secondsLeft(rotated.expires_at) },
    };
  const { rows: found } = await db.query<TokenRow & { recent: boolean | null; successor_expires_at: Date | null }>(
    `select t.*, t.used_at > now() - make_interval(secs => $2::int) as recent, n.expires_at as successor_expires_at
       from account_refresh_tokens t
       left join account_refresh_tokens n on n.token_hash = t.successor_hash
            and n.used_at is null and n.revoked_at is null and n.expires_at > now() and n.family_expires_at > now()
      where t.token_hash = $1`,
    [hash, REFRESH_GRACE_SECONDS],
  );
  const row = found[0];
  if (!row) return { ok: false, problem: 'refresh_token_invalid' };
  // Used moments ago, and its successor is the family's current token: answer that one.
  if (row.recent && !row.revoked_at && row.successor_sealed && row.successor_expires_at) {
    const refresh = {
      token: sealSuccessor(row.successor_sealed, token),
      familyId: row.family_id,
      expiresInSeconds: secondsLeft(row.successor_expires_at),
    };
    return { ok: true, userId: row.user_id, refresh };
  }
  if (row.used_at || row.revoked_at) {
    await revokeFamily(db, row.family_id);
    return { ok: false, problem: 'refresh_token_reused' };
  }
  return { ok: false, problem: 'refresh_token_expired' };
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('update account_refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [
    familyId,
  ]);
}

/** Revokes the family a refresh token belongs to (logout); the user it belonged to, or null. */
export async function revokeFamilyOf(db: Queryable, token: string | undefined): Promise<string | null> {
  if (!looksLikeSecretToken(token)) return null;
  const { rows } = await db.query<{ family_id: string; user_id: string }>(
    'select family_id, user_id from account_refresh_tokens where token_hash = $1',
    [tokenHash(token)],
  );
  if (!rows[0]) return null;
  await revokeFamily(db, rows[0].family_id);
  return rows[0].user_id;
}

/** Ends every session of a user (password change or reset). */
export async function revokeAllOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('update account_refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [
    userId,
  ]);
}
