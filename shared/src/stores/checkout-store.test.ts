import type * as BusModuleNs from 'shared/bus';
import type * as StoreModuleNs from './checkout-store';
import { otherTab } from 'shared/testing';
import type { CartItem } from './checkout-store';

type StoreModule = typeof StoreModuleNs;
type BusModule = typeof BusModuleNs;

/** A fresh store module that reads whatever localStorage holds now (as a page load would). */
function loadStore(): StoreModule & { bus: BusModule['bus'] } {
  let mod!: StoreModule;
  let busMod!: BusModule;
  jest.isolateModules(() => {
    // A new module registry is the only way to load a module twice, as two page loads would.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    busMod = require('shared/bus') as BusModule;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./checkout-store') as StoreModule;
  });
  return { ...mod, bus: busMod.bus };
}

const item = (offerId: string, over: Partial<CartItem> = {}): CartItem => ({
  offerId,
  deviceId: `dev-${offerId}`,
  deviceName: `Device ${offerId}`,
  deviceSlug: `device-${offerId}`,
  categoryName: 'Smartphones',
  image: null,
  conditionSummary: ['Display: flawless'],
  price: 100,
  quantity: 1,
  validUntil: '2030-01-01T12:00:00.000Z',
  ...over,
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('checkout store: cart', () => {
  it('starts with the fields of spec section 3', () => {
    const { useCheckoutStore } = loadStore();
    expect(useCheckoutStore.getState()).toMatchObject({
      cart: [],
      cartExpiry: 0,
      offerIds: [],
      transactionId: 0,
      voucher: null,
      B2BMode: false,
      b2bTradeCap: 5000,
      priceCalculateDone: false,
    });
  });

  it('pushes offers, raises the quantity of one added twice, and keeps offerIds and the earliest expiry', () => {
    const { useCheckoutStore, bus } = loadStore();
    const events: unknown[] = [];
    bus.on('checkout:cart-updated', (p) => events.push(p));
    const s = useCheckoutStore.getState();
    s.addToCart(item('a', { validUntil: '2030-01-01T12:00:00.000Z' }));
    s.addToCart(item('b', { validUntil: '2029-06-01T08:00:00.000Z' }));
    s.addToCart(item('a', { quantity: 2 }));
    const state = useCheckoutStore.getState();
    expect(state.cart.map((i) => [i.offerId, i.quantity])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(state.offerIds).toEqual(['a', 'b']);
    expect(state.cartExpiry).toBe(Date.parse('2029-06-01T08:00:00.000Z'));
    expect(events.at(-1)).toEqual({ itemCount: 4, offerIds: ['a', 'b'] });
  });

  it('says whether it added: a full cart (30 lines) takes no new offer, a line at its limit no more devices', () => {
    const { useCheckoutStore, bus } = loadStore();
    for (let n = 0; n < 30; n += 1)
      expect(useCheckoutStore.getState().addToCart(item(`o${n}`))).toEqual({ added: true });
    const events: unknown[] = [];
    bus.on('checkout:cart-updated', (p) => events.push(p));
    expect(useCheckoutStore.getState().addToCart(item('one-too-many'))).toEqual({
      added: false,
      reason: 'cart-full',
      limit: 30,
    });
    expect(useCheckoutStore.getState().cart).toHaveLength(30);
    expect(useCheckoutStore.getState().offerIds).not.toContain('one-too-many');
    expect(events).toEqual([]);
    // An offer already in the full cart still raises its line, up to the private seller's 10.
    expect(useCheckoutStore.getState().addToCart(item('o0', { quantity: 9 }))).toEqual({ added: true });
    expect(useCheckoutStore.getState().addToCart(item('o0'))).toEqual({
      added: false,
      reason: 'quantity-limit',
      limit: 10,
    });
    expect(useCheckoutStore.getState().cart[0]!.quantity).toBe(10);
  });

  it('changes quantities within the limit of the seller kind, removes and clears', () => {
    const { useCheckoutStore } = loadStore();
    const s = useCheckoutStore.getState();
    s.addToCart(item('a'));
    s.addToCart(item('b'));
    s.setQuantity('a', 50);
    expect(useCheckoutStore.getState().cart[0]!.quantity).toBe(10);
    s.setQuantity('a', 0);
    expect(useCheckoutStore.getState().cart[0]!.quantity).toBe(1);
    s.setB2BMode(true);
    s.setQuantity('a', 50);
    expect(useCheckoutStore.getState().cart[0]!.quantity).toBe(50);
    // Back to private: quantities come back within 10.
    s.setB2BMode(false);
    expect(useCheckoutStore.getState().cart[0]!.quantity).toBe(10);
    s.removeFromCart('a');
    expect(useCheckoutStore.getState().offerIds).toEqual(['b']);
    s.setVoucher({ code: 'SOMMER10', bonus: 5 });
    s.clearCart();
    expect(useCheckoutStore.getState()).toMatchObject({ cart: [], offerIds: [], cartExpiry: 0, voucher: null });
  });

  it('marks the price calculated only after the server priced the cart, and takes its prices', () => {
    const { useCheckoutStore } = loadStore();
    const s = useCheckoutStore.getState();
    s.addToCart(item('a', { price: 999 }));
    expect(useCheckoutStore.getState().priceCalculateDone).toBe(false);
    s.applyPricing([{ offerId: 'a', unitPrice: 120.5, validUntil: '2029-01-01T00:00:00.000Z' }]);
    expect(useCheckoutStore.getState()).toMatchObject({
      priceCalculateDone: true,
      cartExpiry: Date.parse('2029-01-01T00:00:00.000Z'),
    });
    expect(useCheckoutStore.getState().cart[0]!.price).toBe(120.5);
    s.setQuantity('a', 2);
    expect(useCheckoutStore.getState().priceCalculateDone).toBe(false);
  });

  it('keeps one Idempotency-Key per unchanged submission, a new one when it changes', () => {
    const { useCheckoutStore } = loadStore();
    const s = useCheckoutStore.getState();
    const first = s.submissionKey('cart-1|form-1');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(useCheckoutStore.getState().submissionKey('cart-1|form-1')).toBe(first);
    expect(useCheckoutStore.getState().submissionKey('cart-1|form-2')).not.toBe(first);
  });

  it('remembers the created trade for the thank-you page and empties the cart', () => {
    const { useCheckoutStore } = loadStore();
    const s = useCheckoutStore.getState();
    s.addToCart(item('a'));
    s.submissionKey('x');
    s.completeTrade({ tradeId: 42, tradeNumber: '4829173516', accessToken: 'tok' });
    expect(useCheckoutStore.getState()).toMatchObject({
      transactionId: 42,
      lastTrade: { tradeId: 42, tradeNumber: '4829173516', reported: false },
      cart: [],
      submission: null,
    });
    useCheckoutStore.getState().markTradeReported();
    expect(useCheckoutStore.getState().lastTrade!.reported).toBe(true);
    useCheckoutStore.getState().resetTransactionId();
    expect(useCheckoutStore.getState().transactionId).toBe(0);
  });
});

describe('checkout store: tabs', () => {
  it("keeps the trade in the tab that made it: another tab's navigation resets only its own transaction id, also over reloads", () => {
    const here = loadStore();
    here.useCheckoutStore.getState().addToCart(item('a'));
    here.useCheckoutStore.getState().completeTrade({ tradeId: 42, tradeNumber: '4829173516', accessToken: 'tok' });
    // Another tab is loaded, navigates (the host resets its transaction id) and puts an offer into the cart.
    const tab = otherTab();
    const other = tab.run(() => loadStore());
    tab.run(() => {
      other.useCheckoutStore.getState().resetTransactionId();
      other.useCheckoutStore.getState().addToCart(item('b'));
      expect(other.useCheckoutStore.getState()).toMatchObject({ transactionId: 0, lastTrade: null });
    });
    // Here the cart follows the other tab; the trade stays, and so it does after a reload.
    expect(here.useCheckoutStore.getState()).toMatchObject({
      offerIds: ['b'],
      transactionId: 42,
      lastTrade: { tradeId: 42, tradeNumber: '4829173516' },
    });
    expect(loadStore().useCheckoutStore.getState()).toMatchObject({
      offerIds: ['b'],
      transactionId: 42,
      lastTrade: { tradeId: 42 },
    });
    expect(tab.run(() => loadStore()).useCheckoutStore.getState()).toMatchObject({
      offerIds: ['b'],
      transactionId: 0,
      lastTrade: null,
    });
    // The browser's entry holds the cart, the tab's entry the transaction (both with the schema version).
    const shared = JSON.parse(window.localStorage.getItem(here.CHECKOUT_STORAGE_KEY)!);
    expect(shared.version).toBe(2);
    expect(shared.state).not.toHaveProperty('transactionId');
    expect(shared.state).not.toHaveProperty('lastTrade');
    expect(JSON.parse(window.sessionStorage.getItem(here.CHECKOUT_STORAGE_KEY)!)).toMatchObject({
      state: { transactionId: 42, lastTrade: { tradeId: 42 } },
      version: 2,
    });
  });

  it("this tab's navigation resets its transaction id, kept so over a reload", () => {
    const here = loadStore();
    here.useCheckoutStore.getState().completeTrade({ tradeId: 42, tradeNumber: '4829173516', accessToken: 'tok' });
    here.useCheckoutStore.getState().resetTransactionId();
    expect(loadStore().useCheckoutStore.getState()).toMatchObject({ transactionId: 0, lastTrade: { tradeId: 42 } });
  });
});

describe('checkout store: stored state', () => {
  it('stores its state with schema version 2 and reads it back on the next page load', () => {
    const first = loadStore();
    first.useCheckoutStore.getState().addToCart(item('a', { quantity: 2 }));
    const stored = JSON.parse(window.localStorage.getItem(first.CHECKOUT_STORAGE_KEY)!);
    expect(stored.version).toBe(2);
    expect(stored.state.cart[0].offerId).toBe('a');
    const second = loadStore();
    expect(second.useCheckoutStore.getState().cart.map((i) => [i.offerId, i.quantity])).toEqual([['a', 2]]);
  });

  it('migrates version 1 (the foundation cart): keeps valid items, drops broken ones and the unchecked voucher', () => {
    window.localStorage.setItem(
      'revalu:checkout',
      JSON.stringify({
        version: 1,
        state: {
          cart: [
            item('a', { quantity: 2 }),
            { offerId: 'broken', price: 'free' },
            item('b', { validUntil: '2028-01-01T00:00:00.000Z' }),
          ],
          cartExpiry: 1,
          offerIds: ['nonsense'],
          transactionId: 7,
          voucher: 'SOMMER10',
          B2BMode: true,
          priceCalculateDone: true,
        },
      }),
    );
    const { useCheckoutStore } = loadStore();
    expect(useCheckoutStore.getState()).toMatchObject({
      offerIds: ['a', 'b'],
      cartExpiry: Date.parse('2028-01-01T00:00:00.000Z'),
      transactionId: 7,
      voucher: null,
      B2BMode: true,
      priceCalculateDone: false,
      lastTrade: null,
    });
    expect(JSON.parse(window.localStorage.getItem('revalu:checkout')!).version).toBe(2);
  });

  it('drops state of an unknown old version cleanly', () => {
    window.localStorage.setItem('revalu:checkout', JSON.stringify({ version: 0, state: { basket: [{ id: 1 }] } }));
    const { useCheckoutStore } = loadStore();
    expect(useCheckoutStore.getState()).toMatchObject({ cart: [], transactionId: 0, voucher: null });
  });

  it('does not trust tampered state of the current version', () => {
    window.localStorage.setItem(
      'revalu:checkout',
      JSON.stringify({
        version: 2,
        state: {
          cart: [item('a'), item('a'), { ...item('c'), quantity: -3 }, 'x'],
          transactionId: 'DROP TABLE',
          voucher: { code: 'FAKE', bonus: 'lots' },
          lastTrade: { tradeId: 1 },
          submission: 5,
          b2bTradeCap: 1_000_000,
        },
      }),
    );
    const { useCheckoutStore } = loadStore();
    expect(useCheckoutStore.getState()).toMatchObject({
      offerIds: ['a'],
      transactionId: 0,
      voucher: null,
      lastTrade: null,
      submission: null,
      b2bTradeCap: 5000,
    });
  });

  it("drops a tab's entry that is not JSON or not a transaction, and keeps the browser's cart", () => {
    window.localStorage.setItem('revalu:checkout', JSON.stringify({ version: 2, state: { cart: [item('a')] } }));
    for (const entry of [
      '{oops',
      'null',
      JSON.stringify({ version: 2, state: { transactionId: -1, lastTrade: 'x' } }),
      JSON.stringify({ version: 2, state: 'x' }),
    ]) {
      window.sessionStorage.setItem('revalu:checkout', entry);
      expect(loadStore().useCheckoutStore.getState()).toMatchObject({
        offerIds: ['a'],
        transactionId: 0,
        lastTrade: null,
      });
    }
  });

  it('drops storage that is not JSON', () => {
    window.localStorage.setItem('revalu:checkout', '{oops');
    expect(loadStore().useCheckoutStore.getState().cart).toEqual([]);
  });
});
