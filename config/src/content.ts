/**
 * Content, contact, newsletter and clarification constants that the API and mf-content share.
 */

/** The device categories the shop buys, as keys (each country has its own slug and name). */
export const DEVICE_CATEGORY_KEYS = [
  'smartphones',
  'tablets',
  'laptops',
  'cameras',
  'lenses',
  'camcorders',
  'consoles',
  'monitors',
] as const;
export type DeviceCategoryKey = (typeof DEVICE_CATEGORY_KEYS)[number];

/** What a newsletter subscriber can say they are interested in. */
export const NEWSLETTER_INTERESTS = [...DEVICE_CATEGORY_KEYS, 'promotions', 'sustainability'] as const;
export type NewsletterInterest = (typeof NEWSLETTER_INTERESTS)[number];

export const NEWSLETTER_SALUTATIONS = ['none', 'ms', 'mr', 'diverse'] as const;
export type NewsletterSalutation = (typeof NEWSLETTER_SALUTATIONS)[number];

/** How many devices a business enquiry is about. */
export const B2B_DEVICE_COUNTS = ['1-19', '20-99', '100-499', '500+'] as const;
export type B2BDeviceCount = (typeof B2B_DEVICE_COUNTS)[number];

/** Form limits, the same in the browser and on the server. */
export const FORM_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 4000,
  companyMax: 120,
  phoneMax: 30,
  /** A form sent sooner after it was shown is held back (bots fill forms at once). */
  minFillSeconds: 3,
} as const;

/** A trade number as a customer may type it: spaces and dashes are dropped before the check digit is checked. */
export function normalizeTradeNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** A clarification gives the customer at least this long to answer. */
export const CLARIFICATION_MIN_DEADLINE_DAYS = 7;
export const CLARIFICATION_DEFAULT_DEADLINE_DAYS = 14;

/**
 * What an inspection can find that differs from the customer's answers; each finding is also a
 * reason for a deduction. Stable codes: the shop and the mails say them in the customer's language.
 */
export const CLARIFICATION_FINDINGS = [
  'displayScratches',
  'displayCracked',
  'housingMarks',
  'housingDamaged',
  'batteryWorn',
  'notPoweringOn',
  'functionDefect',
  'waterDamage',
  'activationLock',
  'missingParts',
  'differentModel',
  'other',
] as const;
export type ClarificationFinding = (typeof CLARIFICATION_FINDINGS)[number];

/** Reminders before the deadline of an open clarification, in days before it. */
export const CLARIFICATION_REMINDER_DAYS_BEFORE = [4, 1] as const;
