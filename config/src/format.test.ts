import { COUNTRY_CODES, countries } from './countries';
import { formatDate, formatPrice, formatTime } from './format';

describe('formatDate', () => {
  it.each([
    ['de', '07.01.26'],
    ['at', '07.01.26'],
    ['es', '07/01/26'],
    ['fr', '07/01/26'],
    ['it', '07/01/26'],
  ] as const)('writes dates in %s as %s', (country, expected) => {
    expect(formatDate(new Date('2026-01-07T12:00:00Z'), country)).toBe(expected);
  });

  it('shows the day in the country just after its midnight, while it is still the day before in UTC', () => {
    // 23:30 UTC in winter and 22:30 UTC in summer are 00:30 the next day in all five countries.
    for (const cc of COUNTRY_CODES) {
      const sep = countries[cc].dateFormat === 'dd.mm.yy' ? '.' : '/';
      expect(formatDate('2026-03-13T23:30:00.000Z', cc)).toBe(['14', '03', '26'].join(sep));
      expect(formatDate(Date.parse('2026-07-14T22:30:00Z'), cc)).toBe(['15', '07', '26'].join(sep));
      // And just before midnight in the country it is still that day.
      expect(formatDate(new Date('2026-03-13T22:59:00Z'), cc)).toBe(['13', '03', '26'].join(sep));
    }
  });

  it('keeps a plain calendar day as it is, whatever the time zone', () => {
    expect(formatDate('1980-02-03', 'de')).toBe('03.02.80');
    expect(formatDate('2025-12-31', 'it')).toBe('31/12/25');
    expect(formatDate('2025-02-30', 'de')).toBe('');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate('not a date', 'de')).toBe('');
    expect(formatDate(Number.NaN, 'fr')).toBe('');
  });
});

describe('formatTime', () => {
  it('reads the country’s clock', () => {
    expect(formatTime('2026-03-13T23:30:00Z', 'de', 'de-DE')).toBe('00:30');
    expect(formatTime('2026-07-14T22:05:00Z', 'es', 'es-ES')).toBe('00:05');
    expect(formatTime('bad', 'it', 'it-IT')).toBe('');
  });
});

describe('formatPrice', () => {
  it('formats prices in the language of the country', () => {
    expect(formatPrice(1234.5, 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatPrice(1234.5, 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });
});
