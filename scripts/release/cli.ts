/**
 * The release command line: publish remote versions, pin them per country, roll back, run canaries.
 * Runs through jiti because `publish` runs rspack (see scripts/run.mjs):
 *
 *   npm run release -- help
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COUNTRY_CODES, REMOTES, VERSION_PATTERN, type CountryCode, type RemoteName } from 'config';
import type { AuditEntry, PinState } from './core/audit';
import { isCountryCode } from './core/manifests';
import { REPO_ROOT, releasePathsFromEnv, type ReleasePaths } from './core/paths';
import { ReleaseRefusedError } from './core/problems';
import { createReleaseService, type ChangeOutcome, type ReleaseService, type VersionCheck } from './core/service';
import { isStoreUrl } from './core/store';

const USAGE = `npm run release -- <command>

Teams
  publish <remote>                         build <remote> at its package.json version into the remote store
  versions <remote>                        published versions, checked, and where each is pinned
  check <remote> <version>                 would this version be accepted? (files, checksums, shared deps)

Release managers
  status                                   which version of each remote every country runs
  pin <cc|all> <remote> <version> --reason "..."
  rollback <cc|all> <remote> [--reason "..."]        back to the previous pin
  canary <cc|all> <remote> <version> --percent <n> --reason "..."
  canary-stop <cc|all> <remote> [--reason "..."]
  promote <cc|all> <remote> [--reason "..."]         pin the canary's version for everyone
  history <cc> [--remote <remote>] [--limit <n>]

<cc> is one of ${COUNTRY_CODES.join(', ')}, several separated by commas, or all; <remote> one of ${REMOTES.join(', ')}.

Options
  --by <name>            who makes the change (default: RELEASE_ACTOR, git user.email, or the OS user)
  --json                 machine-readable output
  --store <dir>          remote store (default REMOTE_STORE_DIR or dist/remotes)
  --releases-dir <dir>   release manifests (default RELEASES_DIR or config/releases)
  --dist <dir>           where the host build is, whose shared dependencies are checked (default DIST_DIR or dist)
  --version <x.y.z>      publish only: build under another version (throwaway stores and tests)
`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  options: Map<string, string | true>;
}

const VALUE_OPTIONS = new Set([
  '--by',
  '--store',
  '--releases-dir',
  '--dist',
  '--version',
  '--reason',
  '--percent',
  '--remote',
  '--limit',
]);
const FLAG_OPTIONS = new Set(['--json', '--help', '-h']);

function parseArgs(args: string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (VALUE_OPTIONS.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      options.set(name, value);
    } else if (FLAG_OPTIONS.has(name)) {
      options.set(name, true);
    } else if (arg.startsWith('-') && !/^-\d/.test(arg)) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

function option(parsed: Parsed, name: string): string | undefined {
  const value = parsed.options.get(name);
  return typeof value === 'string' ? value : undefined;
}

function countriesArg(value: string | undefined): CountryCode[] {
  if (!value) throw new UsageError('which country? (a country code, several separated by commas, or all)');
  if (value === 'all') return [...COUNTRY_CODES];
  const list = value.split(',').map((c) => c.trim().toLowerCase());
  for (const cc of list)
    if (!isCountryCode(cc))
      throw new UsageError(`unknown country "${cc}" (countries: ${COUNTRY_CODES.join(', ')}, or all)`);
  return list as CountryCode[];
}

function remoteArg(value: string | undefined): RemoteName {
  if (!value) throw new UsageError(`which remote? (${REMOTES.join(', ')})`);
  if (!(REMOTES as readonly string[]).includes(value))
    throw new UsageError(`unknown remote "${value}" (remotes: ${REMOTES.join(', ')})`);
  return value as RemoteName;
}

function versionArg(value: string | undefined): string {
  if (!value) throw new UsageError('which version?');
  if (!VERSION_PATTERN.test(value)) throw new UsageError(`"${value}" is not a version (e.g. 1.4.0 or 1.4.0-rc.1)`);
  return value;
}

function git(args: string[]): string | null {
  try {
    return (
      execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

function actor(parsed: Parsed): string {
  return option(parsed, '--by') ?? process.env.RELEASE_ACTOR ?? git(['config', 'user.email']) ?? os.userInfo().username;
}

function relative(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') ? rel : p;
}

function describeState(state: PinState): string {
  return state.canary
    ? `${state.version} + canary ${state.canary.version} at ${state.canary.percent} %`
    : state.version;
}

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

function reportOutcomes(io: Io, outcomes: ChangeOutcome[], json: boolean): number {
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

function printProblems(io: Io, check: VersionCheck): void {
  for (const p of check.problems) io.err(`  - [${p.code}] ${p.message}`);
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - text.length));
}

function table(rows: string[][]): string {
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

async function status(io: Io, service: ReleaseService, json: boolean): Promise<number> {
  const manifests = await service.readManifests();
  const host = await service.hostShared();
  // Every version a country runs or samples is checked once: a pinned version whose files changed
  // in the store since it was pinned shows here before customers notice.
  const checks = new Map<string, VersionCheck>();
  const check = async (remote: RemoteName, version: string) => {
    const key = `${remote}@${version}`;
    if (!checks.has(key)) checks.set(key, await service.checkVersion(remote, version));
    return checks.get(key)!;
  };
  for (const cc of COUNTRY_CODES) {
    for (const remote of REMOTES) {
      const pin = manifests[cc].remotes[remote];
      await check(remote, pin.version);
      if (pin.canary) await check(remote, pin.canary.version);
    }
  }
  const failing = [...checks.values()].filter((c) => !c.ok);
  if (json) {
    io.out(
      JSON.stringify(
        { host, manifests, checks: [...checks.values()].map(({ inspected: _inspected, ...c }) => c) },
        null,
        2,
      ),
    );
    return failing.length ? 1 : 0;
  }
  const rows: string[][] = [['country', ...REMOTES]];
  for (const cc of COUNTRY_CODES) {
    const m = manifests[cc];
    rows.push([
      `${cc} (r${m.revision ?? 0})`,
      ...REMOTES.map((remote) => {
        const pin = m.remotes[remote];
        const bad =
          !checks.get(`${remote}@${pin.version}`)!.ok ||
          (pin.canary && !checks.get(`${remote}@${pin.canary.version}`)!.ok);
        const fallback = pin.lastKnownGood && pin.lastKnownGood !== pin.version ? ` (fb ${pin.lastKnownGood})` : '';
        return `${pin.version}${fallback}${pin.canary ? ` +${pin.canary.version}@${pin.canary.percent}%` : ''}${bad ? ' !' : ''}`;
      }),
    ]);
  }
  io.out(table(rows));
  io.out('');
  io.out(
    `(fb x): falls back to x if the pinned version fails to load   +x@n%: canary x on n % of visitors   !: fails its checks (below)`,
  );
  io.out(
    `host build: ${host.source === 'build' ? host.buildId : 'none (checked against installed packages)'}; ${Object.entries(
      host.shared,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  io.out(`store: ${relative(service.paths.storeDir)}   manifests: ${relative(service.paths.releasesDir)}`);
  for (const c of failing) {
    io.err(`\n${c.remote} ${c.version} fails its checks:`);
    printProblems(io, c);
  }
  return failing.length ? 1 : 0;
}

async function versions(io: Io, service: ReleaseService, remote: RemoteName, json: boolean): Promise<number> {
  const manifests = await service.readManifests();
  const list = await service.listVersions(remote);
  const rows = [];
  for (const version of list) {
    const check = await service.checkVersion(remote, version);
    const pinnedIn = COUNTRY_CODES.filter((cc) => manifests[cc].remotes[remote].version === version);
    const canaryIn = COUNTRY_CODES.filter((cc) => manifests[cc].remotes[remote].canary?.version === version);
    rows.push({
      version,
      ok: check.ok,
      problems: check.problems,
      builtAt: check.inspected.metadata?.builtAt ?? null,
      gitCommit: check.inspected.metadata?.gitCommit ?? null,
      files: check.inspected.fileCount,
      bytes: check.inspected.bytes,
      pinnedIn,
      canaryIn,
    });
  }
  if (json) {
    io.out(JSON.stringify({ remote, versions: rows }, null, 2));
    return 0;
  }
  if (!rows.length) {
    io.out(
      `${remote}: no version published in ${relative(service.paths.storeDir)} (npm run release -- publish ${remote})`,
    );
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

function formatEntry(e: AuditEntry & { applied: boolean }): string {
  const when = e.at.replace('T', ' ').slice(0, 19);
  const flag = e.applied ? '' : '  (NOT APPLIED: interrupted before the manifest was written)';
  return `${when}  r${e.revision}  ${pad(e.action, 11)} ${pad(e.remote, 11)} ${describeState(e.from)} -> ${describeState(e.to)}  by ${e.by} (${e.via})  "${e.reason}"${flag}`;
}

async function publish(
  io: Io,
  paths: ReleasePaths,
  service: ReleaseService,
  remote: RemoteName,
  versionOverride: string | undefined,
): Promise<number> {
  const pkgVersion = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const version = versionOverride ?? pkgVersion;
  if (!VERSION_PATTERN.test(version))
    throw new UsageError(`${remote}/package.json has version "${version}", which is not x.y.z`);
  const existing = await service.checkVersion(remote, version);
  const commit = git(['rev-parse', 'HEAD']);
  if (existing.inspected.metadata) {
    const same = existing.inspected.metadata.gitCommit === commit && existing.inspected.problems.length === 0;
    if (same) {
      io.out(`${remote} ${version} is published already from this commit (${commit?.slice(0, 8)}); nothing to do.`);
      return 0;
    }
    io.err(
      `${remote} ${version} is published already (commit ${existing.inspected.metadata.gitCommit?.slice(0, 8) ?? '?'}, built ${existing.inspected.metadata.builtAt}). ` +
        `Versions are immutable: bump "version" in ${remote}/package.json to ship a change.`,
    );
    return 1;
  }
  if (git(['status', '--porcelain', '--', remote, 'shared', 'config'])) {
    io.err(
      `warning: ${remote}, shared or config have uncommitted changes; the version records commit ${commit?.slice(0, 8)} but contains them`,
    );
  }
  // Imported here: rspack is heavy, and the other commands do not need it.
  const { build } = await import('../build');
  await build({
    apps: [remote],
    storeDir: paths.storeDir,
    ...(versionOverride ? { version: versionOverride } : {}),
    log: (line) => io.out(line),
  });
  const result = await service.checkVersion(remote, version);
  const integrity = result.inspected.problems;
  if (integrity.length) {
    io.err(`${remote} ${version} was built but fails its own checks:`);
    printProblems(io, result);
    return 1;
  }
  io.out(
    `published ${remote} ${version}: ${result.inspected.fileCount} files, ${(result.inspected.bytes / 1024).toFixed(0)} KB, commit ${commit?.slice(0, 8) ?? '?'}, in ${relative(result.inspected.dir)}`,
  );
  if (!result.ok) {
    io.err(`It cannot be pinned yet:`);
    printProblems(io, result);
    return 1;
  }
  io.out(`Pin it:   npm run release -- pin <cc|all> ${remote} ${version} --reason "..."`);
  io.out(
    `or try it on a share of the visitors:   npm run release -- canary <cc> ${remote} ${version} --percent 10 --reason "..."`,
  );
  return 0;
}

/** `--store`: a folder, or the base URL of a store served over http(s) (checks only). */
const storeLocation = (value: string) => (isStoreUrl(value) ? value : path.resolve(value));

