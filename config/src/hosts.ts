import { COUNTRY_CODES, countries, type CountryCode, type Locale, type ShopMode } from './countries';

/** What a hostname stands for: one shop mode and one country/language. */
export interface Site {
  hostname: string;
  country: CountryCode;
  locale: Locale;
  shopMode: ShopMode;
}

interface HostEntry {
  country: CountryCode;
  shopMode: ShopMode;
}

function localeOf(country: CountryCode): Locale {
  return countries[country].icuLocale;
}

/**
 * Local hostnames (contracts): `localhost` and `<cc>.localhost` are the default shop,
 * `b2bwidget.<cc>.localhost` the partner widget, `agan.localhost` and `aganwidget.localhost`
 * the sister brand (Germany only).
 */
const localHosts: Record<string, HostEntry> = {
  localhost: { country: 'de', shopMode: 'default' },
  'agan.localhost': { country: 'de', shopMode: 'agan' },
  'aganwidget.localhost': { country: 'de', shopMode: 'aganwidget' },
};
for (const cc of COUNTRY_CODES) {
  localHosts[`${cc}.localhost`] = { country: cc, shopMode: 'default' };
  localHosts[`b2bwidget.${cc}.localhost`] = { country: cc, shopMode: 'b2bWidget' };
}

/** Production hostnames. The apex domain answers like `www.`. */
const productionHosts: Record<string, HostEntry> = {
  'www.agan.de': { country: 'de', shopMode: 'agan' },
  'agan.de': { country: 'de', shopMode: 'agan' },
  'widget.agan.de': { country: 'de', shopMode: 'aganwidget' },
};
for (const cc of COUNTRY_CODES) {
  const domain = countries[cc].domain; // www.revalu.<cc>
  const apex = domain.replace(/^www\./, '');
  productionHosts[domain] = { country: cc, shopMode: 'default' };
  productionHosts[apex] = { country: cc, shopMode: 'default' };
  productionHosts[`b2b-widget.${apex}`] = { country: cc, shopMode: 'b2bWidget' };
}

export const hostTable: Readonly<Record<string, HostEntry>> = Object.freeze({ ...localHosts, ...productionHosts });

export type SiteResolution =
  { ok: true; site: Site } | { ok: false; error: 'missing locale' | 'invalid locale'; hostname: string };

/** Normalizes a Host header or `location.hostname`: lower case, no port, no trailing dot. */
export function normalizeHostname(raw: string | undefined | null): string {
  if (!raw) return '';
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return host; // IPv6 literal: never a shop host
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  return host;
}

/**
 * Resolves a hostname to its site. An empty hostname is 'missing locale', an unmapped one
 * 'invalid locale' (spec section 8): never a silent default.
 */
export function resolveSite(rawHostname: string | undefined | null): SiteResolution {
  const hostname = normalizeHostname(rawHostname);
  if (!hostname) return { ok: false, error: 'missing locale', hostname };
  const entry = Object.prototype.hasOwnProperty.call(hostTable, hostname) ? hostTable[hostname] : undefined;
  if (!entry) return { ok: false, error: 'invalid locale', hostname };
  return {
    ok: true,
    site: { hostname, country: entry.country, locale: localeOf(entry.country), shopMode: entry.shopMode },
  };
}

/** The canonical production origin of a country's default shop (for canonical and hreflang links). */
export function canonicalOrigin(country: CountryCode): string {
  return `https://${countries[country].domain}`;
}

/** `localhost` and `*.localhost`: a developer's or a test's machine, never production. */
export function isLocalHostname(hostname: string): boolean {
  const host = normalizeHostname(hostname);
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The main hostname of a shop (country and shop mode), in production or on a local machine, or
 * null where that shop does not exist (the sister brand is German only). Apex domains and
 * `localhost` also answer, but these are the names links and canonical URLs use.
 */
export function primaryHostname(country: CountryCode, shopMode: ShopMode, local: boolean): string | null {
  const apex = countries[country].domain.replace(/^www\./, '');
  switch (shopMode) {
    case 'default':
      return local ? `${country}.localhost` : countries[country].domain;
    case 'b2bWidget':
      return local ? `b2bwidget.${country}.localhost` : `b2b-widget.${apex}`;
    case 'agan':
      return country === 'de' ? (local ? 'agan.localhost' : 'www.agan.de') : null;
    case 'aganwidget':
      return country === 'de' ? (local ? 'aganwidget.localhost' : 'widget.agan.de') : null;
  }
}

/**
 * The origin of a shop as seen from a request to `requestHost` (a Host header with its port):
 * production names use https; local ones keep the scheme and port the request came with, so a
 * canonical or hreflang link on a developer's machine stays on that machine.
 */
export function shopOrigin(
  country: CountryCode,
  shopMode: ShopMode,
  requestHost: string,
  requestProtocol: 'http' | 'https' = 'https',
): string | null {
  const local = isLocalHostname(requestHost);
  const hostname = primaryHostname(country, shopMode, local);
  if (!hostname) return null;
  if (!local) return `https://${hostname}`;
  const port = /:(\d+)$/.exec(requestHost.trim())?.[1];
  return `${requestProtocol}://${hostname}${port ? `:${port}` : ''}`;
}
