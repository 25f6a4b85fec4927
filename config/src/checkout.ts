/**
 * Checkout rules that the browser and the server must apply alike: the sum rule, the postal-code
 * rule, the VAT id formats, cart limits and the trade status model. Pure functions, no I/O, so the
 * cart page shows exactly the amount the API will store. The cart limits, which the cart store
 * needs on every page, are in constants.ts (`config`); these rules are `config/checkout`.
 */
import { countries, type CountryCode } from './countries';

const MICROS = 1_000_000n;

/** An amount in millionths of a euro: exact for prices with up to six decimals. */
function toMicros(amount: number): bigint {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  return BigInt(Math.round(amount * 1_000_000));
}

/** Whole cents of an amount, truncated toward zero (never rounded up). */
function truncatedCents(micros: bigint): bigint {
  return micros / (MICROS / 100n);
}

/**
 * One cart line: price times quantity, truncated to 2 decimals (spec section 9). Computed on
 * integers, so 19.99 x 3 is 59.97 and not 59.96 as float truncation would give.
 */
export function lineTotal(price: number, quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`not a quantity: ${quantity}`);
  return Number(truncatedCents(toMicros(price) * BigInt(quantity))) / 100;
}

/** The cart price: the sum of the lines, each truncated to 2 decimals first (spec section 9). */
export function cartTotal(items: ReadonlyArray<{ price: number; quantity: number }>): number {
  let cents = 0n;
  for (const item of items) cents += BigInt(Math.round(lineTotal(item.price, item.quantity) * 100));
  return Number(cents) / 100;
}

/** Adds amounts that are whole cents each, without float drift. */
export function addAmounts(...amounts: number[]): number {
  return Number(amounts.reduce((sum, a) => sum + BigInt(Math.round(a * 100)), 0n)) / 100;
}

export type VoucherKind = 'percent' | 'fixed';

/**
 * The bonus a voucher adds to the payout. A percentage is taken of the cart value and truncated to
 * the cent like a cart line; `maxBonus` caps it. A fixed bonus is its value.
 */
export function voucherBonus(
  kind: VoucherKind,
  value: number,
  itemsTotal: number,
  maxBonus: number | null = null,
): number {
  let bonus =
    kind === 'percent'
      ? Number(truncatedCents((toMicros(itemsTotal) * toMicros(value)) / (100n * MICROS))) / 100
      : value;
  if (maxBonus !== null && bonus > maxBonus) bonus = maxBonus;
  return Math.max(0, bonus);
}

/**
 * Postal codes (spec section 5): de, es, it exactly 5 digits; at exactly 4; fr 5 digits whose first
 * two are 01 to 98. The pattern is each country's `zipRegex`; surrounding spaces are ignored.
 */
export function isValidPostalCode(country: CountryCode, value: string): boolean {
  return new RegExp(countries[country].zipRegex).test(value.trim());
}

/** VAT identification number formats (the EU's VIES formats), prefix included. */
export const VAT_ID_PATTERNS: Record<CountryCode, RegExp> = {
  de: /^DE\d{9}$/,
  at: /^ATU\d{8}$/,
  es: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  fr: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  it: /^IT\d{11}$/,
};

/** An example of each format, for the hint under the field. */
export const VAT_ID_EXAMPLES: Record<CountryCode, string> = {
  de: 'DE123456789',
  at: 'ATU12345678',
  es: 'ESB12345678',
  fr: 'FR40123456789',
  it: 'IT12345678901',
};

/** The VAT prefixes of the EU (Greece writes EL, Northern Ireland XI). */
const EU_VAT_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

/**
 * Upper case, without the spaces, dots and dashes people type; the country's prefix is added when
 * none is given. Another EU country's prefix is kept, so such an id is refused rather than reread.
 */
export function normalizeVatId(country: CountryCode, value: string): string {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  return EU_VAT_PREFIXES.has(compact.slice(0, 2)) ? compact : country.toUpperCase() + compact;
}

export function isValidVatId(country: CountryCode, value: string): boolean {
  return VAT_ID_PATTERNS[country].test(normalizeVatId(country, value));
}

/**
 * Trade statuses and the steps between them. `created` when the customer sends the checkout;
 * `received` when the parcel arrives; `inspected` after the check; then `accepted` (as declared, or
 * a counter-offer the customer accepted) or `clarification` (the condition differs: a counter-offer
 * waits for the customer); `declined` leads to `returned` (free return); `accepted` to `paid`.
 * `cancelled`: the customer withdrew, or no parcel arrived, before anything was received.
 */
export const TRADE_STATUSES = [
  'created',
  'received',
  'inspected',
  'clarification',
  'accepted',
  'declined',
  'returned',
  'paid',
  'cancelled',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const TRADE_TRANSITIONS: Readonly<Record<TradeStatus, readonly TradeStatus[]>> = {
  created: ['received', 'cancelled'],
  received: ['inspected'],
  inspected: ['accepted', 'clarification', 'declined'],
  clarification: ['accepted', 'declined'],
  accepted: ['paid'],
  declined: ['returned'],
  returned: [],
  paid: [],
  cancelled: [],
};

/**
 * The customer hands the parcel to the carrier within this many days of the trade
 * (docs/decisions/0092-shipping-deadline-and-accessories.md). The thank-you page, the confirmation
 * mail and the seeded content pages all say this number. Not the offer's guarantee (7 days) nor a
 * clarification's answer deadline (at least 7 days).
 */
export const SHIPPING_DEADLINE_DAYS = 14;

export function canTransition(from: TradeStatus, to: TradeStatus): boolean {
  return TRADE_TRANSITIONS[from].includes(to);
}

export function isTradeStatus(value: unknown): value is TradeStatus {
  return typeof value === 'string' && (TRADE_STATUSES as readonly string[]).includes(value);
}

/**
 * Trade numbers: ten digits, the last a Luhn check digit, so a number read out on the phone or
 * typed into the contact form is checked before anyone looks it up.
 */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidTradeNumber(value: string): boolean {
  return /^[1-9]\d{9}$/.test(value) && luhnCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
