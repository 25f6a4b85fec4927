import { RELOAD_GUARD_MS } from 'config';
import { BOOT_RELOAD_GUARD_MS, isChunkLoadError, reloadOncePerPath } from './reload-once';

beforeEach(() => window.sessionStorage.clear());

describe('the reload guard', () => {
  it('reloads a path once per 10 seconds', () => {
    const reload = jest.fn();
    const t0 = 1_000_000;
    expect(reloadOncePerPath(RELOAD_GUARD_MS, t0, reload)).toBe(true);
    expect(reloadOncePerPath(RELOAD_GUARD_MS, t0 + 9_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOncePerPath(RELOAD_GUARD_MS, t0 + 10_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts per path', () => {
    const reload = jest.fn();
    window.history.replaceState(null, '', '/kontakt');
    expect(reloadOncePerPath(RELOAD_GUARD_MS, 5_000, reload)).toBe(true);
    window.history.replaceState(null, '', '/checkout');
    expect(reloadOncePerPath(RELOAD_GUARD_MS, 5_001, reload)).toBe(true);
    expect(reloadOncePerPath(RELOAD_GUARD_MS, 5_002, reload)).toBe(false);
  });

  it('treats garbled storage as no earlier reload, and a clock that went back as a fresh start', () => {
    const reload = jest.fn();
    window.sessionStorage.setItem('revalu:reload-guard', '{nope');
    expect(reloadOncePerPath(RELOAD_GUARD_MS, 1, reload)).toBe(true);
    expect(reloadOncePerPath(RELOAD_GUARD_MS, 0, reload)).toBe(true);
  });

  it('uses the same window before the shared modules are there', () => {
    expect(BOOT_RELOAD_GUARD_MS).toBe(RELOAD_GUARD_MS);
  });

  it.each([
    [
      Object.assign(new Error('Loading chunk 429 failed.\n(error: http://x/assets/429.js)'), {
        name: 'ChunkLoadError',
      }),
      true,
    ],
    [Object.assign(new Error('Loading CSS chunk 12 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new Error('Loading chunk http://de.localhost/assets/x.js failed'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['ChunkLoadError', false],
    [null, false],
  ])('%s is a chunk load error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
