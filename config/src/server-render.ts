import type { Site } from './hosts';
import type { ReleaseManifest } from './releases';
import type { RemoteName } from './remotes';

/**
 * The contract between the API and the host's server build (`dist/host/server/render.cjs`, built
 * from host/src/server-render/render.tsx): what the API asks a page's server render with, and what it gets
 * back (docs/architecture.md, "Server rendering of the first view"). Types only.
 */

/**
 * What a page's `prepare` is given: the parameters of the route it renders, e.g. `{ pdp: 'apple-iphone-13-128-gb' }`,
 * and the first value of each query parameter (`{ q: 'iphone' }`). A host that does not pass `query` leaves a
 * page that needs it to load its data itself.
 */
export interface PagePrepareContext {
  params: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
}

/**
 * What a remote's server-rendered page module exports: the page, and what loads its first view's
 * data before its first render. A host that does not pass the context calls `prepare()` without it.
 */
export interface ServerPageModule {
  default?: unknown;
  prepare?: (context?: PagePrepareContext) => Promise<void>;
}

/** The visitor's canary key, as the browser finds it in its cookies (host lib/remotes/release-cohort.ts). */
export interface ServerCohortKey {
  key: string | null;
  keyedBy: 'client-id' | 'cohort-cookie' | 'none';
}

export interface ServerRenderRequest {
  site: Site;
  /** The path and query asked for. */
  url: string;
  /** The country's release manifest, as the browser reads it from /releases/<cc>.json. */
  release: ReleaseManifest;
  cohort: ServerCohortKey;
  /**
   * The visitor's consent cookie (CONSENT_COOKIE), decoded, or null without one: a first visit's page
   * holds the cookie banner. A renderer older than this renders no banner; the browser adds it then.
   */
  consent?: string | null;
  /** How many devices the visitor's cart holds, from its cookie (CART_COOKIE), or null without one. */
  cartDevices?: number | null;
  /** The JSON text of the answers the page is primed with (the API's `shop-primed-answers` element). */
  primedAnswers: string | null;
  /** A remote version's server module, or null when that version has no server build of it. */
  loadRemoteModule: (remote: RemoteName, version: string, module: string) => Promise<ServerPageModule | null>;
  /** Ends the render: the page is then rendered in the browser, as without a server render. */
  signal?: AbortSignal;
}

export type ServerRenderResult =
  { rendered: true; html: string; remote: RemoteName; version: string } | { rendered: false; reason: string };

/** The host's server build. */
export interface HostServerRenderer {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
