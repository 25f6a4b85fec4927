import { useSyncExternalStore } from 'react';
import { bus } from 'shared/bus';
import { create } from 'zustand';
import { COOKIES, readCookie, writeCookie } from '../../lib/cookies';

/** What a customer can allow besides what the shop needs to work. */
export interface ConsentChoice {
  /** Client id (also on controlling events), marketing touchpoints, page views and the customer in the data layer. */
  analytics: boolean;
  /** A personalization id, so the home page can show what fits the customer (where offered). */
  personalization: boolean;
}

interface ConsentState extends ConsentChoice {
  /** Whether the customer chose (until then nothing but the necessary cookies is written). */
  decided: boolean;
  /** The banner shows its settings (the customer asked to change their choice). */
  settingsOpen: boolean;
}

/** Consent is asked again after this long, as the supervisory authorities recommend. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VERSION = 'v1';

/** `v1:analytics.personalization`, `v1:analytics`, `v1:` (necessary only). */
export function encodeConsent(choice: ConsentChoice): string {
  const categories = (['analytics', 'personalization'] as const).filter((c) => choice[c]);
  return `${VERSION}:${categories.join('.')}`;
}

/** Null for a missing cookie or one of another version: then the customer is asked (again). */
export function decodeConsent(value: string | null): ConsentChoice | null {
  const m = value ? /^v1:([a-z.]*)$/.exec(value) : null;
  if (!m) return null;
  const categories = m[1]!.split('.');
  return { analytics: categories.includes('analytics'), personalization: categories.includes('personalization') };
}

export const useConsentStore = create<ConsentState>()(() => ({
  decided: false,
  analytics: false,
  personalization: false,
  settingsOpen: false,
}));

/**
 * A part of the consent state, read as it is now on both sides of a server render: zustand's own hook
 * reads the store's initial state on the server and while hydrating (no choice), which would put the
 * banner into every server-rendered page, and take it out again after hydration.
 */
export function useConsentState<T>(select: (state: ConsentState) => T): T {
  const current = () => select(useConsentStore.getState());
  return useSyncExternalStore(useConsentStore.subscribe, current, current);
}

function announce(): void {
  const { decided, analytics, personalization } = useConsentStore.getState();
  bus.emit('host:consent', { decided, analytics, personalization });
}

/** Reads the customer's earlier choice from its cookie. */
export function loadConsent(): void {
  applyConsentCookie(readCookie(COOKIES.consent));
  announce();
}

/**
 * The store as the consent cookie's value says (null: no choice yet, the banner shows). The server
 * render calls it with the request's cookie, the browser's start with its own: both render the same.
 */
export function applyConsentCookie(value: string | null): void {
  const choice = decodeConsent(value);
  useConsentStore.setState(
    choice ? { ...choice, decided: true } : { decided: false, analytics: false, personalization: false },
  );
}

/** Stores the customer's choice for a year and tells whoever listens (tracking starts or stops). */
export function saveConsent(choice: ConsentChoice): void {
  writeCookie(COOKIES.consent, encodeConsent(choice), CONSENT_MAX_AGE_SECONDS);
  useConsentStore.setState({ ...choice, decided: true, settingsOpen: false });
  announce();
}

export function openConsentSettings(): void {
  useConsentStore.setState({ settingsOpen: true });
}
