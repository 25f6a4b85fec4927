import { useEffect } from 'react';
import { useAsync } from 'shared/hooks';
import { HttpError } from 'shared/http';
import { useHoldPageView } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';
import { getClarification } from './api/clarification-api';

/**
 * Loads the clarification of a link. A link that was answered, has expired or names nothing
 * shows the error page; its path contains 'clarification', so the host shows the expired-link variant.
 * Call it in the page component itself (its page view waits for the answer).
 */
export function useClarification(id: string, trade: string) {
  const state = useAsync(`${id}|${trade}`, (signal) => getClarification(id, trade, signal));
  const showError = useAppErrorStore((s) => s.showError);
  const gone =
    state.status === 'error' && state.error instanceof HttpError && [400, 404, 410].includes(state.error.status);
  // Until the link is known, the page view waits: a link that leads nowhere is reported once, as 404.
  useHoldPageView(state.status === 'loading');
  useEffect(() => {
    if (!gone || state.status !== 'error') return;
    const error = state.error as HttpError;
    // The host shows the expired-link variant for a 404 on a path with 'clarification': an answered
    // or expired link (410 from the API) is, for the customer, a link that leads nowhere any more.
    showError({
      statusCode: 404,
      statusMessage: 'Not Found',
      message:
        error.status === 410 ? 'This clarification link was answered or has expired' : 'Unknown clarification link',
      data: { path: window.location.pathname, code: error.code },
    });
  }, [gone, state, showError]);
  return { ...state, gone };
}
