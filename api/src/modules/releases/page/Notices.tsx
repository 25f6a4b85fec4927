import { ProblemList } from './format';
import { keep } from './refs';
import { usePage } from './store';

/** What the last change did, read out politely. */
export function StatusRegion() {
  const status = usePage((s) => s.status);
  return (
    <div ref={keep('status')} className="announcer" role="status" aria-live="polite" tabIndex={-1}>
      {status ? (
        <div className={`notice notice-${status.tone}`}>
          {status.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** What was refused; it takes the focus when it shows. */
export function AlertSlot() {
  const alert = usePage((s) => s.alert);
  return (
    <div className="alert-slot">
      {alert ? (
        <div ref={keep('alert')} className="notice notice-danger" role="alert" tabIndex={-1}>
          <p className="notice-title">{alert.title}</p>
          {alert.problems.length ? <ProblemList problems={alert.problems} /> : null}
          <p className="muted">Nothing was changed.</p>
        </div>
      ) : null}
    </div>
  );
}
