import type { StateStorage } from 'zustand/middleware';
import { bus } from 'shared/bus';
import { http, HttpError } from 'shared/http';
import type { CustomerAddress, CustomerData } from './account-schemas';

// The answers' schemas (zod) load with the first account request, not with the page.
const accountSchemas = () => import(/* webpackChunkName: "account-schemas" */ './account-schemas');
const tokenResponseSchema = () => accountSchemas().then((m) => m.tokenResponseSchema);
const customerDataSchema = () => accountSchemas().then((m) => m.customerDataSchema);
const guestAccountNumberSchema = () => accountSchemas().then((m) => m.guestAccountNumberSchema);
import { browserStorage, createPersistedStore } from './create-persisted-store';

/**
 * The account state of spec section 3. Two deliberate changes: with remember-me the browser keeps
 * the refresh token (30 days, rotating), never the password; without it, the session lives in
 * sessionStorage and ends with the browser. And only the session is stored (tokens, customer id
 * and number, e-mail): the customer data (bank and PayPal accounts, address, phone, birthdate)
 * lives in memory only and is loaded from the API by the pages that need it (`loadCustomer`).
 */
export interface AccountState {
  isLoggedIn: boolean;
  email: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  customerId: string | null;
  customerNumber: string | null;
  /** In memory only, never in browser storage: null until `loadCustomer` ran in this page load. */
  customerData: CustomerData | null;
  /** Expiry of the access token, seconds since the epoch (read from the token). */
  tokenExpiry: number;
  rememberMe: boolean;
  /** Logs in; throws the API's HttpError (`invalid_credentials`, `account_not_activated`, `rate_limited`). */
  login: (email: string, password: string, rememberMe: boolean) => Promise<void>;
  /** Takes tokens the API answered (login, password change) as the new session. */
  applyTokens: (tokens: { access_token: string; refresh_token: string }, email?: string) => void;
  /** A valid access token: the current one, or a refreshed one once its expiry has passed; null when logged out. */
  getAccessToken: () => Promise<string | null>;
  /** Reloads the customer data (after a change); logs out a user who has no customer number. */
  loadCustomer: () => Promise<CustomerData | null>;
  logout: (reason?: LogoutReason) => Promise<void>;
  /** Forgets the session locally (no API call): after the account was deleted. */
  clearSession: (reason?: LogoutReason) => void;
}

export type LogoutReason = 'user' | 'refresh-failed' | 'no-customer-number' | 'account-deleted';

interface TokenClaims {
  exp: number;
  customerId: string | null;
  customerNumber: string | null;
}

