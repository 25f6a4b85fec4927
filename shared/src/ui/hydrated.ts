import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page rendered on the server is not yet the browser's (before and while it is
 * hydrated), true from then on, and always true on a page the browser rendered itself. A form on a
 * server-rendered page that cannot work without its script keeps its controls disabled until then,
 * so an early click does not send it as a plain HTML form (docs/architecture.md, "Server rendering
 * of the first view").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
