import { useEffect } from 'react';
import { useHoldPageView } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';

/**
 * Turns the page into the shop's 404 when what its url names does not exist (spec section 8).
 * While it is `loading`, the page holds its page view (shared/router `useHoldPageView`), so a stale
 * url is reported once, as 404, not as the route's page and then as 404.
 */
export function useNotFound(missing: boolean, loading: boolean): void {
  const showError = useAppErrorStore((s) => s.showError);
  useHoldPageView(loading);
  useEffect(() => {
    if (!missing) return;
    const path = window.location.pathname;
    showError({ statusCode: 404, statusMessage: 'Page Not Found', message: `Page Not Found: ${path}`, data: { path } });
  }, [missing, showError]);
}
