import * as z from 'zod';
import {
  addressPatch,
  bankAccountInput,
  bicField,
  birthdateField,
  emailField,
  ibanField,
  nameField,
  paypalAccountInput,
  phoneField,
  salutationField,
} from './fields';

/**
 * Request and response schemas of the customers API. Input fields and their rules: fields.ts.
 * How rows become resources: resource-rows.ts.
 */

const errorBody = z
  .object({
    statusCode: z.number(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .passthrough();
export const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
export const idParams = z.object({ id: z.string() });
const iriField = z.string().max(300).optional();

// Response schemas of the customer resources.
const salutation = z.enum(['mr', 'ms', 'none']).nullable();
const base = <T extends string>(type: T) => ({
  '@id': z.string(),
  '@type': z.literal(type),
  id: z.string().uuid(),
  customer: z.string(),
});

export const personSchema = z.object({
  ...base('Person'),
  salutation,
  firstName: z.string(),
  lastName: z.string(),
  birthdate: z.string().nullable(),
});

export const addressSchema = z.object({
  ...base('Address'),
  salutation,
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  addition: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  updatedAt: z.string(),
});

export const phoneContactSchema = z.object({ ...base('PhoneContact'), phone: z.string(), updatedAt: z.string() });

export const bankAccountSchema = z.object({
  ...base('BankAccount'),
  accountHolder: z.string(),
  iban: z.string(),
  ibanLast4: z.string(),
  bic: z.string().nullable(),
  updatedAt: z.string(),
});

export const paypalAccountSchema = z.object({ ...base('PaypalAccount'), email: z.string(), updatedAt: z.string() });

export const paymentAccountSchema = z.object({
  ...base('CustomerPaymentAccount'),
  paymentType: z.literal('INVOICE'),
  isPrimary: z.boolean(),
  bankAccount: z.string().nullable(),
  paypalAccount: z.string().nullable(),
  createdAt: z.string(),
});

export const customerSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Customer'),
  id: z.string().uuid(),
  customerNumber: z.string(),
  identifier: z.string().uuid(),
  email: z.string(),
  locale: z.string(),
  status: z.enum(['pending', 'active']),
  payoutMethod: z.enum(['bank', 'paypal']).nullable(),
  createdAt: z.string(),
  person: personSchema.nullable(),
  addresses: z.array(addressSchema),
  phoneContacts: z.array(phoneContactSchema),
  bankAccounts: z.array(bankAccountSchema),
  paypalAccounts: z.array(paypalAccountSchema),
  paymentAccounts: z.array(paymentAccountSchema),
});

export function collectionOf<T extends z.ZodType>(item: T) {
  return z.object({ member: z.array(item), totalItems: z.number().int() });
}

export const deletedSchema = z.object({ deleted: z.literal(true) });

export const guestAccountNumberSchema = z.object({ customerNumber: z.string(), customer: z.string() });

export const addressBody = z.object({
  address: addressPatch.extend({ '@id': iriField }),
  addressIri: iriField,
  customerIri: iriField,
});

export const bankAccountBody = z.object({
  payment: z.object({
    '@id': iriField,
    accountHolder: bankAccountInput.shape.accountHolder.optional(),
    iban: ibanField.optional(),
    bic: bicField,
  }),
  bankAccountIri: iriField,
  customerIri: iriField,
});

export const paypalAccountBody = z.object({
  paypalAccount: z.object({ '@id': iriField, email: emailField }),
  paypalAccountIri: iriField,
  customerIri: iriField,
});

export const paymentAccountBody = z
  .object({
    customer: z.string().max(300),
    paymentType: z.literal('INVOICE', { error: 'payment_type_invalid' }).default('INVOICE'),
    isPrimary: z.literal(false, { error: 'is_primary_invalid' }).default(false),
    bankAccount: bankAccountInput.optional(),
    paypalAccount: paypalAccountInput.optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.bankAccount === undefined) === (b.paypalAccount === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'bank_or_paypal_required', path: ['bankAccount'] });
    }
  });

export const createdPaymentAccountSchema = paymentAccountSchema.extend({
  bankAccountResource: bankAccountSchema.nullable(),
  paypalAccountResource: paypalAccountSchema.nullable(),
});

export const newPhoneContactBody = z.object({ phone: phoneField, customerIri: iriField });

export const phoneContactBody = z.object({ phone: phoneField, phoneIri: iriField, customerIri: iriField });

/** The person's fields: the spec names them `address`. */
export const personBody = z.object({
  address: z.object({
    salutation: salutationField,
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    birthdate: birthdateField.nullable().optional(),
  }),
  peopleIri: iriField,
  customerIri: iriField,
});

/** The statuses a trade of the history may have. */
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

/** The trade history: each trade with its items, payout and status timeline. */
export const tradeHistorySchema = z.object({
  member: z.array(
    z.object({
      tradeNumber: z.string(),
      createdAt: z.string(),
      country: z.string(),
      status: z.enum(TRADE_STATUSES),
      statusChangedAt: z.string(),
      currency: z.string(),
      itemsTotal: z.number(),
      voucherBonus: z.number(),
      payoutTotal: z.number(),
      items: z.array(
        z.object({
          deviceName: z.string(),
          deviceSlug: z.string(),
          quantity: z.number().int(),
          unitPrice: z.number(),
          lineTotal: z.number(),
        }),
      ),
      payout: z
        .object({ method: z.string(), ibanLast4: z.string().nullable(), paypalEmail: z.string().nullable() })
        .nullable(),
      /** Every step that changed the status, oldest first. */
      timeline: z.array(z.object({ step: z.string(), status: z.enum(TRADE_STATUSES), at: z.string() })),
    }),
  ),
  totalItems: z.number().int(),
});
