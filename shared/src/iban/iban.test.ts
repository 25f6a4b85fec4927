import { checkIban, formatIban, maskIban } from 'shared/iban';

describe('checkIban', () => {
  it('checks an IBAN as it is typed', () => {
    expect(checkIban('')).toEqual({ state: 'empty' });
    expect(checkIban('D')).toEqual({ state: 'typing' });
    expect(checkIban('DE89 3704')).toMatchObject({ state: 'typing', remaining: 14, country: 'DE' });
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual({ state: 'valid', country: 'DE' });
    expect(checkIban('DE89 3704 0044 0532 0130 01')).toMatchObject({ state: 'invalid', code: 'iban_checksum' });
    expect(checkIban('DE89 3704 0044 0532 0130 000')).toMatchObject({ state: 'invalid', code: 'iban_too_long' });
    expect(checkIban('XX12')).toMatchObject({ state: 'invalid', code: 'iban_unknown_country' });
    expect(checkIban('BR18 0036')).toMatchObject({ state: 'invalid', code: 'iban_not_sepa' });
    expect(checkIban('DE89 37€4')).toMatchObject({ state: 'invalid', code: 'invalid_iban' });
  });

  it('when the form is sent, a short IBAN is wrong, not still being typed', () => {
    expect(checkIban('D', true)).toMatchObject({ state: 'invalid', code: 'invalid_iban' });
    expect(checkIban('DE89 3704', true)).toMatchObject({ state: 'invalid', code: 'invalid_iban' });
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', 'DE'],
    ['AT61 1904 3002 3457 3201', 'AT'],
    ['ES91 2100 0418 4502 0005 1332', 'ES'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR'],
    ['IT60 X054 2811 1010 0000 0123 456', 'IT'],
  ])('accepts %s, in lower case and with hyphens too', (iban, country) => {
    expect(checkIban(iban, true)).toEqual({ state: 'valid', country });
    expect(checkIban(iban.toLowerCase().replace(/ /g, '-'), true)).toEqual({ state: 'valid', country });
  });

  it('refuses what check digits alone accept: an IBAN outside SEPA, a wrong national check digit', () => {
    // Both pass ISO 13616's mod 97: Brazil is outside SEPA; the Spanish one's national check digits are wrong.
    expect(checkIban('BR18 0036 0305 0000 1000 9795 493C 1', true)).toMatchObject({
      state: 'invalid',
      code: 'iban_not_sepa',
    });
    expect(checkIban('ES56 2100 0418 4402 0005 1332', true)).toMatchObject({
      state: 'invalid',
      code: 'iban_checksum',
    });
  });
});

describe('formatIban and maskIban', () => {
  it('formats an IBAN in groups of four, as banks print it', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89-3704 0044053 2013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89')).toBe('DE89');
  });

  it('masks all but the country, the check digits and the last four characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• 3000');
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
  });
});
