/**
 * A shop server of its own for the release specs: the e2e host build, a throwaway remote store
 * and its own database (an in-memory PGlite, or a PostgreSQL database when given), which starts
 * from a copy of the repository's pins, so pinning and rolling back never disturb the other specs.
 * Remote versions are published with the real command line (`npm run release -- publish`); changes
 * go through it too, as a client of this server's API.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN, E2E_DIR, E2E_DIST, E2E_STORE, REPO_ROOT, remoteVersion } from './env';

export interface ReleaseServer {
  port: number;
  root: string;
  storeDir: string;
  releasesDir: string;
  /** Where its host build is (`<distDir>/host`). */
  distDir: string;
  env: Record<string, string>;
  url(host: string, pathname?: string): string;
  /** Runs `npm run release -- <args>` against this server's store and its API. */
  release(
    args: string[],
    options?: { input?: string; env?: Record<string, string> },
  ): Promise<{ code: number; stdout: string; stderr: string }>;
  stop(): Promise<void>;
}

export interface ApiProcess {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts the built server (prepare.ts compiled it, as the run's main server) on `env.PORT`. The embedded
 * database can take longer to start than the server allows on a busy machine: it starts again rather
 * than fail the spec on it.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = Number(env.PORT);
  let child!: ChildProcess;
  for (let attempt = 1; ; attempt++) {
    let output = '';
    child = spawn(process.execPath, ['api/dist/server.js'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logFile = path.join(E2E_DIR, `release-server-${port}.log`);
    writeFileSync(logFile, '');
    child.stdout?.on('data', (d) => ((output += String(d)), appendFileSync(logFile, String(d))));
    child.stderr?.on('data', (d) => ((output += String(d)), appendFileSync(logFile, String(d))));
    child.on('exit', (code, signal) => appendFileSync(logFile, `\n[exited: code ${code}, signal ${signal}]\n`));
    try {
      await waitForHealth(`http://localhost:${port}/health`, child, () => output);
      break;
    } catch (error) {
      if (child.exitCode === null) child.kill('SIGTERM');
      if (attempt === 3 || !output.includes('did not start in time')) throw error;
    }
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`release test server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`release test server did not answer ${url} within 60 s:\n${log()}`);
}

/**
 * Starts a server on `port` (8280-8289 are ours) whose store holds the current version of every
 * remote (copied from the e2e build) plus `publish` versions of one remote built for the test.
 */
export async function startReleaseServer(
  port: number,
  publish: { remote: string; versions: string[] },
  options: { storeUrl?: string; demoCatalogue?: boolean; ownHost?: boolean; databaseUrl?: string } = {},
): Promise<ReleaseServer> {
  if (!existsSync(path.join(E2E_DIST, 'host', 'index.html')))
    throw new Error(`no e2e host build in ${E2E_DIST}; run the e2e suite (it builds first)`);
  mkdirSync(E2E_DIR, { recursive: true });
  const root = mkdtempSync(path.join(E2E_DIR, `release-${port}-`));
  const storeDir = path.join(root, 'store');
  // A host build of its own (a copy of the e2e one), for a spec that ships a new host.
  const distDir = options.ownHost ? path.join(root, 'dist') : E2E_DIST;
  if (options.ownHost) cpSync(path.join(E2E_DIST, 'host'), path.join(distDir, 'host'), { recursive: true });
  const releasesDir = path.join(root, 'releases');
  for (const remote of readdirSync(E2E_STORE)) {
    const version = remoteVersion(remote);
    cpSync(path.join(E2E_STORE, remote, version), path.join(storeDir, remote, version), { recursive: true });
    // The index a store over http is listed by (the build writes it; `publish` below rewrites it).
    writeFileSync(path.join(storeDir, remote, 'versions.json'), JSON.stringify({ versions: [version] }));
  }
  cpSync(path.join(REPO_ROOT, 'config', 'releases'), releasesDir, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}audit`) && !src.includes('.locks'),
  });
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DIST_DIR: distDir,
    // With a store at another address, the API has none of its own: its folder does not even exist.
    REMOTE_STORE_DIR: options.storeUrl ? path.join(root, 'no-store-here') : storeDir,
    ...(options.storeUrl ? { REMOTE_STORE_URL: options.storeUrl } : {}),
    RELEASES_DIR: releasesDir,
    DATA_DIR: path.join(root, 'data'),
    MAIL_DIR: path.join(root, 'mail'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { PGLITE_MEMORY: 'true' }),
    SEED_DEMO: options.demoCatalogue ? 'true' : 'false',
    ADMIN_TOKEN,
    RELEASE_ACTOR: 'e2e release manager',
  };
  const release: ReleaseServer['release'] = (args, extra = {}) =>
    new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        ['scripts/run.mjs', 'scripts/release/cli.ts', ...args],
        {
          cwd: REPO_ROOT,
          // The command line publishes into the store's folder (what a bucket is synced from) and asks this
          // server's API for everything else; a login is kept in the server's folder, not the user's.
          env: {
            ...process.env,
            ...env,
            REMOTE_STORE_DIR: storeDir,
            RELEASE_API_URL: `http://localhost:${port}`,
            XDG_CONFIG_HOME: path.join(root, 'config'),
            ...extra.env,
          },
        },
        (error, stdout, stderr) =>
          resolve({
            code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
            stdout: String(stdout),
            stderr: String(stderr),
          }),
      );
      child.stdin?.end(extra.input ?? '');
    });
  for (const version of publish.versions) {
    const result = await release(['publish', publish.remote, '--version', version]);
    if (result.code !== 0)
      throw new Error(`publish ${publish.remote} ${version} failed:\n${result.stdout}\n${result.stderr}`);
  }
  const api = await startApiProcess(env);
  return {
    port,
    root,
    storeDir,
    releasesDir,
    distDir,
    env,
    url: (host, pathname = '/') => `http://${host}:${port}${pathname}`,
    release,
    async stop() {
      await api.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
