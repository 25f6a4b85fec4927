/**
 * How the shop writes amounts, dates and times: one set of functions for the pages (re-exported by
 * `shared/i18n`) and the API's mails and documents, so a customer reads the same figures and the
 * same day in both.
 */
import { countries, type CountryCode, type Locale } from './countries';

/** Formats an amount in the country's currency and language, e.g. `1.234,50 €`. */
export function formatPrice(amount: number, locale: Locale, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

const dayFormats = new Map<CountryCode, Intl.DateTimeFormat>();
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a date by the country's rule (spec section 5): dd.mm.yy in de and at, dd/mm/yy elsewhere.
 * A moment is shown as the calendar day in the country's time zone (`timeZone` of its config), not
 * the browser's or the server's, so a deadline shortly after midnight in Berlin is the same day on
 * the page, in the mail and on a phone abroad. A plain calendar day (`2025-05-12`: a birthdate, a
 * review's day) is that day everywhere.
 */
export function formatDate(value: Date | string | number, country: CountryCode): string {
  const sep = countries[country].dateFormat === 'dd.mm.yy' ? '.' : '/';
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) {
    const [, y = '', m = '', d = ''] = day;
    const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return check.getUTCDate() === Number(d) && check.getUTCMonth() === Number(m) - 1
      ? [d, m, y.slice(2)].join(sep)
      : '';
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayFormats.get(country);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: countries[country].timeZone,
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
    });
    dayFormats.set(country, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('day'), part('month'), part('year')].join(sep);
}

/** The time of day of a moment on the country's clock, in the language's style (`14:30`), to go with `formatDate`. */
export function formatTime(value: Date | string | number, country: CountryCode, locale: Locale): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    timeZone: countries[country].timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
