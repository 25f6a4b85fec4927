import { useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * Whether the page a customer asked for has rendered (its remote region, or the host's error page).
 * What the first render does not need waits for it: the header widgets (search box, cart button),
 * the cookie banner and the tracking code. After 3 s they load regardless.
 */
const usePageRenderedStore = create<{ rendered: boolean; key?: string }>(() => ({ rendered: false }));
const DEADLINE_MS = 3000;

/** `key`: the location (react-router's `location.key`) whose remote page rendered; none for the host's error page. */
export function markPageRendered(key?: string): void {
  usePageRenderedStore.setState({ rendered: true, key });
}

/** Whether the remote page has rendered for this location (after its own effects: page-view.ts). */
export const usePageShown = (key: string): boolean => usePageRenderedStore((s) => s.key === key);

/** Calls `then` once the page has rendered, or 3 s from now, whichever comes first. */
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
    if (s.rendered) run();
  });
  const timer = setTimeout(run, DEADLINE_MS);
  if (usePageRenderedStore.getState().rendered) run();
}

/** True once the page has rendered, or 3 s after the calling component mounted. */
export function useAfterPageRendered(): boolean {
  const rendered = usePageRenderedStore((s) => s.rendered);
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  useEffect(() => {
    if (rendered) return;
    const timer = setTimeout(() => setDeadlinePassed(true), DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [rendered]);
  return rendered || deadlinePassed;
}
