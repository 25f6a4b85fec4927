import { MARKETING_TOUCHPOINT_PARAMS } from 'config';
import { bus } from 'shared/bus';
import { testSite } from 'shared/testing';
import { COOKIES } from '../../lib/cookies';
import { useConsentStore } from './consent-store';
import { startTracking, touchpointParams } from './tracking';

describe('marketing touchpoints', () => {
  it('takes the 11 parameters of spec section 9 and nothing else', () => {
    const query = new URLSearchParams([
      ...MARKETING_TOUCHPOINT_PARAMS.map((p) => [p, `v-${p}`]),
      ['foo', 'bar'],
      ['page', '2'],
    ]);
    const found = touchpointParams(`?${query}`);
    expect(Object.keys(found!).sort()).toEqual([...MARKETING_TOUCHPOINT_PARAMS].sort());
    expect(found!.gclid).toBe('v-gclid');
  });

  it('is none without them, and cuts overlong values', () => {
    expect(touchpointParams('?page=2')).toBeNull();
    expect(touchpointParams('')).toBeNull();
    expect(touchpointParams(`?utm_source=${'x'.repeat(2000)}`)!.utm_source).toHaveLength(512);
  });
});

describe('the data layer', () => {
  const site = testSite('de');
  const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    // A client id already kept: consent needs no call to the API here.
    document.cookie = `${COOKIES.clientId}=0123456789abcdef0123456789abcdef; path=/`;
  });

  it('with statistics allowed: the customer restored on start (spec section 4), then page views, a logout and a login', () => {
    useConsentStore.setState({ decided: true, analytics: true, personalization: false });
    bus.emit('account:session-restored', { customerId: 'c1', customerNumber: 'RV10000042' });
    bus.emit('host:page-view', { path: '/', routeName: 'home', pageType: 'home' });
    const stop = startTracking(site);
    expect(layer()).toEqual([
      { event: 'customer', loggedIn: true, customerNumber: 'RV10000042' },
      { event: 'page_view', pageType: 'home', routeName: 'home', path: '/' },
    ]);
    bus.emit('account:logged-out', { reason: 'user' });
    bus.emit('account:logged-in', { customerId: 'c2', customerNumber: 'RV10000043' });
    stop();
    bus.emit('account:logged-out', { reason: 'user' });
    expect(layer().slice(2)).toEqual([
      { event: 'customer', loggedIn: false, customerNumber: null },
      { event: 'customer', loggedIn: true, customerNumber: 'RV10000043' },
    ]);
  });

  it('after a logout before it loaded, no customer; without consent, nothing at all', () => {
    useConsentStore.setState({ decided: true, analytics: true, personalization: false });
    bus.emit('account:session-restored', { customerId: 'c1', customerNumber: 'RV10000042' });
    bus.emit('account:logged-out', { reason: 'refresh-failed' });
    startTracking(site)();
    expect(layer().filter((e) => e.event === 'customer')).toEqual([]);

    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    useConsentStore.setState({ decided: true, analytics: false, personalization: false });
    bus.emit('account:session-restored', { customerId: 'c1', customerNumber: 'RV10000042' });
    const stop = startTracking(site);
    bus.emit('account:logged-in', { customerId: 'c1', customerNumber: 'RV10000042' });
    bus.emit('host:page-view', { path: '/', routeName: 'home', pageType: 'home' });
    stop();
    expect(layer()).toEqual([]);
  });
});
