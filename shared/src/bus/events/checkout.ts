/** Events published by mf-checkout. Names are `checkout:<event>`. */
export type CheckoutEvents = {
  /** The cart changed (items, quantities, voucher). */
  'checkout:cart-updated': { itemCount: number; offerIds: string[] };
  /** The server created a trade from the cart (the thank-you page follows). */
  'checkout:trade-created': { tradeId: number; tradeNumber: string; payoutTotal: number; currency: 'EUR' };
};
