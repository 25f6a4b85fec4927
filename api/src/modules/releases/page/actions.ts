/** What the page does: sign in and out, load the overview, and the history and health it shows. */
import { flushSync } from 'react-dom';
import { call, isSessionEnd, type ApiFailure } from './api';
import { focusTargets } from './refs';
import { healthRemoteOf, usePage, type PageState } from './store';
import { HEALTH_WINDOW_LABELS } from './health/figures';
import type { GuardSettings, Overview, Problem, ReleaseHistory, RemoteHealth, Staff } from './types';

const set = usePage.setState;
const get = usePage.getState;

export function showSignIn(message: string | null = null, username = ''): void {
  const previous = get().view;
  const attempt = previous.kind === 'sign-in' ? previous.attempt + 1 : 1;
  set({ view: { kind: 'sign-in', message, username, attempt } });
}

export async function signIn(username: string, password: string): Promise<void> {
  try {
    await call<Staff>('POST', '/api/admin/session', { username, password });
  } catch (error) {
    const failure = error as ApiFailure;
    if (failure.status === 401) return showSignIn('The user name or the password is wrong.', username);
    if (failure.status === 429) return showSignIn(failure.message, username);
    if (failure.status === 400) return showSignIn('Enter your user name and your password.', username);
    return showSignIn(`Signing in failed: ${failure.message}`, username);
  }
  await start();
}

export async function signOut(): Promise<void> {
  await call('DELETE', '/api/admin/session').catch(() => undefined);
  set({ staff: null, overview: null, status: null, alert: null, history: null, health: null });
  showSignIn();
}

export function announce(lines: string[], tone: 'ok' | 'info' = 'ok'): void {
  set({ status: lines.length ? { lines, tone } : null });
}

/** Shows what was refused and moves the focus to it. */
export function showAlert(title: string, problems: Problem[] = []): void {
  flushSync(() => set({ alert: { title, problems } }));
  focusTargets.alert?.focus();
}

export const clearAlert = () => set({ alert: null });

let historyRequest = 0;
export async function loadHistory(): Promise<void> {
  const request = ++historyRequest;
  const { historyCountry: country, historyRemote: remote } = get();
  const query = new URLSearchParams({ limit: '50', ...(remote ? { remote } : {}) });
  let history: PageState['history'];
  try {
    const data = await call<ReleaseHistory>(
      'GET',
      `/api/admin/releases/${encodeURIComponent(country)}/history?${query}`,
    );
    history = { country, result: { ok: true, data } };
  } catch (error) {
    history = { country, result: { ok: false, message: (error as Error).message } };
  }
  if (request === historyRequest) set({ history });
}

let healthRequest = 0;
export async function loadHealth(): Promise<void> {
  const o = get().overview;
  if (!o) return;
  const request = ++healthRequest;
  const state = get();
  const cc = state.healthCountry;
  const remote = healthRemoteOf(state, o);
  const where = `${remote} in ${cc.toUpperCase()} over the ${HEALTH_WINDOW_LABELS[state.healthWindow]}`;
  let health: PageState['health'];
  try {
    const [figures, guard] = await Promise.all([
      call<RemoteHealth>(
        'GET',
        `/api/admin/releases/${encodeURIComponent(cc)}/${encodeURIComponent(remote)}/health?window=${state.healthWindow}`,
      ),
      call<GuardSettings>('GET', `/api/admin/releases/${encodeURIComponent(cc)}/guard`),
    ]);
    health = { country: cc, where, result: { ok: true, data: { health: figures, guard } } };
  } catch (error) {
    health = { country: cc, where, result: { ok: false, message: (error as Error).message } };
  }
  if (request === healthRequest) set({ health });
}

/** The overview again, then the health and history it names. */
export async function reload(): Promise<void> {
  const overview = await call<Overview>('GET', '/api/admin/releases');
  set({ overview });
  await Promise.all([loadHealth(), loadHistory()]);
}

export async function start(): Promise<void> {
  let staff: Staff | null = null;
  try {
    staff = await call<Staff>('GET', '/api/admin/session');
  } catch (error) {
    if (isSessionEnd(error)) return showSignIn();
  }
  try {
    flushSync(() => set({ staff, view: { kind: 'page' } }));
    await reload();
    // The page takes the focus once it has loaded, unless the user has already moved it (the
    // matrix's buttons work before the history below them has loaded): never pull focus away.
    const active = document.activeElement;
    const root = document.getElementById('app');
    if (!active || active === document.body || !root?.contains(active)) focusTargets.main?.focus();
  } catch (error) {
    if (isSessionEnd(error)) return showSignIn('Your session has ended. Sign in again.');
    set({ view: { kind: 'failed', message: `The release page could not load: ${(error as Error).message}` } });
  }
}
