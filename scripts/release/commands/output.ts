/** How the command line writes: its two streams, tables, outcomes of changes, audit entries. */
import path from 'node:path';
import type { ApiProblem } from 'release/client';
import type { ReleaseHistory } from 'release/api-schemas';
import type { AuditEntry, ChangeOutcome, PinState, VersionCheck } from 'release';

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

export function relative(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') ? rel : p;
}

export function describeState(state: PinState): string {
  return state.canary
    ? `${state.version} + canary ${state.canary.version} at ${state.canary.percent} %`
    : state.version;
}

export type Outcome = Pick<ChangeOutcome, 'country' | 'changed' | 'message'> & { refused?: ApiProblem[] | null };

export function reportOutcomes(io: Io, outcomes: Outcome[], json: boolean): number {
  const refused = outcomes.filter((o) => o.refused);
  if (json) io.out(JSON.stringify({ outcomes }, null, 2));
  else {
    for (const o of outcomes) {
      if (o.refused) io.err(`refused  ${o.message}`);
      else io.out(`${o.changed ? 'changed ' : 'same    '} ${o.message}`);
    }
    if (outcomes.some((o) => o.changed))
      io.out('Browsers get the change on their next page load (shared caches within 10 s); nothing is rebuilt.');
  }
  return refused.length ? 1 : 0;
}

export function printProblems(io: Io, check: VersionCheck): void {
  for (const p of check.problems) io.err(`  - [${p.code}] ${p.message}`);
}

export function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - text.length));
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => pad(cell, widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatEntry(e: AuditEntry | ReleaseHistory['entries'][number]): string {
  const when = e.at.replace('T', ' ').slice(0, 19);
  return `${when}  r${e.revision}  ${pad(e.action, 11)} ${pad(e.remote, 11)} ${describeState(e.from)} -> ${describeState(e.to)}  by ${e.by} (${e.via})  "${e.reason}"`;
}
