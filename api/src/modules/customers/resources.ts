import * as z from 'zod';

/** Response schemas of the customer resources (see repository.ts for how rows become resources). */
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
