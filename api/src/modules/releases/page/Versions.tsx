import { useId, useState } from 'react';
import { Badge, ProblemList, size, upper, When, ScrollRegion } from './format';
import type { Overview } from './types';

const COLUMNS = ['Version', 'Built', 'Commit', 'Size', 'Checks', 'Pinned', 'Canary'];

function VersionTable({ o, remote }: { o: Overview; remote: Overview['remotes'][number] }) {
  const rows = o.versions[remote];
  if (!rows.length)
    return <p>{`No version of ${remote} is published. A team publishes with: npm run release -- publish ${remote}`}</p>;
  return (
    <ScrollRegion label={`Published versions of ${remote}`}>
      <table>
        <caption className="visually-hidden">{`Published versions of ${remote}, newest first`}</caption>
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
          {rows.map((v) => (
            <tr key={v.version}>
              <th scope="row">{v.version}</th>
              <td className="nowrap">
                <When iso={v.builtAt} />
              </td>
              <td>
                <code title={v.gitCommit ?? undefined}>{v.gitCommit?.slice(0, 7) ?? '–'}</code>
              </td>
              <td className="nowrap" title={`${v.files} files`}>
                {size(v.bytes)}
              </td>
              <td>
                {v.ok ? (
                  <Badge tone="ok">ok</Badge>
                ) : (
                  <div>
                    <Badge tone="danger">refused</Badge>
                    <ProblemList className="cell-problems" problems={v.problems} />
                  </div>
                )}
              </td>
              <td>{upper(v.pinnedIn) || '–'}</td>
              <td>{upper(v.canaryIn) || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The published versions of one remote, with their checks and where each runs. */
export function Versions({ overview: o }: { overview: Overview }) {
  const [chosen, setChosen] = useState('');
  const remote = (chosen || o.remotes[0]) as Overview['remotes'][number];
  const selectId = useId();
  return (
    <>
      <h2 id="versions-title">Published versions</h2>
      <div className="inline-field">
        <label htmlFor={selectId}>Show the versions of</label>
        <select id={selectId} value={remote} onChange={(e) => (setChosen(e.target.value), e.target.focus())}>
          {o.remotes.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <VersionTable o={o} remote={remote} />
    </>
  );
}
