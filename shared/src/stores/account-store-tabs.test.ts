import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import type * as AccountStoreModule from './account-store';
import type * as PersistedStoreModule from './create-persisted-store';
import type * as BusModule from 'shared/bus';
import type * as HttpModule from 'shared/http';

// Tabs of one browser: each its own copy of the shop's modules and its own sessionStorage; one
// localStorage; BroadcastChannel (jsdom has none) from Node, which delivers between instances as a
// browser does between tabs. A duplicated tab starts with a copy of its twin's sessionStorage.

const channels: NodeBroadcastChannel[] = [];
class TabChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    this.unref();
    channels.push(this);
  }
}

class MemoryStorage implements Storage {
  constructor(private readonly items = new Map<string, string>()) {}
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
  copy = () => new MemoryStorage(new Map(this.items));
}

/** A real HTTP server whose answers each test scripts (CORS included: jsdom is a browser). */
const requests: { url: string; headers: IncomingMessage['headers'] }[] = [];
let answers: { status: number; body?: unknown }[] = [];
const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, refresh-token, content-type, accept',
  };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  requests.push({ url: req.url!, headers: req.headers });
  const answer = answers.shift() ?? { status: 500 };
  res
    .writeHead(answer.status, { 'content-type': 'application/json', ...cors })
    .end(answer.status === 204 ? undefined : JSON.stringify(answer.body ?? {}));
});
let baseURL = '';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const now = () => Math.floor(Date.now() / 1000);
const access = (n: number, exp = now() + 900) =>
  `${b64({ alg: 'HS256' })}.${b64({ exp, n, customerId: 'c1', customerNumber: 'RV10000042' })}.signature`;
const tokens = (n: number) => ({
  status: 200,
  body: { access_token: access(n), refresh_token: `refresh-${n}`, expires_in: 900 },
});
const refreshesWith = () =>
  requests.filter((r) => r.url === '/api/account/loginRefresh').map((r) => r.headers['refresh-token']);

interface Tab {
  store: typeof AccountStoreModule.useAccountStore;
  bus: typeof BusModule.bus;
  http: typeof HttpModule.http;
  session: MemoryStorage;
}

async function openTab(session: MemoryStorage): Promise<Tab> {
  let tab!: Tab;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./create-persisted-store', () => {
      const actual = jest.requireActual<typeof PersistedStoreModule>('./create-persisted-store');
      return {
        ...actual,
        browserStorage: (kind: 'local' | 'session') => (kind === 'session' ? session : actual.browserStorage(kind)),
      };
    });
    const { http: client } = await import('shared/http');
    client.setBaseURL(baseURL);
    const { bus } = await import('shared/bus');
    const { useAccountStore } = await import('./account-store');
    tab = { store: useAccountStore, bus, http: client, session };
  });
  return tab;
}

/** A tab logged in without remember-me, its access token expired: the next call refreshes. */
function loggedInSession(refresh = 'refresh-1') {
  const session = new MemoryStorage();
  const state = {
    isLoggedIn: true,
    email: 'anna@example.com',
    accessToken: access(0, now() - 1),
    refreshToken: refresh,
    customerId: 'c1',
    customerNumber: 'RV10000042',
    tokenExpiry: now() - 1,
    rememberMe: false,
  };
  session.setItem('revalu:account', JSON.stringify({ state, version: 2 }));
  return session;
}

async function until(what: () => boolean) {
  for (let i = 0; i < 100 && !what(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(what()).toBe(true);
}

const storedRefresh = (tab: Tab) =>
  (JSON.parse(tab.session.getItem('revalu:account') ?? '{}') as { state?: { refreshToken?: string } }).state
    ?.refreshToken ?? null;

beforeAll(async () => {
  Object.assign(globalThis, { BroadcastChannel: TabChannel });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests.length = 0;
  answers = [];
});
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  jest.dontMock('./create-persisted-store');
});

