import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser takes over the server's HTML (hydration), true after and
 * at once on a page the browser renders itself: what only the browser knows (its storage) waits for
 * it, so the first render in the browser is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
