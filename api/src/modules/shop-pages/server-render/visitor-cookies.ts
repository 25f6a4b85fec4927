import { CART_COOKIE, CLIENT_ID_COOKIE, CONSENT_COOKIE, parseCartCookie, RELEASE_COHORT_COOKIE } from 'config';
import type { Cookies } from '../../../lib/cookies';

const COHORT_KEY = /^[0-9a-f]{32}$/;

/** The visitor's canary key as the browser will find it (host lib/remotes/release-cohort.ts), or null when it has none yet. */
export function cohortKey(cookies: Cookies): string | null {
  for (const name of [CLIENT_ID_COOKIE, RELEASE_COHORT_COOKIE]) {
    const value = cookies[name];
    if (value && COHORT_KEY.test(value)) return value;
  }
  return null;
}

/** The consent cookie's value as the host's `readCookie` reads it; null without one or an overlong one. */
export function consentCookie(cookies: Cookies): string | null {
  const value = cookies[CONSENT_COOKIE];
  return value === undefined || value.length > 200 ? null : value;
}

/** How many devices the visitor's cart holds, as the browser's cart cookie says (shared stores/cart-cookie.ts); null without one. */
export function cartDevicesCookie(cookies: Cookies): number | null {
  return parseCartCookie(cookies[CART_COOKIE]);
}
