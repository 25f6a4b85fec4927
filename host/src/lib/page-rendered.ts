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
