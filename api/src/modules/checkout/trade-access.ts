import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';

/** Used only outside production when TRADE_ACCESS_SECRET is not set (documented in the README). */
export const DEV_TRADE_ACCESS_SECRET = 'revalu-local-development-trade-access-secret';

/**
 * The token that opens one trade's page and shipping label without an account: an HMAC of the
 * trade number. Nothing is stored, so a repeated request (same Idempotency-Key) gets the same token,
 * and a guessed trade number opens nothing.
 */
export interface TradeAccess {
  tokenFor(tradeNumber: string): string;
  verify(tradeNumber: string, token: string | undefined): boolean;
}

export function createTradeAccess(env: Pick<Env, 'TRADE_ACCESS_SECRET'>): TradeAccess {
  const secret = env.TRADE_ACCESS_SECRET ?? DEV_TRADE_ACCESS_SECRET;
  const tokenFor = (tradeNumber: string) =>
    createHmac('sha256', secret)
      .update(`trade-access:v1:${tradeNumber}`)
      .digest()
      .subarray(0, 24)
      .toString('base64url');
  return {
    tokenFor,
    verify(tradeNumber, token) {
      if (!token) return false;
      const expected = Buffer.from(tokenFor(tradeNumber));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
