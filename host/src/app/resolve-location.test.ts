import { notFoundError, resolveLocation } from './resolve-location';

describe('resolveLocation (the browser decides as the server does)', () => {
  it.each([
    ['de', '/', 'page'],
    ['de', '/produkte/iphone-13', 'page'],
    ['it', '/grazie', 'page'],
    ['fr', '/content/cgv', 'page'],
  ] as const)('%s %s is a page', (country, path, kind) => {
    expect(resolveLocation(country, path, '', null).kind).toBe(kind);
  });

  it('strips a trailing slash, keeping the query', () => {
    expect(resolveLocation('de', '/kontakt/', '?a=1', null)).toEqual({ kind: 'redirect', to: '/kontakt?a=1' });
    expect(resolveLocation('de', '//evil.example/', '', null).kind).not.toBe('redirect');
    expect(resolveLocation('de', '/\\evil.example/', '', null).kind).not.toBe('redirect');
  });

  it('looks up old URLs for unknown paths and failed validate steps, unless the server said 404 already', () => {
    expect(resolveLocation('de', '/agb', '', null)).toEqual({ kind: 'lookup' });
    expect(resolveLocation('de', '/content/versandtipps', '', null)).toEqual({ kind: 'lookup' });
    expect(resolveLocation('de', '/agb-gibt-es-nicht', '', 404)).toEqual({
      kind: 'error',
      error: notFoundError('/agb-gibt-es-nicht'),
    });
    const invalid = resolveLocation('de', '/produkte/Gross', '', 404);
    expect(invalid.kind === 'error' && invalid.match?.route.base).toBe('pdp');
  });

  it('shows the status the server gave an unreadable or overlong URL', () => {
    expect(resolveLocation('de', '/%E0%A4%A', '', 400)).toMatchObject({
      kind: 'error',
      error: { statusCode: 400, statusMessage: 'Bad Request' },
    });
    expect(resolveLocation('de', '/x', '', 414)).toMatchObject({ kind: 'error', error: { statusCode: 414 } });
    // Decided in the browser too, after a navigation inside the page.
    expect(resolveLocation('de', '/produkte/%E0%A4%A', '', null)).toMatchObject({
      kind: 'error',
      error: { statusCode: 400 },
    });
    expect(resolveLocation('de', `/${'a'.repeat(1100)}`, '', null)).toMatchObject({
      kind: 'error',
      error: { statusCode: 414 },
    });
  });

  it("the not-found error is the spec's: status 404, 'Page Not Found: {path}', path as data", () => {
    expect(notFoundError('/x/y')).toEqual({
      statusCode: 404,
      statusMessage: 'Page Not Found',
      message: 'Page Not Found: /x/y',
      data: { path: '/x/y' },
    });
  });
});
