import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js';
import * as z from 'zod';
import { COUNTRY_CODES, type CountryCode } from 'config';
import {
  birthdateProblem,
  CITY_PATTERN,
  HOUSE_NUMBER_PATTERN,
  nameProblem,
  SALUTATIONS,
  STREET_PATTERN,
  zipProblem,
} from 'config/account-rules';

/**
 * Input fields of accounts and customer data. Every problem is reported as a stable code in
 * `fields` (`required`, `zip_invalid`, `iban_invalid`, ...), which the shop turns into a message in
 * the customer's language; the rules are config's account rules, shared with the forms.
 */

/** Missing input reads `required`, input of the wrong type `invalid`. */
export const req = {
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
};

function text(max: number, pattern?: RegExp, patternCode = 'invalid') {
  return z
    .string(req)
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' })
    .refine((v) => !pattern || pattern.test(v), { error: patternCode });
}

export const nameField = z
  .string(req)
  .trim()
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const emailField = z
  .string(req)
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'email_invalid' }));

export const salutationField = z.enum(SALUTATIONS, req).nullable().optional();
export const countryField = z.enum(COUNTRY_CODES, req);

const addressShape = {
  salutation: salutationField,
  firstName: nameField,
  lastName: nameField,
  street: text(100, STREET_PATTERN, 'street_invalid'),
  houseNumber: text(10, HOUSE_NUMBER_PATTERN, 'house_number_invalid'),
  addition: z.string().trim().max(100, { error: 'too_long' }).nullable().optional(),
  zip: z.string(req).trim(),
  city: text(60, CITY_PATTERN, 'city_invalid'),
  country: countryField,
};

function checkZip(value: { zip?: string; country?: CountryCode }, ctx: z.RefinementCtx) {
  if (value.zip === undefined || value.country === undefined) return;
  const problem = zipProblem(value.zip, value.country);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['zip'] });
}

/** A postal address; the postal code follows the rule of the address's country (spec section 5). */
export const addressInput = z.object(addressShape).superRefine(checkZip);
export type AddressInput = z.infer<typeof addressInput>;

/** The same, every field optional (PATCH). The postal code is checked against the resulting country. */
export const addressPatch = z.object(addressShape).partial();
export { checkZip };

export const ibanField = z
  .string(req)
  .transform((v) => electronicFormatIBAN(v) ?? '')
  .superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: 'required' });
    else if (!isValidIBAN(v)) ctx.addIssue({ code: 'custom', message: 'iban_invalid' });
    // Payouts are SEPA transfers: an IBAN outside SEPA cannot receive them.
    else if (!isSEPACountry(v.slice(0, 2))) ctx.addIssue({ code: 'custom', message: 'iban_not_sepa' });
  });

export const bicField = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || isValidBIC(v), { error: 'bic_invalid' })
  .transform((v) => v || null)
  .nullable()
  .optional();

export const bankAccountInput = z.object({
  accountHolder: text(70, /^[\p{L}\p{M}\d][\p{L}\p{M}\d' .,&()/\u2019-]*$/u, 'account_holder_invalid'),
  iban: ibanField,
  bic: bicField,
});
export type BankAccountInput = z.infer<typeof bankAccountInput>;

export const paypalAccountInput = z.object({ email: emailField });
export type PaypalAccountInput = z.infer<typeof paypalAccountInput>;

/** A phone number as typed; it is normalized to E.164 with the customer's country as the default. */
export const phoneField = z
  .string(req)
  .trim()
  .min(1, { error: 'required' })
  .max(30, { error: 'too_long' })
  .regex(/^\+?[\d\s()/.-]+$/, { error: 'phone_invalid' });

export function normalizePhone(value: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value, country.toUpperCase() as PhoneCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}

export const birthdateField = z
  .string(req)
  .trim()
  .superRefine((value, ctx) => {
    const problem = birthdateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