describe('account store: duplicated tabs of a session without remember-me', () => {
  it('a tab takes the tokens its twin rotated, so neither ever presents a used refresh token', async () => {
    const a = await openTab(loggedInSession());
    const b = await openTab(a.session.copy());

    answers = [tokens(2), { status: 200, body: {} }];
    await a.http.get('/api/customers/addresses', { auth: true });
    expect(refreshesWith()).toEqual(['refresh-1']);
    // The twin holds the new pair at once, in memory and in its own sessionStorage (for a reload).
    await until(() => b.store.getState().refreshToken === 'refresh-2');
    expect(storedRefresh(b)).toBe('refresh-2');

    // Its next call needs no refresh; once that token expires too, it rotates the newest token, and the first tab follows.
    answers = [{ status: 200, body: {} }, tokens(3), { status: 200, body: {} }];
    await b.http.get('/api/customers/addresses', { auth: true });
    expect(requests.at(-1)!.headers.authorization).toBe(`Bearer ${access(2, b.store.getState().tokenExpiry)}`);
    b.store.setState({ tokenExpiry: now() - 1 });
    await b.http.get('/api/customers/addresses', { auth: true });
    await until(() => a.store.getState().refreshToken === 'refresh-3');
    expect(refreshesWith()).toEqual(['refresh-1', 'refresh-2']);
    expect(storedRefresh(a)).toBe('refresh-3');
  });

  it('a tab restored with an older copy of the session asks, and the tab that went on answers with the current tokens', async () => {
    const a = await openTab(loggedInSession());
    const stale = a.session.copy();
    answers = [tokens(2), { status: 200, body: {} }];
    await a.http.get('/api/customers/addresses', { auth: true });

    // E.g. a tab the browser discarded and reloads from its sessionStorage, which still says refresh-1.
    const b = await openTab(stale);
    await until(() => b.store.getState().refreshToken === 'refresh-2');
    answers = [tokens(3), { status: 200, body: {} }];
    b.store.setState({ tokenExpiry: now() - 1 });
    await b.http.get('/api/customers/addresses', { auth: true });
    expect(refreshesWith()).toEqual(['refresh-1', 'refresh-2']);
  });

  it('logging out in one tab logs out its duplicates at once, and leaves another session alone', async () => {
    const a = await openTab(loggedInSession());
    const b = await openTab(a.session.copy());
    const other = await openTab(loggedInSession('refresh-9'));
    const events: unknown[] = [];
    b.bus.on('account:logged-out', (e) => events.push(e));

    answers = [{ status: 204 }];
    await a.store.getState().logout();
    await until(() => !b.store.getState().isLoggedIn);
    expect(events).toEqual([{ reason: 'user' }]);
    expect(b.store.getState()).toMatchObject({ accessToken: null, refreshToken: null, customerNumber: null });
    expect(storedRefresh(b)).toBeNull();
    expect(requests.map((r) => r.url)).toEqual(['/api/account/logout']);
    expect(other.store.getState()).toMatchObject({ isLoggedIn: true, refreshToken: 'refresh-9' });
  });

  it('a tab that fell behind logs out too when the tab ahead of it logs out', async () => {
    const a = await openTab(loggedInSession());
    const stale = a.session.copy();
    answers = [tokens(2), { status: 200, body: {} }];
    await a.http.get('/api/customers/addresses', { auth: true });
    // A tab still on the used token (its answer not in yet): it is of the same session all the same.
    const b = await openTab(stale);
    await until(() => b.store.getState().refreshToken === 'refresh-2');
    b.store.setState({ refreshToken: 'refresh-1' });
    const events: unknown[] = [];
    b.bus.on('account:logged-out', (e) => events.push(e));

    answers = [{ status: 204 }];
    await a.store.getState().logout('account-deleted');
    await until(() => !b.store.getState().isLoggedIn);
    expect(events).toEqual([{ reason: 'account-deleted' }]);
  });
});
