/** Business constants and limits (spec section 9). */

/** A business (B2B) cart above this value cannot be checked out. EUR. */
export const B2B_TRADE_CAP = 5000;

/** Payment type code the shop selects by default, and the types it offers. */
export const SELECTED_PAYMENT_TYPE_CODE = '13';

/** Cookie lifetimes. */
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const CLIENT_ID_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/**
 * The cookie that keeps the client id (GET /api/client-id) once the visitor consents. The host
 * reads it at start to assign canaries by client id (docs/decisions/0054-canary-assignment.md).
 */
export const CLIENT_ID_COOKIE = 'client_id';
/**
 * The visitor's cookie choice (host features/consent): the server reads it too, to render the cookie
 * banner into a first visit's page (api shop-pages/server-render).
 */
export const CONSENT_COOKIE = 'revalu_consent';
/**
 * How many devices the visitor's cart holds (shared stores/cart-cookie.ts): the cart itself stays in the
 * browser, and the server renders the checkout's first view from this (empty, or the cart's frame). A
 * necessary cookie: it serves the cart the customer filled.
 */
export const CART_COOKIE = 'revalu_cart';
export const CART_COOKIE_MAX_AGE_DAYS = 90;
/** The cart cookie's value as a number of devices; null for none or anything else. */
export function parseCartCookie(value: string | null | undefined): number | null {
  return value && /^\d{1,4}$/.test(value) ? Number(value) : null;
}
/** First-party functional cookie that keeps a visitor on one side of a canary without consent (host lib/remotes/release-cohort.ts). */
export const RELEASE_COHORT_COOKIE = 'release_cohort';
export const PERSONALIZATION_COOKIE_MAX_AGE_DAYS = 365;

/** A failed chunk or style preload reloads a path at most once in this window. */
export const RELOAD_GUARD_MS = 10_000;

/** Status code of the application error state when none is given. */
export const DEFAULT_ERROR_STATUS = 500;

/** The one-hour constant of the app configuration (used as the build-manifest check interval). */
export const ONE_HOUR_MS = 3_600_000;

/** Query parameters that mark a marketing touchpoint; sent as a `marketing_touchpoint` controlling event. */
export const MARKETING_TOUCHPOINT_PARAMS = [
  'gclid',
  'msclkid',
  'fbclid',
  'dyntr',
  'ctb',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_id',
  'belboon',
  'awc',
] as const;

/** Default device order: newest first, by release year then month. */
export const DEVICE_SORT_DEFAULT = [
  { field: 'releaseYear', order: 'desc' },
  { field: 'releaseMonth', order: 'desc' },
] as const;

/** Controlling event names (spec section 7). */
export const CONTROLLING_EVENTS = [
  'marketing_touchpoint',
  'offer_add_to_cart',
  'offer_generated',
  'trade_created',
] as const;
export type ControllingEventName = (typeof CONTROLLING_EVENTS)[number];

/** At most this many different offers in one cart (one trade). */
export const MAX_CART_LINES = 30;
/** Devices per cart line: a private seller sells a handful, a business more (up to the trade cap). */
export const MAX_QUANTITY_CONSUMER = 10;
export const MAX_QUANTITY_B2B = 100;