/** Reads the claims of an access token (no verification: the API verifies; the shop only needs the expiry and ids). */
export function decodeAccessToken(token: string): TokenClaims | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(
      decodeURIComponent(Array.from(json, (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join('')),
    ) as Record<string, unknown>;
    if (typeof claims.exp !== 'number') return null;
    return {
      exp: claims.exp,
      customerId: typeof claims.customerId === 'string' ? claims.customerId : null,
      customerNumber: typeof claims.customerNumber === 'string' ? claims.customerNumber : null,
    };
  } catch {
    return null;
  }
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

const STORAGE_KEY_NAME = 'account';

/** localStorage with remember-me, sessionStorage without; a session is in exactly one of them. */
const rememberingStorage: StateStorage = {
  getItem: (key) => browserStorage('local').getItem(key) ?? browserStorage('session').getItem(key),
  setItem: (key, value) => {
    let remember = false;
    try {
      remember = Boolean((JSON.parse(value) as { state?: { rememberMe?: boolean } }).state?.rememberMe);
    } catch {
      remember = false;
    }
    browserStorage(remember ? 'local' : 'session').setItem(key, value);
    browserStorage(remember ? 'session' : 'local').removeItem(key);
  },
  removeItem: (key) => {
    browserStorage('local').removeItem(key);
    browserStorage('session').removeItem(key);
  },
};

const loggedOut = {
  isLoggedIn: false,
  email: null,
  accessToken: null,
  refreshToken: null,
  customerId: null,
  customerNumber: null,
  customerData: null,
  tokenExpiry: 0,
};

let refreshing: Promise<string | null> | null = null;

/**
 * The tabs of one session tell one another what changed: a duplicated tab has its own copy of a
 * sessionStorage session, and a rotated refresh token its copy still holds would revoke the family.
 * `{ o, t }`: the session whose refresh token was `o` has the tokens `t` now (after a refresh, a
 * password change, or as the answer to `q`); `{ q }`: a tab that starts with `q` asks which tokens
 * followed it; `{ x, r }`: the session of the tokens `x` ended (reason `r`). A tab acts only on
 * its own tokens.
 */
interface SessionNews {
  o?: string;
  t?: { access_token: string; refresh_token: string };
  q?: string;
  x?: string[];
  r?: LogoutReason;
}
// In a browser only: Node has one too, and an open channel would keep a process (a test) alive.
const channel =
  typeof window === 'object' && 'BroadcastChannel' in window ? new BroadcastChannel('revalu-account') : null;
const tell = (news: SessionNews) => channel?.postMessage(news);
/** This tab's earlier refresh tokens of its session, to answer a copy that starts with one of them. */
let past: string[] = [];

/**
 * Schema version of the stored session. Version 1 stored `customerData` (IBAN, PayPal e-mail,
 * address, phone, birthdate); version 2 stores the session only.
 */
export const ACCOUNT_STORAGE_VERSION = 2;

/** What is stored: the session, nothing of the customer data. */
type StoredAccount = Pick<
  AccountState,
  | 'isLoggedIn'
  | 'email'
  | 'accessToken'
  | 'refreshToken'
  | 'customerId'
  | 'customerNumber'
  | 'tokenExpiry'
  | 'rememberMe'
>;

function storedAccount(s: AccountState): StoredAccount {
  return {
    isLoggedIn: s.isLoggedIn,
    email: s.email,
    accessToken: s.accessToken,
    refreshToken: s.refreshToken,
    customerId: s.customerId,
    customerNumber: s.customerNumber,
    tokenExpiry: s.tokenExpiry,
    rememberMe: s.rememberMe,
  };
}

/**
 * Reads stored state field by field: only the session's fields, of their types. Anything else that
 * is there (an older version's `customerData`, a field someone added) is not taken over. A stored
 * state that is logged out (another tab logged out) also forgets the customer data in memory.
 */
export function readStoredAccount(persisted: unknown): Partial<AccountState> {
  if (!persisted || typeof persisted !== 'object') return {};
  const p = persisted as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const isLoggedIn = p.isLoggedIn === true;
  return {
    isLoggedIn,
    email: text(p.email),
    accessToken: text(p.accessToken),
    refreshToken: text(p.refreshToken),
    customerId: text(p.customerId),
    customerNumber: text(p.customerNumber),
    tokenExpiry: typeof p.tokenExpiry === 'number' && Number.isFinite(p.tokenExpiry) ? p.tokenExpiry : 0,
    rememberMe: p.rememberMe === true,
    ...(isLoggedIn ? {} : { customerData: null }),
  };
}

export const useAccountStore = createPersistedStore<AccountState>(
  (set, get) => {
    function clearSession(reason: LogoutReason = 'user') {
      const { isLoggedIn: wasLoggedIn, refreshToken } = get();
      set({ ...loggedOut });
      if (refreshToken) tell({ x: [refreshToken, ...past], r: reason });
      past = [];
      if (wasLoggedIn) bus.emit('account:logged-out', { reason });
    }

    function applyTokens(tokens: { access_token: string; refresh_token: string }, email?: string) {
      const claims = decodeAccessToken(tokens.access_token);
      if (!claims) throw new Error('the access token cannot be read');
      const old = get().refreshToken;
      if (old && old !== tokens.refresh_token) {
        past.push(old);
        tell({ o: old, t: tokens });
      }
      set({
        isLoggedIn: true,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        tokenExpiry: claims.exp,
        customerId: claims.customerId,
        customerNumber: claims.customerNumber ?? get().customerNumber,
        ...(email ? { email } : {}),
      });
    }

    async function refreshNow(): Promise<string | null> {
      const run = async (): Promise<string | null> => {
        // Another tab may have refreshed while this one waited for the lock: take its tokens.
        await useAccountStore.persist.rehydrate();
        const state = get();
        // Another tab may have logged in as someone else: their data is not this session's.
        if (state.customerData && state.customerData.id !== state.customerId) set({ customerData: null });
        if (!state.isLoggedIn || !state.refreshToken) return null;
        if (state.accessToken && nowInSeconds() < state.tokenExpiry) return state.accessToken;
        try {
          const tokens = await http.post('/api/account/loginRefresh', undefined, {
            headers: { 'Refresh-Token': state.refreshToken },
            schema: tokenResponseSchema,
          });
          applyTokens(tokens);
          return tokens.access_token;
        } catch (error) {
          // The API refused the refresh token (expired, reused, revoked): the session is over.
          if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
            clearSession('refresh-failed');
            return null;
          }
          // A network failure or a 5xx is not a refusal: the session stays for the next try, and
          // the call that needed the token fails with that error, not as "not logged in" (401),
          // which its caller would take for the end of the session.
          throw error;
        }
      };
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks ? locks.request('revalu-account-refresh', run) : run();
    }

    return {
      ...loggedOut,
      rememberMe: false,
      applyTokens,
      clearSession,
      async login(email, password, rememberMe) {
        const username = email.trim().toLowerCase();
        const tokens = await http.post(
          '/api/account/login',
          { username, password, rememberMe },
          { schema: tokenResponseSchema },
        );
        set({ rememberMe });
        applyTokens(tokens, username);
        await get().loadCustomer();
        const { customerId, customerNumber } = get();
        if (get().isLoggedIn && customerNumber) bus.emit('account:logged-in', { customerId, customerNumber });
      },
      async getAccessToken() {
        const state = get();
        if (!state.isLoggedIn) return null;
        // Spec section 9: the expiry is compared with the current time in seconds; refresh once it has passed.
        if (state.accessToken && nowInSeconds() < state.tokenExpiry) return state.accessToken;
        refreshing ??= refreshNow().finally(() => {
          refreshing = null;
        });
        return refreshing;
      },
      async loadCustomer() {
        try {
          const customer = await http.get('/api/customers/customers', { auth: true, schema: customerDataSchema });
          set({
            customerData: customer,
            customerNumber: customer.customerNumber,
            customerId: customer.id,
            email: customer.email,
          });
          return customer;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.status === 404) {
            // No customer data (deleted on its own): a customer number makes it anew.
            await http.post('/api/customers/guest_account_number', undefined, {
              auth: true,
              schema: guestAccountNumberSchema,
            });
            const customer = await http.get('/api/customers/customers', { auth: true, schema: customerDataSchema });
            set({ customerData: customer, customerNumber: customer.customerNumber, customerId: customer.id });
            return customer;
          }
          if (error.status === 401) clearSession('refresh-failed');
          throw error;
        }
      },
      async logout(reason = 'user') {
        const { accessToken, refreshToken } = get();
        clearSession(reason);
        const headers: Record<string, string> = {};
        if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
        if (refreshToken) headers['Refresh-Token'] = refreshToken;
        if (!accessToken && !refreshToken) return;
        try {
          await http.post('/api/account/logout', undefined, { headers });
        } catch {
          // Logged out here whatever the API says; its tokens expire on their own.
        }
      },
    };
  },
  {
    name: STORAGE_KEY_NAME,
    version: ACCOUNT_STORAGE_VERSION,
    storage: rememberingStorage,
    // Version 1 (and the unversioned 0) kept the session next to `customerData`: the session is
    // kept, the customer data dropped. The migrated state is written back at once, so the IBAN
    // leaves storage at the first load; the page loads the data from the API when it needs it.
    migrate: (persisted) => readStoredAccount(persisted),
    sanitize: readStoredAccount,
    partialize: storedAccount,
  },
);

