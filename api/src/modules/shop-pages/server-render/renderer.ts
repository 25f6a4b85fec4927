import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { Module } from 'node:module';
import path from 'node:path';
import {
  selectRemoteVersion,
  VERSION_PATTERN,
  type HostServerRenderer,
  type ReleaseManifest,
  type RemoteName,
  type RouteMatch,
  type ServerCohortKey,
  type ServerPageModule,
  type Site,
  SERVER_REMOTE_STORE_GLOBAL,
} from 'config';
import type { Cookies } from '../../../lib/cookies';
import type { RemoteStore } from '../../../lib/remote-store';
import { cartDevicesCookie, cohortKey, consentCookie } from './visitor-cookies';

/**
 * Server rendering of a page's first view (docs/architecture.md, "Server rendering of the first
 * view"). The host's server build (`dist/host/server/render.cjs`) renders the shop as the browser's
 * first render would, with the route's page from the pinned remote version's server build
 * (`<remote store>/<name>/<version>/server/<Page>.cjs`); the HTML goes into `#root`, and the browser
 * takes it over (hydrates it). A page whose remote version has no server build, a canary the server
 * cannot place the visitor in, a render that fails or takes too long: the page is sent without the
 * render, for the browser to render. Results are kept SERVER_RENDER_CACHE_MS per page, versions and data.
 */

/** How long a render may take before the page is sent without it (ms); a cold server loads its modules first. */
export const SERVER_RENDER_BUDGET_MS = 2000;
/** How long a rendered page is reused for the same host, URL, versions and primed answers (ms), as the primed answers are. */
export const SERVER_RENDER_CACHE_MS = 5000;
const CACHE_ENTRIES = 500;
/** What the host renderer answers when it had no time or too many renders waiting (host/src/server-render/render.tsx). */
const TRANSIENT_REASONS = /^(busy|out of time)/;
const RECHECK_MS = 1000;

export interface PageRenderRequest {
  site: Site;
  url: string;
  match: RouteMatch;
  cookies: Cookies;
  /** The JSON text of the page's primed answers (what the browser's render reads too). */
  primedAnswers: string | null;
  /** The request's logger, so that a failure is logged with its request id (the server's otherwise). */
  log?: { warn(obj: object, msg: string): void };
}

export type ServerRenderOutcome = { html: string; version: string } | { html: null; reason: string };

