import { useCallback, useEffect, useState } from 'react';
import { useSite } from 'shared/router';
import { useCheckoutStore } from 'shared/stores';
import { priceCart, type CartPrice, type VoucherResult } from './cart-price';

export type PricingState =
  | { status: 'empty' }
  | { status: 'loading'; previous: CartPrice | null }
  | { status: 'ready'; price: CartPrice }
  | { status: 'error'; previous: CartPrice | null };

/** Whether the business mode applies: the partner widget always, otherwise the store's flag. */
export function useB2BMode(): boolean {
  const site = useSite();
  const stored = useCheckoutStore((s) => s.B2BMode);
  return site.shopMode === 'b2bWidget' || stored;
}

interface Answer {
  /** The request this answer belongs to. */
  request: string;
  price: CartPrice | null;
  failed: boolean;
}

/**
 * Prices the cart on the server whenever its offers, quantities, voucher or mode change, and again
 * when the earliest offer runs out, so the page never shows a price the server would not pay.
 * The store takes the server's prices and validities (`priceCalculateDone`).
 */
export function useCartPricing(): {
  state: PricingState;
  price: CartPrice | null;
  droppedVoucher: VoucherResult | null;
  refresh: () => void;
} {
  const cart = useCheckoutStore((s) => s.cart);
  const voucherCode = useCheckoutStore((s) => s.voucher?.code ?? null);
  const b2b = useB2BMode();
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastPrice, setLastPrice] = useState<CartPrice | null>(null);
  const [droppedVoucher, setDroppedVoucher] = useState<VoucherResult | null>(null);
  const items = cart.map((i) => `${i.offerId}:${i.quantity}`).join(',');
  const request = items ? `${items}|${voucherCode ?? ''}|${b2b}|${round}` : '';

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const lines = items.split(',').map((pair) => {
      const [offerId, quantity] = pair.split(':');
      return { offerId: offerId!, quantity: Number(quantity) };
    });
    // A short pause lets quick clicks on + and - end in one request.
    const timer = setTimeout(() => {
      priceCart({ items: lines, voucherCode, b2b }, controller.signal)
        .then((price) => {
          const store = useCheckoutStore.getState();
          store.applyPricing(price.lines);
          const voucher = price.voucher;
          if (voucher && voucher.status === 'valid' && store.voucher?.bonus !== voucher.bonus)
            store.setVoucher({ code: voucher.code, bonus: voucher.bonus });
          if (voucher && voucher.status !== 'valid') {
            // A voucher that stopped applying (cart below its minimum, run out) leaves the cart, with a word why.
            store.setVoucher(null);
            setDroppedVoucher(voucher);
          }
          setLastPrice(price);
          setAnswer({ request, price, failed: false });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('pricing the cart failed', error);
          setAnswer({ request, price: null, failed: true });
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, items, voucherCode, b2b]);

  let state: PricingState;
  if (!request) state = { status: 'empty' };
  else if (answer?.request !== request) state = { status: 'loading', previous: lastPrice };
  else if (answer.failed || !answer.price) state = { status: 'error', previous: lastPrice };
  else state = { status: 'ready', price: answer.price };

  // Price again the moment the earliest offer runs out: that line turns "expired".
  const price = state.status === 'ready' ? state.price : state.status === 'empty' ? null : state.previous;
  const expiry = price?.cartExpiry ? Date.parse(price.cartExpiry) : null;
  useEffect(() => {
    if (!expiry) return;
    const wait = expiry - Date.now() + 500;
    if (wait > 2_147_000_000) return;
    const timer = setTimeout(() => setRound((r) => r + 1), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [expiry]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { state, price, droppedVoucher, refresh };
}
