import 'shared/ui/tokens.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LOCALE_COOKIE_MAX_AGE_DAYS, resolveSite } from 'config';
import { hasPrimedAnswers, preloadHttpClient } from 'shared/http';
import { initI18n, loadNamespace, sharedNamespace } from 'shared/i18n';
import { useSiteStore } from 'shared/stores';
import { App } from './app/app';
import { hostNamespace } from './app/host-namespace';
import { loadRelease } from './app/load-release';
import { releaseCohortKey } from './lib/remotes/release-cohort';
import { registerRelease } from './lib/remotes/remote-registry';
import { installReleaseLoader } from './lib/remotes/install-release-loader';
import { prepareNextPage } from './lib/remotes/load-remote-module';
import { loadConsent } from './features/consent/consent-store';
import { reportReleaseProblems } from './lib/remotes/report-release-problems';
import { startReleaseHealth } from './lib/remotes/release-health';
import { COOKIES, readCookie, writeCookie } from './lib/cookies';
import { handleChunkError, installChunkErrorHandling, isChunkLoadError } from './lib/reload-guard';
import { watchInteraction } from './lib/interaction';
import { afterPageRendered } from './lib/page-rendered';
import { showStartFailure } from './lib/start-failure';
import { isServerRendered } from './server-render/start-preloads';

async function start(): Promise<void> {
  installChunkErrorHandling();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The server rendered the page's first view (api shop-pages/server-render): the browser takes
  // that HTML over (hydrates it) instead of rendering from nothing, so the customer sees the page
  // before this code has arrived.
  const serverRendered = isServerRendered(container);

  const resolution = resolveSite(window.location.hostname);
  if (!resolution.ok) {
    const { SiteErrorPage } = await import(
      /* webpackChunkName: "site-error-page" */ './features/errors/site-error-page'
    );
    createRoot(container).render(<SiteErrorPage error={resolution.error} hostname={resolution.hostname} />);
    return;
  }
  const { site } = resolution;
  useSiteStore.getState().setSite(site);
  document.documentElement.lang = site.locale;
  // The language cookie is necessary (it is the shop's language), so it needs no consent. The next
  // request needs it, not this start: written once the page has rendered, and only when it changes (a
  // write makes every later cookie read ask the browser's cookie store again, milliseconds on a phone).
  afterPageRendered(() => {
    if (readCookie(COOKIES.locale) !== site.locale)
      writeCookie(COOKIES.locale, site.locale, LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60);
  });
  loadConsent();
  // Scroll positions are ours to restore (the scroll manager, after the first render): the
  // browser's own restoration would run before the content exists.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // A page loaded from the address bar or a link from outside is a history entry without the
  // router's state, which react-router calls 'default' every time: positions are kept per entry,
  // so each such entry gets a key of its own (kept over a reload and back/forward, like any state).
  const entry: unknown = window.history.state;
  if (!entry || typeof entry !== 'object' || typeof (entry as { key?: unknown }).key !== 'string') {
    window.history.replaceState(
      {
        usr: null,
        idx: 0,
        ...(entry && typeof entry === 'object' ? entry : {}),
        key: Math.random().toString(36).slice(2, 10),
      },
      '',
    );
  }
  watchInteraction();

  // Every page calls the API soon after its first view: its client downloads beside the page's files,
  // unless the server primed the page with what its first view asks (the home page's content): then
  // nothing waits for it before the page has rendered.
  if (hasPrimedAnswers()) afterPageRendered(preloadHttpClient);
  else preloadHttpClient();
  const [release] = await Promise.all([
    loadRelease(site.country),
    initI18n(site.locale).then(() =>
      Promise.all([loadNamespace('host', hostNamespace), loadNamespace('shared', sharedNamespace)]),
    ),
  ]);
  installReleaseLoader();
  // Canaries: the visitor's key decides the side, the same on every visit (docs/decisions/0054-canary-assignment.md).
  registerRelease(release, releaseCohortKey());
  reportReleaseProblems(site.country);
  startReleaseHealth(site.country, afterPageRendered);

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, React renders (and hydrates) the page in slices and lets the browser answer
  // in between: otherwise the whole first render is one task, which on a phone blocks input for
  // hundreds of milliseconds. The content is the same; the page commits when it is done.
  if (serverRendered) {
    // The page's first render in the browser shows the data the server rendered (its `prepare`).
    prepareNextPage();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

start().catch((error: unknown) => {
  // The shell could not start (no release manifest, no texts): a file that failed to load gets
  // one reload; otherwise a plain message instead of a blank screen, details in the console.
  if (isChunkLoadError(error) && handleChunkError(error)) return;
  console.error('shop start failed', error);
  showStartFailure();
});
