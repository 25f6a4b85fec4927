import { isValidPhoneNumber, type CountryCode as PhoneCountry } from 'libphonenumber-js/min';
import { SELECTED_PAYMENT_TYPE_CODE, type CountryCode, type PaymentType } from 'config';
import { isValidPostalCode, isValidVatId } from 'config/checkout';
import { checkIban } from 'shared/iban';

/** What the customer types on the details step. */
export interface CheckoutFormValues {
  salutation: '' | 'ms' | 'mr' | 'none';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  vatId: string;
  street: string;
  houseNumber: string;
  addressExtra: string;
  postalCode: string;
  city: string;
  payoutMethod: PaymentType;
  accountHolder: string;
  iban: string;
  paypalEmail: string;
  termsAccepted: boolean;
  adultConfirmed: boolean;
}

export type FieldName = keyof CheckoutFormValues;

export const emptyForm: CheckoutFormValues = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  vatId: '',
  street: '',
  houseNumber: '',
  addressExtra: '',
  postalCode: '',
  city: '',
  payoutMethod: 'DirectDebitSwift',
  accountHolder: '',
  iban: '',
  paypalEmail: '',
  termsAccepted: false,
  adultConfirmed: false,
};

/** The order the fields appear in, for the error summary and focus. */
export const FIELD_ORDER: FieldName[] = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'vatId',
  'street',
  'houseNumber',
  'addressExtra',
  'postalCode',
  'city',
  'payoutMethod',
  'accountHolder',
  'iban',
  'paypalEmail',
  'termsAccepted',
  'adultConfirmed',
];

export interface FormContext {
  country: CountryCode;
  b2b: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const UNSAFE = /[\p{Cc}<>]/u;

function text(value: string, max: number, required = true): string | null {
  const v = value.trim();
  if (!v) return required ? 'required' : null;
  if (v.length > max) return 'too_long';
  if (UNSAFE.test(v)) return 'invalid_characters';
  return null;
}

/** The problem with one field (a code of `fieldErrors`), or null. */
export function validateField(name: FieldName, v: CheckoutFormValues, ctx: FormContext): string | null {
  switch (name) {
    case 'salutation':
      return v.salutation ? null : 'required';
    case 'firstName':
    case 'lastName':
      return text(v[name], 60);
    case 'email':
      return text(v.email, 254) ?? (EMAIL.test(v.email.trim()) ? null : 'invalid_email');
    case 'phone':
      return (
        text(v.phone, 30) ??
        (isValidPhoneNumber(v.phone, ctx.country.toUpperCase() as PhoneCountry) ? null : 'invalid_phone')
      );
    case 'company':
      return ctx.b2b ? text(v.company, 100) : null;
    case 'vatId':
      if (!ctx.b2b) return null;
      return text(v.vatId, 20) ?? (isValidVatId(ctx.country, v.vatId) ? null : 'invalid_vat_id');
    case 'street':
      return text(v.street, 100);
    case 'houseNumber':
      return text(v.houseNumber, 12);
    case 'addressExtra':
      return text(v.addressExtra, 100, false);
    case 'postalCode':
      return v.postalCode.trim()
        ? isValidPostalCode(ctx.country, v.postalCode)
          ? null
          : 'invalid_postal_code'
        : 'required';
    case 'city':
      return text(v.city, 80);
    case 'payoutMethod':
      return null;
    case 'accountHolder':
      return v.payoutMethod === 'DirectDebitSwift' ? text(v.accountHolder, 70) : null;
    case 'iban': {
      if (v.payoutMethod !== 'DirectDebitSwift') return null;
      const check = checkIban(v.iban, true);
      return check.state === 'empty' ? 'required' : check.state === 'valid' ? null : (check.code ?? 'invalid_iban');
    }
    case 'paypalEmail':
      if (v.payoutMethod !== 'Paypal') return null;
      return text(v.paypalEmail, 254) ?? (EMAIL.test(v.paypalEmail.trim()) ? null : 'invalid_email');
    case 'termsAccepted':
      return v.termsAccepted ? null : 'must_accept';
    case 'adultConfirmed':
      return v.adultConfirmed ? null : 'must_confirm_age';
  }
}

export function validateForm(v: CheckoutFormValues, ctx: FormContext): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const name of FIELD_ORDER) {
    const problem = validateField(name, v, ctx);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** The API's field paths to the form's fields. */
const API_FIELDS: Record<string, FieldName> = {
  'customer.salutation': 'salutation',
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.company': 'company',
  'customer.vatId': 'vatId',
  'address.street': 'street',
  'address.houseNumber': 'houseNumber',
  'address.addressExtra': 'addressExtra',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  'payout.method': 'payoutMethod',
  'payout.accountHolder': 'accountHolder',
  'payout.iban': 'iban',
  'payout.paypalEmail': 'paypalEmail',
  termsAccepted: 'termsAccepted',
  adultConfirmed: 'adultConfirmed',
};

export function formFieldOf(apiField: string): FieldName | null {
  return API_FIELDS[apiField] ?? null;
}

/** The body of POST /api/trades (without the cart, which the caller adds). */
export function tradeCustomerData(v: CheckoutFormValues, b2b: boolean) {
  const opt = (s: string) => (s.trim() ? s.trim() : null);
  return {
    b2b,
    customer: {
      salutation: v.salutation || 'none',
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      company: b2b ? opt(v.company) : null,
      vatId: b2b ? opt(v.vatId) : null,
    },
    address: {
      street: v.street.trim(),
      houseNumber: v.houseNumber.trim(),
      addressExtra: opt(v.addressExtra),
      postalCode: v.postalCode.trim(),
      city: v.city.trim(),
    },
    payout:
      v.payoutMethod === 'DirectDebitSwift'
        ? {
            method: 'DirectDebitSwift' as const,
            accountHolder: v.accountHolder.trim(),
            iban: v.iban.replace(/\s+/g, '').toUpperCase(),
          }
        : { method: 'Paypal' as const, paypalEmail: v.paypalEmail.trim() },
    paymentTypeCode: SELECTED_PAYMENT_TYPE_CODE,
    termsAccepted: v.termsAccepted,
    adultConfirmed: v.adultConfirmed,
  };
}
