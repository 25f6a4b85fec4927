/**
 * The API answers stable codes; these are the keys of their texts in the mf-checkout namespace
 * (`fieldErrors.<code>`, `lineStatus.<code>`, `voucherStatus.<code>`, `submitErrors.<code>`).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'too_long',
  'invalid_characters',
  'invalid_email',
  'invalid_phone',
  'invalid_postal_code',
  'invalid_iban',
  'iban_checksum',
  'iban_not_sepa',
  'iban_unknown_country',
  'iban_too_long',
  'invalid_vat_id',
  'must_accept',
  'must_confirm_age',
  'too_many',
] as const;

export function fieldErrorKey(code: string): string {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code) ? `fieldErrors.${code}` : 'fieldErrors.invalid';
}
