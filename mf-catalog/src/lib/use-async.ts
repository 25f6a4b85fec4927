import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = { key: string; state: AsyncState<T> };

/**
 * Loads data for a page and keeps its state: loading, success or error. `key` identifies what is
 * loaded; when it changes the data is loaded again and the older request is aborted. `reload`
 * retries after an error.
 */
export function useAsync<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AsyncState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
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
  const state: AsyncState<T> = settled && settled.key === requestKey ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
