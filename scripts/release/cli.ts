/**
 * The release command line: publish remote versions, pin them per country, roll back, run canaries.
 * `publish` and `check` work on the local remote store; every command that reads or changes the release
 * state asks the API (RELEASE_API_URL), which keeps it in the database. Runs through jiti because
 * `publish` runs rspack (see scripts/run.mjs):
 *
 *   npm run release -- help
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COUNTRY_CODES, REMOTES, VERSION_PATTERN, type CountryCode, type RemoteName } from 'config';
import type { ReleaseHistory, ReleaseOverview } from '../../api/src/modules/releases/index';
import type { AuditEntry, PinState } from './core/audit';
import { ReleaseApiError, releaseApi, type ApiProblem, type Credentials, type ReleaseApi } from './core/client';
import { providedExports } from '../lib/contract';
import { REPO_ROOT, releasePathsFromEnv, type ReleasePaths } from './core/paths';
import { ReleaseRefusedError } from './core/problems';
import { createVersionChecks, type ChangeOutcome, type VersionCheck, type VersionChecks } from './core/service';
import { forgetSession, readPassword, rememberSession, storedSession } from './core/session-file';
import { isStoreUrl } from './core/store';

const USAGE = `npm run release -- <command>

Teams (on the local remote store)
  publish <remote>                         build <remote> at its package.json version into the remote store
  check <remote> <version>                 would this version be accepted? (files, checksums, shared deps)

Release managers (through the API at RELEASE_API_URL)
  status                                   which version of each remote every country runs
  versions <remote>                        published versions, checked, and where each is pinned
  pin <cc|all> <remote> <version> --reason "..."
  rollback <cc|all> <remote> [--reason "..."]        back to the previous pin
  canary <cc|all> <remote> <version> --percent <n> --reason "..."
  canary-stop <cc|all> <remote> [--reason "..."]
  promote <cc|all> <remote> [--reason "..."]         pin the canary's version for everyone
  history <cc> [--remote <remote>] [--limit <n>]

Accounts
  login <username>                         sign in as a person (password from the terminal or standard input)
  logout
  whoami
  user list                                (admins)
  user add <username> --role <viewer|release-manager|admin> [--countries de,at] [--name "..."]
                                           (admins; the password from the terminal or standard input)
  user disable <username> | user enable <username>

<cc> is one of ${COUNTRY_CODES.join(', ')}, several separated by commas, or all; <remote> one of ${REMOTES.join(', ')}.

Who you are to the API: the session of \`login\` for that API, else ADMIN_TOKEN (the automation token; changes are
recorded as the admin token acting for --by, RELEASE_ACTOR, your git e-mail or OS user).

Options
  --by <name>            with the admin token: whom it acts for (default RELEASE_ACTOR, git user.email, or the OS user)
  --json                 machine-readable output
  --api <url>            the API (default RELEASE_API_URL, else http://localhost:$PORT, PORT defaulting to 8080)
  --store <dir>          publish and check: the remote store (default REMOTE_STORE_DIR or dist/remotes)
  --dist <dir>           publish and check: where the host build is (default DIST_DIR or dist)
  --version <x.y.z>      publish only: build under another version (throwaway stores and tests)
`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  options: Map<string, string | true>;
}

const VALUE_OPTIONS = new Set([
  '--by',
  '--api',
  '--store',
  '--role',
  '--countries',
  '--name',
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
    if (!(COUNTRY_CODES as readonly string[]).includes(cc))
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

type Outcome = Pick<ChangeOutcome, 'country' | 'changed' | 'message'> & { refused?: ApiProblem[] | null };

function reportOutcomes(io: Io, outcomes: Outcome[], json: boolean): number {
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

async function status(io: Io, api: ReleaseApi, json: boolean): Promise<number> {
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

async function versions(io: Io, api: ReleaseApi, remote: RemoteName, json: boolean): Promise<number> {
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

function formatEntry(e: AuditEntry | ReleaseHistory['entries'][number]): string {
  const when = e.at.replace('T', ' ').slice(0, 19);
  return `${when}  r${e.revision}  ${pad(e.action, 11)} ${pad(e.remote, 11)} ${describeState(e.from)} -> ${describeState(e.to)}  by ${e.by} (${e.via})  "${e.reason}"`;
}

async function publish(
  io: Io,
  paths: ReleasePaths,
  service: VersionChecks,
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

/** The API the command line talks to: --api, RELEASE_API_URL, else this machine's API at PORT. */
export function apiUrl(env: NodeJS.ProcessEnv, given?: string): string {
  const url = given ?? (env.RELEASE_API_URL || `http://localhost:${env.PORT || 8080}`);
  try {
    return new URL(url).toString().replace(/\/+$/, '');
  } catch {
    throw new UsageError(`"${url}" is not an address (RELEASE_API_URL or --api, e.g. http://localhost:8080)`);
  }
}

