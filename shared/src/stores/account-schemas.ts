import * as z from 'zod/mini';

/**
 * What the shop reads of the account API's answers (zod/mini; loaded with the first account request).
 * Objects are loose: the API may add fields without breaking older remotes.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
});

const resource = { '@id': z.string(), id: z.string() };

export const addressSchema = z.looseObject({
  ...resource,
  salutation: z.nullable(z.enum(['mr', 'ms', 'none'])),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  addition: z.nullable(z.string()),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});

export const personSchema = z.looseObject({
  ...resource,
  salutation: z.nullable(z.enum(['mr', 'ms', 'none'])),
  firstName: z.string(),
  lastName: z.string(),
  birthdate: z.nullable(z.string()),
});

export const bankAccountSchema = z.looseObject({
  ...resource,
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.nullable(z.string()),
});
export const paypalAccountSchema = z.looseObject({ ...resource, email: z.string() });
export const phoneContactSchema = z.looseObject({ ...resource, phone: z.string() });
export const paymentAccountSchema = z.looseObject({
  ...resource,
  paymentType: z.string(),
  isPrimary: z.boolean(),
  bankAccount: z.nullable(z.string()),
  paypalAccount: z.nullable(z.string()),
});

/** GET /api/customers/customers: the customer with everything the account pages and checkout show. */
export const customerDataSchema = z.looseObject({
  '@id': z.string(),
  id: z.string(),
  customerNumber: z.string(),
  identifier: z.string(),
  email: z.string(),
  locale: z.string(),
  payoutMethod: z.nullable(z.enum(['bank', 'paypal'])),
  person: z.nullable(personSchema),
  addresses: z.array(addressSchema),
  phoneContacts: z.array(phoneContactSchema),
  bankAccounts: z.array(bankAccountSchema),
  paypalAccounts: z.array(paypalAccountSchema),
  paymentAccounts: z.array(paymentAccountSchema),
});

export type CustomerData = z.infer<typeof customerDataSchema>;
export type CustomerAddress = z.infer<typeof addressSchema>;
export type CustomerBankAccount = z.infer<typeof bankAccountSchema>;
export type CustomerPaypalAccount = z.infer<typeof paypalAccountSchema>;

export const guestAccountNumberSchema = z.object({ customerNumber: z.string(), customer: z.string() });