export async function run(args: string[], io: Io): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseArgs(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positional;
  if (!command || command === 'help' || parsed.options.has('--help') || parsed.options.has('-h')) {
    io.out(USAGE);
    return command || parsed.options.size ? 0 : 2;
  }
  const json = parsed.options.has('--json');
  const dist = option(parsed, '--dist');
  const paths = releasePathsFromEnv(process.env, {
    ...(option(parsed, '--store') ? { storeDir: storeLocation(option(parsed, '--store')!) } : {}),
    ...(option(parsed, '--releases-dir') ? { releasesDir: path.resolve(option(parsed, '--releases-dir')!) } : {}),
    ...(dist ? { hostDir: path.join(path.resolve(dist), 'host') } : {}),
  });
  const service = createReleaseService(paths);
  const reason = option(parsed, '--reason');
  const base = () => ({ by: actor(parsed), via: 'cli' as const });
  try {
    switch (command) {
      case 'publish': {
        const version = option(parsed, '--version');
        // A build goes into a folder (synced to a bucket afterwards), and is checked there.
        const folder = isStoreUrl(paths.storeDir)
          ? releasePathsFromEnv({ ...process.env, REMOTE_STORE_URL: '' }, { ...paths, storeDir: undefined })
          : paths;
        return await publish(
          io,
          folder,
          folder === paths ? service : createReleaseService(folder),
          remoteArg(rest[0]),
          version ? versionArg(version) : undefined,
        );
      }
      case 'status':
        return await status(io, service, json);
      case 'versions':
        return await versions(io, service, remoteArg(rest[0]), json);
      case 'check': {
        const result = await service.checkVersion(remoteArg(rest[0]), versionArg(rest[1]));
        if (json) io.out(JSON.stringify({ ok: result.ok, problems: result.problems }, null, 2));
        else if (result.ok) io.out(`${result.remote} ${result.version}: ok, files intact and accepted by the host`);
        else {
          io.err(`${result.remote} ${result.version} would be refused:`);
          printProblems(io, result);
        }
        return result.ok ? 0 : 1;
      }
      case 'pin': {
        if (!reason) throw new UsageError('a pin needs --reason "..." (it goes into the audit log)');
        const outcomes = await service.pin({
          ...base(),
          countries: countriesArg(rest[0]),
          remote: remoteArg(rest[1]),
          version: versionArg(rest[2]),
          reason,
        });
        return reportOutcomes(io, outcomes, json);
      }
      case 'rollback': {
        const outcomes = await service.rollback({
          ...base(),
          countries: countriesArg(rest[0]),
          remote: remoteArg(rest[1]),
          reason: reason ?? 'rollback to the previous pin',
        });
        return reportOutcomes(io, outcomes, json);
      }
      case 'canary': {
        if (!reason) throw new UsageError('a canary needs --reason "..." (it goes into the audit log)');
        const percentText = option(parsed, '--percent');
        const percent = Number(percentText);
        if (!percentText || !Number.isFinite(percent))
          throw new UsageError('a canary needs --percent <n> (more than 0, at most 100)');
        const outcomes = await service.startCanary({
          ...base(),
          countries: countriesArg(rest[0]),
          remote: remoteArg(rest[1]),
          version: versionArg(rest[2]),
          percent,
          reason,
        });
        return reportOutcomes(io, outcomes, json);
      }
      case 'canary-stop': {
        const outcomes = await service.stopCanary({
          ...base(),
          countries: countriesArg(rest[0]),
          remote: remoteArg(rest[1]),
          reason: reason ?? 'canary stopped',
        });
        return reportOutcomes(io, outcomes, json);
      }
      case 'promote': {
        const outcomes = await service.promoteCanary({
          ...base(),
          countries: countriesArg(rest[0]),
          remote: remoteArg(rest[1]),
          reason: reason ?? 'canary promoted',
        });
        return reportOutcomes(io, outcomes, json);
      }
      case 'history': {
        const countries = countriesArg(rest[0]);
        if (countries.length !== 1) throw new UsageError('history shows one country at a time');
        const remoteOption = option(parsed, '--remote');
        const limitText = option(parsed, '--limit');
        const limit = limitText ? Number(limitText) : undefined;
        if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
          throw new UsageError('--limit needs a whole number above 0');
        const report = await service.history(countries[0]!, {
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
        if (report.unreadableLines.length)
          io.err(`warning: audit log lines ${report.unreadableLines.join(', ')} are not valid entries`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\nrun: npm run release -- help`);
      return 2;
    }
    if (error instanceof ReleaseRefusedError) {
      if (json) io.out(JSON.stringify({ refused: true, message: error.message, problems: error.problems }, null, 2));
      else {
        io.err(`refused: ${error.message}`);
        for (const p of error.problems.slice(1)) io.err(`  - [${p.code}] ${p.message}`);
        io.err('Nothing was changed.');
      }
      return 1;
    }
    throw error;
  }
}

/** `node scripts/run.mjs scripts/release/cli.ts <command> ...` */
export async function main(args: string[]): Promise<number> {
  return run(args, { out: (line) => console.log(line), err: (line) => console.error(line) });
}
