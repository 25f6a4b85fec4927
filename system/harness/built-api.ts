import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Logs, mail and builds of the system tests. */
export const SYSTEM_DIR = path.join(REPO_ROOT, 'var', 'system');
const GUARD = path.join(REPO_ROOT, 'system', 'harness', 'no-typescript-at-run-time.mjs');
const REPORT_OPENTELEMETRY = path.join(REPO_ROOT, 'system', 'harness', 'report-opentelemetry.mjs');

/** Production refuses to start without its secrets: every process of a system gets the same throwaway ones. */
export const SECRETS = {
  ADMIN_TOKEN: 'system-admin-token-0123456789abcdef',
  PAYOUT_ENCRYPTION_KEY: 'c3lzdGVtLXBheW91dC1rZXktMDEyMzQ1Njc4OWFiY2Q=',
  TRADE_ACCESS_SECRET: 'system-trade-access-secret-0123456789abcdef',
  JWT_SECRET: 'system-jwt-secret-0123456789abcdef0123456789',
  CMS_USER: 'system-editor',
  CMS_PASSWORD: 'system-editor-password-0123',
  METRICS_TOKEN: 'system-metrics-token-0123456789',
};

/** What `/ready` answers (api/src/routes/health.ts). */
export interface ReadyAnswer {
  status: 'ready' | 'not-ready';
  checks: Record<string, boolean>;
  down: string[];
  search: { catalogueVersion: number | null };
}

export interface BuiltApiOptions {
  /** Names the process in logs, e.g. `api-1`. */
  name: string;
  port: number;
  /** Environment over the production defaults and the secrets (DATABASE_URL, REDIS_URL, ...). */
  env: Record<string, string>;
}

/**
 * One API process as production runs it: `node api/dist/server.js` (`npm run build` first),
 * NODE_ENV=production, with a guard loaded before it that fails any TypeScript tool the server
 * would load (no-typescript-at-run-time.mjs), and a hook that names the first OpenTelemetry module
 * it loads (report-opentelemetry.mjs). Output goes to `var/system/<name>.log`; what the two write is
 * collected in `typescriptLoaded` and `openTelemetryLoaded`.
 */
export class BuiltApi {
  readonly origin: string;
  readonly logFile: string;
  /** What the guard refused to load (must stay empty). */
  readonly typescriptLoaded: string[] = [];
  /** The first OpenTelemetry module each start loaded, if any (report-opentelemetry.mjs). */
  readonly openTelemetryLoaded: string[] = [];
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;
  private lastLines: string[] = [];
  private log: WriteStream;

  constructor(readonly options: BuiltApiOptions) {
    this.origin = `http://127.0.0.1:${options.port}`;
    mkdirSync(SYSTEM_DIR, { recursive: true });
    this.logFile = path.join(SYSTEM_DIR, `${options.name}.log`);
    this.log = createWriteStream(this.logFile, { flags: 'w' });
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Starts the process and waits until it is ready to serve (`/ready`, up to `timeoutMs`), or, with
   * `readyWhen`, until its `/ready` answer satisfies that (a test of the API alone needs no shop build).
   */
  async start(timeoutMs = 180_000, readyWhen?: (ready: ReadyAnswer) => boolean): Promise<void> {
    if (this.running) throw new Error(`${this.options.name} is running`);
    this.log.write(`--- start at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, ['--import', GUARD, '--import', REPORT_OPENTELEMETRY, 'api/dist/server.js'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.options.port),
        LOG_LEVEL: 'info',
        ...SECRETS,
        ...this.options.env,
      },
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const keep = (chunk: Buffer) => {
      this.log.write(chunk);
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        if (line.startsWith('TYPESCRIPT-TOOLING-LOADED')) this.typescriptLoaded.push(line);
        if (line.startsWith('OPENTELEMETRY-LOADED')) this.openTelemetryLoaded.push(line);
        this.lastLines.push(line);
      }
      if (this.lastLines.length > 60) this.lastLines.splice(0, this.lastLines.length - 60);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) throw new Error(`${this.options.name} exited while starting:\n${this.tail()}`);
      try {
        const res = await fetch(`${this.origin}/ready`, { signal: AbortSignal.timeout(2000) });
        if (readyWhen ? readyWhen((await res.json()) as ReadyAnswer) : res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${this.options.name} was not ready within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Sends the signal; `exit()` then resolves with how the process ended. */
  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child!.kill(signal);
  }

  /** How the process ended (waits for it). */
  async exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.exited) throw new Error(`${this.options.name} never started`);
    return this.exited;
  }

  /** Stops the process (SIGKILL when it is still there after `graceMs`) and closes its log. */
  async dispose(graceMs = 30_000): Promise<void> {
    if (this.running) {
      this.signal('SIGTERM');
      const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
      await this.exit();
      clearTimeout(timer);
    }
    await new Promise<void>((resolve) => this.log.end(() => resolve()));
  }

  /** The last lines the process wrote (for a failure's report). */
  tail(): string {
    return this.lastLines.join('\n');
  }
}
