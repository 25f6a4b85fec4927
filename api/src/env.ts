import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { isLocalHostname, resolveSite } from 'config';

/** The repository root (api/src/ -> ../../). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every setting of the server, read from the environment and checked when it starts.
 * Relative paths are relative to the repository root.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it the server uses an embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Pool size per process when DATABASE_URL is set. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('var'),
  /** Keep the embedded database in memory only (tests). */
  PGLITE_MEMORY: bool.default(false),
  /** Built host and remotes. */
  DIST_DIR: z.string().default('dist'),
  /** The remote store: `<store>/<remote>/<version>/`, a folder the API serves at /remotes. */
  REMOTE_STORE_DIR: z.string().default('dist/remotes'),
  /**
   * The remote store at another address (a CDN or bucket, e.g. https://cdn.revalu.de/remotes): browsers load
   * remote versions from there, and the API fetches server builds from it (checked, cached in DATA_DIR); the
   * API's disk then holds no store.
   */
  REMOTE_STORE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v) && !/[?#]/.test(v), 'an http(s) URL without query or fragment')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** The per-country release manifests (pins). */
  RELEASES_DIR: z.string().default('config/releases'),
  /**
   * Renders a page's first view on the server where its remote version has a server build of it
   * (the home page): the browser then takes that HTML over. Off: every page renders in the browser.
   */
  SERVER_RENDER: bool.default(true),
  /** Mail goes through SMTP when set, else into MAIL_DIR as one .eml file per mail. */
  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().default('var/mail'),
  /** Redis for shared state (rate limits, short-lived keys) across instances; PostgreSQL otherwise. */
  REDIS_URL: z.string().optional(),
  /** Guards /api/admin/*. Required in production. */
  ADMIN_TOKEN: z.string().min(16).optional(),
  /** Seeds the demo catalogue on first start when the catalogue is empty. */
  SEED_DEMO: bool.default(true),
  /**
   * Where the links in mails lead. Unset: the production hostnames of config over https in production,
   * `http://<cc>.localhost:<PORT>` elsewhere. Set to a local origin (`http://localhost:8099`): the local
   * hostnames with its scheme and port. Set to a production origin: the production hostnames with its
   * scheme and port. Never taken from a request.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .superRefine((v, ctx) => {
      const problem = publicOriginProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /**
   * Which peers may tell the client's address, protocol and host (X-Forwarded-For, -Proto, -Host):
   * unset or `false`, none (the TCP peer is the client); a hop count (`1`: the one load balancer in
   * front); or addresses and networks, comma-separated (`10.0.0.0/8,127.0.0.1`, `loopback`,
   * `uniquelocal`). `true` (every peer) is refused: any client could then name its own address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Encrypts payout IBANs at rest (AES-256-GCM): 32 bytes as base64 or 64 hex digits. Required in
   * production; a fixed development key is used elsewhere.
   */
  PAYOUT_ENCRYPTION_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, '32 bytes as base64 (44 characters) or hex (64 digits)')
    .optional(),
  /** Earlier payout keys, comma-separated, still accepted for decryption after a key rotation. */
  PAYOUT_ENCRYPTION_OLD_KEYS: z
    .string()
    .refine((v) => v.split(',').every((k) => decodeKey(k.trim()) !== null), 'each 32 bytes as base64 or hex')
    .optional(),
  /** Signs the links that open a trade's page and label without an account. Required in production. */
  TRADE_ACCESS_SECRET: z.string().min(32).optional(),
  /** How long such a link works, in days from the trade's creation (shipping, inspection, payout, a clarification). */
  TRADE_ACCESS_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * Share of page loads whose remote loads and Web Vitals the browser reports for the release health
   * (0–1). Every load outside production; one in ten in production unless set.
   */
  RELEASE_HEALTH_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  /** How often the canary guard compares each canary with its pinned version, in seconds. */
  RELEASE_GUARD_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Trades one client address may create per hour (a checkout needs one; an office behind NAT a few). */
  TRADE_CREATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Basic-auth user of the content editors (content JSON:API, writing). Required in production. */
  CMS_USER: z
    .string()
    .min(3)
    .max(64)
    .regex(/^[^:]+$/, 'no colon')
    .optional(),
  /** Basic-auth password of the content editors. Required in production (at least 12 characters). */
  CMS_PASSWORD: z.string().min(12).max(256).optional(),
  /** Signs customers' access tokens (HS256). Required in production; at least 32 characters. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * Threads that answer searches beside the one that serves HTTP (0: that one answers them too).
   * None by default: each holds a copy of the catalogue (~1.2 GB on 100,000 devices), and one
   * thread answers a shop's searches (docs/decisions/0074-one-search-worker-thread.md).
   */
  SEARCH_WORKERS: z.coerce.number().int().min(0).max(16).default(0),
  /** The full-text engine behind the search (docs/decisions/0130-search-engine.md). */
  SEARCH_ENGINE: z.enum(['own', 'minisearch']).default('own'),
  /**
   * How far V8 lets the heap grow past what the last full collection kept, in percent (0: V8's own
   * choice, ~10-50%, the default: memory over fewer full collections). Set at start (server.ts).
   */
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(400).default(0),
  /**
   * How long a client may take to send a whole request, headers and body (ms). The largest body
   * the API takes is 1 MB: a minute is ~140 kbit/s. A client that sends more slowly is cut off
   * (408), so slow senders cannot hold the server's connections.
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /**
   * How long a connection with a request under way may stay silent in either direction (ms),
   * e.g. a client that stops reading its answer; it is then closed and what it held is freed.
   * Idle keep-alive connections close after Fastify's 72 s, longer than load balancers keep theirs.
   */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Lifetime of a customer's access token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  /** When set, a scrape of /metrics must send it as a bearer token (docs/operations.md). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * On SIGTERM the instance says it is not ready and keeps serving this long (ms), closing each
   * connection after its answer, so load balancers stop sending before it stops listening.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(2_000),
  /** Requests under way then have this long (ms) to finish; after it the process exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  /**
   * OpenTelemetry traces are exported (OTLP) only when this is set; the SDK's other OTEL_*
   * variables (protocol, headers, sampler, service name) apply as documented by OpenTelemetry.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it (false, a hop count, or addresses), or a sentence
 * saying what is wrong with it.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return "true would trust every peer: give a hop count or the proxies' addresses";
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : 'a hop count of at most 10';
  }
  const entries = v.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxPrefix = family === 4 ? 32 : 128;
    if (!family || rest.length || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix)))
      return `"${entry}" is not an address, a network (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`;
  }
  return entries;
}

/** Why PUBLIC_ORIGIN cannot be the shop's public origin, or null. */
export function publicOriginProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'http or https';
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return 'an origin only';
  if (!isLocalHostname(url.hostname) && !resolveSite(url.hostname).ok) return 'a hostname of config or localhost';
  return null;
}

