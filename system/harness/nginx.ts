import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SYSTEM_DIR } from './built-api';

/** The load balancer's config, as the deployment uses it (deploy/compose.yaml fills it the same way). */
export const SHOP_TEMPLATE = path.join(REPO_ROOT, 'deploy', 'nginx', 'shop.conf.template');

/** Debian's nginx (`.ci/run` installs it when missing), or NGINX. */
export function nginxBinary(): string | null {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean) as string[];
  return candidates.find((c) => existsSync(c)) ?? null;
}

/** The template with its `${NAME}` variables filled, as the nginx image's envsubst fills them. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * nginx as an ordinary process with its own prefix in a temporary folder: its main config is
 * written there around the deployment's template, checked with `nginx -t`, then run in the
 * foreground with one worker (so it sends requests to the instances in strict turn).
 */
export class Nginx {
  readonly dir: string;
  readonly accessLog: string;
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    readonly upstreams: string[],
  ) {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
    // Its worker runs as an unprivileged user when the tests run as root: it must reach the prefix.
    chmodSync(this.dir, 0o755);
    this.accessLog = path.join(this.dir, 'access.log');
  }

  private writeConfig(): string {
    const shop = fillTemplate(readFileSync(SHOP_TEMPLATE, 'utf8'), {
      SHOP_LISTEN: `127.0.0.1:${this.port}`,
      SHOP_API_SERVERS: this.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join(' '),
    }).replace('access_log /dev/stdout shop;', `access_log ${this.accessLog} shop;`);
    writeFileSync(path.join(this.dir, 'shop.conf'), shop);
    const main = [
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(this.dir, 'nginx.pid')};`,
      `error_log ${path.join(this.dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${path.join(this.dir, 'client_body')};`,
      `  proxy_temp_path ${path.join(this.dir, 'proxy')};`,
      `  fastcgi_temp_path ${path.join(this.dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${path.join(this.dir, 'uwsgi')};`,
      `  scgi_temp_path ${path.join(this.dir, 'scgi')};`,
      `  include ${path.join(this.dir, 'shop.conf')};`,
      '}',
    ].join('\n');
    const file = path.join(this.dir, 'nginx.conf');
    writeFileSync(file, `${main}\n`);
    return file;
  }

  /** `nginx -t` on the config: its output, or an error with it. */
  test(): string {
    const binary = nginxBinary();
    if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
    const conf = this.writeConfig();
    const result = spawnSync(binary, ['-t', '-p', this.dir, '-c', conf], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
    return result.stderr;
  }

  async start(): Promise<void> {
    this.test();
    const conf = path.join(this.dir, 'nginx.conf');
    this.child = spawn(nginxBinary()!, ['-p', this.dir, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${this.port}/metrics`, { signal: AbortSignal.timeout(1000) });
        return;
      } catch {
        if (Date.now() > deadline) throw new Error('nginx did not start listening');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** The access log's lines: request id -> the instance (address) that answered, and its status. */
  upstreamOf(requestId: string): string | null {
    if (!existsSync(this.accessLog)) return null;
    const line = readFileSync(this.accessLog, 'utf8')
      .split('\n')
      .find((l) => l.includes(`id=${requestId} `));
    return line?.match(/upstream=(\S+)/)?.[1] ?? null;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // QUIT: a graceful stop of nginx.
      child.kill('SIGQUIT');
      await exited;
    }
    // Its logs stay beside the API processes' (var/system/) for a failure's post-mortem.
    for (const log of ['access.log', 'error.log']) {
      const file = path.join(this.dir, log);
      if (existsSync(file)) copyFileSync(file, path.join(SYSTEM_DIR, `nginx-${log}`));
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
