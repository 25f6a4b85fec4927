import { useEffect, useState } from 'react';
import { usePageViewStore } from 'shared/router';
import { create } from 'zustand';

/**
 * Whether the page a customer asked for has rendered (its remote region, or the host's error page),
 * and, for a page that holds its view while its entity loads (`useHoldPageView`: the product page),
 * shows that entity (`ready`, once and for good). What the first view does not need waits for it:
 * the header widgets (search box, cart button), the footer, the cookie banner, the tracking code,
 * the SEO texts and, on a primed page, the HTTP client; on a slow link they would otherwise share it
 * with the content's own files. After 3 s they load regardless.
 */
const usePageRenderedStore = create<{ rendered: boolean; key?: string; ready: boolean }>(() => ({
  rendered: false,
  ready: false,
}));
const DEADLINE_MS = 3000;
/** The performance mark (User Timing) of the moment the first page became the shop's: rendered by it, or hydrated. */
export const PAGE_RENDERED_MARK = 'shop:page-rendered';

function checkReady(): void {
  const { rendered, key, ready } = usePageRenderedStore.getState();
  if (ready || !rendered) return;
  const { held } = usePageViewStore.getState();
  if (held === undefined || held !== key) usePageRenderedStore.setState({ ready: true });
}
usePageViewStore.subscribe(checkReady);

/** `key`: the location (react-router's `location.key`) whose remote page rendered; none for the host's error page. */
export function markPageRendered(key?: string): void {
  // The first page's own code has run (rendered or taken over the server's HTML): for benchmarks and tools.
  if (!usePageRenderedStore.getState().rendered && typeof performance?.mark === 'function')
    performance.mark(PAGE_RENDERED_MARK);
  usePageRenderedStore.setState({ rendered: true, key });
  checkReady();
}

/** Whether the remote page has rendered for this location (after its own effects: page-view.ts). */
export const usePageShown = (key: string): boolean => usePageRenderedStore((s) => s.key === key);

/**
 * Settles once the page of this location (react-router's `location.key`) has rendered, or the host's
 * error page has, or after `capMs`: from then on the page's own content is on its way.
 */
export function whenPageShown(key: string, capMs: number): Promise<void> {
  const shown = (s: { rendered: boolean; key?: string }) => s.rendered && (s.key === key || s.key === undefined);
  return new Promise((resolve) => {
    if (shown(usePageRenderedStore.getState())) return resolve();
    const timer = setTimeout(finish, capMs);
    const stop = usePageRenderedStore.subscribe((s) => {
      if (shown(s)) finish();
    });
    function finish() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/** Calls `then` once the page has rendered (and shows what it holds for), or 3 s from now, whichever comes first. */
export function afterPageRendered(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stop();
    clearTimeout(timer);
    then();
  };
  const stop = usePageRenderedStore.subscribe((s) => {
    if (s.ready) run();
  });
  const timer = setTimeout(run, DEADLINE_MS);
  if (usePageRenderedStore.getState().ready) run();
}

/**
 * True once the page has rendered (and shows what it holds for), or 3 s after the calling component
 * mounted. `firstRender`: as soon as the page has rendered at all, even a skeleton: for the cookie
 * banner, which must be there before the customer starts to click, not slide in under a click later.
 */
export function useAfterPageRendered(options: { firstRender?: boolean } = {}): boolean {
  const rendered = usePageRenderedStore((s) => (options.firstRender ? s.rendered : s.ready));
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  useEffect(() => {
    if (rendered) return;
    const timer = setTimeout(() => setDeadlinePassed(true), DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [rendered]);
  return rendered || deadlinePassed;
}
