import { CONSENT_COOKIE, countries, PERSONALIZATION_COOKIE_MAX_AGE_DAYS, type Site } from 'config';
import type { Cookies } from '../../lib/cookies';

/** Name of the server's copy of the personalization cookie. */
export const PERSONALIZATION_COPY_SUFFIX = '_copy';

/** The consent cookie says `v1:<categories joined by '.'>`, e.g. `v1:analytics.personalization`. */
function consentedTo(cookies: Cookies, category: 'analytics' | 'personalization'): boolean {
  const value = cookies[CONSENT_COOKIE];
  const m = value ? /^v1:([a-z.]*)$/.exec(value) : null;
  return Boolean(m && m[1]!.split('.').includes(category));
}

const ID_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The personalization cookie copy (spec section 9): browsers cap cookies that scripts write at a
 * few days, cookies a server sets last as long as they say. When the customer consented to
 * personalization and the host wrote the personalization id, the server copies it into a cookie
 * of its own that lasts one year; the host restores the id from the copy when the original is gone.
 * Returns the Set-Cookie header value, or null when nothing is to be copied.
 */
export function personalizationCopy(site: Site, cookies: Cookies, secure: boolean): string | null {
  const config = countries[site.country].personalization;
  if (!config.enabled) return null;
  if (!consentedTo(cookies, 'personalization')) return null;
  const id = cookies[config.cookieName];
  if (!id || !ID_SHAPE.test(id)) return null;
  const maxAge = PERSONALIZATION_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${config.cookieName}${PERSONALIZATION_COPY_SUFFIX}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