/** A 32-byte key from base64 or hex, or null. */
export function decodeKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

/** Signs access tokens when JWT_SECRET is not set; refused in production (documented in README). */
export const DEV_JWT_SECRET = 'local-dev-jwt-secret-never-use-in-production';

export type Env = z.infer<typeof envSchema> & {
  /** The secret that signs access tokens: JWT_SECRET, or the development default outside production. */
  jwtSecret: string;
  /** Absolute forms of the path settings. */
  paths: { data: string; dist: string; remoteStore: string; releases: string; mail: string };
};

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new EnvError(`invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const missing = [
      !env.ADMIN_TOKEN && '  ADMIN_TOKEN: required in production (at least 16 characters)',
      (!env.CMS_USER || !env.CMS_PASSWORD) && '  CMS_USER, CMS_PASSWORD: required in production (content editing)',
      !env.JWT_SECRET && '  JWT_SECRET: required in production (at least 32 characters)',
      !env.PAYOUT_ENCRYPTION_KEY && '  PAYOUT_ENCRYPTION_KEY: required in production (32 bytes as base64 or hex)',
      !env.TRADE_ACCESS_SECRET && '  TRADE_ACCESS_SECRET: required in production (at least 32 characters)',
    ].filter(Boolean);
    if (missing.length) throw new EnvError(`invalid environment:\n${missing.join('\n')}`);
  }
  const abs = (p: string) => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
  return {
    ...env,
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    paths: {
      data: abs(env.DATA_DIR),
      dist: abs(env.DIST_DIR),
      remoteStore: abs(env.REMOTE_STORE_DIR),
      releases: abs(env.RELEASES_DIR),
      mail: abs(env.MAIL_DIR),
    },
  };
}
