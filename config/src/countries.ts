import type * as z from 'zod/mini';
import type { countryConfigSchema } from './schemas';

/** The five countries the shop runs in. */
export const COUNTRY_CODES = ['at', 'de', 'es', 'fr', 'it'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LOCALES = ['de-AT', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Austria reads German: its text files hold only the words that differ (Jänner, Sackerl, ...), and
 * everything else falls back to de-DE. The shop's i18n (shared/i18n) loads the fallbacks first; the
 * server names the same files in a page's preloads.
 */
export const LOCALE_FALLBACKS: Readonly<Partial<Record<Locale, readonly Locale[]>>> = { 'de-AT': ['de-DE'] };

/** The locales whose texts a page in `locale` loads, fallbacks first. */
export function textLocales(locale: Locale): Locale[] {
  return [...(LOCALE_FALLBACKS[locale] ?? []), locale];
}

export const SHOP_MODES = ['default', 'b2bWidget', 'agan', 'aganwidget'] as const;
export type ShopMode = (typeof SHOP_MODES)[number];

export const PAYMENT_TYPES = ['DirectDebitSwift', 'Paypal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * The ten subjects a customer can pick on the contact form. The codes are stable
 * (they are stored with each enquiry); the labels live in mf-content's locale files.
 */
export const SUPPORT_SUBJECTS = [
  'offer',
  'shipping',
  'shippingLabel',
  'tradeStatus',
  'payout',
  'clarification',
  'account',
  'dataErasure',
  'business',
  'voucher',
  'other',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

/**
 * One country's configuration. Its schema is `countryConfigSchema` in `config/schemas`: the data
 * below is checked with zod by config's tests, when the API server starts and when the shop is
 * built (`checkConfig`), not in the customer's browser, which would otherwise download zod before
 * the first render only to re-check constants that cannot have changed since the build.
 */
export type CountryConfig = z.infer<typeof countryConfigSchema>;

/** Every country offers ten subjects; Austria has no business team and lists vouchers instead. */
const subjects: SupportSubject[] = SUPPORT_SUBJECTS.filter((s) => s !== 'voucher');
const subjectsAt: SupportSubject[] = SUPPORT_SUBJECTS.filter((s) => s !== 'business');

const rawCountries: Record<CountryCode, CountryConfig> = {
  de: {
    country: 'de',
    applicationCode: 'WKFS_DE',
    icuLocale: 'de-DE',
    currency: 'EUR',
    domain: 'www.revalu.de',
    buyShopLink: 'https://www.revalu-refurbished.de/',
    sellShopLink: 'https://www.revalu.de/',
    landingPageCode: 'WKFS_NUXT_DE',
    b2bLandingPage: 'b2bLandingpage___de',
    sisterBrandLandingPage: 'AGAN_NUXT_DE',
    selectedPaymentType: '13',
    paymentTypes: ['DirectDebitSwift', 'Paypal'],
    contact: { sender: 'no-reply@revalu.de', recipient: 'service@revalu.de' },
    personalization: { enabled: true, cookieName: 'revalu_personalization' },
    reviewSeal: { seal: true, slider: true },
    supportWidget: { account: 'revalu-de', key: 'sw-de-4f2a', subjects },
    newsletter: true,
    homeBanner: true,
    socialMediaButtons: true,
    conditionsVideo: true,
    b2b: true,
    redirects: 'de',
    zipRegex: '^\\d{5}$',
    dateFormat: 'dd.mm.yy',
    timeZone: 'Europe/Berlin',
    routes: 'de',
    searchIndexNames: { aggregations: 'aggregations_de', devices: 'devices_de' },
    footerShippingLogo: 'dhl',
    supportPhone: '+49 30 5557 1200',
    businessEmail: 'business@revalu.de',
  },
  at: {
    country: 'at',
    applicationCode: 'WKFS_AT',
    icuLocale: 'de-AT',
    currency: 'EUR',
    domain: 'www.revalu.at',
    buyShopLink: 'https://www.revalu-refurbished.at/',
    sellShopLink: 'https://www.revalu.at/',
    landingPageCode: 'WKFS_NUXT_AT',
    b2bLandingPage: null,
    sisterBrandLandingPage: null,
    selectedPaymentType: '13',
    paymentTypes: ['DirectDebitSwift', 'Paypal'],
    contact: { sender: 'no-reply@revalu.at', recipient: 'service@revalu.at' },
    personalization: { enabled: true, cookieName: 'revalu_personalization' },
    reviewSeal: { seal: false, slider: false },
    supportWidget: {
      account: 'revalu-at',
      key: 'sw-at-91c3',
      subjects: subjectsAt,
    },
    newsletter: false,
    homeBanner: true,
    socialMediaButtons: true,
    conditionsVideo: false,
    b2b: false,
    redirects: 'at',
    zipRegex: '^\\d{4}$',
    dateFormat: 'dd.mm.yy',
    timeZone: 'Europe/Vienna',
    routes: 'at',
    searchIndexNames: { aggregations: 'aggregations_at', devices: 'devices_at' },
    footerShippingLogo: 'ups',
    supportPhone: '+43 1 555 3400',
    businessEmail: 'business@revalu.at',
  },
  es: {
    country: 'es',
    applicationCode: 'WKFS_ES',
    icuLocale: 'es-ES',
    currency: 'EUR',
    domain: 'www.revalu.es',
    buyShopLink: 'https://www.revalu-refurbished.es/',
    sellShopLink: 'https://www.revalu.es/',
    landingPageCode: 'WKFS_NUXT_ES',
    b2bLandingPage: null,
    sisterBrandLandingPage: null,
    selectedPaymentType: '13',
    paymentTypes: ['DirectDebitSwift', 'Paypal'],
    contact: { sender: 'no-reply@revalu.es', recipient: 'atencion@revalu.es' },
    personalization: { enabled: false, cookieName: 'revalu_personalization' },
    reviewSeal: { seal: false, slider: false },
    supportWidget: { account: 'revalu-es', key: 'sw-es-7d10', subjects },
    newsletter: true,
    homeBanner: true,
    socialMediaButtons: false,
    conditionsVideo: false,
    b2b: false,
    redirects: 'es',
    zipRegex: '^\\d{5}$',
    dateFormat: 'dd/mm/yy',
    timeZone: 'Europe/Madrid',
    routes: 'es',
    searchIndexNames: { aggregations: 'aggregations_es', devices: 'devices_es' },
    footerShippingLogo: 'ups',
    supportPhone: '+34 91 555 2100',
    businessEmail: 'empresas@revalu.es',
  },
  fr: {
    country: 'fr',
    applicationCode: 'WKFS_FR',
    icuLocale: 'fr-FR',
    currency: 'EUR',
    domain: 'www.revalu.fr',
    buyShopLink: 'https://www.revalu-refurbished.fr/',
    sellShopLink: 'https://www.revalu.fr/',
    landingPageCode: 'WKFS_NUXT_FR',
    b2bLandingPage: null,
    sisterBrandLandingPage: null,
    selectedPaymentType: '13',
    paymentTypes: ['DirectDebitSwift', 'Paypal'],
    contact: { sender: 'no-reply@revalu.fr', recipient: 'service-client@revalu.fr' },
    personalization: { enabled: false, cookieName: 'revalu_personalization' },
    reviewSeal: { seal: false, slider: false },
    supportWidget: { account: 'revalu-fr', key: 'sw-fr-2b88', subjects },
    newsletter: true,
    homeBanner: true,
    socialMediaButtons: false,
    conditionsVideo: true,
    b2b: false,
    redirects: 'fr',
    zipRegex: '^(?:0[1-9]|[1-8]\\d|9[0-8])\\d{3}$',
    dateFormat: 'dd/mm/yy',
    timeZone: 'Europe/Paris',
    routes: 'fr',
    searchIndexNames: { aggregations: 'aggregations_fr', devices: 'devices_fr' },
    footerShippingLogo: 'ups',
    supportPhone: '+33 1 55 55 42 00',
    businessEmail: 'entreprises@revalu.fr',
  },
  it: {
    country: 'it',
    applicationCode: 'WKFS_IT',
    icuLocale: 'it-IT',
    currency: 'EUR',
    domain: 'www.revalu.it',
    buyShopLink: 'https://www.revalu-refurbished.it/',
    sellShopLink: 'https://www.revalu.it/',
    landingPageCode: 'WKFS_NUXT_IT',
    b2bLandingPage: null,
    sisterBrandLandingPage: null,
    selectedPaymentType: '13',
    paymentTypes: ['DirectDebitSwift', 'Paypal'],
    contact: { sender: 'no-reply@revalu.it', recipient: 'assistenza@revalu.it' },
    personalization: { enabled: false, cookieName: 'revalu_personalization' },
    reviewSeal: { seal: false, slider: false },
    supportWidget: { account: 'revalu-it', key: 'sw-it-c04e', subjects },
    newsletter: true,
    homeBanner: true,
    socialMediaButtons: false,
    conditionsVideo: false,
    b2b: false,
    redirects: 'it',
    zipRegex: '^\\d{5}$',
    dateFormat: 'dd/mm/yy',
    timeZone: 'Europe/Rome',
    routes: 'it',
    searchIndexNames: { aggregations: 'aggregations_it', devices: 'devices_it' },
    footerShippingLogo: 'ups',
    supportPhone: '+39 02 5555 3100',
    businessEmail: 'aziende@revalu.it',
  },
};

/** The five country configurations (frozen); `checkConfig` (config/schemas) checks them with zod. */
export const countries: Record<CountryCode, CountryConfig> = Object.freeze(
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, Object.freeze(rawCountries[code])])) as Record<
    CountryCode,
    CountryConfig
  >,
);

export function getCountryConfig(country: CountryCode): CountryConfig {
  return countries[country];
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}
