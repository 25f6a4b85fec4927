import {
  electronicFormatIBAN,
  getCountrySpecifications,
  isSEPACountry,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

export interface IbanCheck {
  /** `empty`, still `typing` (shorter than the country's IBAN), `valid`, or `invalid` with a code. */
  state: 'empty' | 'typing' | 'valid' | 'invalid';
  code?: 'invalid_iban' | 'iban_checksum' | 'iban_not_sepa' | 'iban_unknown_country' | 'iban_too_long';
  /** Characters still missing while typing. */
  remaining?: number;
  /** The IBAN's country (ISO code), once known. */
  country?: string;
}

/**
 * Checks an IBAN as it is typed (ibantools): the country from the first letters, the length, then
 * the check digits. Payouts are SEPA transfers, so an IBAN outside SEPA is invalid. `final`: the
 * form is being sent, so a short IBAN is wrong rather than still being typed.
 */
export function checkIban(raw: string, final = false): IbanCheck {
  const iban = raw.replace(/[\s-]/g, '').toUpperCase();
  if (!iban) return { state: 'empty' };
  if (/[^A-Z0-9]/.test(iban)) return { state: 'invalid', code: 'invalid_iban' };
  if (iban.length < 2) return final ? { state: 'invalid', code: 'invalid_iban' } : { state: 'typing' };
  const country = iban.slice(0, 2);
  const spec = getCountrySpecifications()[country];
  if (!/^[A-Z]{2}$/.test(country) || !spec?.chars) return { state: 'invalid', code: 'iban_unknown_country' };
  if (!isSEPACountry(country)) return { state: 'invalid', code: 'iban_not_sepa', country };
  if (iban.length < spec.chars)
    return final
      ? { state: 'invalid', code: 'invalid_iban', country }
      : { state: 'typing', remaining: spec.chars - iban.length, country };
  if (iban.length > spec.chars) return { state: 'invalid', code: 'iban_too_long', country };
  const result = validateIBAN(electronicFormatIBAN(iban) ?? '');
  if (result.valid) return { state: 'valid', country };
  // Only a well-formed IBAN with a wrong check digit is a typo worth naming as such.
  const onlyChecksum = result.errorCodes.every(
    (c) => c === ValidationErrorsIBAN.WrongIBANChecksum || c === ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  );
  return { state: 'invalid', code: onlyChecksum ? 'iban_checksum' : 'invalid_iban', country };
}

/** `de89370400440532013000` -> `DE89 3704 0044 0532 0130 00`, as banks print it. */
export function formatIban(raw: string): string {
  return raw
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** The country, check digits and last four characters only: `DE89 •••• 3000`, for overviews. */
export function maskIban(raw: string): string {
  const iban = raw.replace(/[\s-]/g, '').toUpperCase();
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
