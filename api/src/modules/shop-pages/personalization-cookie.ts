import { countries, PERSONALIZATION_COOKIE_MAX_AGE_DAYS, type Site } from 'config';

/** Name of the server's copy of the personalization cookie. */
export const PERSONALIZATION_COPY_SUFFIX = '_copy';

/** The consent cookie the host's banner writes (see host/src/features/consent). */
export const CONSENT_COOKIE = 'revalu_consent';

/** Reads a Cookie header without throwing on odd input. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header || header.length > 8192) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!out.has(name)) out.set(name, value);
  }
  return out;
}

/** The consent cookie says `v1:<categories joined by '.'>`, e.g. `v1:analytics.personalization`. */
export function consentedTo(cookies: Map<string, string>, category: 'analytics' | 'personalization'): boolean {
  const value = cookies.get(CONSENT_COOKIE);
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
export function personalizationCopy(site: Site, cookieHeader: string | undefined, secure: boolean): string | null {
  const config = countries[site.country].personalization;
  if (!config.enabled) return null;
  const cookies = parseCookies(cookieHeader);
  if (!consentedTo(cookies, 'personalization')) return null;
  const id = cookies.get(config.cookieName);
  if (!id || !ID_SHAPE.test(id)) return null;
  const maxAge = PERSONALIZATION_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${config.cookieName}${PERSONALIZATION_COPY_SUFFIX}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
