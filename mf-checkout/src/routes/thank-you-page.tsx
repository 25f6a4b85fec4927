import { useNamespace } from 'shared/i18n';
import { useCheckoutStore } from 'shared/stores';
import { NoTrade } from '../features/thank-you/components/no-trade';
import { TradeConfirmation } from '../features/thank-you/components/trade-confirmation';
import { NAMESPACE, checkoutNamespace } from '../i18n';

/**
 * The thank-you page (`thankYou`; Italy `/grazie`). It shows the trade whose id is the store's
 * transactionId (spec section 4: the host resets it to 0 on every other navigation), so the page
 * shows a trade only right after it was made, and again on a reload.
 */
export default function ThankYouPage() {
  useNamespace(NAMESPACE, checkoutNamespace);
  const transactionId = useCheckoutStore((s) => s.transactionId);
  const lastTrade = useCheckoutStore((s) => s.lastTrade);
  if (!transactionId || !lastTrade || lastTrade.tradeId !== transactionId) return <NoTrade />;
  return <TradeConfirmation lastTrade={lastTrade} />;
}
