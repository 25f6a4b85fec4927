import { Badge, ScrollRegion } from '../format';
import type { RemoteHealth } from '../types';
import { attempts, msText, percentOf } from './figures';

const COLUMNS = ['Version', 'Loads', 'Failure rate', 'Error rate', 'p75 LCP', 'p75 INP', 'Clients'];

export function HealthTable({ health, where }: { health: RemoteHealth; where: string }) {
  return (
    <ScrollRegion label={`Health figures of ${where}`}>
      <table className="health-table">
        <caption className="visually-hidden">{`Health of ${where}, per version`}</caption>
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
          {health.versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">
                {v.version} <Badge tone={v.role === 'canary' ? 'info' : 'neutral'}>{v.role}</Badge>
              </th>
              <td className="num">{attempts(v)}</td>
              <td className="num">
                {percentOf(v.failures, attempts(v))}
                <div className="muted small">{`${v.failures} of ${attempts(v)}`}</div>
              </td>
              <td className="num">
                {percentOf(v.errors, v.loads)}
                <div className="muted small">{`${v.errors} of ${v.loads} mounted`}</div>
              </td>
              <td className="num">{msText(v.lcpP75)}</td>
              <td className="num">{msText(v.inpP75)}</td>
              <td className="num">
                {v.clients}
                {v.failingClients ? (
                  <div className="muted small">{`${v.failingClients} with a failure or error`}</div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