// Every `auth: true` call of the one HTTP client gets its token here (refreshed first when expired).
http.setAccessTokenProvider(() => useAccountStore.getState().getAccessToken());

if (channel) {
  channel.onmessage = ({ data }: MessageEvent<SessionNews>) => {
    const { refreshToken: mine, accessToken, applyTokens, clearSession } = useAccountStore.getState();
    if (!mine || !accessToken) return;
    if (data.o === mine && data.t) applyTokens(data.t);
    else if ([mine, ...past].some((token) => data.x?.includes(token))) clearSession(data.r);
    else if (data.q && past.includes(data.q))
      tell({ o: data.q, t: { access_token: accessToken, refresh_token: mine } });
  };
}

/**
 * On start (spec section 4): a logged-in customer is reported to analytics (the bus, which the
 * host's reporting listens to and which keeps its history for late listeners); one with no
 * customer number is logged out.
 */
export function startAccountSession(): void {
  const state = useAccountStore.getState();
  if (!state.isLoggedIn) return;
  // A copy of an older state of this session (a tab restored after it was discarded): a tab that
  // went on with it answers with the current tokens.
  if (state.refreshToken) tell({ q: state.refreshToken });
  if (!state.customerNumber) {
    void state.logout('no-customer-number');
    return;
  }
  bus.emit('account:session-restored', { customerId: state.customerId, customerNumber: state.customerNumber });
}
startAccountSession();

/** What checkout prefills for a logged-in customer: the address and the payout account saved last. */
export interface AccountPrefill {
  email: string;
  phone: string | null;
  address: CustomerAddress | null;
  payout:
    | { type: 'bank'; accountHolder: string; iban: string; bic: string | null }
    | { type: 'paypal'; email: string }
    | null;
}

export function accountPrefill(customer: CustomerData | null): AccountPrefill | null {
  if (!customer) return null;
  const bank = customer.bankAccounts[0];
  const paypal = customer.paypalAccounts[0];
  const preferPaypal = customer.payoutMethod === 'paypal' ? Boolean(paypal) : !bank && Boolean(paypal);
  return {
    email: customer.email,
    phone: customer.phoneContacts[0]?.phone ?? null,
    address: customer.addresses[0] ?? null,
    payout:
      preferPaypal && paypal
        ? { type: 'paypal', email: paypal.email }
        : bank
          ? { type: 'bank', accountHolder: bank.accountHolder, iban: bank.iban, bic: bank.bic }
          : null,
  };
}