/** The token the API accepts outside production when none is configured (api/src/plugins/admin-auth.ts). */
const DEV_ADMIN_TOKEN = 'local-dev-admin-token';

function credentials(url: string, env: NodeJS.ProcessEnv): Credentials {
  const session = storedSession(url, env);
  if (session) return { kind: 'session', cookie: session.cookie };
  return { kind: 'token', token: env.ADMIN_TOKEN || DEV_ADMIN_TOKEN };
}

function countryList(value: string | undefined): CountryCode[] | null {
  if (!value || value === 'all') return null;
  return countriesArg(value);
}

async function changeThroughApi(
  io: Io,
  api: ReleaseApi,
  change: Parameters<ReleaseApi['change']>[0],
  json: boolean,
): Promise<number> {
  try {
    const { outcomes } = await api.change(change);
    return reportOutcomes(io, outcomes, json);
  } catch (error) {
    // Every country refused (409): the API names each one, as a change that went through does.
    if (error instanceof ReleaseApiError && error.status === 409 && error.outcomes.length)
      return reportOutcomes(io, error.outcomes, json);
    if (error instanceof ReleaseApiError && error.status === 422) {
      if (json) io.out(JSON.stringify({ refused: true, message: error.message, problems: error.problems }, null, 2));
      else {
        io.err(`refused: ${error.message}`);
        for (const p of error.problems) io.err(`  - [${p.code}] ${p.message}`);
        io.err('Nothing was changed.');
      }
      return 1;
    }
    throw error;
  }
}

async function userCommand(io: Io, api: ReleaseApi, parsed: Parsed, rest: string[], json: boolean): Promise<number> {
  const [sub, name] = rest;
  switch (sub) {
    case 'list': {
      const users = await api.users();
      if (json) io.out(JSON.stringify({ users }, null, 2));
      else
        io.out(
          table([
            ['user', 'name', 'role', 'countries', 'state'],
            ...users.map((u) => [
              u.username,
              u.name,
              u.role,
              u.countries?.join(',') ?? 'all',
              u.disabled ? 'disabled' : 'active',
            ]),
          ]),
        );
      return 0;
    }
    case 'add': {
      if (!name) throw new UsageError('user add needs a user name');
      const role = option(parsed, '--role');
      if (!role) throw new UsageError('user add needs --role viewer, release-manager or admin');
      const password = await readPassword(`Password for ${name} (at least 12 characters): `);
      const user = await api.addUser({
        username: name,
        name: option(parsed, '--name') ?? name,
        role,
        countries: countryList(option(parsed, '--countries')),
        password,
      });
      if (json) io.out(JSON.stringify(user, null, 2));
      else
        io.out(`added ${user.username} (${user.name}): ${user.role}, countries ${user.countries?.join(',') ?? 'all'}`);
      return 0;
    }
    case 'disable':
    case 'enable': {
      if (!name) throw new UsageError(`user ${sub} needs a user name`);
      const user = await api.updateUser(name, { disabled: sub === 'disable' });
      io.out(`${user.username}: ${user.disabled ? 'disabled (its sessions ended)' : 'active'}`);
      return 0;
    }
    default:
      throw new UsageError('user list, user add <username> --role <role>, user disable|enable <username>');
  }
}

