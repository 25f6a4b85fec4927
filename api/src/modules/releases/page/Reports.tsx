import { When, ScrollRegion } from './format';
import type { Overview } from './types';

const COLUMNS = ['Country', 'Remote', 'Version', 'What happened', 'Count', 'Last', 'Last message'];

const WHAT_HAPPENED: Record<string, string> = {
  fallback: 'fell back to another version',
  refused: 'not mounted: imports what the host lacks',
};

/** Remote versions that failed in customers' browsers, as the host reported them. */
export function Reports({ overview: o }: { overview: Overview }) {
  return (
    <>
      <h2 id="reports-title">{`Load failures in customers’ browsers (last ${o.reportWindowHours} h)`}</h2>
      {o.reports.length ? (
        <ScrollRegion label="Load failures">
          <table>
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
              {o.reports.map((r, i) => (
                <tr key={i}>
                  <td>{r.country.toUpperCase()}</td>
                  <td>{r.remote}</td>
                  <td>{r.version}</td>
                  <td>{WHAT_HAPPENED[r.kind] ?? 'region showed its fallback'}</td>
                  <td>{r.count}</td>
                  <td className="nowrap">
                    <When iso={r.lastAt} />
                  </td>
                  <td className="reason">{r.lastMessage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p>None reported.</p>
      )}
    </>
  );
}
