import { electronicFormatIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js/max';
import { countries, MAX_QUANTITY_CONSUMER, type CountryCode } from 'config';
import { isValidPostalCode, isValidVatId, normalizeVatId } from 'config/checkout';
import type { CreateTradeRequest } from './schemas';

/** What the checkout stores once the country's rules have passed: normalized values. */
export interface CheckedCustomerData {
  phoneE164: string;
  postalCode: string;
  iban: string | null;
  vatId: string | null;
  company: string | null;
}

/** An IBAN as typed (spaces, lower case) to its problem, or null when it is a valid SEPA IBAN. */
export function ibanProblem(raw: string): 'invalid_iban' | 'iban_checksum' | 'iban_not_sepa' | null {
  const iban = electronicFormatIBAN(raw) ?? '';
  const result = validateIBAN(iban);
  if (!result.valid) {
    // Only a well-formed IBAN with a wrong check digit is a typo worth naming as such.
    const onlyChecksum = result.errorCodes.every(
      (c) => c === ValidationErrorsIBAN.WrongIBANChecksum || c === ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
    );
    return onlyChecksum ? 'iban_checksum' : 'invalid_iban';
  }
  return isSEPACountry(iban.slice(0, 2)) ? null : 'iban_not_sepa';
}

/** A phone number in E.164, read in the trade's country unless it carries its own prefix; null when invalid. */
export function normalizePhone(raw: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(raw, country.toUpperCase() as PhoneCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/**
 * The rules that depend on the country (spec section 5): postal code, phone, IBAN,
 * VAT id and company for business sellers, payment type and method from config, quantities.
 * Returns the problems by field path (codes), or the normalized values.
 */
export function checkCustomerData(
  country: CountryCode,
  b2b: boolean,
  body: CreateTradeRequest,
): { ok: true; value: CheckedCustomerData } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const config = countries[country];

  const postalCode = body.address.postalCode.trim();
  if (!isValidPostalCode(country, postalCode)) fields['address.postalCode'] = 'invalid_postal_code';

  const phoneE164 = normalizePhone(body.customer.phone, country);
  if (!phoneE164) fields['customer.phone'] = 'invalid_phone';

  let iban: string | null = null;
  if (body.payout.method === 'DirectDebitSwift') {
    const problem = ibanProblem(body.payout.iban);
    if (problem) fields['payout.iban'] = problem;
    else iban = electronicFormatIBAN(body.payout.iban);
  }
  if (!config.paymentTypes.includes(body.payout.method)) fields['payout.method'] = 'invalid_payment_type';
  if (body.paymentTypeCode !== config.selectedPaymentType) fields['paymentTypeCode'] = 'invalid_payment_type';

  let vatId: string | null = null;
  let company: string | null = null;
  if (b2b) {
    company = body.customer.company;
    if (!company) fields['customer.company'] = 'required';
    if (!body.customer.vatId) fields['customer.vatId'] = 'required';
    else if (!isValidVatId(country, body.customer.vatId)) fields['customer.vatId'] = 'invalid_vat_id';
    else vatId = normalizeVatId(country, body.customer.vatId);
  } else {
    body.items.forEach((item, i) => {
      if (item.quantity > MAX_QUANTITY_CONSUMER) fields[`items.${i}.quantity`] = 'too_many';
    });
  }

  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, value: { phoneE164: phoneE164!, postalCode, iban, vatId, company } };
}
