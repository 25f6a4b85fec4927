import { countries, type CountryCode } from './countries';

/**
 * The rules of the account forms, shared by the API (which enforces them) and mf-account (which
 * checks them before sending, with the same codes, so a customer sees the same message either way).
 * Each check returns a stable problem code or null; the shop turns codes into text.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Passwords that every attacker tries first; refused whatever their length. */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  'password',
  'password1',
  'password123',
  'passwort',
  'passwort1',
  'passwort123',
  'contraseña',
  'contrasena',
  'motdepasse',
  'azertyuiop',
  'qwertzuiop',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'sunshine1',
  'letmein1',
  'welcome1',
  'willkommen',
  'hallo123',
  'ciao1234',
  'revalu123',
  'abcdefgh',
  'abc12345',
  '11111111',
  '00000000',
]);

export type PasswordProblem =
  'password_too_short' | 'password_too_long' | 'password_too_simple' | 'password_contains_email';

/**
 * A password must be 8 to 128 characters, mix letters with digits or other characters, not be a
 * well-known password and not contain the e-mail's name part.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'password_too_simple';
  const hasLetter = /\p{L}/u.test(password);
  const hasOther = /[^\p{L}]/u.test(password);
  if (!hasLetter || !hasOther) return 'password_too_simple';
  if (new Set(lower).size < 4) return 'password_too_simple';
  const name = email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= 4 && lower.includes(name)) return 'password_contains_email';
  return null;
}

export const NAME_MAX_LENGTH = 60;
/** Letters of any alphabet, with spaces, hyphens, apostrophes and dots (Anne-Marie, O'Neill, Dr. Ruiz). */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;
export const STREET_PATTERN = /^[\p{L}\p{M}\d][\p{L}\p{M}\d' .,/\u2019-]*$/u;
export const HOUSE_NUMBER_PATTERN = /^[\dA-Za-z][\dA-Za-z /.-]{0,9}$/;
export const CITY_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .()\u2019-]*$/u;

export function nameProblem(value: string): 'required' | 'too_long' | 'name_invalid' | null {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length > NAME_MAX_LENGTH) return 'too_long';
  return NAME_PATTERN.test(v) ? null : 'name_invalid';
}

/** Postal code rule of spec section 5, by the address's country. */
export function zipProblem(zip: string, country: CountryCode): 'required' | 'zip_invalid' | null {
  const v = zip.trim();
  if (!v) return 'required';
  return new RegExp(countries[country].zipRegex).test(v) ? null : 'zip_invalid';
}

export const BIRTHDATE_MIN_AGE = 18;

/**
 * A birthdate (YYYY-MM-DD) must be a real date, after 1900, and the customer at least 18: selling
 * to us is a contract an adult makes.
 */
export function birthdateProblem(
  value: string,
  today: Date = new Date(),
): 'birthdate_invalid' | 'birthdate_too_young' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'birthdate_invalid';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'birthdate_invalid';
  if (year < 1900) return 'birthdate_invalid';
  const adultOn = new Date(Date.UTC(year + BIRTHDATE_MIN_AGE, month - 1, day));
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return 'birthdate_invalid';
  if (adultOn.getTime() > todayUtc) return 'birthdate_too_young';
  return null;
}

/** Salutations the forms offer; `none` for customers who prefer not to say. */
export const SALUTATIONS = ['mr', 'ms', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
