/** The change form's fields, kept outside it so the matrix's "Change…" buttons can fill it in. */
import { create } from 'zustand';
import { focusTargets } from '../refs';
import type { Action, Overview } from '../types';

export const ACTIONS: { value: Action; label: string; hint: string }[] = [
  { value: 'pin', label: 'Pin a version', hint: 'Everyone in the chosen countries gets this version.' },
  { value: 'rollback', label: 'Roll back', hint: 'Back to the pin before the current one.' },
  {
    value: 'canary',
    label: 'Start or adjust a canary',
    hint: 'A share of the visitors gets the candidate; each stays on their side.',
  },
  { value: 'canary-stop', label: 'Stop the canary', hint: 'Everyone gets the pinned version again.' },
  { value: 'promote', label: 'Promote the canary', hint: 'Pin the canary’s version for everyone.' },
];
export const needsVersion = (a: Action) => a === 'pin' || a === 'canary';
export const needsReason = (a: Action) => a === 'pin' || a === 'canary';

export type Field = 'countries' | 'version' | 'percent' | 'reason';
/** The controls' ids; each field's error is `<id>-error`, its hint `<id>-hint`. */
export const FIELD_IDS = {
  countries: 'change-countries',
  remote: 'change-remote',
  version: 'change-version',
  percent: 'change-percent',
  reason: 'change-reason',
  all: 'change-all-countries',
  actionHint: 'change-action-hint',
} as const;

export interface ChangeFormState {
  action: Action;
  countries: string[];
  /** Empty: the overview's first remote. */
  remote: string;
  version: string;
  percent: string;
  reason: string;
  errors: Partial<Record<Field, string>>;
  submitting: boolean;
}

export const useChangeForm = create<ChangeFormState>(() => ({
  action: 'pin',
  countries: [],
  remote: '',
  version: '',
  percent: '10',
  reason: '',
  errors: {},
  submitting: false,
}));

export const remoteOf = (form: Pick<ChangeFormState, 'remote'>, o: Overview) =>
  (form.remote || o.remotes[0]!) as Overview['remotes'][number];

/** The chosen version while the chosen remote has it and it passes its checks, else none. */
export function versionOf(form: Pick<ChangeFormState, 'remote' | 'version'>, o: Overview): string {
  const ok = o.versions[remoteOf(form, o)].some((v) => v.version === form.version && v.ok);
  return ok ? form.version : '';
}

/** The form for one country and remote, scrolled into view, with the focus on the chosen action. */
export function prefillChange(country: string, remote: string): void {
  useChangeForm.setState({ countries: [country], remote });
  focusTargets.changeSection?.scrollIntoView({ block: 'start' });
  document.getElementById(`action-${useChangeForm.getState().action}`)?.focus();
}
