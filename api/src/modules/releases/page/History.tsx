import { useId } from 'react';
import { loadHistory } from './actions';
import { Badge, describeState, When, ScrollRegion } from './format';
import { usePage, type HistoryView, type PageState } from './store';
import type { HistoryEntry, Overview } from './types';

const COLUMNS = ['When', 'Change', 'Remote', 'From', 'To', 'By', 'Reason'];
const VIA_LABELS: Record<string, string> = {
  page: 'release page',
  cli: 'command line',
  api: 'API (automation)',
  guard: 'canary guard',
};

function EntryRow({ e }: { e: HistoryEntry }) {
  // A stop by the canary guard stands out: nobody on the team decided it.
  const guard = e.actorKind === 'guard';
  return (
    <tr>
      <td className="nowrap">
        <When iso={e.at} />
      </td>
      <td>
        {e.action} <span className="muted small">{`r${e.revision}`}</span>
      </td>
      <td>{e.remote}</td>
      <td>{describeState(e.from)}</td>
      <td>{describeState(e.to)}</td>
      <td>
        {guard ? <Badge tone="warning">guard</Badge> : null}
        {guard ? ' ' : null}
        {e.by}
        <div className="muted small">{VIA_LABELS[e.via] ?? e.via}</div>
      </td>
      <td className="reason">{e.reason}</td>
    </tr>
  );
}

function HistoryBody({ view }: { view: HistoryView }) {
  if (!view.result.ok)
    return (
      <p className="notice notice-danger" role="alert">
        {`The history could not be loaded: ${view.result.message}`}
      </p>
    );
  const history = view.result.data;
  const cc = view.country.toUpperCase();
  const table = history.entries.length ? (
    <ScrollRegion label={`History of ${cc}`}>
      <table>
        <caption className="visually-hidden">{`Changes in ${cc}, newest first`}</caption>
        <thead>
          <tr>
            {COLUMNS.map((t) => (
              <th key={t} scope="col">
                {t}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.entries.map((e) => (
            <EntryRow key={e.id} e={e} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  ) : (
    <p>No changes recorded yet.</p>
  );
  if (!history.unreadable) return table;
  return (
    <div>
      <p className="notice notice-warning">{`${history.unreadable} audit entries are not valid entries.`}</p>
      {table}
    </div>
  );
}

/** A new choice loads the history anew; the focus stays on (or comes back to) the choice. */
function choose(change: Partial<PageState>, select: HTMLSelectElement) {
  usePage.setState(change);
  void loadHistory().then(() => select.focus());
}

/** A country's audit log, newest first, optionally of one remote. */
export function History({ overview: o }: { overview: Overview }) {
  const view = usePage((s) => s.history);
  const country = usePage((s) => s.historyCountry);
  const remote = usePage((s) => s.historyRemote);
  const countryId = useId();
  const remoteId = useId();
  if (!view) return null;
  return (
    <>
      <h2 id="history-title">History</h2>
      <div className="filters">
        <div className="inline-field">
          <label htmlFor={countryId}>Show the history of</label>
          <select id={countryId} value={country} onChange={(e) => choose({ historyCountry: e.target.value }, e.target)}>
            {o.countries.map((c) => (
              <option key={c} value={c}>
                {c.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        <div className="inline-field">
          <label htmlFor={remoteId}>Only changes to</label>
          <select id={remoteId} value={remote} onChange={(e) => choose({ historyRemote: e.target.value }, e.target)}>
            <option value="">All remotes</option>
            {o.remotes.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </div>
      <HistoryBody view={view} />
    </>
  );
}
