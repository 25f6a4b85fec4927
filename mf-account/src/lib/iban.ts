/** IBAN check digits (ISO 13616, mod 97), to catch a typo before sending; the API checks the rest. */
export function ibanLooksValid(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** `DE89370400440532013000` -> `DE89 3704 0044 0532 0130 00`. */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** Shows the country, check digits and last four characters only: `DE89 •••• 3000`, for overviews. */
export function maskIban(value: string): string {
  const iban = value.replace(/\s+/g, '');
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
