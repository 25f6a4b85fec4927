import { B2B_TRADE_CAP, MARKETING_TOUCHPOINT_PARAMS } from './constants';
import { countries, COUNTRY_CODES } from './countries';
import { checkConfig, checkCountries, countryConfigSchema } from './schemas';

describe('country configurations', () => {
  it.each(COUNTRY_CODES)('%s passes its schema', (cc) => {
    expect(countryConfigSchema.safeParse(countries[cc]).success).toBe(true);
  });

  it('carries the flags of spec section 9', () => {
    expect(COUNTRY_CODES.filter((cc) => countries[cc].reviewSeal.seal && countries[cc].reviewSeal.slider)).toEqual([
      'de',
    ]);
    expect(COUNTRY_CODES.filter((cc) => countries[cc].socialMediaButtons).sort()).toEqual(['at', 'de']);
    expect(COUNTRY_CODES.filter((cc) => !countries[cc].newsletter)).toEqual(['at']);
    expect(COUNTRY_CODES.filter((cc) => countries[cc].b2b)).toEqual(['de']);
    expect(COUNTRY_CODES.filter((cc) => countries[cc].footerShippingLogo === 'dhl')).toEqual(['de']);
    for (const cc of COUNTRY_CODES) {
      expect(countries[cc].landingPageCode).toBe(`WKFS_NUXT_${cc.toUpperCase()}`);
      expect(countries[cc].selectedPaymentType).toBe('13');
      expect(countries[cc].paymentTypes).toEqual(['DirectDebitSwift', 'Paypal']);
      expect(countries[cc].supportWidget.subjects).toHaveLength(10);
      expect(new Set(countries[cc].supportWidget.subjects).size).toBe(10);
    }
    expect(countries.de.sisterBrandLandingPage).toBe('AGAN_NUXT_DE');
    expect(B2B_TRADE_CAP).toBe(5000);
    expect(MARKETING_TOUCHPOINT_PARAMS).toHaveLength(11);
  });

  it('writes dates as the spec says', () => {
    expect(COUNTRY_CODES.map((cc) => [cc, countries[cc].dateFormat])).toEqual([
      ['at', 'dd.mm.yy'],
      ['de', 'dd.mm.yy'],
      ['es', 'dd/mm/yy'],
      ['fr', 'dd/mm/yy'],
      ['it', 'dd/mm/yy'],
    ]);
  });

  it('shows dates in each country’s own time zone', () => {
    expect(COUNTRY_CODES.map((cc) => [cc, countries[cc].timeZone])).toEqual([
      ['at', 'Europe/Vienna'],
      ['de', 'Europe/Berlin'],
      ['es', 'Europe/Madrid'],
      ['fr', 'Europe/Paris'],
      ['it', 'Europe/Rome'],
    ]);
    const broken = { ...countries, de: { ...countries.de, timeZone: 'Europe/Berlln' } };
    expect(() => checkCountries(broken)).toThrow(/country "de" is invalid: timeZone/);
  });

  it('rejects a configuration with a missing field, naming it', () => {
    const { zipRegex: _omitted, ...broken } = countries.de;
    const result = countryConfigSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['zipRegex']);
  });
});

describe('checkConfig (build, API start, tests)', () => {
  it('passes the shipped configuration', () => {
    expect(() => checkConfig()).not.toThrow();
  });

  it('fails a broken country, naming it and the field', () => {
    const broken = {
      ...countries,
      fr: { ...countries.fr, contact: { ...countries.fr.contact, sender: 'not-an-e-mail' } },
    };
    expect(() => checkCountries(broken)).toThrow(/country "fr" is invalid: contact\.sender/);
  });
});
