import { countries } from 'config';
import { useSiteStore } from 'shared/stores';
import { scriptedApi, testSite } from 'shared/testing';
import { sendControllingEvent, useTrackingStore } from './index';

/** A real HTTP server that records the controlling events it gets. */
const api = scriptedApi(() => ({ status: 201, body: {} }));
const received = () => api.requests.map((r) => r.body);

beforeAll(async () => {
  await api.start();
  useSiteStore.getState().setSite(testSite('fr'));
});
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  window.history.replaceState(null, '', '/vendre/smartphones?utm_source=newsletter&gclid=abc');
});

describe('controlling events', () => {
  it('without consent: no client id, and the address without its campaign parameters', async () => {
    useTrackingStore.getState().setClientId(null);
    await sendControllingEvent('offer_generated', { offerId: 'o1', revenue: 120 });
    expect(received()).toEqual([
      {
        clientId: null,
        applicationId: countries.fr.applicationCode,
        url: `${window.location.origin}/vendre/smartphones`,
        eventName: 'offer_generated',
        eventData: { offerId: 'o1', revenue: 120 },
      },
    ]);
  });

  it('with consent: the client id and the whole address', async () => {
    useTrackingStore.getState().setClientId('0123456789abcdef0123456789abcdef');
    await sendControllingEvent('offer_add_to_cart', { offerId: 'o1' });
    expect(received()).toMatchObject([
      { clientId: '0123456789abcdef0123456789abcdef', url: window.location.href, eventName: 'offer_add_to_cart' },
    ]);
    expect(window.location.href).toContain('utm_source=newsletter');
  });

  it('a failure is logged as the spec says and does not reach the page', async () => {
    api.answer({ status: 500 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(sendControllingEvent('trade_created', { tradeId: 7 })).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('error creating controlling order', expect.objectContaining({ status: 500 }));
    logged.mockRestore();
  });
});
