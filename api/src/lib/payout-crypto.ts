import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { decodeKey, type Env } from '../env';

/**
 * IBANs at rest, for every module that stores one (checkout's trade payouts, the customers'
 * bank accounts): AES-256-GCM with a random 96-bit IV per value, a context as associated data
 * (the trade number; a bank account's row and customer), so a ciphertext copied to another row
 * does not decrypt, and the key's id in the stored text, so a rotated key
 * (PAYOUT_ENCRYPTION_OLD_KEYS) still decrypts older rows.
 * Stored form: `v1:<key id>:<iv>:<auth tag>:<ciphertext>`, base64url parts.
 */

/** Used only outside production when PAYOUT_ENCRYPTION_KEY is not set (documented in the README). */
export const DEV_PAYOUT_KEY = createHash('sha256').update('revalu-local-development-payout-key').digest();

interface Key {
  id: string;
  bytes: Buffer;
}

function keyOf(bytes: Buffer): Key {
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

export interface PayoutCipher {
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
}

export function createPayoutCipher(
  env: Pick<Env, 'PAYOUT_ENCRYPTION_KEY' | 'PAYOUT_ENCRYPTION_OLD_KEYS'>,
): PayoutCipher {
  const current = keyOf(env.PAYOUT_ENCRYPTION_KEY ? decodeKey(env.PAYOUT_ENCRYPTION_KEY)! : DEV_PAYOUT_KEY);
  const all = new Map<string, Key>([[current.id, current]]);
  for (const raw of (env.PAYOUT_ENCRYPTION_OLD_KEYS ?? '').split(',').filter((k) => k.trim())) {
    const key = keyOf(decodeKey(raw.trim())!);
    all.set(key.id, key);
  }
  return {
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        current.id,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join(':');
    },
    decrypt(stored, context) {
      const [version, keyId, iv, tag, body] = stored.split(':');
      if (version !== 'v1' || !keyId || !iv || !tag || body === undefined)
        throw new Error('not an encrypted payout value');
      const key = all.get(keyId);
      if (!key) throw new Error(`payout key ${keyId} is not configured`);
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** Whether a stored value is in the encrypted form (a plaintext IBAN never starts with `v1:`). */
export function isEncryptedPayoutValue(stored: string): boolean {
  return /^v1:[0-9a-f]{8}:[\w-]+:[\w-]+:[\w-]*$/.test(stored);
}

/** The associated data of a customer's bank account: its row and its customer. */
export function bankAccountContext(bankAccountId: string, customerId: string): string {
  return `customer_bank_accounts:${bankAccountId}:${customerId}`;
}
