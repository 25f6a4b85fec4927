import * as config from 'config';
import { formatDate, formatPrice, formatTime } from './index';

describe('formatting', () => {
  it('uses config’s formatters, the ones the API writes mails with', () => {
    expect(formatDate).toBe(config.formatDate);
    expect(formatPrice).toBe(config.formatPrice);
    expect(formatTime).toBe(config.formatTime);
  });

  const date = new Date('2026-01-07T12:00:00Z');
  it.each([
    ['de', '07.01.26'],
    ['at', '07.01.26'],
    ['es', '07/01/26'],
    ['fr', '07/01/26'],
    ['it', '07/01/26'],
  ] as const)('writes dates in %s as %s', (country, expected) => {
    expect(formatDate(date, country)).toBe(expected);
  });

  it('writes the country’s day, not the browser’s, just after midnight there', () => {
    expect(formatDate('2026-03-13T23:30:00Z', 'de')).toBe('14.03.26');
    expect(formatDate('2026-03-13T23:30:00Z', 'fr')).toBe('14/03/26');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate('not a date', 'de')).toBe('');
  });

  it('formats prices in the language of the country', () => {
    expect(formatPrice(1234.5, 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatPrice(1234.5, 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });
});
