import { B2B_TRADE_CAP, MAX_CART_LINES, MAX_QUANTITY_B2B, MAX_QUANTITY_CONSUMER } from 'config';
import type { StateStorage } from 'zustand/middleware';
import { bus } from 'shared/bus';
import { browserStorage, createPersistedStore, STORAGE_PREFIX } from './create-persisted-store';
import { writeCartCookie } from './cart-cookie';

/** One device in the cart: an offer the server issued, with what the customer saw. */
export interface CartItem {
  /** The offer id the server issued; the trade is created from it, never from the price below. */
  offerId: string;
  deviceId: string;
  deviceName: string;
  /** The device's url (slug), to link back to its page for a fresh offer. */
  deviceSlug: string;
  categoryName: string;
  image: string | null;
  /** The answers in words, as the customer gave them ("Display: flawless", ...). */
  conditionSummary: string[];
  /** Offered price per device, EUR, as the server priced it. */
  price: number;
  quantity: number;
  /** ISO time until which the offer's price is guaranteed. */
  validUntil: string;
}

/** A voucher code the server accepted for this cart, with the bonus it adds (spec: voucher, nullable). */
export interface CartVoucher {
  code: string;
  bonus: number;
}

/** The trade just created, for the thank-you page. The access token opens its page and label. */
export interface LastTrade {
  tradeId: number;
  tradeNumber: string;
  accessToken: string;
  /** Whether the trade_created controlling event went out (it is sent once per trade). */
  reported: boolean;
}

/** An Idempotency-Key kept until the trade it belongs to exists, so a retry never makes a second one. */
export interface PendingSubmission {
  idempotencyKey: string;
  /** What was submitted with this key; a changed submission gets a new key. */
  fingerprint: string;
}

/**
 * What `addToCart` did: added the offer (a new line, or a higher quantity of its line), or why not:
 * the cart already has its `limit` of lines, or the offer's line already has its `limit` of devices.
 */
export type AddToCartResult = { added: true } | { added: false; reason: 'cart-full' | 'quantity-limit'; limit: number };

export interface CheckoutState {
  cart: CartItem[];
  /** Earliest validity of the offers in the cart (ms since epoch), 0 when empty. */
  cartExpiry: number;
  offerIds: string[];
  /** The trade just created, for the thank-you page; 0 when none (spec section 4). This tab's own. */
  transactionId: number;
  voucher: CartVoucher | null;
  B2BMode: boolean;
  b2bTradeCap: number;
  priceCalculateDone: boolean;
  /** This tab's own, like transactionId. */
  lastTrade: LastTrade | null;
  submission: PendingSubmission | null;
  /**
   * Pushes an offer onto the cart (spec section 4); the same offer again raises its quantity. A full
   * cart (MAX_CART_LINES lines) takes no new offer: the result says so, and the caller must tell the customer.
   */
  addToCart: (item: CartItem) => AddToCartResult;
  removeFromCart: (offerId: string) => void;
  /** Sets a line's quantity, kept between 1 and the limit of the seller's kind. */
  setQuantity: (offerId: string, quantity: number) => void;
  clearCart: () => void;
  setVoucher: (voucher: CartVoucher | null) => void;
  setPriceCalculateDone: (done: boolean) => void;
  setB2BMode: (on: boolean) => void;
  /** Takes prices and validities as the server priced them (cart page); marks the price calculated. */
  applyPricing: (lines: { offerId: string; unitPrice: number | null; validUntil: string | null }[]) => void;
  /** The Idempotency-Key for a submission: the pending one if the submission is unchanged, else a new one. */
  submissionKey: (fingerprint: string) => string;
  /** The server created the trade: remember it for the thank-you page and empty the cart. */
  completeTrade: (trade: Omit<LastTrade, 'reported'>) => void;
  markTradeReported: () => void;
  setTransactionId: (id: number) => void;
  /** Back to 0 (the host calls this on navigation, except to the thank-you page; spec section 4). */
  resetTransactionId: () => void;
}

