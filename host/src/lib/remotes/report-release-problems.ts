import type { CountryCode, RemoteName } from 'config';
import { bus } from 'shared/bus';

export interface ReleaseProblemReport {
  country: CountryCode;
  remote: RemoteName;
  /** The version that failed. */
  version: string;
  /**
   * `fallback`: the host switched to `fellBackTo`; `failed`: the region shows its fallback message;
   * `refused`: the version was not mounted, as it imports what the host does not provide.
   */
  kind: 'fallback' | 'failed' | 'refused';
  fellBackTo: string | null;
  message: string;
}

export const RELEASE_REPORTS_URL = '/api/releases/reports';

function send(report: ReleaseProblemReport): void {
  // keepalive: the report still goes out if the customer navigates away right after.
  void fetch(RELEASE_REPORTS_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/**
 * Reports a remote version that failed in this browser (a fallback to another version, or a
 * region left showing its fallback) to the server, where the release page counts them per
 * country, remote and version. Once per page for each problem. Returns the unsubscribe function.
 */
export function reportReleaseProblems(country: CountryCode): () => void {
  const sent = new Set<string>();
  const once = (report: ReleaseProblemReport) => {
    const id = `${report.kind}|${report.remote}|${report.version}`;
    if (sent.has(id)) return;
    sent.add(id);
    send(report);
  };
  const offFallback = bus.on('host:remote-fallback', (e) =>
    once({
      country,
      remote: e.remote,
      version: e.from,
      kind: 'fallback',
      fellBackTo: e.to,
      message: `fell back from ${e.from} to ${e.to}`,
    }),
  );
  const offFailed = bus.on('host:remote-load-failed', (e) => {
    if (e.version)
      once({
        country,
        remote: e.remote,
        version: e.version,
        kind: 'failed',
        fellBackTo: null,
        message: `${e.module}: ${e.message}`.slice(0, 300),
      });
  });
  const offRefused = bus.on('host:remote-refused', (e) =>
    once({
      country,
      remote: e.remote,
      version: e.version,
      kind: 'refused',
      fellBackTo: null,
      message: `not mounted: ${e.problems.join(', ')}`.slice(0, 300),
    }),
  );
  return () => {
    offFallback();
    offFailed();
    offRefused();
  };
}
