/** `status` and `versions`: what every country runs, and the published versions of a remote. */
import { COUNTRY_CODES, REMOTES, type CountryCode, type RemoteName } from 'config';
import type { ApiProblem, ReleaseApi } from 'release/client';
import type { ReleaseOverview } from 'release/api-schemas';
import { countriesArg, option, remoteArg, UsageError, type Parsed } from './args';
import { formatEntry, table, type Io } from './output';

/** `status --json`: per country and remote, what runs (pinned, canary and its share, last known good). */
export interface StatusMatrix {
  generatedAt: string;
  api: string;
  host: ReleaseOverview['host'];
  countries: Record<
    CountryCode,
    {
      revision: number;
      remotes: Record<
        RemoteName,
        {
          pinned: string;
          canary: string | null;
          percent: number | null;
          lastKnownGood: string | null;
          ok: boolean;
          problems: ApiProblem[];
        }
      >;
    }
  >;
}

function statusMatrix(api: ReleaseApi, overview: ReleaseOverview): StatusMatrix {
  const countries = {} as StatusMatrix['countries'];
  for (const m of overview.manifests) {
    const remotes = {} as StatusMatrix['countries'][CountryCode]['remotes'];
    for (const remote of REMOTES) {
      const pin = m.remotes[remote];
      const problems = [...pin.checks.problems, ...(pin.canaryChecks?.problems ?? [])];
      remotes[remote] = {
        pinned: pin.version,
        canary: pin.canary?.version ?? null,
        percent: pin.canary?.percent ?? null,
        lastKnownGood: pin.lastKnownGood,
        ok: problems.length === 0,
        problems,
      };
    }
    countries[m.country] = { revision: m.revision, remotes };
  }
  return { generatedAt: overview.generatedAt, api: api.url, host: overview.host, countries };
}

export async function status(io: Io, api: ReleaseApi, json: boolean): Promise<number> {
  const overview = await api.overview();
  const matrix = statusMatrix(api, overview);
  const failing = COUNTRY_CODES.flatMap((cc) =>
    REMOTES.filter((r) => !matrix.countries[cc].remotes[r].ok).map((r) => ({
      cc,
      r,
      ...matrix.countries[cc].remotes[r],
    })),
  );
  if (json) {
    io.out(JSON.stringify(matrix, null, 2));
    return failing.length ? 1 : 0;
  }
  const rows: string[][] = [['country', ...REMOTES]];
  for (const cc of COUNTRY_CODES) {
    const m = matrix.countries[cc];
    rows.push([
      `${cc} (r${m.revision})`,
      ...REMOTES.map((remote) => {
        const pin = m.remotes[remote];
        const fallback = pin.lastKnownGood && pin.lastKnownGood !== pin.pinned ? ` (fb ${pin.lastKnownGood})` : '';
        return `${pin.pinned}${fallback}${pin.canary ? ` +${pin.canary}@${pin.percent}%` : ''}${pin.ok ? '' : ' !'}`;
      }),
    ]);
  }
  io.out(table(rows));
  io.out('');
  io.out(
    `(fb x): falls back to x if the pinned version fails to load   +x@n%: canary x on n % of visitors   !: fails its checks (below)`,
  );
  const host = matrix.host;
  io.out(
    `host build: ${host.source === 'build' ? host.buildId : 'none (checked against installed packages)'}; ${Object.entries(
      host.shared,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  io.out(`api: ${api.url}`);
  for (const f of failing) {
    io.err(`\n${f.cc} ${f.r} fails its checks:`);
    for (const p of f.problems) io.err(`  - [${p.code}] ${p.message}`);
  }
  return failing.length ? 1 : 0;
}

export async function versions(io: Io, api: ReleaseApi, remote: RemoteName, json: boolean): Promise<number> {
  const rows = (await api.overview()).versions[remote] ?? [];
  if (json) {
    io.out(JSON.stringify({ remote, versions: rows }, null, 2));
    return 0;
  }
  if (!rows.length) {
    io.out(`${remote}: no version published in the API's remote store (npm run release -- publish ${remote})`);
    return 0;
  }
  io.out(
    table([
      ['version', 'built', 'commit', 'files', 'checks', 'pinned in', 'canary in'],
      ...rows.map((r) => [
        r.version,
        r.builtAt?.slice(0, 16).replace('T', ' ') ?? '?',
        r.gitCommit?.slice(0, 8) ?? '?',
        String(r.files),
        r.ok ? 'ok' : `${r.problems.length} problem${r.problems.length > 1 ? 's' : ''}`,
        r.pinnedIn.join(',') || '-',
        r.canaryIn.join(',') || '-',
      ]),
    ]),
  );
  for (const r of rows.filter((x) => !x.ok)) {
    io.err(`\n${remote} ${r.version}:`);
    for (const p of r.problems) io.err(`  - [${p.code}] ${p.message}`);
  }
  return 0;
}

/** `history <cc> [--remote r] [--limit n]`: a country's audit log, newest first. */
export async function history(io: Io, api: ReleaseApi, parsed: Parsed, rest: string[], json: boolean) {
  const countries = countriesArg(rest[0]);
  if (countries.length !== 1) throw new UsageError('history shows one country at a time');
  const remoteOption = option(parsed, '--remote');
  const limitText = option(parsed, '--limit');
  const limit = limitText ? Number(limitText) : undefined;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 500))
    throw new UsageError('--limit needs a whole number from 1 to 500');
  const report = await api.history(countries[0]!, {
    ...(remoteOption ? { remote: remoteArg(remoteOption) } : {}),
    ...(limit ? { limit } : {}),
  });
  if (json) io.out(JSON.stringify(report, null, 2));
  else {
    io.out(
      `${report.country}: revision ${report.revision}, ${report.entries.length} change${report.entries.length === 1 ? '' : 's'} shown (newest first)`,
    );
    for (const e of report.entries) io.out(formatEntry(e));
  }
  if (report.unreadable) io.err(`warning: ${report.unreadable} audit entries are not valid entries`);
  return 0;
}
