import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countries } from 'config';
import { http as client } from 'shared/http';
import { useSiteStore } from 'shared/stores';
import { testSite } from 'shared/testing';
import { sendControllingEvent, useTrackingStore } from './index';

/** A real HTTP server that records the controlling events it gets (CORS included: jsdom is a browser). */
const received: unknown[] = [];
let answer = 201;
const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, accept', 'access-control-allow-methods': 'POST' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push(JSON.parse(body));
    res.writeHead(answer, { 'content-type': 'application/json', ...cors });
    res.end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client.setBaseURL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  useSiteStore.getState().setSite(testSite('fr'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = 201;
  window.history.replaceState(null, '', '/vendre/smartphones?utm_source=newsletter&gclid=abc');
});

describe('controlling events', () => {
  it('without consent: no client id, and the address without its campaign parameters', async () => {
    useTrackingStore.getState().setClientId(null);
    await sendControllingEvent('offer_generated', { offerId: 'o1', revenue: 120 });
    expect(received).toEqual([
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
    expect(received).toMatchObject([{ clientId: '0123456789abcdef0123456789abcdef', url: window.location.href, eventName: 'offer_add_to_cart' }]);
    expect(window.location.href).toContain('utm_source=newsletter');
  });

  it('a failure is logged as the spec says and does not reach the page', async () => {
    answer = 500;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(sendControllingEvent('trade_created', { tradeId: 7 })).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('error creating controlling order', expect.objectContaining({ status: 500 }));
    logged.mockRestore();
  });
});