export async function run(args: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
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
  const reason = option(parsed, '--reason');
  try {
    if (command === 'publish' || command === 'check') {
      const dist = option(parsed, '--dist');
      const paths = releasePathsFromEnv(env, {
        ...(option(parsed, '--store') ? { storeDir: storeLocation(option(parsed, '--store')!) } : {}),
        ...(dist ? { hostDir: path.join(path.resolve(dist), 'host') } : {}),
        sourceExports: providedExports,
      });
      if (command === 'publish') {
        const version = option(parsed, '--version');
        // A build goes into a folder (synced to a bucket afterwards), and is checked there.
        const folder = isStoreUrl(paths.storeDir)
          ? releasePathsFromEnv({ ...env, REMOTE_STORE_URL: '' }, { ...paths, storeDir: undefined })
          : paths;
        return await publish(
          io,
          folder,
          createVersionChecks(folder),
          remoteArg(rest[0]),
          version ? versionArg(version) : undefined,
        );
      }
      const result = await createVersionChecks(paths).checkVersion(remoteArg(rest[0]), versionArg(rest[1]));
      if (json) io.out(JSON.stringify({ ok: result.ok, problems: result.problems }, null, 2));
      else if (result.ok) io.out(`${result.remote} ${result.version}: ok, files intact and accepted by the host`);
      else {
        io.err(`${result.remote} ${result.version} would be refused:`);
        printProblems(io, result);
      }
      return result.ok ? 0 : 1;
    }

    const url = apiUrl(env, option(parsed, '--api'));
    const api = releaseApi(url, credentials(url, env));
    // With the token, the audit names whom it acts for; a signed-in person is named by their account.
    const by = option(parsed, '--by') ?? env.RELEASE_ACTOR ?? git(['config', 'user.email']) ?? os.userInfo().username;
    switch (command) {
      case 'login': {
        const username = rest[0];
        if (!username) throw new UsageError('login needs your user name');
        const password = await readPassword(`Password for ${username} at ${url}: `);
        const { cookie, staff } = await releaseApi(url, null).signIn(username, password);
        rememberSession(url, { cookie, name: staff.name, username: staff.username, at: new Date().toISOString() }, env);
        io.out(
          `signed in to ${url} as ${staff.name} (${staff.role}${staff.countries ? `: ${staff.countries.join(',')}` : ''})`,
        );
        return 0;
      }
      case 'logout': {
        if (storedSession(url, env)) await api.signOut().catch(() => undefined);
        io.out(forgetSession(url, env) ? `signed out of ${url}` : `not signed in to ${url}`);
        return 0;
      }
      case 'whoami': {
        const staff = await api.whoAmI();
        if (json) io.out(JSON.stringify(staff, null, 2));
        else
          io.out(
            `${staff.name} (${staff.kind === 'token' ? 'automation token' : staff.username}): ${staff.role}${staff.countries ? ` for ${staff.countries.join(',')}` : ''} at ${url}`,
          );
        return 0;
      }
      case 'user':
        return await userCommand(io, api, parsed, rest, json);
      case 'status':
        return await status(io, api, json);
      case 'versions':
        return await versions(io, api, remoteArg(rest[0]), json);
      case 'pin':
        if (!reason) throw new UsageError('a pin needs --reason "..." (it goes into the audit log)');
        return await changeThroughApi(
          io,
          api,
          {
            action: 'pin',
            countries: countriesArg(rest[0]),
            remote: remoteArg(rest[1]),
            version: versionArg(rest[2]),
            reason,
            by,
          },
          json,
        );
      case 'rollback':
      case 'canary-stop':
      case 'promote':
        return await changeThroughApi(
          io,
          api,
          {
            action: command,
            countries: countriesArg(rest[0]),
            remote: remoteArg(rest[1]),
            ...(reason ? { reason } : {}),
            by,
          },
          json,
        );
      case 'canary': {
        if (!reason) throw new UsageError('a canary needs --reason "..." (it goes into the audit log)');
        const percentText = option(parsed, '--percent');
        const percent = Number(percentText);
        if (!percentText || !Number.isFinite(percent) || percent <= 0 || percent > 100)
          throw new UsageError('a canary needs --percent <n> (more than 0, at most 100)');
        return await changeThroughApi(
          io,
          api,
          {
            action: 'canary',
            countries: countriesArg(rest[0]),
            remote: remoteArg(rest[1]),
            version: versionArg(rest[2]),
            percent,
            reason,
            by,
          },
          json,
        );
      }
      case 'history': {
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
    if (error instanceof ReleaseApiError) {
      if (json) io.out(JSON.stringify({ error: error.code, status: error.status, message: error.message }, null, 2));
      else if (error.status === 401)
        io.err(
          `${error.message}: sign in (npm run release -- login <user>) or set ADMIN_TOKEN (API at ${apiUrl(env, option(parsed, '--api'))})`,
        );
      else io.err(`${error.status ? `${error.status} ` : ''}${error.message}`);
      return 1;
    }
    throw error;
  }
}

/** `node scripts/run.mjs scripts/release/cli.ts <command> ...` */
export async function main(args: string[]): Promise<number> {
  return run(args, { out: (line) => console.log(line), err: (line) => console.error(line) });
}
