import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = { key: string; state: AsyncState<T> };

/**
 * Data loaded before a page's first render, by key (`prepareAsync`); taken by the first `useAsync` of that key.
 * One map for every remote (`shared` is a singleton): a key names its page (`pdp:de/<url>`), never data alone.
 */
const prepared = new Map<string, unknown>();

/**
 * Loads a page's data before its first render, so that render shows it (the page's `prepare`,
 * docs/architecture.md "Server rendering of the first view"): on the server, before it renders the
 * page, and in the browser before it takes over (hydrates) the page the server rendered, so both
 * render the same. A failure is left to the page: it loads the data itself, as without this.
 */
export async function prepareAsync<T>(key: string, load: () => Promise<T>): Promise<void> {
  prepared.delete(key);
  try {
    prepared.set(key, await load());
  } catch {
    // The page loads it itself (and shows its error and retry if that fails too).
  }
}

/** What `prepareAsync` loaded for `key`, if it did (for state that is not `useAsync`'s, e.g. a list's first page). */
export function preparedData<T>(key: string): T | undefined {
  return prepared.get(key) as T | undefined;
}

/** Forgets what was prepared for `key` once its first render has shown it: the next visit loads afresh. */
export function forgetPrepared(key: string): void {
  prepared.delete(key);
}

/**
 * Loads data for a page and keeps its state: loading, success or error. `key` identifies what is
 * loaded; when it changes the data is loaded again. `reload` retries after an error.
 */
export function useAsync<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): AsyncState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    prepared.has(key) ? { key: `${key}#0`, state: { status: 'success', data: prepared.get(key) as T } } : null,
  );
  useEffect(() => {
    // Prepared before the first render: shown already; the next visit of the page loads afresh.
    if (settled?.key === requestKey) {
      prepared.delete(key);
      return;
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; `requestKey` says when the data changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the current request settles, the page is loading (even if an older one had settled).
  const state: AsyncState<T> = settled && settled.key === requestKey ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
