import type { HealthBucket, HealthWindow, VersionHealth } from '../types';

// The API's windows (health/schemas.ts), copied: the page imports only types, not zod.
export const WINDOW_MINUTES: Record<HealthWindow, number> = {
  '15m': 15,
  '1h': 60,
  '6h': 360,
  '24h': 1440,
  '7d': 10080,
};
export const HEALTH_WINDOW_LABELS: Record<HealthWindow, string> = {
  '15m': 'last 15 min',
  '1h': 'last hour',
  '6h': 'last 6 hours',
  '24h': 'last 24 hours',
  '7d': 'last 7 days',
};
/** Series colours from the shop's tokens: pinned neutral, canary the accent, others muted. */
export const ROLE_COLOURS: Record<VersionHealth['role'], string> = {
  pinned: '--color-brand-700',
  canary: '--color-accent-500',
  other: '--color-text-muted',
};

export const percentOf = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '–');
export const msText = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
/** As the guard counts them: a failure is a load attempt that did not mount; an error, a mounted one that threw. */
export const attempts = (f: { loads: number; failures: number }) => f.loads + f.failures;
const failureRate = (f: { loads: number; failures: number }) => (attempts(f) ? f.failures / attempts(f) : null);
const errorRate = (f: { loads: number; errors: number }) => (f.loads ? f.errors / f.loads : null);

export interface HealthChartKind {
  title: string;
  unit: '%' | 'ms';
  value: (bucket: HealthBucket) => number | null;
}
export const HEALTH_CHARTS: HealthChartKind[] = [
  { title: 'Failure rate', unit: '%', value: (b) => (failureRate(b) ?? NaN) * 100 },
  { title: 'Error rate', unit: '%', value: (b) => (errorRate(b) ?? NaN) * 100 },
  { title: 'p75 LCP', unit: 'ms', value: (b) => b.lcpP75 },
  { title: 'p75 INP', unit: 'ms', value: (b) => b.inpP75 },
];
