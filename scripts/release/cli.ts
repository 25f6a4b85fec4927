/**
 * The release command line: publish remote versions, pin them per country, roll back, run canaries.
 * `publish` and `check` work on the local remote store; every command that reads or changes the release
 * state asks the API (RELEASE_API_URL), which keeps it in the database. The release logic is the `release`
 * package. Runs through jiti because `publish` runs rspack (see scripts/run.mjs):
 *
 *   npm run release -- help
 */
import os from 'node:os';
import path from 'node:path';
import { createVersionChecks, isStoreUrl, releasePathsFromEnv, ReleaseRefusedError } from 'release';
import { ReleaseApiError, releaseApi } from 'release/client';
import { providedExports } from '../lib/contract';
import { option, parseArgs, remoteArg, USAGE, UsageError, versionArg, type Parsed } from './commands/args';
import { changeOf, changeThroughApi, isChangeCommand } from './commands/changes';
import { printProblems, type Io } from './commands/output';
import { git, publish, storeLocation } from './commands/publish';
import { apiUrl, credentials, login, logout, whoAmI } from './commands/session';
import { history, status, versions } from './commands/status';
import { userCommand } from './commands/users';

/** `publish` and `check`: on the local remote store, against the local host build. */
async function storeCommand(
  io: Io,
  command: 'publish' | 'check',
  parsed: Parsed,
  rest: string[],
  env: NodeJS.ProcessEnv,
) {
  const json = parsed.options.has('--json');
  const dist = option(parsed, '--dist');
  const store = option(parsed, '--store');
  const paths = releasePathsFromEnv(env, {
    ...(store ? { storeDir: storeLocation(store) } : {}),
    ...(dist ? { hostDir: path.join(path.resolve(dist), 'host') } : {}),
    sourceExports: providedExports,
  });
  if (command === 'publish') {
    const version = option(parsed, '--version');
    // A build goes into a folder (synced to a bucket afterwards), and is checked there.
    const folder = isStoreUrl(paths.storeDir)
      ? releasePathsFromEnv({ ...env, REMOTE_STORE_URL: '' }, { ...paths, storeDir: undefined })
      : paths;
    return publish(
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

/** Every other command: through the API, as the signed-in person or with the automation token. */
async function apiCommand(io: Io, command: string, parsed: Parsed, rest: string[], env: NodeJS.ProcessEnv) {
  const json = parsed.options.has('--json');
  const url = apiUrl(env, option(parsed, '--api'));
  const api = releaseApi(url, credentials(url, env));
  if (isChangeCommand(command)) {
    // With the token, the audit names whom it acts for; a signed-in person is named by their account.
    const by = option(parsed, '--by') ?? env.RELEASE_ACTOR ?? git(['config', 'user.email']) ?? os.userInfo().username;
    return changeThroughApi(io, api, changeOf(command, parsed, rest, by), json);
  }
  switch (command) {
    case 'login':
      return login(io, url, rest[0], env);
    case 'logout':
      return logout(io, url, () => api.signOut(), env);
    case 'whoami':
      return whoAmI(io, api, json);
    case 'user':
      return userCommand(io, api, parsed, rest, json);
    case 'status':
      return status(io, api, json);
    case 'versions':
      return versions(io, api, remoteArg(rest[0]), json);
    case 'history':
      return history(io, api, parsed, rest, json);
    default:
      throw new UsageError(`unknown command "${command}"`);
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
  try {
    if (command === 'publish' || command === 'check') return await storeCommand(io, command, parsed, rest, env);
    return await apiCommand(io, command, parsed, rest, env);
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
