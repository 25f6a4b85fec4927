/**
 * Tracking, only as far as the customer consented (loaded after the first render). Spec section 9:
 * client id from GET /api/client-id kept one year; the personalization cookie and its server copy
 * one year; the 11 marketing touchpoint parameters sent as a `marketing_touchpoint` controlling
 * event. Withdrawing consent deletes what was written.
 */
import {
  CLIENT_ID_COOKIE_MAX_AGE_SECONDS,
  countries,
  MARKETING_TOUCHPOINT_PARAMS,
  PERSONALIZATION_COOKIE_MAX_AGE_DAYS,
  type Site,
} from 'config';
import { sendControllingEvent, useTrackingStore } from 'shared/analytics';
import { bus } from 'shared/bus';
import { http } from 'shared/http';
import * as z from 'zod/mini';
import { COOKIES, deleteCookie, readCookie, writeCookie } from '../../lib/cookies';
import { useConsentStore } from './consent-store';

const CLIENT_ID = /^[0-9a-f]{32}$/;
const PERSONALIZATION_ID = /^[A-Za-z0-9_-]{16,64}$/;
const TOUCHPOINT_KEY = 'revalu:touchpoint';

const clientIdResponse = z.object({ clientId: z.string().check(z.regex(CLIENT_ID)) });

let clientIdRequest: Promise<string | null> | null = null;

/** The client id: from its cookie, else a new one from the API, kept for a year. */
export function ensureClientId(): Promise<string | null> {
  const existing = readCookie(COOKIES.clientId);
  if (existing && CLIENT_ID.test(existing)) {
    useTrackingStore.getState().setClientId(existing);
    return Promise.resolve(existing);
  }
  clientIdRequest ??= http
    .get('/api/client-id', { schema: clientIdResponse })
    .then(({ clientId }) => {
      // The customer may have withdrawn consent while the call ran.
      if (!useConsentStore.getState().analytics) return null;
      writeCookie(COOKIES.clientId, clientId, CLIENT_ID_COOKIE_MAX_AGE_SECONDS);
      useTrackingStore.getState().setClientId(clientId);
      return clientId;
    })
    .catch((error: unknown) => {
      console.error('error creating client id', error);
      return null;
    })
    .finally(() => {
      clientIdRequest = null;
    });
  return clientIdRequest;
}

function randomId(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The personalization id where the country personalizes: kept, restored from the server's copy, or new. */
function ensurePersonalizationId(site: Site): void {
  const { enabled, cookieName } = countries[site.country].personalization;
  if (!enabled) return;
  const current = readCookie(cookieName);
  const copy = readCookie(`${cookieName}_copy`);
  const id =
    current && PERSONALIZATION_ID.test(current) ? current : copy && PERSONALIZATION_ID.test(copy) ? copy : randomId();
  writeCookie(cookieName, id, PERSONALIZATION_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60);
}

function dropPersonalization(site: Site): void {
  const { cookieName } = countries[site.country].personalization;
  deleteCookie(cookieName);
  deleteCookie(`${cookieName}_copy`);
}

function dropAnalytics(): void {
  deleteCookie(COOKIES.clientId);
  useTrackingStore.getState().setClientId(null);
  forgetTouchpoint();
}

/** The marketing parameters of a landing URL, if any (at most 512 characters each). */
export function touchpointParams(search: string): Record<string, string> | null {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of MARKETING_TOUCHPOINT_PARAMS) {
    const value = query.get(name);
    if (value) found[name] = value.slice(0, 512);
  }
  return Object.keys(found).length ? found : null;
}

function forgetTouchpoint(): void {
  try {
    window.sessionStorage.removeItem(TOUCHPOINT_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Remembers the touchpoint of a landing URL until the customer decides: sent once they allow
 * analytics, dropped if they do not.
 */
export function captureTouchpoint(search: string): void {
  const params = touchpointParams(search);
  if (!params) return;
  try {
    window.sessionStorage.setItem(TOUCHPOINT_KEY, JSON.stringify({ params, url: window.location.href.slice(0, 2048) }));
  } catch {
    return;
  }
  void flushTouchpoint();
}

async function flushTouchpoint(): Promise<void> {
  const { decided, analytics } = useConsentStore.getState();
  if (!decided) return;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(TOUCHPOINT_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  forgetTouchpoint();
  if (!analytics) return;
  let parsed: { params?: Record<string, unknown> };
  try {
    parsed = JSON.parse(stored) as { params?: Record<string, unknown> };
  } catch {
    return;
  }
  const eventData: Record<string, string> = {};
  for (const name of MARKETING_TOUCHPOINT_PARAMS) {
    const value = parsed.params?.[name];
    if (typeof value === 'string') eventData[name] = value;
  }
  if (!Object.keys(eventData).length) return;
  await ensureClientId();
  await sendControllingEvent('marketing_touchpoint', eventData);
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** Applies the current consent: writes or deletes the cookies and sends what waited for it. */
export function applyConsent(site: Site): void {
  const { decided, analytics, personalization } = useConsentStore.getState();
  if (!decided) return;
  if (analytics) void ensureClientId().then(() => flushTouchpoint());
  else {
    dropAnalytics();
    void flushTouchpoint();
  }
  if (personalization) ensurePersonalizationId(site);
  else dropPersonalization(site);
}

function pushToDataLayer(entry: Record<string, unknown>): void {
  if (!useConsentStore.getState().analytics) return;
  const win = window as DataLayerWindow;
  (win.dataLayer ??= []).push(entry);
}

const ACCOUNT_EVENTS = new Set(['account:session-restored', 'account:logged-in', 'account:logged-out']);

/**
 * Starts tracking for the page's life: follows consent changes, and reports to the data layer,
 * once analytics is allowed, the customer (spec section 4: a logged-in customer is reported on
 * start, by customer number; a login and a logout as they happen) and page views (page type 404
 * for the not-found page, spec section 2).
 */
export function startTracking(site: Site): () => void {
  applyConsent(site);
  const pushView = (view: { path: string; routeName: string | null; pageType: string }) =>
    pushToDataLayer({ event: 'page_view', pageType: view.pageType, routeName: view.routeName, path: view.path });
  const pushCustomer = (customerNumber: string | null) =>
    pushToDataLayer({ event: 'customer', loggedIn: customerNumber !== null, customerNumber });
  // What happened before this module loaded (after the first render): the account's last state, then the last page view.
  const history = bus.history();
  const lastAccount = history.filter((e) => ACCOUNT_EVENTS.has(e.name)).at(-1);
  if (lastAccount && lastAccount.name !== 'account:logged-out')
    pushCustomer((lastAccount.payload as { customerNumber: string }).customerNumber);
  const earlier = history.filter((e) => e.name === 'host:page-view');
  if (earlier.length) pushView(earlier.at(-1)!.payload as { path: string; routeName: string | null; pageType: string });
  const offs = [
    bus.on('host:consent', () => applyConsent(site)),
    bus.on('host:page-view', pushView),
    bus.on('account:session-restored', (e) => pushCustomer(e.customerNumber)),
    bus.on('account:logged-in', (e) => pushCustomer(e.customerNumber)),
    bus.on('account:logged-out', () => pushCustomer(null)),
  ];
  return () => offs.forEach((off) => off());
}
