import type { CountryCode, RemoteName } from 'config';
import { bus } from 'shared/bus';

/**
 * Release health in the browser (docs/decisions/0122-release-health-and-the-canary-guard.md): each remote
 * module's load (mounted, and how long after its load began), a version that failed to load, a render
 * error in a remote's region, and the Web Vitals of the page whose main content a remote rendered. Sent
 * anonymously (no identifier, no cookie) to the API, which sums them per version; only a sample of page
 * loads reports (the server names the rate in `<meta name="shop-health-sample">`).
 */
export const HEALTH_REPORT_URL = '/api/releases/health';
const MAX_EVENTS = 30;
/** Reports leave a moment after the first event, so one page's loads travel together. */
const SEND_AFTER_MS = 2000;

type HealthEvent =
  | { kind: 'load'; remote: RemoteName; version: string; ms: number }
  | { kind: 'failure' | 'error'; remote: RemoteName; version: string }
  | { kind: 'vital'; remote: RemoteName; version: string; name: 'LCP' | 'INP' | 'CLS'; value: number };

let country: CountryCode | null = null;
const queue: HealthEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** The remote and version that render the page's main content now: the Web Vitals are theirs. */
let page: { remote: RemoteName; version: string } | null = null;
const loadStarts = new Map<string, number>();
const sent = new Set<string>();

function sampleRate(): number {
  const value = Number(document.querySelector<HTMLMetaElement>('meta[name="shop-health-sample"]')?.content);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

function send(events: HealthEvent[], leaving: boolean): void {
  if (!country || events.length === 0) return;
  const body = JSON.stringify({ country, events });
  // Leaving the page: the beacon still goes out after the page is gone.
  if (leaving && navigator.sendBeacon?.(HEALTH_REPORT_URL, new Blob([body], { type: 'application/json' }))) return;
  void fetch(HEALTH_REPORT_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch(() => undefined);
}

function flush(leaving = false): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length) send(queue.splice(0, MAX_EVENTS), leaving);
}

function push(event: HealthEvent): void {
  if (!country) return;
  queue.push(event);
  timer ??= setTimeout(() => flush(), SEND_AFTER_MS);
}

/** Once per page load for failures and errors of a version: a retry loop must not count a version many times. */
function once(event: HealthEvent): void {
  const key = `${event.kind}|${event.remote}|${event.version}`;
  if (sent.has(key)) return;
  sent.add(key);
  push(event);
}

/** A remote module's load began (the first time this page asks for it). */
export function noteLoadStart(remote: RemoteName, module: string): void {
  loadStarts.set(`${remote}|${module}`, performance.now());
}

/** A remote module mounted: counted as a load when its load began on this page. */
export function noteMounted(remote: RemoteName, module: string, version: string | null, kind: 'page' | 'widget'): void {
  if (!version) return;
  if (kind === 'page') page = { remote, version };
  const key = `${remote}|${module}`;
  const start = loadStarts.get(key);
  if (start === undefined) return;
  loadStarts.delete(key);
  push({ kind: 'load', remote, version, ms: Math.round(performance.now() - start) });
}

/** A region shows its fallback: the version failed to load, or it loaded and threw while rendering. */
export function noteRegionFailed(remote: RemoteName, version: string | null, loaded: boolean): void {
  if (version) once({ kind: loaded ? 'error' : 'failure', remote, version });
}

/**
 * Starts reporting for this page load, if it is in the sample: failures the loader reports on the bus,
 * the Web Vitals (the `web-vitals` library, loaded once the page has rendered; it reads what the browser
 * buffered since the start), and everything still queued when the page is hidden.
 */
export function startReleaseHealth(shopCountry: CountryCode, whenRendered: (then: () => void) => void): void {
  if (Math.random() >= sampleRate()) return;
  country = shopCountry;
  bus.on('host:remote-fallback', (e) => once({ kind: 'failure', remote: e.remote, version: e.from }));
  bus.on('host:remote-refused', (e) => once({ kind: 'failure', remote: e.remote, version: e.version }));
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  addEventListener('pagehide', () => flush(true));
  whenRendered(() => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onLCP, onINP, onCLS }) => {
      const vital = (name: 'LCP' | 'INP' | 'CLS') => (metric: { value: number }) => {
        if (page) push({ kind: 'vital', name, remote: page.remote, version: page.version, value: metric.value });
      };
      onLCP(vital('LCP'));
      onINP(vital('INP'));
      onCLS(vital('CLS'));
    });
  });
}
