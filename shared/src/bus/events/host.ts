import type { RemoteName } from 'config';

/** Events published by the host. Names are `host:<event>`. */
export type HostEvents = {
  /** A remote's module could not be loaded; its region shows the fallback. */
  'host:remote-load-failed': { remote: RemoteName; module: string; version: string | null; message: string };
  /** A pinned remote version failed and the host switched to the last known good version. */
  'host:remote-fallback': { remote: RemoteName; from: string; to: string };
  /** A remote version was not mounted: it imports what this host does not provide (`problems` in words). */
  'host:remote-refused': { remote: RemoteName; version: string; problems: string[] };
  /**
   * The customer reached a page, once per page. `pageType` is '404' for the not-found page, 'error' for other
   * error pages; a page that holds its view while its entity loads (`useHoldPageView`) reports when it knows.
   */
  'host:page-view': { path: string; routeName: string | null; pageType: string };
  /** Something went wrong that the customer did not cause; for reporting. */
  'host:error': { message: string; statusCode: number };
  /**
   * A navigation was refused (spec section 8): a `javascript:`, `data:`, `blob:` or `vbscript:` URL,
   * or another site that is not on the allow-list in config/. `url` is cut to 200 characters.
   */
  'host:navigation-refused': { url: string; reason: 'unsafe-scheme' | 'not-allowed' | 'invalid' };
  /** A newer build of the host is out; the next navigation loads it. */
  'host:build-outdated': { current: string; latest: string };
  /** A chunk or style sheet of the host failed to load; `reloading` says whether the page reloads. */
  'host:chunk-error': { message: string; reloading: boolean };
  /** The customer's cookie choice, at start and whenever it changes. */
  'host:consent': { decided: boolean; analytics: boolean; personalization: boolean };
  /** Ask the host to show the cookie settings (e.g. from a link on the privacy page). */
  'host:open-cookie-settings': Record<string, never>;
};
