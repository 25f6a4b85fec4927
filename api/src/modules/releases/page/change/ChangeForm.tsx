import type { FormEvent } from 'react';
import { keep } from '../refs';
import type { Overview } from '../types';
import { ActionField, CountriesField, FieldError, useInvalid } from './fields';
import { FIELD_IDS, needsReason, needsVersion, remoteOf, useChangeForm, versionOf } from './form-store';
import { previewLines } from './preview';
import { submitChange } from './submit';
import '../styles/change-form.css';

const update = useChangeForm.setState;
const builtOn = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB') : '?');

function VersionField({ overview: o }: { overview: Overview | null }) {
  const form = useChangeForm();
  const invalid = useInvalid('version');
  const versions = o ? o.versions[remoteOf(form, o)] : [];
  return (
    <div className="field" hidden={!needsVersion(form.action)}>
      <label htmlFor={FIELD_IDS.version}>Version</label>
      <select
        id={FIELD_IDS.version}
        name="version"
        value={o ? versionOf(form, o) : ''}
        onChange={(e) => update({ version: e.target.value })}
        {...invalid}
      >
        <option value="">Choose a version</option>
        {versions.map((v) => (
          <option key={v.version} value={v.version} disabled={!v.ok}>
            {`${v.version} · built ${builtOn(v.builtAt)}${v.gitCommit ? ` · ${v.gitCommit.slice(0, 7)}` : ''}${v.ok ? '' : ' · fails its checks'}`}
          </option>
        ))}
      </select>
      <FieldError field="version" />
    </div>
  );
}

function PercentField() {
  const action = useChangeForm((s) => s.action);
  const percent = useChangeForm((s) => s.percent);
  const invalid = useInvalid('percent', `${FIELD_IDS.percent}-hint`);
  return (
    <div className="field" hidden={action !== 'canary'}>
      <label htmlFor={FIELD_IDS.percent}>Share of visitors on the candidate (%)</label>
      <input
        id={FIELD_IDS.percent}
        name="percent"
        type="number"
        min="0.01"
        max="100"
        step="0.01"
        inputMode="decimal"
        value={percent}
        onChange={(e) => update({ percent: e.target.value })}
        {...invalid}
      />
      <p id={`${FIELD_IDS.percent}-hint`} className="muted small">
        Raising the share keeps everyone who already has the candidate.
      </p>
      <FieldError field="percent" />
    </div>
  );
}

function ReasonField() {
  const action = useChangeForm((s) => s.action);
  const reason = useChangeForm((s) => s.reason);
  const invalid = useInvalid('reason', `${FIELD_IDS.reason}-hint`);
  return (
    <div className="field">
      <label htmlFor={FIELD_IDS.reason}>Reason</label>
      <textarea
        id={FIELD_IDS.reason}
        name="reason"
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => update({ reason: e.target.value })}
        {...invalid}
      />
      <p id={`${FIELD_IDS.reason}-hint`} className="muted small">
        {needsReason(action) ? 'Required. Goes into the audit log.' : 'Optional. Goes into the audit log.'}
      </p>
      <FieldError field="reason" />
    </div>
  );
}

function Preview({ overview: o }: { overview: Overview | null }) {
  const form = useChangeForm();
  const lines = o ? previewLines(o, form) : [];
  return (
    <div className="field">
      <p className="preview-title">What will happen</p>
      <div className="preview" aria-live="polite">
        {lines.length ? (
          <ul>
            {lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">Choose at least one country.</p>
        )}
      </div>
    </div>
  );
}

/** Pin, roll back, or run a canary in one country or several. */
export function ChangeForm({ overview: o }: { overview: Overview | null }) {
  const remote = useChangeForm((s) => s.remote);
  const submitting = useChangeForm((s) => s.submitting);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (o) void submitChange(o);
  };
  return (
    <section ref={keep('changeSection')} className="card" aria-labelledby="change-title">
      <h2 id="change-title">Change a release</h2>
      <form className="change-form" aria-labelledby="change-title" noValidate onSubmit={onSubmit}>
        <ActionField />
        <CountriesField overview={o} />
        <div className="field">
          <label htmlFor={FIELD_IDS.remote}>Remote</label>
          <select
            id={FIELD_IDS.remote}
            name="remote"
            value={o ? remoteOf({ remote }, o) : ''}
            onChange={(e) => update({ remote: e.target.value })}
          >
            {o?.remotes.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <VersionField overview={o} />
        <PercentField />
        <ReasonField />
        <p className="muted small">The audit log names you as the one who made the change.</p>
        <Preview overview={o} />
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? 'Applying…' : 'Apply change'}
        </button>
      </form>
    </section>
  );
}
