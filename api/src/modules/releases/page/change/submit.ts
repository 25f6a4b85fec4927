import { call, isSessionEnd, type ApiFailure } from '../api';
import { announce, clearAlert, reload, showAlert, showSignIn } from '../actions';
import { focusTargets } from '../refs';
import type { Overview, ReleaseChangeResponse } from '../types';
import {
  FIELD_IDS,
  needsReason,
  needsVersion,
  remoteOf,
  useChangeForm,
  versionOf,
  type ChangeFormState,
  type Field,
} from './form-store';

/** The form's errors, in the order of its fields. */
function validate(o: Overview, form: ChangeFormState): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const percent = Number(form.percent);
  if (form.countries.length === 0) errors.countries = 'Choose at least one country.';
  if (needsVersion(form.action) && !versionOf(form, o)) errors.version = 'Choose a version.';
  if (form.action === 'canary' && !(percent > 0 && percent <= 100))
    errors.percent = 'Enter a share above 0 and at most 100.';
  if (needsReason(form.action) && !form.reason.trim()) errors.reason = 'Say why: the reason goes into the audit log.';
  return errors;
}

function requestBody(o: Overview, form: ChangeFormState) {
  const countries = form.countries;
  const expectedRevisions = Object.fromEntries(
    countries.map((cc) => [cc, o.manifests.find((m) => m.country === cc)!.revision]),
  );
  const base = { countries, remote: remoteOf(form, o), expectedRevisions };
  const reason = form.reason.trim();
  const version = versionOf(form, o);
  const a = form.action;
  if (a === 'pin') return { action: a, ...base, version, reason };
  if (a === 'canary') return { action: a, ...base, version, percent: Number(form.percent), reason };
  return { action: a, ...base, ...(reason ? { reason } : {}) };
}

/** Checks the form, sends the change, and says what happened; a refusal takes the focus. */
export async function submitChange(o: Overview): Promise<void> {
  clearAlert();
  const form = useChangeForm.getState();
  const errors = validate(o, form);
  useChangeForm.setState({ errors });
  const first = Object.keys(errors)[0] as Field | undefined;
  if (first) {
    document.getElementById(first === 'countries' ? FIELD_IDS.all : FIELD_IDS[first])?.focus();
    return;
  }
  useChangeForm.setState({ submitting: true });
  try {
    const result = await call<ReleaseChangeResponse>('POST', '/api/admin/releases/changes', requestBody(o, form));
    useChangeForm.setState({ reason: '' });
    await reload();
    const refused = result.outcomes.filter((x) => x.refused);
    announce(
      result.outcomes
        .filter((x) => !x.refused)
        .map((x) => (x.changed ? `Done: ${x.message}` : `Unchanged: ${x.message}`)),
    );
    if (refused.length)
      showAlert(
        'Some countries refused the change',
        refused.map((x) => ({ code: 'refused', message: x.message })),
      );
    focusTargets.status?.focus();
  } catch (error) {
    if (isSessionEnd(error)) return showSignIn('Your session has ended. Sign in again.');
    const failure = error as ApiFailure;
    showAlert(`Refused: ${failure.message}`, failure.problems ?? []);
    await reload().catch(() => undefined);
  } finally {
    useChangeForm.setState({ submitting: false });
  }
}
