import { useEffect } from 'react';
import { useAppErrorStore } from 'shared/stores';

/** Turns the page into the shop's 404 when what its url names does not exist (spec section 8). */
export function useNotFound(missing: boolean): void {
  const showError = useAppErrorStore((s) => s.showError);
  useEffect(() => {
    if (!missing) return;
    const path = window.location.pathname;
    showError({ statusCode: 404, statusMessage: 'Page Not Found', message: `Page Not Found: ${path}`, data: { path } });
  }, [missing, showError]);
}