/** The highest quantity a line may have. */
export function maxQuantity(b2b: boolean): number {
  return b2b ? MAX_QUANTITY_B2B : MAX_QUANTITY_CONSUMER;
}

function derived(cart: CartItem[]) {
  const times = cart.map((i) => Date.parse(i.validUntil)).filter((t) => Number.isFinite(t));
  return { cartExpiry: times.length ? Math.min(...times) : 0, offerIds: cart.map((i) => i.offerId) };
}

function announce(cart: CartItem[]) {
  bus.emit('checkout:cart-updated', {
    itemCount: cart.reduce((n, i) => n + i.quantity, 0),
    offerIds: cart.map((i) => i.offerId),
  });
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** A stored cart item, or null when it is not one (storage is outside our control). */
export function readCartItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const price = Number(v.price);
  const quantity = Number(v.quantity);
  if (!isString(v.offerId) || !v.offerId || !isString(v.deviceName) || !isString(v.validUntil)) return null;
  if (!Number.isFinite(price) || price < 0 || !Number.isInteger(quantity) || quantity < 1) return null;
  return {
    offerId: v.offerId,
    deviceId: isString(v.deviceId) ? v.deviceId : '',
    deviceName: v.deviceName,
    deviceSlug: isString(v.deviceSlug) ? v.deviceSlug : '',
    categoryName: isString(v.categoryName) ? v.categoryName : '',
    image: isString(v.image) ? v.image : null,
    conditionSummary: Array.isArray(v.conditionSummary) ? v.conditionSummary.filter(isString) : [],
    price,
    quantity: Math.min(quantity, MAX_QUANTITY_B2B),
    validUntil: v.validUntil,
  };
}

function readVoucher(value: unknown): CartVoucher | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return isString(v.code) && typeof v.bonus === 'number' && Number.isFinite(v.bonus)
    ? { code: v.code, bonus: v.bonus }
    : null;
}

function readLastTrade(value: unknown): LastTrade | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (
    typeof v.tradeId !== 'number' ||
    !Number.isInteger(v.tradeId) ||
    !isString(v.tradeNumber) ||
    !isString(v.accessToken)
  )
    return null;
  return { tradeId: v.tradeId, tradeNumber: v.tradeNumber, accessToken: v.accessToken, reported: v.reported === true };
}

function readSubmission(value: unknown): PendingSubmission | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return isString(v.idempotencyKey) && isString(v.fingerprint)
    ? { idempotencyKey: v.idempotencyKey, fingerprint: v.fingerprint }
    : null;
}

/**
 * Stored state as the current schema (version 2), field by field: browser storage is outside our
 * control, so whatever does not parse is dropped rather than trusted. Prices stay display values
 * only; the cart page re-prices from the server.
 */
export function sanitizeCheckoutState(persisted: unknown): Partial<CheckoutState> {
  if (!persisted || typeof persisted !== 'object') return {};
  const old = persisted as Record<string, unknown>;
  const seen = new Set<string>();
  const cart = (Array.isArray(old.cart) ? old.cart : [])
    .map(readCartItem)
    .filter((i): i is CartItem => i !== null && !seen.has(i.offerId) && Boolean(seen.add(i.offerId)))
    .slice(0, MAX_CART_LINES);
  const transactionId = Number(old.transactionId);
  return {
    cart,
    ...derived(cart),
    transactionId: Number.isInteger(transactionId) && transactionId > 0 ? transactionId : 0,
    voucher: readVoucher(old.voucher),
    B2BMode: old.B2BMode === true,
    priceCalculateDone: false,
    lastTrade: readLastTrade(old.lastTrade),
    submission: readSubmission(old.submission),
  };
}

/**
 * Stored state of schema version 1 (the foundation's: voucher as a plain code, no trade or
 * submission) becomes version 2: items that parse are kept, the voucher code is dropped because
 * the server never checked its bonus. State of a newer version (a rolled-back remote) is read as
 * far as it fits; anything else is dropped.
 */
