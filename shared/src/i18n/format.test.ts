import * as config from 'config';
import { formatDate, formatPrice, formatTime } from './index';

// The formats themselves are tested where they live (config/src/format.test.ts).
describe('formatting', () => {
  it('uses config’s formatters, the ones the API writes mails with', () => {
    expect(formatDate).toBe(config.formatDate);
    expect(formatPrice).toBe(config.formatPrice);
    expect(formatTime).toBe(config.formatTime);
  });

  it('writes the country’s day in the browser (jsdom), not the browser’s own, just after midnight there', () => {
    expect(formatDate('2026-03-13T23:30:00Z', 'de')).toBe('14.03.26');
    expect(formatDate('2026-03-13T23:30:00Z', 'fr')).toBe('14/03/26');
  });
});
