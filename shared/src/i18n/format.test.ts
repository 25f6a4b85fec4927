import { formatDate, formatPrice } from './index';

describe('formatting', () => {
  const date = new Date(2026, 0, 7);
  it.each([
    ['de', '07.01.26'],
    ['at', '07.01.26'],
    ['es', '07/01/26'],
    ['fr', '07/01/26'],
    ['it', '07/01/26'],
  ] as const)('writes dates in %s as %s', (country, expected) => {
    expect(formatDate(date, country)).toBe(expected);
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate('not a date', 'de')).toBe('');
  });

  it('formats prices in the language of the country', () => {
    expect(formatPrice(1234.5, 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatPrice(1234.5, 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });
});
