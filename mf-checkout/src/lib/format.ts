import type { CountryCode, Locale } from 'config';
import { formatDate } from 'shared/i18n';

/** "21.11.26, 14:30" (de, at) or "21/11/26 14:30" (es, fr, it): the country's date rule and the language's clock. */
export function formatDateTime(value: string | number, country: CountryCode, locale: Locale): { date: string; time: string } {
  const date = new Date(value);
  return { date: formatDate(date, country), time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date) };
}

/** Whole minutes left until `until`, at least 0. */
export function minutesLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 60_000));
}
