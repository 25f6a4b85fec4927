/**
 * The host's server entry (docs/architecture.md, "Server rendering of the first view"). The API
 * calls `renderPage` for a page request; it renders the shop as the browser's first render would,
 * with the remote page of the route taken from the pinned version's server build, and returns the
 * HTML of `#root`. The browser then takes that HTML over (hydrates it) instead of rendering from
 * nothing: the customer sees the page before any JavaScript has arrived.
 *
 * Stores, texts and the HTTP client's primed answers are module state shared by host and remotes,
 * as in the browser, so renders run one at a time (each takes a few milliseconds once warm, and
 * the API keeps each result for a few seconds).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-full';
import type { ServerRenderRequest, ServerRenderResult } from 'config';
import { beginServerRender, endServerRender } from 'shared/http';
import { initI18n, loadNamespace, sharedNamespace } from 'shared/i18n';
import { setServerCartDevices, useSiteStore } from 'shared/stores';
import { AppContent } from '../app/app';
import { applyConsentCookie } from '../features/consent/consent-store';
import { hostNamespace } from '../app/host-namespace';
import { resolveLocation } from '../app/resolve-location';
import { prepareNextPage, setServerModuleLoader, type RemotePageModule } from '../lib/remotes/load-remote-module';
import { activeVersion, selectRelease } from '../lib/remotes/remote-registry';
import { provideServerShareScope } from './share-scope';

provideServerShareScope();

/**
 * Renders waiting beyond the one running: past this the page is sent for the browser to render at
 * once (a burst of new URLs, each rendered afresh, must not make every page wait for the others).
 */
export const MAX_WAITING_RENDERS = 4;
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;

export type { ServerRenderRequest, ServerRenderResult };

/** Renders a page's first view, or says why not (the browser renders it then). Never throws for a page it cannot render. */
export function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  if (pending > MAX_WAITING_RENDERS) return Promise.resolve({ rendered: false, reason: 'busy' });
  pending++;
  const run = queue.then(() => renderNow(request)).finally(() => void pending--);
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { site, url, signal } = request;
  if (signal?.aborted) return { rendered: false, reason: 'out of time before the render began' };
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at);
  const outcome = resolveLocation(site.country, pathname, search, 200);
  if (outcome.kind !== 'page') return { rendered: false, reason: `not a page (${outcome.kind})` };
  const { remote, page } = outcome.match.route;

  selectRelease(request.release, request.cohort);
  const version = activeVersion(remote);
  if (!version) return { rendered: false, reason: `the release pins no ${remote}` };
  const serverModule = await request.loadRemoteModule(remote, version, page);
  if (!serverModule) return { rendered: false, reason: `${remote} ${version} has no server build of ${page}` };

  useSiteStore.getState().setSite(site);
  applyConsentCookie(request.consent ?? null);
  setServerCartDevices(request.cartDevices ?? null);
  await initI18n(site.locale);
  await Promise.all([
    loadNamespace('host', hostNamespace, site.locale),
    loadNamespace('shared', sharedNamespace, site.locale),
  ]);
  beginServerRender(request.primedAnswers);
  // The server modules' exports are the pages the browser loads through the federation runtime.
  setServerModuleLoader(
    async (r, v, m) =>
      (r === remote && v === version && m === page
        ? serverModule
        : await request.loadRemoteModule(r, v ?? '', m)) as RemotePageModule | null,
  );
  prepareNextPage();
  const errors: unknown[] = [];
  const app = (
    <StrictMode>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </StrictMode>
  );
  try {
    // First everything the page waits for: its module, its data (`prepare`), its texts. A prerender
    // waits for all of it, but writes what arrived late as hidden parts revealed by inline scripts,
    // which the shop's Content-Security-Policy rightly forbids; the HTML sent is the second render,
    // in which nothing waits any more.
    const { prelude } = await prerenderToNodeStream(app, { signal, onError: (error) => void errors.push(error) });
    prelude.resume();
    if (signal?.aborted) return { rendered: false, reason: 'out of time' };
    if (errors.length) return { rendered: false, reason: `the render failed: ${describe(errors[0])}` };
    const html = renderToString(app, { onError: (error: unknown) => void errors.push(error) } as Parameters<
      typeof renderToString
    >[1]);
    if (errors.length) return { rendered: false, reason: `the render failed: ${describe(errors[0])}` };
    // A part still waiting (`<!--$?-->`) or left to the browser (`<!--$!-->`): the browser renders the page.
    if (/<!--\$[?!]-->/.test(html)) return { rendered: false, reason: 'a part of the page was not ready' };
    return { rendered: true, html, remote, version };
  } finally {
    endServerRender();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
