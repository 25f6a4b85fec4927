import { Badge } from '../format';
import type { GuardSettings } from '../types';

const points = (rate: number) => `${(rate * 100).toFixed(1)} points`;
const share = (rate: number) => `${Math.round(rate * 100)} %`;

export function GuardSummary({ country, guard: g }: { country: string; guard: GuardSettings }) {
  return (
    <div className="guard-settings">
      <h3>{`Canary guard in ${country.toUpperCase()}`}</h3>
      <p>
        {g.enabled ? <Badge tone="ok">on</Badge> : <Badge tone="warning">off</Badge>}{' '}
        {g.enabled
          ? `Stops a canary that, over the last ${g.windowMinutes} min, does worse than the pinned version:`
          : 'Canaries in this country are not watched.'}
      </p>
      {g.enabled ? (
        <ul className="small">
          <li>{`judged after ${g.minLoads} canary loads`}</li>
          <li>
            {`failure or error rate more than ${points(g.failureRateMargin)} / ${points(g.errorRateMargin)} higher, seen by at least ${g.minClients} clients`}
          </li>
          <li>
            {`p75 LCP more than ${share(g.lcpMargin)} or p75 INP more than ${share(g.inpMargin)} slower, over at least ${g.minVitals} pages each`}
          </li>
        </ul>
      ) : null}
      <p className="muted small">
        Its stops are in the history, marked “guard”. Settings: PUT /api/admin/releases/&lt;cc&gt;/guard.
      </p>
    </div>
  );
}
