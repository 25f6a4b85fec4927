import { checkNavigationUrl, EXTERNAL_HOST_ALLOWLIST } from './external-links';

const HERE = 'https://www.revalu.de/produkte/iphone-13';
const LOCAL = 'http://de.localhost:8080/';

describe('checkNavigationUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'blob:https://www.revalu.de/0b1c',
    'vbscript:msgbox(1)',
  ])('always refuses %j', (url) => {
    expect(checkNavigationUrl(url, HERE)).toEqual({ ok: false, reason: 'unsafe-scheme' });
    expect(checkNavigationUrl(url, LOCAL)).toEqual({ ok: false, reason: 'unsafe-scheme' });
  });

  it.each([
    ['/kontakt', '/kontakt'],
    ['/content/agb#widerruf', '/content/agb#widerruf'],
    ['?page=2', '/produkte/iphone-13?page=2'],
    ['https://www.revalu.de/checkout', '/checkout'],
  ])('keeps %s inside the shop as %s', (url, path) => {
    expect(checkNavigationUrl(url, HERE)).toEqual({ ok: true, kind: 'internal', path });
  });

  it.each([
    'https://www.revalu-refurbished.de/iphone',
    'https://revalu-refurbished.fr/',
    'https://www.paypal.com/signin',
    'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html',
    'https://www.ups.com/track?tracknum=1Z',
    'https://www.revalu.fr/',
    'https://www.agan.de/',
  ])('lets %s through: on the allow-list', (url) => {
    expect(checkNavigationUrl(url, HERE)).toMatchObject({ ok: true, kind: 'external' });
  });

  it.each([
    'https://evil.example/',
    'https://paypal.com.evil.example/',
    'https://evilpaypal.com/',
    'http://www.paypal.com/',
    'https://user:pw@www.paypal.com/',
    '//evil.example/path',
    'ftp://www.revalu.de/',
    'https://de.localhost:8080/',
  ])('refuses %s: not on the allow-list', (url) => {
    expect(checkNavigationUrl(url, HERE)).toMatchObject({ ok: false });
  });

  it('links between our local shops work on a local machine only', () => {
    expect(checkNavigationUrl('http://fr.localhost:8080/', LOCAL)).toMatchObject({ ok: true, kind: 'external' });
    expect(checkNavigationUrl('https://www.revalu.fr/', LOCAL)).toMatchObject({ ok: false, reason: 'not-allowed' });
  });

  it('hands mail and phone links over', () => {
    expect(checkNavigationUrl('mailto:service@revalu.de', HERE)).toMatchObject({ ok: true, kind: 'handover' });
    expect(checkNavigationUrl('tel:+493055571200', HERE)).toMatchObject({ ok: true, kind: 'handover' });
  });

  it('refuses what is no URL at all', () => {
    expect(checkNavigationUrl('http://[::1', HERE)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('holds registrable domains only', () => {
    for (const host of EXTERNAL_HOST_ALLOWLIST) expect(host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
