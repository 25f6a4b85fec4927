import type { ReactNode } from 'react';
import type { Problem } from './types';

export type Tone = 'ok' | 'warning' | 'danger' | 'info' | 'neutral';

/** A date as the page writes it (en-GB, 24 h), with the exact time on hover. */
export function When({ iso }: { iso: string | null }): ReactNode {
  if (!iso) return '–';
  const text = new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <time dateTime={iso} title={iso}>
      {text}
    </time>
  );
}

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

export function ProblemList({ problems, className }: { problems: Problem[]; className?: string }) {
  return (
    <ul className={className}>
      {problems.map((p, i) => (
        <li key={i}>{p.message}</li>
      ))}
    </ul>
  );
}

export const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

export const upper = (countries: readonly string[]) => countries.map((c) => c.toUpperCase()).join(', ');

export function describeState(s: { version: string; canary: { version: string; percent: number } | null }): string {
  return s.canary ? `${s.version} + canary ${s.canary.version} (${s.canary.percent} %)` : s.version;
}

/** A wide table's box: it scrolls sideways on its own, so it takes the focus for keyboard scrolling. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
