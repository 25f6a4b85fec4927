import type * as Router from 'shared/router';
import type * as PageRendered from './page-rendered';

/** A fresh module (and stores: its own and shared/router's page views) per test: the page has not rendered yet. */
function freshModule(): typeof PageRendered & { usePageViewStore: typeof Router.usePageViewStore } {
  let mod: typeof PageRendered | undefined;
  let router: typeof Router | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof PageRendered>('./page-rendered');
    router = jest.requireActual<typeof Router>('shared/router');
  });
  return { ...mod!, usePageViewStore: router!.usePageViewStore };
}

/** A fresh module with one `afterPageRendered` waiting, which notes `label` in `calls` when it is called. */
function waiting(label: string) {
  const mod = freshModule();
  const calls: string[] = [];
  mod.afterPageRendered(() => calls.push(label));
  return { ...mod, calls };
}

describe('afterPageRendered', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once the page has rendered, and not again at the deadline', () => {
    const { markPageRendered, calls } = waiting('rendered');
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    markPageRendered('k1');
    expect(calls).toEqual(['rendered']);
    markPageRendered('k2');
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual(['rendered']);
  });

  it('calls after 3 s when the page has not rendered, and only then', () => {
    const { markPageRendered, calls } = waiting('deadline');
    jest.advanceTimersByTime(2999);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['deadline']);
    markPageRendered('k1');
    expect(calls).toEqual(['deadline']);
  });

  it('waits, for a page that holds its view while its entity loads, until it lets go', () => {
    const { afterPageRendered, markPageRendered, usePageViewStore, calls } = waiting('shown');
    usePageViewStore.setState({ held: 'k1' });
    markPageRendered('k1');
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    usePageViewStore.setState({ held: undefined });
    expect(calls).toEqual(['shown']);
    // Once ready, for good: a later page's hold changes nothing.
    usePageViewStore.setState({ held: 'k2' });
    markPageRendered('k2');
    const later: string[] = [];
    afterPageRendered(() => later.push('at once'));
    expect(later).toEqual(['at once']);
    usePageViewStore.setState({ held: undefined });
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

describe('whenPageShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function settledAfter(promise: Promise<void>): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    return settled;
  }

  it("settles when this location's page renders, not another's", async () => {
    const { markPageRendered, whenPageShown } = freshModule();
    const shown = whenPageShown('b', 15_000);
    markPageRendered('a');
    expect(await settledAfter(shown)).toBe(false);
    markPageRendered('b');
    expect(await settledAfter(shown)).toBe(true);
  });

  it("settles for the host's error page, and at once for a page already shown", async () => {
    const { markPageRendered, whenPageShown } = freshModule();
    const shown = whenPageShown('b', 15_000);
    markPageRendered();
    expect(await settledAfter(shown)).toBe(true);
    markPageRendered('c');
    expect(await settledAfter(whenPageShown('c', 15_000))).toBe(true);
  });

  it('settles at the cap when the page never renders', async () => {
    const { whenPageShown } = freshModule();
    const shown = whenPageShown('b', 15_000);
    await jest.advanceTimersByTimeAsync(14_999);
    expect(await settledAfter(shown)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settledAfter(shown)).toBe(true);
  });
});
