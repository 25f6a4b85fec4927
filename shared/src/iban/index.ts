/**
 * IBANs in forms: checked with ibantools as the API checks them, formatted and masked. An entry point of
 * its own, so that only the pages with an IBAN field load ibantools.
 */
export { checkIban, formatIban, maskIban, type IbanCheck } from './iban';
