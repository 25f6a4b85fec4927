import { CLIENT_ID_COOKIE, CONSENT_COOKIE } from 'config';

/** First-party cookies the host writes (docs/decisions/0026-cookies-and-consent.md lists them). */
export const COOKIES = {
  locale: 'revalu_locale',
  consent: CONSENT_COOKIE,
  // The releases' canary assignment reads it too (host/src/lib/remotes/release-cohort.ts).
  clientId: CLIENT_ID_COOKIE,
} as const;

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Cookie values may hold these as they are; anything else (and '%') is percent-encoded. */
const COOKIE_OCTET = /[^!#$&'()*+\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]/g;

/** Writes a cookie for the whole site, `SameSite=Lax`, `Secure` on https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value.replace(COOKIE_OCTET, (c) => encodeURIComponent(c))}; Max-Age=${Math.round(maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
