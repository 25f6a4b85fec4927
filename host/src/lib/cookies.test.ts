import { deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const name of ['a', 'b', 'odd']) deleteCookie(name);
});

describe('the host’s cookies', () => {
  it('writes a value percent-encoded where it must be, and reads it back decoded', () => {
    writeCookie('a', 'v1:analytics.personalization', 60);
    writeCookie('b', 'x y;z%', 60);
    expect(document.cookie).toContain('a=v1:analytics.personalization');
    expect(document.cookie).toContain('b=x%20y%3Bz%25');
    expect(readCookie('a')).toBe('v1:analytics.personalization');
    expect(readCookie('b')).toBe('x y;z%');
    expect(readCookie('missing')).toBeNull();
  });

  it('reads a value that does not decode as none, and deletes a cookie', () => {
    document.cookie = 'odd=%E0%A4%A';
    expect(readCookie('odd')).toBeNull();
    writeCookie('a', '1', 60);
    deleteCookie('a');
    expect(readCookie('a')).toBeNull();
  });
});
