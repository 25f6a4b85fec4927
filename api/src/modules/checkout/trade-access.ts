import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';

/** Used only outside production when TRADE_ACCESS_SECRET is not set (documented in the README). */
export const DEV_TRADE_ACCESS_SECRET = 'revalu-local-development-trade-access-secret';

/**
 * The token that opens one trade's page and shipping label without an account: its expiry (TRADE_ACCESS_DAYS
 * after the trade was made) and an HMAC of the trade number with that expiry. Nothing is stored, so a
 * repeated request (same Idempotency-Key) gets the same token, a guessed trade number opens nothing,
 * and a link forwarded or leaked stops working once the trade's business is long done.
 */
export interface TradeAccess {
  tokenFor(tradeNumber: string, createdAt: Date): string;
  verify(tradeNumber: string, token: string | undefined, now?: Date): boolean;
}

export function createTradeAccess(env: Pick<Env, 'TRADE_ACCESS_SECRET' | 'TRADE_ACCESS_DAYS'>): TradeAccess {
  const secret = env.TRADE_ACCESS_SECRET ?? DEV_TRADE_ACCESS_SECRET;
  const mac = (tradeNumber: string, expires: string) =>
    createHmac('sha256', secret)
      .update(`trade-access:v2:${tradeNumber}:${expires}`)
      .digest()
      .subarray(0, 24)
      .toString('base64url');
  return {
    tokenFor(tradeNumber, createdAt) {
      const expires = Math.floor(createdAt.getTime() / 1000 + env.TRADE_ACCESS_DAYS * 86_400).toString(36);
      return `${expires}.${mac(tradeNumber, expires)}`;
    },
    verify(tradeNumber, token, now = new Date()) {
      const [expires, given] = token?.split('.') ?? [];
      if (!expires || !given || !/^[0-9a-z]{1,10}$/.test(expires)) return false;
      const expected = Buffer.from(mac(tradeNumber, expires));
      const sent = Buffer.from(given);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return false;
      return parseInt(expires, 36) * 1000 > now.getTime();
    },
  };
}
