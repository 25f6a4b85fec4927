import { announce, reload, signOut } from './actions';
import { ChangeForm } from './change/ChangeForm';
import { When } from './format';
import { HealthSection } from './health/HealthSection';
import { History } from './History';
import { Matrix } from './Matrix';
import { AlertSlot, StatusRegion } from './Notices';
import { keep } from './refs';
import { Reports } from './Reports';
import { usePage } from './store';
import type { Staff } from './types';
import { Versions } from './Versions';
import './styles/topbar.css';

const ROLE_LABELS: Record<Staff['role'], string> = {
  viewer: 'viewer',
  'release-manager': 'release manager',
  admin: 'admin',
};

function describeStaff(staff: Staff): string {
  const countries =
    staff.role === 'release-manager' && staff.countries
      ? ` for ${staff.countries.map((c) => c.toUpperCase()).join(', ')}`
      : '';
  return `${ROLE_LABELS[staff.role]}${countries}`;
}

function TopBar({ staff }: { staff: Staff | null }) {
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <p className="brand">Revalu</p>
        <p className="topbar-title">Release management</p>
        {staff ? (
          <p className="signed-in">
            Signed in as <strong>{staff.name}</strong>
            {` (${describeStaff(staff)})`}
          </p>
        ) : null}
        <button type="button" className="button button-ghost" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </header>
  );
}

function ViewerNote() {
  return (
    <section className="card" aria-labelledby="change-title">
      <h2 id="change-title">Change a release</h2>
      <p>You are signed in as a viewer: you can see every release, but not change one.</p>
    </section>
  );
}

/** The signed-in page: the matrix, the change form, versions, health, history and load failures. */
export function Shell() {
  const staff = usePage((s) => s.staff);
  const o = usePage((s) => s.overview);
  return (
    <>
      <TopBar staff={staff} />
      <main id="main" ref={keep('main')} tabIndex={-1}>
        <div className="page-head">
          <div>
            <h1>Releases</h1>
            <p className="muted">
              Which version of each remote every country runs. Changes reach customers on their next page load, with no
              rebuild.
            </p>
          </div>
          <div className="page-actions">
            <p className="muted loaded-at">{o ? <>Loaded {<When iso={o.generatedAt} />}</> : null}</p>
            <button
              type="button"
              className="button"
              onClick={() => void reload().then(() => announce(['Reloaded.'], 'info'))}
            >
              Reload
            </button>
          </div>
        </div>
        <StatusRegion />
        <AlertSlot />
        <section className="card" aria-labelledby="matrix-title">
          {o ? <Matrix overview={o} /> : null}
        </section>
        <div className="columns">
          {staff?.role === 'viewer' ? <ViewerNote /> : <ChangeForm overview={o} />}
          <section className="card" aria-labelledby="versions-title">
            {o ? <Versions overview={o} /> : null}
          </section>
        </div>
        {o ? <HealthSection overview={o} /> : <section className="card" aria-labelledby="health-title" />}
        <section className="card" aria-labelledby="history-title">
          {o ? <History overview={o} /> : null}
        </section>
        <section className="card" aria-labelledby="reports-title">
          {o ? <Reports overview={o} /> : null}
        </section>
      </main>
    </>
  );
}
