import * as z from 'zod';
import { COUNTRY_CODES } from 'config';
import { TRADE_STATUSES } from 'config/checkout';
import { tradeStepViewSchema } from './schemas';

/** Schemas of the checkout's back office: vouchers and trades. */

export const voucherSchema = z.object({
  code: z.string(),
  country: z.enum(COUNTRY_CODES),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  maxBonus: z.number().nullable(),
  minCartValue: z.number(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxRedemptions: z.number().nullable(),
  redemptions: z.number(),
  active: z.boolean(),
  description: z.string(),
});

const money = z.number().positive().max(100_000).multipleOf(0.01);
/** How often a voucher may be redeemed: a million is more than any campaign (and the column is a 32-bit integer). */
const maxRedemptions = z.number().int().positive().max(1_000_000);

export const createVoucherSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, '3 to 32 letters, digits, - or _')),
    country: z.enum(COUNTRY_CODES),
    kind: z.enum(['percent', 'fixed']),
    /** Percent (0-100] of the cart value, or EUR. */
    value: money,
    maxBonus: money.nullish(),
    minCartValue: z.number().min(0).max(1_000_000).multipleOf(0.01).default(0),
    validFrom: z.iso.datetime({ offset: true }).optional(),
    validUntil: z.iso.datetime({ offset: true }),
    maxRedemptions: maxRedemptions.nullish(),
    description: z.string().max(200).default(''),
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, { path: ['value'], message: 'a percentage is at most 100' })
  .refine((v) => Date.parse(v.validUntil) > Date.parse(v.validFrom ?? new Date().toISOString()), {
    path: ['validUntil'],
    message: 'must be after validFrom (or now)',
  });

export const patchVoucherSchema = z
  .strictObject({
    active: z.boolean().optional(),
    validUntil: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: maxRedemptions.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const tradeSummarySchema = z.object({
  tradeId: z.number(),
  tradeNumber: z.string(),
  country: z.string(),
  status: z.enum(TRADE_STATUSES),
  createdAt: z.string(),
  payoutTotal: z.number(),
  email: z.string(),
  b2b: z.boolean(),
  confirmationMail: z.enum(['pending', 'sent', 'failed']),
});

export const adminTradeSchema = tradeSummarySchema.extend({
  itemsTotal: z.number(),
  voucherCode: z.string().nullable(),
  voucherBonus: z.number(),
  customerId: z.string().nullable(),
  customer: z.object({
    salutation: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
    vatId: z.string().nullable(),
  }),
  address: z.object({
    street: z.string(),
    houseNumber: z.string(),
    addressExtra: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  payout: z.object({
    method: z.string(),
    paymentTypeCode: z.string(),
    accountHolder: z.string().nullable(),
    /** Decrypted for the payout; only the back office ever sees it. */
    iban: z.string().nullable(),
    paypalEmail: z.string().nullable(),
  }),
  items: z.array(
    z.object({
      position: z.number(),
      offerId: z.string(),
      deviceId: z.string(),
      deviceName: z.string(),
      conditionId: z.string(),
      answers: z.unknown(),
      unitPrice: z.number(),
      quantity: z.number(),
      lineTotal: z.number(),
    }),
  ),
  history: z.array(
    tradeStepViewSchema.extend({ previousStatus: z.string().nullable(), actorType: z.string(), source: z.string() }),
  ),
});
