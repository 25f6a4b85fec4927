import { useEffect, useState } from 'react';
import { useAccountStore, type CustomerData } from 'shared/stores';

/**
 * The logged-in customer's data: what the store holds in memory at once (nothing after a page
 * load: it is never in browser storage), fresh from the API after mount. `failed` is true when
 * the fresh load failed (a copy loaded earlier in this page may still show).
 */
export function useCustomer(): { customer: CustomerData | null; loading: boolean; failed: boolean } {
  const isLoggedIn = useAccountStore((s) => s.isLoggedIn);
  const customer = useAccountStore((s) => s.customerData);
  const loadCustomer = useAccountStore((s) => s.loadCustomer);
  const [loading, setLoading] = useState(isLoggedIn);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    loadCustomer()
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [isLoggedIn, loadCustomer]);
  return { customer, loading, failed };
}
