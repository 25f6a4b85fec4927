import * as z from 'zod/mini';

/** The five countries the shop runs in. */
export const COUNTRY_CODES = ['at', 'de', 'es', 'fr', 'it'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LOCALES = ['de-AT', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'] as const;
export type Locale = (typeof LOCALES)[number];

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

const nonEmpty = z.string().check(z.minLength(1));

export const countryConfigSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  /** Sent as applicationId with every controlling event. */
  applicationCode: nonEmpty,
  icuLocale: z.enum(LOCALES),
  currency: z.literal('EUR'),
  /** Production domain of the default shop mode. */
  domain: nonEmpty,
  /** Link to the sister shop that sells refurbished devices. */
  buyShopLink: z.url(),
  /** Link to this (sell) shop, used in mails. */
  sellShopLink: z.url(),
  landingPageCode: nonEmpty,
  /** Route name of the B2B landing page, or null where the country has none. */
  b2bLandingPage: z.nullable(nonEmpty),
  /** Landing page code of the sister brand (agan), or null. */
  sisterBrandLandingPage: z.nullable(nonEmpty),
  selectedPaymentType: z.literal('13'),
  paymentTypes: z.array(z.enum(PAYMENT_TYPES)).check(z.minLength(1)),
  contact: z.object({ sender: z.email(), recipient: z.email() }),
  personalization: z.object({ enabled: z.boolean(), cookieName: nonEmpty }),
  reviewSeal: z.object({ seal: z.boolean(), slider: z.boolean() }),
  supportWidget: z.object({
    account: nonEmpty,
    key: nonEmpty,
    subjects: z.array(z.enum(SUPPORT_SUBJECTS)).check(z.length(10)),
  }),
  newsletter: z.boolean(),
  homeBanner: z.boolean(),
  socialMediaButtons: z.boolean(),
  conditionsVideo: z.boolean(),
  b2b: z.boolean(),
  /** Which redirect set of `config/redirects` applies. */
  redirects: z.enum(COUNTRY_CODES),
  /** Postal code rule (spec section 5), as a regular expression source. */
  zipRegex: nonEmpty,
  dateFormat: z.enum(['dd.mm.yy', 'dd/mm/yy']),
  /** Which localized route set applies. */
  routes: z.enum(COUNTRY_CODES),
  searchIndexNames: z.object({ aggregations: nonEmpty, devices: nonEmpty }),
  footerShippingLogo: z.enum(['dhl', 'ups']),
  /** Public contact data of the support team shown in the shop. */
  supportPhone: nonEmpty,
  businessEmail: z.email(),
});

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
      subjects: subjectsAt },
    newsletter: false,
    homeBanner: true,
    socialMediaButtons: true,
    conditionsVideo: false,
    b2b: false,
    redirects: 'at',
    zipRegex: '^\\d{4}$',
    dateFormat: 'dd.mm.yy',
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
    routes: 'it',
    searchIndexNames: { aggregations: 'aggregations_it', devices: 'devices_it' },
    footerShippingLogo: 'ups',
    supportPhone: '+39 02 5555 3100',
    businessEmail: 'aziende@revalu.it',
  },
};

function loadCountries(raw: Record<CountryCode, CountryConfig>): Record<CountryCode, CountryConfig> {
  const out = {} as Record<CountryCode, CountryConfig>;
  for (const code of COUNTRY_CODES) {
    const result = countryConfigSchema.safeParse(raw[code]);
    if (!result.success) {
      const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`config: country "${code}" is invalid: ${issues}`);
    }
    if (result.data.country !== code) throw new Error(`config: country "${code}" declares country "${result.data.country}"`);
    out[code] = Object.freeze(result.data);
  }
  return Object.freeze(out);
}

/** The five country configurations, checked when this module loads. */
export const countries = loadCountries(rawCountries);

export function getCountryConfig(country: CountryCode): CountryConfig {
  return countries[country];
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}