export function migrateCheckoutState(persisted: unknown, fromVersion: number): Partial<CheckoutState> | null {
  if (fromVersion === 1)
    return { ...sanitizeCheckoutState(persisted), voucher: null, lastTrade: null, submission: null };
  if (fromVersion > CHECKOUT_STORE_VERSION) return sanitizeCheckoutState(persisted);
  return null;
}

export const CHECKOUT_STORE_VERSION = 2;

/**
 * What belongs to one tab, not to the browser: the trade this tab just made and its transaction id,
 * which this tab's navigations reset (spec section 4). They are kept in sessionStorage, so the
 * thank-you page keeps its trade over a reload while another tab's navigation (or trade) leaves it
 * alone; the cart and the rest are in localStorage, the same in every tab.
 */
const TAB_FIELDS = ['transactionId', 'lastTrade'] as const;

type StoredEntry = { state?: Record<string, unknown>; version?: unknown };

/** A stored entry; null when there is none or it is no JSON (the store then starts fresh; sanitize checks the fields). */
function readEntry(raw: string | null): StoredEntry | null {
  try {
    return raw ? (JSON.parse(raw) as StoredEntry | null) : null;
  } catch {
    return null;
  }
}

/**
 * The checkout state under one key in both storages: the tab's fields in sessionStorage, the rest in
 * localStorage, each entry with the schema version. A tab with no entry of its own yet reads the tab's
 * fields from localStorage, where an older version of the store keeps them (they leave it with the first write).
 */
const checkoutStorage: StateStorage = {
  getItem: (key) => {
    const shared = readEntry(browserStorage('local').getItem(key));
    const tab = readEntry(browserStorage('session').getItem(key));
    if (!shared && !tab) return null;
    const state = { ...shared?.state };
    if (tab) for (const field of TAB_FIELDS) state[field] = tab.state?.[field];
    return JSON.stringify({ state, version: (shared ?? tab)!.version });
  },
  setItem: (key, value) => {
    // `value` is the store's own JSON of its partialized state.
    const { state, version } = JSON.parse(value) as Required<StoredEntry>;
    const tab: Record<string, unknown> = {};
    for (const field of TAB_FIELDS) {
      tab[field] = state[field];
      delete state[field];
    }
    browserStorage('session').setItem(key, JSON.stringify({ state: tab, version }));
    browserStorage('local').setItem(key, JSON.stringify({ state, version }));
  },
  removeItem: (key) => {
    browserStorage('local').removeItem(key);
    browserStorage('session').removeItem(key);
  },
};

/**
 * The checkout state of spec section 3, persisted in the browser with a schema version. The
 * checkout team owns it; the catalogue adds offers with `addToCart(item)`, the B2B
 * landing page switches `setB2BMode(true)`, the host calls `resetTransactionId()` on navigation.
 * The cart is the browser's (localStorage, every tab); the transaction id and the last trade are the
 * tab's (sessionStorage, see TAB_FIELDS).
 */
