import { loadHealth } from '../actions';
import { healthRemoteOf, usePage, type PageState } from '../store';
import type { HealthWindow, Overview } from '../types';
import { GuardSummary } from './GuardSummary';
import { HealthChart } from './HealthChart';
import { HealthTable } from './HealthTable';
import { attempts, HEALTH_CHARTS, HEALTH_WINDOW_LABELS } from './figures';
import '../styles/health.css';

interface SelectProps {
  id: string;
  label: string;
  options: [string, string][];
  value: string;
  onChange: (value: string, select: HTMLSelectElement) => void;
}

function FilterSelect({ id, label, options, value, onChange }: SelectProps) {
  return (
    <div className="inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value, e.target)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A new choice loads the section anew; the focus stays on (or comes back to) the choice. */
function choose(change: Partial<PageState>, select: HTMLSelectElement) {
  usePage.setState(change);
  void loadHealth().then(() => select.focus());
}

function HealthBody() {
  const view = usePage((s) => s.health);
  if (!view) return null;
  if (!view.result.ok)
    return (
      <p className="notice notice-danger" role="alert">
        {`Health could not be loaded: ${view.result.message}`}
      </p>
    );
  const { health, guard } = view.result.data;
  const hasData = health.versions.some((v) => attempts(v) > 0 || v.lcpP75 !== null || v.inpP75 !== null);
  return (
    <>
      <HealthTable health={health} where={view.where} />
      {hasData ? (
        <div className="health-charts">
          {HEALTH_CHARTS.map((chart) => (
            <HealthChart key={chart.title} chart={chart} health={health} where={view.where} />
          ))}
        </div>
      ) : (
        <p className="muted">No browser has reported on these versions in this window.</p>
      )}
      <GuardSummary country={view.country} guard={guard} />
    </>
  );
}

/** Health: the canary against the pinned version, per country and remote. */
export function HealthSection({ overview: o }: { overview: Overview }) {
  const loaded = usePage((s) => s.health !== null);
  return (
    <section className="card" aria-labelledby="health-title">
      {loaded ? <HealthContent overview={o} /> : null}
    </section>
  );
}

function HealthContent({ overview: o }: { overview: Overview }) {
  const country = usePage((s) => s.healthCountry);
  const window = usePage((s) => s.healthWindow);
  const remote = usePage((s) => healthRemoteOf(s, o));
  return (
    <>
      <h2 id="health-title">Health</h2>
      <p className="muted">
        What customers’ browsers report of each version: the canary against the pinned version, per country and remote.
      </p>
      <div className="filters">
        <FilterSelect
          id="health-country"
          label="Health in"
          options={o.countries.map((c) => [c, c.toUpperCase()])}
          value={country}
          onChange={(v, select) => choose({ healthCountry: v, healthRemote: '' }, select)}
        />
        <FilterSelect
          id="health-remote"
          label="of the remote"
          options={o.remotes.map((r) => [r, r])}
          value={remote}
          onChange={(v, select) => choose({ healthRemote: v }, select)}
        />
        <FilterSelect
          id="health-window"
          label="over the"
          options={Object.entries(HEALTH_WINDOW_LABELS)}
          value={window}
          onChange={(v, select) => choose({ healthWindow: v as HealthWindow }, select)}
        />
      </div>
      <HealthBody />
    </>
  );
}
