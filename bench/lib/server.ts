import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_DIR = path.join(REPO_ROOT, 'var', 'bench');
export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
/** Production requires its own secrets; the bench server gets throwaway ones. */
const BENCH_SECRETS = {
  PAYOUT_ENCRYPTION_KEY: 'YmVuY2gtcGF5b3V0LWtleS0wMTIzNDU2Nzg5YWJjZGU=',
  TRADE_ACCESS_SECRET: 'bench-trade-access-secret-0123456789abcdef',
  CMS_USER: 'bench-editor',
  CMS_PASSWORD: 'bench-editor-password-0123',
};
export const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789abcdef0123456789';

export interface BenchServer {
  port: number;
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Builds what is missing in dist/ (the production build customers get). */
export function ensureBuilt(): void {
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', '--if-missing'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * Starts the production server in its own process (so the load generator does not share its
 * event loop), with its own data folder under var/bench.
 */
export async function startServer(
  options: { port?: number; env?: Record<string, string>; fresh?: boolean; dataDir?: string; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 8099);
  const dataDir = options.dataDir ?? path.join(BENCH_DIR, 'data');
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // BENCH_NODE_ARGS: Node options for the server, e.g. '--cpu-prof --cpu-prof-dir=var/bench/profiles' or '--trace-gc'.
  const nodeArgs = options.nodeArgs ?? (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The built server (`ensureBuilt`), as production runs it.
  const child = spawn(process.execPath, [...nodeArgs, 'api/dist/server.js'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'error',
      // No balancer to tell: stop at once.
      SHUTDOWN_DELAY_MS: '0',
      DATA_DIR: dataDir,
      MAIL_DIR: path.join(BENCH_DIR, 'mail'),
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      ...BENCH_SECRETS,
      JWT_SECRET: BENCH_JWT_SECRET,
      // The load generator stands in for a balancer in front of many customers: X-Forwarded-For from
      // loopback names the customer (as it would from a configured proxy), so per-address limits count each.
      TRUST_PROXY: 'loopback',
      // Production hostnames would put https://www.revalu.* into the bench's mails.
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      ...options.env,
    },
  });
  // A bench that dies (an uncaught error in a tool it drives) must not leave its server holding the port.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 600 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    origin,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
