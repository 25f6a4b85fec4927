/**
 * The zod schemas of config's data (`config/schemas`): the country configurations and the release
 * manifests. The API, the release scripts, the build and the tests import them; the customer's
 * browser does not (it would download zod before the first render for data checked at build time).
 */
import * as z from 'zod/mini';
import {
  COUNTRY_CODES,
  countries,
  LOCALES,
  PAYMENT_TYPES,
  SUPPORT_SUBJECTS,
  type CountryCode,
  type CountryConfig,
} from './countries';
import { REMOTES } from './remotes';
import { VERSION_PATTERN } from './releases';

const nonEmpty = z.string().check(z.minLength(1));

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

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
  /** IANA time zone whose calendar day dates are shown in, on pages and in mails alike (`formatDate`); `checkCountries` checks it is one. */
  timeZone: nonEmpty,
  /** Which localized route set applies. */
  routes: z.enum(COUNTRY_CODES),
  searchIndexNames: z.object({ aggregations: nonEmpty, devices: nonEmpty }),
  footerShippingLogo: z.enum(['dhl', 'ups']),
  /** Public contact data of the support team shown in the shop. */
  supportPhone: nonEmpty,
  businessEmail: z.email(),
});

const version = z.string().check(z.regex(VERSION_PATTERN));

export const canarySchema = z.object({
  /** The candidate version a share of the customers gets. */
  version,
  /** Share of customers on the candidate, 0–100 (two decimals are meaningful). */
  percent: z.number().check(z.minimum(0), z.maximum(100)),
  /** When the canary started (ISO time), for the release page. */
  startedAt: z.optional(z.string()),
});

export const remotePinSchema = z.object({
  /** The version customers of this country get. */
  version,
  /**
   * The version the host falls back to when `version` (or the canary) fails to load: the version
   * that served this country before the current pin (the top of `previous`).
   */
  lastKnownGood: z.optional(version),
  /** A candidate version for a share of the customers, assigned by client id. */
  canary: z.optional(z.nullable(canarySchema)),
  /** Earlier pins, oldest first: `rollback` returns to the last one and removes it. */
  previous: z.optional(z.array(version)),
});

/** One release manifest per country: which version of each remote it runs. */
export const releaseManifestSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  remotes: z.record(z.enum(REMOTES), remotePinSchema),
  updatedAt: z.optional(z.string()),
  /** Increases by one with every change; the audit log records it with each entry. */
  revision: z.optional(z.int().check(z.minimum(0))),
});

/** Checks country configurations with their schema; throws naming the country and the fields. */
export function checkCountries(configs: Record<CountryCode, CountryConfig> = countries): void {
  for (const code of COUNTRY_CODES) {
    const result = countryConfigSchema.safeParse(configs[code]);
    if (!result.success) {
      const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`config: country "${code}" is invalid: ${issues}`);
    }
    if (result.data.country !== code)
      throw new Error(`config: country "${code}" declares country "${result.data.country}"`);
    if (!isTimeZone(result.data.timeZone))
      throw new Error(
        `config: country "${code}" is invalid: timeZone: "${result.data.timeZone}" is not an IANA time zone`,
      );
  }
}

/**
 * Checks config's static data with zod. Runs when the API server starts and before every build
 * (a broken configuration fails both) and in config's tests.
 */
export function checkConfig(): void {
  checkCountries();
}
