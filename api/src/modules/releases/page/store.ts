/** What the page shows: who is signed in, the API's overview, the notices, and the health and history views. */
import { create } from 'zustand';
import type { GuardSettings, HealthWindow, Overview, Problem, ReleaseHistory, RemoteHealth, Staff } from './types';

export type View =
  | { kind: 'loading' }
  /** `attempt` counts the sign-in forms shown: each is a fresh form. */
  | { kind: 'sign-in'; message: string | null; username: string; attempt: number }
  | { kind: 'page' }
  | { kind: 'failed'; message: string };

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export interface HistoryView {
  country: string;
  result: Loaded<ReleaseHistory>;
}

export interface HealthView {
  country: string;
  /** The remote, country and window, in words (tables' and charts' names). */
  where: string;
  result: Loaded<{ health: RemoteHealth; guard: GuardSettings }>;
}

export interface PageState {
  view: View;
  staff: Staff | null;
  overview: Overview | null;
  status: { lines: string[]; tone: 'ok' | 'info' } | null;
  alert: { title: string; problems: Problem[] } | null;
  historyCountry: string;
  historyRemote: string;
  history: HistoryView | null;
  healthCountry: string;
  /** Empty: the first remote that runs a canary in the country. */
  healthRemote: string;
  healthWindow: HealthWindow;
  health: HealthView | null;
}

export const usePage = create<PageState>(() => ({
  view: { kind: 'loading' },
  staff: null,
  overview: null,
  status: null,
  alert: null,
  historyCountry: 'de',
  historyRemote: '',
  history: null,
  healthCountry: 'de',
  healthRemote: '',
  healthWindow: '1h',
  health: null,
}));

/** Whether the signed-in person may change releases of a country (the API checks again). */
export function mayChange(staff: Staff | null, country: string): boolean {
  if (!staff) return false;
  if (staff.role === 'admin') return true;
  return staff.role === 'release-manager' && (staff.countries === null || staff.countries.includes(country));
}

export function healthRemoteOf(state: Pick<PageState, 'healthRemote' | 'healthCountry'>, o: Overview): string {
  if (state.healthRemote) return state.healthRemote;
  const m = o.manifests.find((x) => x.country === state.healthCountry);
  return o.remotes.find((r) => m?.remotes[r].canary) ?? o.remotes[0]!;
}

export function pinOf(o: Overview, country: string, remote: string) {
  const m = o.manifests.find((x) => x.country === country)!;
  return m.remotes[remote as keyof typeof m.remotes];
}
