import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with Argon2id (memory-hard: 19 MiB, 2 passes, 1 lane: the first of OWASP's
 * equivalent Argon2id configurations, docs/decisions/0048-password-hash-parameters.md), each with
 * its own random salt, in the PHC string format. Hashing runs on libuv's thread pool, so the event loop keeps serving
 * while a login is checked. The parameters are stored in each hash: raising them later still
 * verifies older hashes.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
const OPTIONS = PASSWORD_HASH_OPTIONS;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time a real check would when there is no account to check against, so the answer's
 * timing does not reveal whether an e-mail is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password, it only takes the time a check takes');
  await verifyPassword(await dummyHash, password);
  return false;
}