export const useCheckoutStore = createPersistedStore<CheckoutState>(
  (set, get) => {
    const setCart = (cart: CartItem[]) => {
      set({ cart, ...derived(cart), priceCalculateDone: false });
      announce(cart);
    };
    return {
      cart: [],
      cartExpiry: 0,
      offerIds: [],
      transactionId: 0,
      voucher: null,
      B2BMode: false,
      b2bTradeCap: B2B_TRADE_CAP,
      priceCalculateDone: false,
      lastTrade: null,
      submission: null,
      addToCart: (item) => {
        const limit = maxQuantity(get().B2BMode);
        const existing = get().cart.find((i) => i.offerId === item.offerId);
        if (!existing && get().cart.length >= MAX_CART_LINES)
          return { added: false, reason: 'cart-full', limit: MAX_CART_LINES };
        if (existing && existing.quantity >= limit) return { added: false, reason: 'quantity-limit', limit };
        const cart = existing
          ? get().cart.map((i) =>
              i.offerId === item.offerId ? { ...i, quantity: Math.min(limit, i.quantity + item.quantity) } : i,
            )
          : [...get().cart, { ...item, quantity: Math.max(1, Math.min(limit, item.quantity)) }];
        setCart(cart);
        return { added: true };
      },
      removeFromCart: (offerId) => setCart(get().cart.filter((i) => i.offerId !== offerId)),
      setQuantity: (offerId, quantity) => {
        if (!Number.isFinite(quantity)) return;
        const q = Math.max(1, Math.min(maxQuantity(get().B2BMode), Math.trunc(quantity)));
        setCart(get().cart.map((i) => (i.offerId === offerId ? { ...i, quantity: q } : i)));
      },
      clearCart: () => {
        set({ cart: [], cartExpiry: 0, offerIds: [], voucher: null, priceCalculateDone: false, submission: null });
        announce([]);
      },
      setVoucher: (voucher) => set({ voucher, priceCalculateDone: false }),
      setPriceCalculateDone: (done) => set({ priceCalculateDone: done }),
      setB2BMode: (on) => {
        // Leaving business mode brings quantities back within a private seller's limit.
        const cart = on
          ? get().cart
          : get().cart.map((i) => ({ ...i, quantity: Math.min(i.quantity, MAX_QUANTITY_CONSUMER) }));
        set({ B2BMode: on, cart, priceCalculateDone: false });
        if (!on) announce(cart);
      },
      applyPricing: (lines) => {
        const byId = new Map(lines.map((l) => [l.offerId, l]));
        const cart = get().cart.map((i) => {
          const line = byId.get(i.offerId);
          return line ? { ...i, price: line.unitPrice ?? i.price, validUntil: line.validUntil ?? i.validUntil } : i;
        });
        set({ cart, ...derived(cart), priceCalculateDone: true });
      },
      submissionKey: (fingerprint) => {
        const pending = get().submission;
        if (pending && pending.fingerprint === fingerprint) return pending.idempotencyKey;
        const submission = { idempotencyKey: newKey(), fingerprint };
        set({ submission });
        return submission.idempotencyKey;
      },
      completeTrade: (trade) => {
        set({
          transactionId: trade.tradeId,
          lastTrade: { ...trade, reported: false },
          cart: [],
          cartExpiry: 0,
          offerIds: [],
          voucher: null,
          priceCalculateDone: false,
          submission: null,
        });
        announce([]);
      },
      markTradeReported: () => {
        const lastTrade = get().lastTrade;
        if (lastTrade) set({ lastTrade: { ...lastTrade, reported: true } });
      },
      setTransactionId: (id) => set({ transactionId: Number.isInteger(id) && id > 0 ? id : 0 }),
      resetTransactionId: () => set({ transactionId: 0 }),
    };
  },
  {
    name: 'checkout',
    version: CHECKOUT_STORE_VERSION,
    storage: checkoutStorage,
    migrate: migrateCheckoutState,
    sanitize: sanitizeCheckoutState,
    partialize: (s) => ({
      cart: s.cart,
      cartExpiry: s.cartExpiry,
      offerIds: s.offerIds,
      transactionId: s.transactionId,
      voucher: s.voucher,
      B2BMode: s.B2BMode,
      priceCalculateDone: s.priceCalculateDone,
      lastTrade: s.lastTrade,
      submission: s.submission,
    }),
  },
);

/** The storage key of the checkout state, for tests and for other tabs. */
export const CHECKOUT_STORAGE_KEY = `${STORAGE_PREFIX}checkout`;

if (typeof window !== 'undefined') {
  // Another tab changed the cart: show the same cart here (this tab's transaction stays its own).
  window.addEventListener('storage', (event) => {
    if (event.key === CHECKOUT_STORAGE_KEY) void useCheckoutStore.persist.rehydrate();
  });
  // The cart cookie follows the cart (cart-cookie.ts), from the cart this page started with on.
  const devices = (cart: CartItem[]) => cart.reduce((n, i) => n + i.quantity, 0);
  writeCartCookie(devices(useCheckoutStore.getState().cart));
  useCheckoutStore.subscribe((state) => writeCartCookie(devices(state.cart)));
}
