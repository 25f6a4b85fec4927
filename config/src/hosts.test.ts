import { countries, COUNTRY_CODES } from './countries';
import { hostTable, isLocalHostname, primaryHostname, resolveSite, shopOrigin } from './hosts';

describe('resolveSite', () => {
  it.each([
    ['localhost', 'de', 'de-DE', 'default'],
    ['de.localhost', 'de', 'de-DE', 'default'],
    ['at.localhost', 'at', 'de-AT', 'default'],
    ['es.localhost', 'es', 'es-ES', 'default'],
    ['fr.localhost', 'fr', 'fr-FR', 'default'],
    ['it.localhost', 'it', 'it-IT', 'default'],
    ['b2bwidget.de.localhost', 'de', 'de-DE', 'b2bWidget'],
    ['b2bwidget.it.localhost', 'it', 'it-IT', 'b2bWidget'],
    ['agan.localhost', 'de', 'de-DE', 'agan'],
    ['aganwidget.localhost', 'de', 'de-DE', 'aganwidget'],
    ['www.revalu.fr', 'fr', 'fr-FR', 'default'],
    ['revalu.es', 'es', 'es-ES', 'default'],
    ['b2b-widget.revalu.at', 'at', 'de-AT', 'b2bWidget'],
    ['www.agan.de', 'de', 'de-DE', 'agan'],
    ['widget.agan.de', 'de', 'de-DE', 'aganwidget'],
  ])('%s -> %s %s %s', (host, country, locale, shopMode) => {
    const result = resolveSite(host);
    expect(result).toEqual({ ok: true, site: { hostname: host, country, locale, shopMode } });
  });

  it('ignores port, case and a trailing dot', () => {
    const result = resolveSite('FR.LocalHost.:8080');
    expect(result.ok && result.site.country).toBe('fr');
  });

  it("answers 'missing locale' without a host and 'invalid locale' for an unmapped one", () => {
    expect(resolveSite('')).toMatchObject({ ok: false, error: 'missing locale' });
    expect(resolveSite(undefined)).toMatchObject({ ok: false, error: 'missing locale' });
    expect(resolveSite('evil.example')).toMatchObject({ ok: false, error: 'invalid locale' });
    expect(resolveSite('xx.localhost')).toMatchObject({ ok: false, error: 'invalid locale' });
    expect(resolveSite('constructor')).toMatchObject({ ok: false, error: 'invalid locale' });
    expect(resolveSite('[::1]:8080')).toMatchObject({ ok: false, error: 'invalid locale' });
  });

  it('maps every production domain of the country configurations', () => {
    for (const cc of COUNTRY_CODES) expect(hostTable[countries[cc].domain]?.country).toBe(cc);
  });
});

describe('primary hostnames', () => {
  it.each(COUNTRY_CODES)(
    '%s: every shop mode of the country resolves back to itself, locally and in production',
    (cc) => {
      for (const local of [true, false]) {
        for (const mode of ['default', 'b2bWidget', 'agan', 'aganwidget'] as const) {
          const host = primaryHostname(cc, mode, local);
          if (mode.startsWith('agan') && cc !== 'de') {
            expect(host).toBeNull();
            continue;
          }
          const result = resolveSite(host);
          expect(result.ok && [result.site.country, result.site.shopMode]).toEqual([cc, mode]);
          expect(isLocalHostname(host!)).toBe(local);
        }
      }
    },
  );

  it('keeps the port and scheme of a local request and uses https in production', () => {
    expect(shopOrigin('fr', 'default', 'de.localhost:8093', 'http')).toBe('http://fr.localhost:8093');
    expect(shopOrigin('fr', 'default', 'www.revalu.de', 'http')).toBe('https://www.revalu.fr');
    expect(shopOrigin('it', 'agan', 'www.revalu.de')).toBeNull();
  });
});
