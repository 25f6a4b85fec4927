import type { CartItem } from 'shared/stores';
import type { CartLine, CartPrice } from '../lib/cart-price';
import type { useCartPricing } from '../lib/use-cart-pricing';

/** A cart item as the catalogue adds it. */
export function cartItem(offerId: string, over: Partial<CartItem> = {}): CartItem {
  return {
    offerId,
    deviceId: `dev-${offerId}`,
    deviceName: 'Apple iPhone 13 128 GB',
    deviceSlug: 'apple-iphone-13-128-gb',
    categoryName: 'Smartphones',
    image: null,
    conditionSummary: ['Display: wie neu'],
    price: 300,
    quantity: 1,
    validUntil: '2030-01-01T12:00:00.000Z',
    ...over,
  };
}

/**
 * The pricing a page gets from `useCartPricing` once the server answered: the steps take it as a
 * prop, so their tests render them with a given answer instead of a server.
 */
export function pricedAs(lines: Partial<CartLine>[], over: Partial<CartPrice> = {}): ReturnType<typeof useCartPricing> {
  const full: CartLine[] = lines.map((l, i) => ({
    offerId: `of_${i}`,
    status: 'ok',
    quantity: 1,
    unitPrice: 300,
    lineTotal: 300,
    validUntil: '2030-01-01T12:00:00.000Z',
    deviceId: null,
    deviceName: null,
    deviceSlug: null,
    ...l,
  }));
  const itemsTotal = full.reduce((s, l) => s + l.lineTotal, 0);
  const price: CartPrice = {
    country: 'de',
    currency: 'EUR',
    lines: full,
    itemsTotal,
    voucher: null,
    payoutTotal: itemsTotal,
    cartExpiry: '2030-01-01T12:00:00.000Z',
    b2b: { cap: 5000, overCap: false, businessEmail: 'business@revalu.de', supportPhone: '+49 30 5557 1200' },
    ...over,
  };
  return { state: { status: 'ready', price }, price, droppedVoucher: null, refresh: () => undefined };
}
