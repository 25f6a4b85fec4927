import { mayChange, usePage } from '../store';
import type { Overview } from '../types';
import { ACTIONS, FIELD_IDS, useChangeForm, type Field } from './form-store';

const update = useChangeForm.setState;

/** A field's error: always in the page, empty (and hidden) while the field is fine. */
export function FieldError({ field }: { field: Field }) {
  const message = useChangeForm((s) => s.errors[field]);
  return (
    <p id={`${FIELD_IDS[field]}-error`} className="field-error">
      {message ?? ''}
    </p>
  );
}

/** aria-invalid and aria-describedby of a control: its hint, and its error while it has one. */
export function useInvalid(field: Field, hint?: string) {
  const invalid = useChangeForm((s) => Boolean(s.errors[field]));
  const describedBy = [hint, invalid ? `${FIELD_IDS[field]}-error` : null].filter(Boolean).join(' ');
  return {
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

export function ActionField() {
  const action = useChangeForm((s) => s.action);
  return (
    <fieldset>
      <legend>What</legend>
      <div className="radios">
        {ACTIONS.map((a) => (
          <div key={a.value} className="radio">
            <input
              type="radio"
              name="action"
              id={`action-${a.value}`}
              value={a.value}
              checked={action === a.value}
              aria-describedby={FIELD_IDS.actionHint}
              onChange={() => update({ action: a.value })}
            />
            <label htmlFor={`action-${a.value}`}>{a.label}</label>
          </div>
        ))}
      </div>
      <p id={FIELD_IDS.actionHint} className="muted small">
        {ACTIONS.find((x) => x.value === action)!.hint}
      </p>
    </fieldset>
  );
}

/** A release manager for some countries sees the others, but cannot choose them. */
export function CountriesField({ overview: o }: { overview: Overview | null }) {
  const chosen = useChangeForm((s) => s.countries);
  const staff = usePage((s) => s.staff);
  const invalid = useInvalid('countries');
  const countries = o?.countries ?? [];
  const toggle = (c: string, on: boolean) =>
    update({ countries: countries.filter((x) => (x === c ? on : chosen.includes(x))) });
  const chooseAll = (on: boolean) => update({ countries: on ? countries.filter((c) => mayChange(staff, c)) : [] });
  return (
    <fieldset id={FIELD_IDS.countries} {...invalid}>
      <legend>Countries</legend>
      <div className="radio all">
        <input
          type="checkbox"
          id={FIELD_IDS.all}
          checked={countries.length > 0 && chosen.length === countries.length}
          onChange={(e) => chooseAll(e.target.checked)}
        />
        <label htmlFor={FIELD_IDS.all}>All countries</label>
      </div>
      <div className="country-boxes">
        {countries.map((c) => (
          <div key={c} className="radio">
            <input
              type="checkbox"
              id={`${FIELD_IDS.countries}-${c}`}
              value={c}
              disabled={!mayChange(staff, c)}
              checked={chosen.includes(c)}
              onChange={(e) => toggle(c, e.target.checked)}
            />
            <label htmlFor={`${FIELD_IDS.countries}-${c}`}>{c.toUpperCase()}</label>
          </div>
        ))}
      </div>
      <FieldError field="countries" />
    </fieldset>
  );
}
