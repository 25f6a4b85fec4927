/**
 * Navigation to other sites (spec section 8): refused unless the host is on this allow-list, and
 * `javascript:`, `data:`, `blob:` and `vbscript:` URLs are refused always. shared/router applies
 * it to every navigation a page asks for, and the host to every link a customer clicks.
 */
import { COUNTRY_CODES, countries } from './countries';
import { hostTable } from './hosts';

/** Schemes that run code or smuggle content into the page: never followed, wherever they point. */
export const UNSAFE_URL_SCHEMES = ['javascript:', 'data:', 'blob:', 'vbscript:'] as const;

/**
 * Other sites the shop may send a customer to, by registrable domain (subdomains included):
 * our refurbished sister shops, the sister brand, the payout and shipping partners, the review
 * seal and the social-media profiles of the footer.
 */
export const EXTERNAL_HOST_ALLOWLIST: readonly string[] = Object.freeze([
  ...COUNTRY_CODES.map((cc) => new URL(countries[cc].buyShopLink).hostname.replace(/^www\./, '')),
  'agan.de',
  'paypal.com',
  'dhl.de',
  'dhl.com',
  'ups.com',
  'trustedshops.de',
  'trustedshops.com',
  'facebook.com',
  'instagram.com',
  'youtube.com',
  'youtube-nocookie.com',
  'linkedin.com',
]);

/** Schemes a link may use besides http(s): they hand over to the phone or the mail program. */
const HANDOVER_SCHEMES = new Set(['mailto:', 'tel:']);

export type UrlCheck =
  | { ok: true; kind: 'internal'; path: string }
  | { ok: true; kind: 'external' | 'handover'; url: string }
  | { ok: false; reason: 'unsafe-scheme' | 'not-allowed' | 'invalid' };

function allowedHost(hostname: string, currentHostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // Our own shops: another country or shop mode of the same environment (production or local).
  if (Object.prototype.hasOwnProperty.call(hostTable, host)) {
    const local = (h: string) => h === 'localhost' || h.endsWith('.localhost');
    return local(host) === local(currentHostname.toLowerCase());
  }
  return EXTERNAL_HOST_ALLOWLIST.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Checks where a URL would take the customer from `currentUrl` (the page's own URL). Same-origin
 * URLs come back as a path for the router; other sites must be https (or our local hosts) and on
 * the allow-list; mail and phone links are handed over; everything else is refused.
 */
export function checkNavigationUrl(raw: string, currentUrl: string): UrlCheck {
  // Browsers drop tabs and newlines inside URLs and ignore leading control characters and spaces:
  // check the URL the browser would actually follow (`java\nscript:` is `javascript:`).
  const cleaned = String(raw)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+/, '');
  const lower = cleaned.toLowerCase();
  if (UNSAFE_URL_SCHEMES.some((scheme) => lower.startsWith(scheme))) return { ok: false, reason: 'unsafe-scheme' };
  let url: URL;
  let base: URL;
  try {
    base = new URL(currentUrl);
    url = new URL(cleaned, base);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (UNSAFE_URL_SCHEMES.includes(url.protocol as (typeof UNSAFE_URL_SCHEMES)[number]))
    return { ok: false, reason: 'unsafe-scheme' };
  if (HANDOVER_SCHEMES.has(url.protocol)) return { ok: true, kind: 'handover', url: url.href };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'unsafe-scheme' };
  if (url.origin === base.origin)
    return { ok: true, kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (url.username || url.password) return { ok: false, reason: 'not-allowed' };
  const isLocal = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (url.protocol === 'http:' && !isLocal) return { ok: false, reason: 'not-allowed' };
  if (!allowedHost(url.hostname, base.hostname)) return { ok: false, reason: 'not-allowed' };
  return { ok: true, kind: 'external', url: url.href };
}
