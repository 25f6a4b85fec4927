import { prefillChange } from './change/form-store';
import { Badge, ProblemList, ScrollRegion } from './format';
import type { Overview } from './types';
import './styles/matrix.css';

type Manifest = Overview['manifests'][number];
type RemoteName = Overview['remotes'][number];

function Cell({ o, m, remote }: { o: Overview; m: Manifest; remote: RemoteName }) {
  const pin = m.remotes[remote];
  const failures = o.reports
    .filter((r) => r.country === m.country && r.remote === remote)
    .reduce((n, r) => n + r.count, 0);
  const problems = [...pin.checks.problems, ...(pin.canaryChecks?.problems ?? [])];
  return (
    <td data-country={m.country} data-remote={remote}>
      <div className="cell-version">
        <span className="visually-hidden">pinned </span>
        {pin.version}
      </div>
      {pin.lastKnownGood && pin.lastKnownGood !== pin.version ? (
        <div className="muted small">{`falls back to ${pin.lastKnownGood}`}</div>
      ) : null}
      {pin.canary ? (
        <div>
          <Badge tone="info">{`canary ${pin.canary.version} · ${pin.canary.percent} %`}</Badge>
        </div>
      ) : null}
      {problems.length ? (
        <div>
          <Badge tone="danger">{`${problems.length} failing check${problems.length > 1 ? 's' : ''}`}</Badge>
          <ProblemList className="cell-problems" problems={problems} />
        </div>
      ) : null}
      {failures ? (
        <div>
          <Badge tone="warning">{`${failures} load failure${failures > 1 ? 's' : ''} (${o.reportWindowHours} h)`}</Badge>
        </div>
      ) : null}
      <button
        type="button"
        className="button button-small"
        aria-label={`Change ${remote} in ${m.country.toUpperCase()}`}
        onClick={() => prefillChange(m.country, remote)}
      >
        Change…
      </button>
    </td>
  );
}

/** Pinned version, fallback, canary and failing checks of every remote in every country. */
export function Matrix({ overview: o }: { overview: Overview }) {
  const host = o.host;
  const provides = Object.entries(host.shared)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return (
    <>
      <h2 id="matrix-title">Countries and remotes</h2>
      <p className="muted">
        {`Host: ${host.source === 'build' ? `build ${host.buildId}` : 'not built, checked against installed packages'} · provides ${provides}`}
      </p>
      <ScrollRegion label="Countries and remotes (scrolls sideways)">
        <table className="matrix">
          <caption className="visually-hidden">
            Pinned version, fallback and canary of every remote in every country
          </caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              {o.remotes.map((r) => (
                <th key={r} scope="col">
                  {r}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {o.manifests.map((m) => (
              <tr key={m.country}>
                <th scope="row">
                  <span className="country">{m.country.toUpperCase()}</span>
                  <span className="muted small">{`revision ${m.revision}`}</span>
                </th>
                {o.remotes.map((remote) => (
                  <Cell key={remote} o={o} m={m} remote={remote} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
