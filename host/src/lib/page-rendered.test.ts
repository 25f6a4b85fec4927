import type * as PageRendered from './page-rendered';

/** A fresh module (and store) per test: the page has not rendered yet. */
function freshModule(): typeof PageRendered {
  let mod: typeof PageRendered | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof PageRendered>('./page-rendered');
  });
  return mod!;
}

describe('afterPageRendered', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once the page has rendered, and not again at the deadline', () => {
    const { afterPageRendered, markPageRendered } = freshModule();
    const calls: string[] = [];
    afterPageRendered(() => calls.push('rendered'));
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    markPageRendered('k1');
    expect(calls).toEqual(['rendered']);
    markPageRendered('k2');
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual(['rendered']);
  });

  it('calls after 3 s when the page has not rendered, and only then', () => {
    const { afterPageRendered, markPageRendered } = freshModule();
    const calls: string[] = [];
    afterPageRendered(() => calls.push('deadline'));
    jest.advanceTimersByTime(2999);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['deadline']);
    markPageRendered('k1');
    expect(calls).toEqual(['deadline']);
  });

  it('calls at once when the page has already rendered', () => {
    const { afterPageRendered, markPageRendered } = freshModule();
    markPageRendered('k1');
    const calls: string[] = [];
    afterPageRendered(() => calls.push('at once'));
    expect(calls).toEqual(['at once']);
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual(['at once']);
  });
});
