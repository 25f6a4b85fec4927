import { useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * Whether the page a customer asked for has rendered (its remote region, or the host's error page).
 * What the first render does not need waits for it: the header widgets (search box, cart button),
 * the cookie banner and the tracking code. After 3 s they load regardless.
 */
const usePageRenderedStore = create<{ rendered: boolean }>(() => ({ rendered: false }));
const DEADLINE_MS = 3000;

export function markPageRendered(): void {
  if (!usePageRenderedStore.getState().rendered) usePageRenderedStore.setState({ rendered: true });
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
