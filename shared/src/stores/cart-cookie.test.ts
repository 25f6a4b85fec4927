import type * as StoresNs from './index';
import type { CartItem } from './checkout-store';

/** A fresh load of the stores, as a page load with the cookies and storage there are now. */
function loadStores(): typeof StoresNs {
  let mod!: typeof StoresNs;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./index') as typeof StoresNs;
  });
  return mod;
}

const cartCookie = () => /(?:^|; )revalu_cart=([^;]*)/.exec(document.cookie)?.[1] ?? null;
const setCookie = (value: string | null) => {
  document.cookie = value === null ? 'revalu_cart=; Max-Age=0; Path=/' : `revalu_cart=${value}; Path=/`;
};

const item = (offerId: string, quantity = 1): CartItem => ({
  offerId,
  deviceId: `dev-${offerId}`,
  deviceName: `Device ${offerId}`,
  deviceSlug: `device-${offerId}`,
  categoryName: 'Smartphones',
  image: null,
  conditionSummary: [],
  price: 100,
  quantity,
  validUntil: '2030-01-01T12:00:00.000Z',
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setCookie(null);
});

describe('the cart cookie', () => {
  it('follows the number of devices in the cart and goes with the last of them', () => {
    const { useCheckoutStore } = loadStores();
    expect(cartCookie()).toBeNull();
    useCheckoutStore.getState().addToCart(item('a', 2));
    expect(cartCookie()).toBe('2');
    useCheckoutStore.getState().addToCart(item('b'));
    expect(cartCookie()).toBe('3');
    useCheckoutStore.getState().removeFromCart('a');
    expect(cartCookie()).toBe('1');
    useCheckoutStore.getState().clearCart();
    expect(cartCookie()).toBeNull();
  });

  it('tells what the page was asked with, as the server read it, even where the stored cart differs', () => {
    storeCart([item('a'), item('b')]);
    setCookie('5');
    const stores = loadStores();
    expect(stores.storedCartDevices()).toBe(5);
    // The store set the cookie right for the next page, but this page's first render follows the server's.
    expect(cartCookie()).toBe('2');
    expect(stores.storedCartDevices()).toBe(5);
  });

  it('knows of no cart without a cookie, or with one that is no number', () => {
    expect(loadStores().storedCartDevices()).toBeNull();
    setCookie('<script>');
    expect(loadStores().storedCartDevices()).toBeNull();
  });
});

/** A cart stored by an earlier page (the store's own format). */
function storeCart(cart: CartItem[]) {
  loadStores().useCheckoutStore.setState({ cart });
}
