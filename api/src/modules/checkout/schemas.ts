import * as z from 'zod';
import { MAX_CART_LINES, MAX_QUANTITY_B2B, PAYMENT_TYPES } from 'config';
import { TRADE_STATUSES } from 'config/checkout';

/**
 * Request and response shapes of the checkout API. Field messages are stable codes
 * (`required`, `too_long`, `invalid_email`, ...): the shop turns them into text in the
 * customer's language.
 */

/** Control characters and angle brackets: these strings end up in mails, on labels and in the back office. */
const UNSAFE = /[\p{Cc}<>]/u;

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    .refine((v) => !UNSAFE.test(v), 'invalid_characters');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .refine((v) => !UNSAFE.test(v), 'invalid_characters')
    .nullish()
    .transform((v) => (v ? v : null));

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'too_long')
  .pipe(z.email('invalid_email'))
  .transform((v) => v.toLowerCase());

export const offerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_offer_id');

export const cartItemInputSchema = z.strictObject({
  offerId: offerIdSchema,
  quantity: z
    .number({ error: 'required' })
    .int('invalid_quantity')
    .min(1, 'invalid_quantity')
    .max(MAX_QUANTITY_B2B, 'too_many'),
});

const cartItems = z
  .array(cartItemInputSchema)
  .min(1, 'cart_empty')
  .max(MAX_CART_LINES, 'too_many_lines')
  .refine((items) => new Set(items.map((i) => i.offerId)).size === items.length, 'duplicate_offer');

export const voucherCodeSchema = z
  .string()
  .trim()
  .max(32, 'too_long')
  .transform((v) => v.toUpperCase())
  .nullish()
  .transform((v) => (v ? v : null));

export const cartPriceRequestSchema = z.strictObject({
  items: cartItems,
  voucherCode: voucherCodeSchema,
  b2b: z.boolean().default(false),
});

export const customerSchema = z.strictObject({
  salutation: z.enum(['ms', 'mr', 'none'], { error: 'required' }),
  firstName: text(60),
  lastName: text(60),
  email,
  phone: z.string({ error: 'required' }).trim().min(1, 'required').max(30, 'invalid_phone'),
  company: optionalText(100),
  vatId: optionalText(20),
});

export const addressSchema = z.strictObject({
  street: text(100),
  houseNumber: text(12),
  addressExtra: optionalText(100),
  postalCode: z.string({ error: 'required' }).trim().min(1, 'required').max(10, 'invalid_postal_code'),
  city: text(80),
});

export const payoutSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('DirectDebitSwift'),
      accountHolder: text(70),
      iban: z.string({ error: 'required' }).trim().min(1, 'required').max(50, 'invalid_iban'),
    }),
    z.strictObject({
      method: z.literal('Paypal'),
      paypalEmail: email,
    }),
  ],
  { error: 'required' },
);

export const createTradeRequestSchema = z.strictObject({
  items: cartItems,
  voucherCode: voucherCodeSchema,
  /** The payout total the customer saw and agreed to; a trade is never created at another amount. */
  expectedTotal: z.number({ error: 'required' }).min(0).max(10_000_000),
  b2b: z.boolean().default(false),
  customer: customerSchema,
  address: addressSchema,
  payout: payoutSchema,
  /** The payment type code the shop selected (config: "13"). */
  paymentTypeCode: z.string().max(8),
  termsAccepted: z.literal(true, { error: 'must_accept' }),
  adultConfirmed: z.literal(true, { error: 'must_confirm_age' }),
  clientId: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateTradeRequest = z.infer<typeof createTradeRequestSchema>;

export const OFFER_PROBLEMS = ['unknown', 'expired', 'foreign_country', 'already_traded'] as const;
export type OfferProblem = (typeof OFFER_PROBLEMS)[number];

export const VOUCHER_PROBLEMS = [
  'unknown',
  'inactive',
  'foreign_country',
  'not_yet_valid',
  'expired',
  'used_up',
  'below_minimum',
] as const;
export type VoucherProblem = (typeof VOUCHER_PROBLEMS)[number];

export const cartLineSchema = z.object({
  offerId: z.string(),
  status: z.enum(['ok', ...OFFER_PROBLEMS]),
  quantity: z.number(),
  unitPrice: z.number().nullable(),
  lineTotal: z.number(),
  validUntil: z.string().nullable(),
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  deviceSlug: z.string().nullable(),
});

export const voucherResultSchema = z.object({
  code: z.string(),
  status: z.enum(['valid', ...VOUCHER_PROBLEMS]),
  kind: z.enum(['percent', 'fixed']).nullable(),
  value: z.number().nullable(),
  minCartValue: z.number().nullable(),
  bonus: z.number(),
});

export const cartPriceResponseSchema = z.object({
  country: z.string(),
  currency: z.literal('EUR'),
  lines: z.array(cartLineSchema),
  itemsTotal: z.number(),
  voucher: voucherResultSchema.nullable(),
  payoutTotal: z.number(),
  /** Earliest validity of the offers that can still be traded (ISO), null when none. */
  cartExpiry: z.string().nullable(),
  b2b: z.object({ cap: z.number(), overCap: z.boolean(), businessEmail: z.string(), supportPhone: z.string() }),
});

export const tradeItemViewSchema = z.object({
  position: z.number(),
  offerId: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceSlug: z.string(),
  category: z.string(),
  conditionId: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
});

export const tradeStepViewSchema = z.object({
  step: z.string(),
  status: z.enum(TRADE_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});

export const tradeViewSchema = z.object({
  tradeId: z.number(),
  tradeNumber: z.string(),
  accessToken: z.string(),
  status: z.enum(TRADE_STATUSES),
  country: z.string(),
  locale: z.string(),
  currency: z.literal('EUR'),
  createdAt: z.string(),
  b2b: z.boolean(),
  itemsTotal: z.number(),
  voucher: z.object({ code: z.string(), bonus: z.number() }).nullable(),
  payoutTotal: z.number(),
  items: z.array(tradeItemViewSchema),
  customer: z.object({
    salutation: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.string().nullable(),
  }),
  payout: z.object({
    method: z.enum(PAYMENT_TYPES),
    ibanLast4: z.string().nullable(),
    paypalEmail: z.string().nullable(),
  }),
  carrier: z.enum(['dhl', 'ups']),
  labelUrl: z.string(),
  history: z.array(tradeStepViewSchema),
});
export type TradeView = z.infer<typeof tradeViewSchema>;

export const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).passthrough();
