import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bus } from 'shared/bus';
import { http as client } from 'shared/http';
import { accountPrefill, decodeAccessToken, startAccountSession, useAccountStore } from './account-store';
import type { CustomerData } from './account-schemas';

/** A real HTTP server whose answers each test scripts (CORS included: jsdom is a browser). */
function scriptedServer() {
  const requests: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
  let answers: { status: number; body?: unknown }[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, refresh-token, content-type, accept',
      'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    requests.push({ method: req.method!, url: req.url!, headers: req.headers });
    const answer = answers.shift() ?? { status: 500 };
    res.writeHead(answer.status, { 'content-type': 'application/json', ...cors });
    res.end(answer.status === 204 ? undefined : JSON.stringify(answer.body ?? {}));
  });
  return {
    requests,
    answer: (...a: typeof answers) => {
      answers = a;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'HS256', typ: 'access+jwt' })}.${b64(claims)}.signature`;
const now = () => Math.floor(Date.now() / 1000);

const customer: CustomerData = {
  '@id': '/api/customers/customers/c1',
  id: 'c1',
  customerNumber: 'RV10000042',
  identifier: 'u1',
  email: 'anna@example.com',
  locale: 'de-DE',
  payoutMethod: 'paypal',
  person: {
    '@id': '/api/customers/people/p1',
    id: 'p1',
    salutation: 'ms',
    firstName: 'Anna',
    lastName: 'Müller',
    birthdate: null,
  },
  addresses: [
    {
      '@id': '/a/1',
      id: 'a1',
      salutation: 'ms',
      firstName: 'Anna',
      lastName: 'Müller',
      street: 'Hauptstraße',
      houseNumber: '5',
      addition: null,
      zip: '10115',
      city: 'Berlin',
      country: 'de',
    },
  ],
  phoneContacts: [],
  bankAccounts: [{ '@id': '/b/1', id: 'b1', accountHolder: 'Anna Müller', iban: 'DE89370400440532013000', bic: null }],
  paypalAccounts: [{ '@id': '/pp/1', id: 'pp1', email: 'anna.pay@example.com' }],
  paymentAccounts: [],
};

const server = scriptedServer();
beforeAll(async () => {
  client.setBaseURL(await server.start());
});
afterAll(() => server.stop());
beforeEach(() => {
  server.requests.length = 0;
  useAccountStore.setState({
    isLoggedIn: false,
    email: null,
    accessToken: null,
    refreshToken: null,
    customerId: null,
    customerNumber: null,
    customerData: null,
    tokenExpiry: 0,
    rememberMe: false,
  });
});

function loggedIn(expiry: number) {
  useAccountStore.setState({
    isLoggedIn: true,
    email: 'anna@example.com',
    accessToken: jwt({ exp: expiry, customerId: 'c1', customerNumber: 'RV10000042' }),
    refreshToken: 'refresh-1',
    customerId: 'c1',
    customerNumber: 'RV10000042',
    customerData: customer,
    tokenExpiry: expiry,
  });
}

describe('account store', () => {
  it('logs in: reads customer id and expiry from the token, loads the customer, keeps the refresh token but never the password', async () => {
    const exp = now() + 900;
    server.answer(
      {
        status: 200,
        body: {
          access_token: jwt({ exp, customerId: 'c1', customerNumber: 'RV10000042' }),
          refresh_token: 'refresh-1',
          expires_in: 900,
        },
      },
      { status: 200, body: customer },
    );
    await useAccountStore.getState().login(' Anna@Example.com ', 'geheim-123', true);
    const s = useAccountStore.getState();
    expect(s).toMatchObject({
      isLoggedIn: true,
      email: 'anna@example.com',
      customerId: 'c1',
      customerNumber: 'RV10000042',
      tokenExpiry: exp,
      refreshToken: 'refresh-1',
    });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/account/login' });
    expect(server.requests[1]!.headers.authorization).toBe(`Bearer ${s.accessToken}`);
    const stored = window.localStorage.getItem('revalu:account')!;
    expect(stored).toContain('refresh-1');
    expect(stored).not.toContain('geheim-123');
    expect(window.sessionStorage.getItem('revalu:account')).toBeNull();
  });

  it('never writes the customer data to browser storage: no IBAN, account holder, PayPal e-mail or address in any key', async () => {
    const exp = now() + 900;
    server.answer(
      {
        status: 200,
        body: {
          access_token: jwt({ exp, customerId: 'c1', customerNumber: 'RV10000042' }),
          refresh_token: 'refresh-1',
          expires_in: 900,
        },
      },
      { status: 200, body: customer },
    );
    await useAccountStore.getState().login('anna@example.com', 'geheim-123', true);
    server.answer({ status: 200, body: { ...customer, payoutMethod: 'bank' } });
    await useAccountStore.getState().loadCustomer();
    // In memory, for the pages that need it (checkout prefill)...
    expect(accountPrefill(useAccountStore.getState().customerData)!.payout).toMatchObject({
      type: 'bank',
      iban: 'DE89370400440532013000',
    });
    // ...and nowhere in storage, under any key; the session is there.
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`).join(
        '\n',
      );
    const everything = stored(window.localStorage) + stored(window.sessionStorage);
    expect(window.localStorage.getItem('revalu:account')).toContain('refresh-1');
    expect(JSON.parse(window.localStorage.getItem('revalu:account')!)).toMatchObject({
      version: 2,
      state: { customerNumber: 'RV10000042', email: 'anna@example.com' },
    });
    for (const secret of [
      'DE89370400440532013000',
      '0532013000',
      'anna.pay@example.com',
      'Anna Müller',
      'Hauptstraße',
      '10115',
      'customerData',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('keeps a session without remember-me in sessionStorage only', () => {
    loggedIn(now() + 900);
    expect(window.sessionStorage.getItem('revalu:account')).toContain('refresh-1');
    expect(window.localStorage.getItem('revalu:account')).toBeNull();
  });

  it('sends a valid token as it is, and refreshes first once the expiry (in seconds) has passed', async () => {
    loggedIn(now() + 60);
    server.answer({ status: 200, body: { ok: true } });
    await client.get('/api/customers/addresses', { auth: true });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/customers/addresses']);

    server.requests.length = 0;
    loggedIn(now() - 1);
    const fresh = jwt({ exp: now() + 900, customerId: 'c1', customerNumber: 'RV10000042' });
    server.answer(
      { status: 200, body: { access_token: fresh, refresh_token: 'refresh-2', expires_in: 900 } },
      { status: 200, body: { ok: true } },
      { status: 200, body: { ok: true } },
    );
    // Two calls at once share one refresh: a rotating refresh token must never be presented twice.
    await Promise.all([
      client.get('/api/customers/addresses', { auth: true }),
      client.get('/api/customers/people', { auth: true }),
    ]);
    const refreshes = server.requests.filter((r) => r.url === '/api/account/loginRefresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.headers['refresh-token']).toBe('refresh-1');
    expect(
      server.requests.filter((r) => r.url !== '/api/account/loginRefresh').map((r) => r.headers.authorization),
    ).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
    expect(useAccountStore.getState().refreshToken).toBe('refresh-2');
  });

  it('clears the whole session when the refresh is refused', async () => {
    loggedIn(now() - 1);
    const events: unknown[] = [];
    const off = bus.on('account:logged-out', (e) => events.push(e));
    server.answer({ status: 401, body: { statusCode: 401, code: 'refresh_token_reused', message: 'refused' } });
    await expect(client.get('/api/customers/addresses', { auth: true })).rejects.toMatchObject({ status: 401 });
    off();
    expect(useAccountStore.getState()).toMatchObject({
      isLoggedIn: false,
      accessToken: null,
      refreshToken: null,
      customerData: null,
      customerNumber: null,
      email: null,
      customerId: null,
      tokenExpiry: 0,
    });
    expect(events).toEqual([{ reason: 'refresh-failed' }]);
  });

  it('keeps the session when the refresh fails on the network or the server, and the call fails with that error', async () => {
    loggedIn(now() - 1);
    const events: unknown[] = [];
    const off = bus.on('account:logged-out', (e) => events.push(e));
    server.answer({ status: 503, body: { message: 'deploying' } });
    // An account page loading the customer while the API is briefly away.
    await expect(useAccountStore.getState().loadCustomer()).rejects.toMatchObject({ status: 503 });
    expect(useAccountStore.getState()).toMatchObject({
      isLoggedIn: true,
      refreshToken: 'refresh-1',
      customerNumber: 'RV10000042',
    });

    // The next try, once the API is back, refreshes with the same token and goes on.
    const fresh = jwt({ exp: now() + 900, customerId: 'c1', customerNumber: 'RV10000042' });
    server.answer(
      { status: 200, body: { access_token: fresh, refresh_token: 'refresh-2', expires_in: 900 } },
      { status: 200, body: customer },
    );
    await expect(useAccountStore.getState().loadCustomer()).resolves.toMatchObject({ id: 'c1' });
    off();
    expect(events).toEqual([]);
    expect(
      server.requests.filter((r) => r.url === '/api/account/loginRefresh').map((r) => r.headers['refresh-token']),
    ).toEqual(['refresh-1', 'refresh-1']);
    expect(useAccountStore.getState()).toMatchObject({
      isLoggedIn: true,
      refreshToken: 'refresh-2',
      accessToken: fresh,
    });
  });

  it('logs out with both tokens and forgets tokens, customer data, customer number and e-mail', async () => {
    loggedIn(now() + 900);
    const access = useAccountStore.getState().accessToken;
    server.answer({ status: 204 });
    await useAccountStore.getState().logout();
    expect(server.requests[0]).toMatchObject({ url: '/api/account/logout' });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${access}`);
    expect(server.requests[0]!.headers['refresh-token']).toBe('refresh-1');
    expect(useAccountStore.getState()).toMatchObject({
      isLoggedIn: false,
      accessToken: null,
      refreshToken: null,
      customerData: null,
      customerNumber: null,
      email: null,
    });
  });

  it('on start reports a logged-in customer, and logs out one without a customer number', async () => {
    loggedIn(now() + 900);
    startAccountSession();
    expect(bus.history().at(-1)).toMatchObject({
      name: 'account:session-restored',
      payload: { customerNumber: 'RV10000042' },
    });

    loggedIn(now() + 900);
    useAccountStore.setState({ customerNumber: null });
    server.answer({ status: 204 });
    startAccountSession();
    expect(useAccountStore.getState().isLoggedIn).toBe(false);
    expect(bus.history().at(-1)).toMatchObject({
      name: 'account:logged-out',
      payload: { reason: 'no-customer-number' },
    });
  });

  it('decodes tokens and gives checkout the address and the payout saved last', () => {
    expect(decodeAccessToken(jwt({ exp: 123, customerId: 'c1', customerNumber: null }))).toEqual({
      exp: 123,
      customerId: 'c1',
      customerNumber: null,
    });
    expect(decodeAccessToken('not.a-token')).toBeNull();
    expect(accountPrefill(customer)).toMatchObject({
      email: 'anna@example.com',
      address: { zip: '10115' },
      payout: { type: 'paypal', email: 'anna.pay@example.com' },
    });
    expect(accountPrefill({ ...customer, payoutMethod: 'bank' })!.payout).toMatchObject({
      type: 'bank',
      iban: 'DE89370400440532013000',
    });
    expect(accountPrefill(null)).toBeNull();
  });
});
