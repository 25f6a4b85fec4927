import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, tooManyRequests } from '../../lib/api-error';

/**
 * Login throttling that a stranger cannot turn against the owner (docs/security.md):
 * - one address may try 60 logins in 15 minutes, whatever the accounts;
 * - one address and one account: 5 failures are free, then each further attempt waits twice as
 *   long as the one before (1 s, 2 s, 4 s, ... at most 15 minutes);
 * - one account, from devices it has never logged in on: 20 failures in an hour, from any addresses,
 *   lock it for such devices for an hour. The lock never reaches the owner's known devices (a signed
 *   cookie set at each login and at a password reset, which proves the mailbox), and a password reset
 *   is always open, so a stranger can slow guessing down but never shut the owner out;
 * - a known device: 10 failures in 15 minutes, then it waits like an unknown one.
 */
export const LOGIN_THROTTLE = {
  perAddress: { max: 60, windowSeconds: 900 },
  freeFailuresPerAddressAndAccount: 5,
  failureMemorySeconds: 900,
  maxDelaySeconds: 900,
  accountLock: { failures: 20, windowSeconds: 3600, lockSeconds: 3600 },
  perKnownDevice: { failures: 10, windowSeconds: 900 },
} as const;

/** The cookie that marks a browser the account has logged in on. Sent only to the account API. */
export const DEVICE_COOKIE = 'login_device';
const DEVICE_COOKIE_DAYS = 365;

interface Failures {
  count: number;
  lastAt: number;
}

/** The account a login names, as a key: the same for every spelling of the address, never the address itself. */
export const accountKey = (username: string) =>
  createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);

export function createLoginThrottle(app: FastifyInstance) {
  const key = createHmac('sha256', app.env.jwtSecret).update('login-device-cookie').digest();
  const sign = (account: string, nonce: string) =>
    createHmac('sha256', key).update(`${account}.${nonce}`).digest().subarray(0, 18).toString('base64url');

  /** The known-device id the request's cookie proves for this account, or null. */
  function knownDevice(request: FastifyRequest, account: string): string | null {
    const value = request.cookies[DEVICE_COOKIE];
    const [nonce, mac] = value?.split('.') ?? [];
    if (!nonce || !mac || !/^[\w-]{22}$/.test(nonce)) return null;
    const expected = Buffer.from(sign(account, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  const failuresKey = (ip: string, account: string) => `login:failures:${ip}:${account}`;
  const lockKey = (account: string) => `login:locked:${account}`;

  /** Marks the browser as a device of the account (login, or a password reset through the mailed link). */
  function rememberDevice(request: FastifyRequest, reply: FastifyReply, account: string, device: string | null = null) {
    const nonce = device ?? randomBytes(16).toString('base64url');
    void reply.setCookie(DEVICE_COOKIE, `${nonce}.${sign(account, nonce)}`, {
      path: '/api/account',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
    });
  }

  return {
    knownDevice,
    rememberDevice,

    /** Refuses an attempt that must wait (429 `rate_limited` with Retry-After) or is locked out (429 `login_locked`). */
    async check(request: FastifyRequest, account: string, device: string | null): Promise<void> {
      const { perAddress, perKnownDevice } = LOGIN_THROTTLE;
      const address = await app.sharedState.hit(
        `login:address:${request.ip}`,
        perAddress.windowSeconds,
        perAddress.max,
      );
      if (address.count > perAddress.max) throw tooManyRequests(address.resetInSeconds);
      if (device) {
        const hits = await app.sharedState.get<Failures>(`login:device-failures:${device}`);
        if (!hits || hits.count < perKnownDevice.failures) return;
      } else if (await app.sharedState.get<boolean>(lockKey(account))) {
        throw new ApiError(
          429,
          'login_locked',
          'too many failed logins for this account from new devices: log in on a device used before, or reset the password',
          undefined,
          { retryAfterSeconds: LOGIN_THROTTLE.accountLock.lockSeconds },
        );
      }
      const failures = await app.sharedState.get<Failures>(failuresKey(request.ip, account));
      const over = (failures?.count ?? 0) - LOGIN_THROTTLE.freeFailuresPerAddressAndAccount;
      if (!failures || over < 0) return;
      const delayMs = Math.min(LOGIN_THROTTLE.maxDelaySeconds, 2 ** over) * 1000;
      const waitMs = failures.lastAt + delayMs - Date.now();
      if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000));
    },

    /** Counts a failed attempt. */
    async failed(request: FastifyRequest, account: string, device: string | null): Promise<void> {
      const { accountLock, perKnownDevice, failureMemorySeconds } = LOGIN_THROTTLE;
      const key = failuresKey(request.ip, account);
      const before = await app.sharedState.get<Failures>(key);
      await app.sharedState.set(key, { count: (before?.count ?? 0) + 1, lastAt: Date.now() }, failureMemorySeconds);
      if (device) {
        const deviceKey = `login:device-failures:${device}`;
        const hits = await app.sharedState.get<Failures>(deviceKey);
        await app.sharedState.set(
          deviceKey,
          { count: (hits?.count ?? 0) + 1, lastAt: Date.now() },
          perKnownDevice.windowSeconds,
        );
        return;
      }
      const account_ = await app.sharedState.hit(`login:account-failures:${account}`, accountLock.windowSeconds);
      if (account_.count >= accountLock.failures)
        await app.sharedState.set(lockKey(account), true, accountLock.lockSeconds);
    },

    /** A successful login: this address starts afresh for this account, and the browser is a known device. */
    async succeeded(request: FastifyRequest, reply: FastifyReply, account: string, device: string | null) {
      await app.sharedState.delete(failuresKey(request.ip, account));
      if (device) await app.sharedState.delete(`login:device-failures:${device}`);
      rememberDevice(request, reply, account, device);
    },
  };
}
