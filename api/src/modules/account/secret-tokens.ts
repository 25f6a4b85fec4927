import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a refresh token: 32 bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a copy of the table opens nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as we issue them; anything else is refused before it reaches the database. */
export function looksLikeSecretToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
