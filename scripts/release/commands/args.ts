/** The command line's arguments: the usage text, options, and the checked country, remote and version. */
import { COUNTRY_CODES, REMOTES, VERSION_PATTERN, type CountryCode, type RemoteName } from 'config';

export const USAGE = `npm run release -- <command>

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

/** A mistake in the command: answered with the usage hint and exit code 2. */
export class UsageError extends Error {}

export interface Parsed {
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

export function parseArgs(args: string[]): Parsed {
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

export function option(parsed: Parsed, name: string): string | undefined {
  const value = parsed.options.get(name);
  return typeof value === 'string' ? value : undefined;
}

export function countriesArg(value: string | undefined): CountryCode[] {
  if (!value) throw new UsageError('which country? (a country code, several separated by commas, or all)');
  if (value === 'all') return [...COUNTRY_CODES];
  const list = value.split(',').map((c) => c.trim().toLowerCase());
  for (const cc of list)
    if (!(COUNTRY_CODES as readonly string[]).includes(cc))
      throw new UsageError(`unknown country "${cc}" (countries: ${COUNTRY_CODES.join(', ')}, or all)`);
  return list as CountryCode[];
}

export function remoteArg(value: string | undefined): RemoteName {
  if (!value) throw new UsageError(`which remote? (${REMOTES.join(', ')})`);
  if (!(REMOTES as readonly string[]).includes(value))
    throw new UsageError(`unknown remote "${value}" (remotes: ${REMOTES.join(', ')})`);
  return value as RemoteName;
}

export function versionArg(value: string | undefined): string {
  if (!value) throw new UsageError('which version?');
  if (!VERSION_PATTERN.test(value)) throw new UsageError(`"${value}" is not a version (e.g. 1.4.0 or 1.4.0-rc.1)`);
  return value;
}

/** `--countries` of `user add`: none or all means every country. */
export function countryList(value: string | undefined): CountryCode[] | null {
  if (!value || value === 'all') return null;
  return countriesArg(value);
}
