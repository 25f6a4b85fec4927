/**
 * The scaled-out shop of the topology tests: nginx with the deployment's config balancing two
 * built API processes on one fresh PostgreSQL database and Redis, an OpenTelemetry collector for
 * the first one's traces, and a mail folder.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { BuiltApi, REPO_ROOT, SYSTEM_DIR } from './built-api';
import { freshDatabase, type FreshDatabase } from './fresh-database';
import { Nginx, nginxBinary } from './nginx';
import { OtlpReceiver } from './otlp-receiver';

export const MAIL_DIR = path.join(SYSTEM_DIR, 'topology-mail');
// A Redis database of the test's own, emptied at the start: rate-limit windows of an earlier run
// (the same customers' addresses a minute ago) must not refuse this run's customers.
const REDIS_URL = process.env.SYSTEM_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
export const SHUTDOWN_DELAY_MS = 3000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds (checked every 100 ms), or fails with `what` after `timeoutMs`. */
export async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    assert.ok(Date.now() < deadline, what);
    await sleep(100);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `npm run build`'s API step, and the web apps: the e2e run's build when it is there, else one of our own. */
function build(): { dist: string } {
  const run = (args: string[]) => {
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', ...args], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    assert.equal(result.status, 0, `npm run build -- ${args.join(' ')} failed`);
  };
  run(['api']);
  const e2eDist = path.join(REPO_ROOT, 'var', 'e2e', 'dist');
  if (existsSync(path.join(e2eDist, 'host', 'server', 'render.cjs'))) return { dist: e2eDist };
  const dist = path.join(SYSTEM_DIR, 'dist');
  run(['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content', '--if-missing', '--dist-root', dist]);
  return { dist };
}

// CI must run it (.ci/run installs nginx); elsewhere it is left out where nginx is missing.
export const skip = nginxBinary() || process.env.CI ? false : 'nginx is not installed (apt-get install -y nginx)';

/** The running topology; `stop()` takes down whatever `start()` got to start. */
export class Topology {
  db!: FreshDatabase;
  nginx!: Nginx;
  apis!: [BuiltApi, BuiltApi];
  otlp!: OtlpReceiver;
  /** The balancer's origin. */
  lb = '';

  async start(): Promise<void> {
    const { dist } = build();
    rmSync(MAIL_DIR, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    this.db = await freshDatabase('topology');
    this.otlp = new OtlpReceiver();
    const otlpUrl = await this.otlp.listen(Number(process.env.SYSTEM_OTLP_PORT ?? 0));
    const base = process.env.SYSTEM_PORT ? Number(process.env.SYSTEM_PORT) : null;
    const ports = base === null ? [await freePort(), await freePort()] : [base, base + 1];
    const shared = {
      DATABASE_URL: this.db.url,
      REDIS_URL,
      DIST_DIR: dist,
      REMOTE_STORE_DIR: path.join(dist, 'remotes'),
      MAIL_DIR,
      SEED_DEMO: 'true',
      // nginx on this machine sets X-Forwarded-For to the client's address: the instances believe
      // it from a loopback proxy only, so each customer's own address counts for the shop's limits.
      TRUST_PROXY: 'loopback',
      // Every customer of this test arrives from the balancer's address.
      TRADE_CREATE_LIMIT: '100000',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: '20000',
    };
    this.apis = [
      new BuiltApi({
        name: 'topology-api-1',
        port: ports[0]!,
        env: {
          ...shared,
          // One search worker thread (its entry is a file of the build too); traces to our collector.
          SEARCH_WORKERS: '1',
          OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_BSP_SCHEDULE_DELAY: '200',
        },
      }),
      new BuiltApi({ name: 'topology-api-2', port: ports[1]!, env: { ...shared, SEARCH_WORKERS: '0' } }),
    ];
    // The first start migrates and seeds; the second finds the database ready.
    await this.apis[0].start();
    await this.apis[1].start();
    const lbPort = process.env.SYSTEM_LB_PORT ? Number(process.env.SYSTEM_LB_PORT) : await freePort();
    this.nginx = new Nginx(lbPort, [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`]);
    await this.nginx.start();
    this.lb = `http://127.0.0.1:${lbPort}`;
  }

  async stop(): Promise<void> {
    await this.nginx?.stop();
    for (const api of this.apis ?? []) await api.dispose();
    await this.otlp?.close();
    await this.db?.drop();
  }

  /** Which instance answered a request that went through the balancer (from nginx's access log, written just after). */
  async instanceOf(requestId: string): Promise<string> {
    let upstream: string | null = null;
    await until(
      () => (upstream = this.nginx.upstreamOf(requestId)) !== null,
      `request ${requestId} is not in nginx's log`,
      5000,
    );
    return upstream!;
  }
}