/** A server module file name for an exposed module: `./HomePage` -> `HomePage.cjs`. */
export function serverModuleFile(module: string): string | null {
  const name = module.replace(/^\.\//, '');
  return /^[A-Za-z][A-Za-z0-9]*$/.test(name) ? `${name}.cjs` : null;
}

/**
 * Loads a CommonJS file as a module of its own, every time: a new host build is loaded beside the
 * old one (whose renders may still be running), not from Node's module cache. What the file
 * requires in turn (its chunks, named by content hash, and Node's modules) is cached as usual.
 */
function loadCommonJs(file: string): unknown {
  const internals = Module as unknown as { _nodeModulePaths(dir: string): string[] };
  const loaded = new Module(file) as Module & { _compile(source: string, filename: string): void };
  loaded.filename = file;
  loaded.paths = internals._nodeModulePaths(path.dirname(file));
  loaded._compile(readFileSync(file, 'utf8'), file);
  loaded.loaded = true;
  return loaded.exports;
}

export class ServerRenderer {
  private host: { mtimeMs: number; renderer: HostServerRenderer } | null = null;
  private hostCheckedAt = 0;
  private readonly releases = new Map<string, { at: number; manifest: Promise<ReleaseManifest | null> }>();
  private readonly cache = new Map<string, { at: number; outcome: Promise<ServerRenderOutcome> }>();
  /** Remote server modules loaded for the current host build (they take its React and `shared`). */
  private remoteModules = new Map<string, ServerPageModule>();

  constructor(
    private readonly dirs: { host: string },
    private readonly store: RemoteStore,
    private readonly releaseManifest: (country: Site['country']) => Promise<ReleaseManifest | null>,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    // A remote's server build names its assets (pictures, fonts) under the store the browser loads it from.
    (globalThis as Record<string, unknown>)[SERVER_REMOTE_STORE_GLOBAL] = store.publicBase;
  }

  private get hostFile(): string {
    return path.join(this.dirs.host, 'server', 'render.cjs');
  }

  /** The host's renderer; loaded again (with every server module) when a new host build replaces it. */
  private hostRenderer(): HostServerRenderer | null {
    const now = Date.now();
    if (this.host && now - this.hostCheckedAt < RECHECK_MS) return this.host.renderer;
    this.hostCheckedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.hostFile).mtimeMs;
    } catch {
      this.host = null;
      return null;
    }
    if (this.host?.mtimeMs === mtimeMs) return this.host.renderer;
    // A new host build provides a new React and `shared`: remotes' server modules are loaded again against it.
    const renderer = loadCommonJs(this.hostFile) as HostServerRenderer;
    this.remoteModules = new Map();
    this.cache.clear();
    this.host = { mtimeMs, renderer };
    return renderer;
  }

  private release(country: string): Promise<ReleaseManifest | null> {
    const cached = this.releases.get(country);
    if (cached && Date.now() - cached.at < RECHECK_MS) return cached.manifest;
    const manifest = this.releaseManifest(country as Site['country']).catch(() => null);
    this.releases.set(country, { at: Date.now(), manifest });
    return manifest;
  }

  private async loadRemoteModule(
    remote: RemoteName,
    version: string,
    module: string,
  ): Promise<ServerPageModule | null> {
    const file = serverModuleFile(module);
    if (!file || !VERSION_PATTERN.test(version)) return null;
    const dir = await this.store.serverBuild(remote, version);
    if (!dir) return null;
    const full = path.join(dir, file);
    let loaded = this.remoteModules.get(full);
    if (!loaded) {
      if (!existsSync(full)) return null;
      loaded = loadCommonJs(full) as ServerPageModule;
      this.remoteModules.set(full, loaded);
    }
    return loaded;
  }

  /** The HTML of `#root` for the page's first view, or why there is none (the browser renders the page then). */
  async render({
    site,
    url,
    match,
    cookies,
    primedAnswers,
    log = this.log,
  }: PageRenderRequest): Promise<ServerRenderOutcome> {
    let renderer: HostServerRenderer | null;
    try {
      renderer = this.hostRenderer();
    } catch (error) {
      log.warn({ err: error }, 'the host server build failed to load; pages are rendered in the browser');
      return { html: null, reason: 'host server build unusable' };
    }
    if (!renderer) return { html: null, reason: 'no host server build' };
    const remote = match.route.remote as RemoteName;
    const release = await this.release(site.country);
    const pin = release?.remotes[remote];
    if (!release || !pin) return { html: null, reason: 'no release pin' };
    const key = cohortKey(cookies);
    const canaryOpen = Boolean(pin.canary && pin.canary.version !== pin.version && pin.canary.percent > 0);
    // The browser draws a new visitor's key itself: which side of a canary it lands on is not known here.
    if (canaryOpen && key === null) return { html: null, reason: 'canary side not known yet' };
    const version = selectRemoteVersion(remote, pin, key).version;
    const file = serverModuleFile(match.route.page);
    const serverDir = file ? await this.store.serverBuild(remote, version) : null;
    if (!file || !serverDir || !existsSync(path.join(serverDir, file))) {
      return { html: null, reason: `${remote} ${version} has no server build of ${match.route.page}` };
    }
    const cohort: ServerCohortKey = { key, keyedBy: key === null ? 'none' : 'cohort-cookie' };
    // The cookie banner shows on a page without a choice: the page differs by it.
    const consent = consentCookie(cookies);
    // So does the checkout by the cart's size (the cart itself is the browser's).
    const cartDevices = cartDevicesCookie(cookies);
    const digest = createHash('sha1')
      .update(primedAnswers ?? '')
      .digest('base64url');
    const cacheKey = [
      site.hostname,
      url,
      remote,
      version,
      this.host?.mtimeMs ?? 0,
      digest,
      consent ?? '',
      cartDevices ?? '',
    ].join('|');
    const cached = this.cache.get(cacheKey);
    if (cached && Date.now() - cached.at < SERVER_RENDER_CACHE_MS) return cached.outcome;
    const outcome = renderer
      .renderPage({
        site,
        url,
        release,
        cohort,
        consent,
        cartDevices,
        primedAnswers,
        loadRemoteModule: (r, v, m) => this.loadRemoteModule(r, v, m),
        signal: AbortSignal.timeout(SERVER_RENDER_BUDGET_MS),
      })
      .then(
        (result): ServerRenderOutcome =>
          result.rendered ? { html: result.html, version: result.version } : { html: null, reason: result.reason },
        (error: unknown): ServerRenderOutcome => {
          log.warn({ err: error, url }, 'server render failed; the browser renders the page');
          return { html: null, reason: 'render failed' };
        },
      );
    if (this.cache.size >= CACHE_ENTRIES) {
      for (const [k, entry] of this.cache) if (Date.now() - entry.at > SERVER_RENDER_CACHE_MS) this.cache.delete(k);
      if (this.cache.size >= CACHE_ENTRIES) this.cache.clear();
    }
    this.cache.set(cacheKey, { at: Date.now(), outcome });
    // A render skipped for lack of time or because others were waiting is tried again by the next request.
    void outcome.then((result) => {
      if (
        result.html === null &&
        TRANSIENT_REASONS.test(result.reason) &&
        this.cache.get(cacheKey)?.outcome === outcome
      )
        this.cache.delete(cacheKey);
    });
    return outcome;
  }
}
