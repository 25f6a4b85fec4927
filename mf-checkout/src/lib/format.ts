import type { CountryCode, Locale } from 'config';
import { formatDate, formatTime } from 'shared/i18n';

/** "21.11.26, 14:30" (de, at) or "21/11/26 14:30" (es, fr, it): the country's date rule and day, on its clock, in the language's style. */
export function formatDateTime(
  value: string | number,
  country: CountryCode,
  locale: Locale,
): { date: string; time: string } {
  return { date: formatDate(value, country), time: formatTime(value, country, locale) };
}

/** Whole minutes left until `until`, at least 0. */
export function minutesLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 60_000));
}
