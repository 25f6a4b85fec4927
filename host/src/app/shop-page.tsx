import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isLocalPath, layoutFor, type HeadSubject } from 'config';
import { ShopRouteContext, useSite } from 'shared/router';
import { registerErrorNavigation, useAppErrorStore, useCheckoutStore, type AppError } from 'shared/stores';
import { errorPath } from '../features/errors/error-path';
import { Layout } from '../features/layout/layout';
import { useBuildStore } from '../features/navigation/build-state';
import { DocumentHead } from '../features/seo/document-head';
import { markEntryStarted } from '../lib/interaction';
import { withHostTextsAfterRender } from './host-namespace';
import { PageView } from './page-view';
import { lazyWithReload, loadChunk } from '../lib/lazy-with-reload';
import { RemoteRegion } from '../lib/remotes/remote-region';
import { notFoundError, readServerStatus, resolveLocation, type LocationOutcome } from './resolve-location';

// The error page (404, 500, ...) is not part of a normal page's first render: it loads when needed.
const ErrorPage = lazyWithReload<{ error: AppError }>(
  withHostTextsAfterRender(() =>
    import(/* webpackChunkName: "error-page" */ '../features/errors/error-page').then((m) => ({
      default: m.ErrorPage,
    })),
  ),
);
const loadRedirects = () => loadChunk(() => import(/* webpackChunkName: "redirects" */ 'config/redirects'));

/** The server's status belongs to the first page only. */
const serverStatus = {
  key: null as string | null,
  status: typeof document === 'undefined' ? null : readServerStatus(),
};

/**
 * Spec section 4: the transaction id resets to 0 on every navigation, except to a route whose name
 * contains 'thankYou' (the thank-you page shows the trade just made) or that has no name.
 */
export function resetTransactionIdFor(routeName: string | null): void {
  if (routeName === null || routeName.includes('thankYou')) return;
  if (useCheckoutStore.getState().transactionId !== 0) useCheckoutStore.getState().resetTransactionId();
}

/**
 * Old URLs and the spec's base paths (config/redirects) are looked up only for paths that are no
 * page: the lists never weigh on a page load. A base sell or product path names its device by a
 * slug only the server's catalogue translates: the browser loads that URL from the server, which
 * answers the redirect. Not for the page the server has just answered (that was its last word), nor
 * in a development shell, whose HTML comes without the server's status.
 */
function useRedirectLookup(
  outcome: LocationOutcome,
  country: Parameters<typeof resolveLocation>[0],
  pathname: string,
  search: string,
  serverDecides: boolean,
): LocationOutcome {
  const [looked, setLooked] = useState<{ path: string; result: LocationOutcome } | null>(null);
  const key = pathname + search;
  useEffect(() => {
    if (outcome.kind !== 'lookup') return;
    let cancelled = false;
    void loadRedirects().then(({ resolveOldUrl }) => {
      if (cancelled) return;
      const old = resolveOldUrl(country, pathname, search);
      if (old?.kind === 'catalogue' && serverDecides) {
        window.location.replace(pathname + search + window.location.hash);
        return;
      }
      setLooked({
        path: key,
        result:
          old?.kind === 'redirect' && isLocalPath(old.location)
            ? { kind: 'redirect', to: old.location }
            : { kind: 'error', error: notFoundError(pathname) },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [outcome.kind, country, pathname, search, key, serverDecides]);
  if (outcome.kind !== 'lookup') return outcome;
  return looked?.path === key ? looked.result : outcome;
}

/**
 * Matches the location against the country's route table and validate steps, applies old-URL
 * redirects, and mounts the remote page that owns the route in its shop mode's layout, or the
 * error page in the same layout. Every navigation clears the application error state.
 */
export function ShopPage() {
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const storeError = useAppErrorStore((s) => s.error);
  const first = useRef(true);

  // Which page an error in the store belongs to: one set by the last page never shows on the next.
  const locationKey = useRef(location.key);
  // eslint-disable-next-line react-hooks/refs -- read by the store subscription below, before children's effects run
  locationKey.current = location.key;
  const [errorOwner, setErrorOwner] = useState<string | null>(() =>
    useAppErrorStore.getState().error ? location.key : null,
  );
  useEffect(
    () =>
      useAppErrorStore.subscribe((state, previous) => {
        if (state.error && state.error !== previous.error) setErrorOwner(locationKey.current);
      }),
    [],
  );

  serverStatus.key ??= location.key;
  const statusHere = serverStatus.key === location.key ? serverStatus.status : null;
  const immediate = useMemo(
    () => resolveLocation(site.country, location.pathname, location.search, statusHere),
    [site.country, location.pathname, location.search, statusHere],
  );
  const serverDecides = serverStatus.status !== null && statusHere === null;
  const outcome = useRedirectLookup(immediate, site.country, location.pathname, location.search, serverDecides);

  useEffect(() => {
    registerErrorNavigation((to) => void navigate(to));
    return () => registerErrorNavigation(null);
  }, [navigate]);

  // Before the new page's own effects: a new build loads fresh, the error of the last page goes,
  // the transaction id resets.
  useLayoutEffect(() => {
    markEntryStarted(location.key);
    const initial = first.current;
    first.current = false;
    if (!initial && useBuildStore.getState().outdated) {
      window.location.reload();
      return;
    }
    if (!initial) useAppErrorStore.getState().clearError();
  }, [location.key]);

  const routeName = outcome.kind === 'page' ? outcome.match.route.name : null;
  const settled = outcome.kind === 'page' || outcome.kind === 'error';
  useLayoutEffect(() => {
    if (settled) resetTransactionIdFor(routeName);
  }, [location.key, routeName, settled]);

  const routeError: AppError | null = outcome.kind === 'error' ? outcome.error : null;
  useEffect(() => {
    // The not-found page is the application's error state too (spec section 8).
    if (routeError && useAppErrorStore.getState().error?.message !== routeError.message)
      useAppErrorStore.getState().showError(routeError);
  }, [routeError]);

  const error = (storeError && errorOwner === location.key ? storeError : null) ?? routeError;
  // One view per page: a page whose entity is still loading holds it (page-view.ts).
  const path = location.pathname;
  const match = outcome.kind === 'page' ? outcome.match : null;
  const view = (
    <PageView
      locationKey={location.key}
      error={error && { path, routeName: null, pageType: error.statusCode === 404 ? '404' : 'error' }}
      page={match && { path, routeName, pageType: match.route.base }}
    />
  );

  const subject: HeadSubject | null = useMemo(() => {
    if (error) return { kind: 'error', status: error.statusCode, path: errorPath(error) };
    if (outcome.kind === 'page') return { kind: 'page', match: outcome.match };
    return null;
  }, [error, outcome]);

  const head = subject ? <DocumentHead subject={subject} locationKey={location.key} /> : null;
  return (
    <>
      {view}
      {outcome.kind === 'redirect' ? (
        <Navigate to={outcome.to + location.hash} replace />
      ) : error ? (
        <Layout layout={layoutFor(site.shopMode, 'default')}>
          {head}
          <Suspense fallback={null}>
            <ErrorPage error={error} />
          </Suspense>
        </Layout>
      ) : match ? (
        <Layout layout={layoutFor(site.shopMode, match.route.layout)} match={match}>
          {head}
          <ShopRouteContext.Provider value={match}>
            <RemoteRegion
              key={match.route.name}
              remote={match.route.remote}
              module={match.route.page}
              params={match.params}
            />
          </ShopRouteContext.Provider>
        </Layout>
      ) : (
        // Looking the path up among the old URLs: the frame stands, the content follows at once.
        <Layout layout={layoutFor(site.shopMode, 'default')}>{null}</Layout>
      )}
    </>
  );
}
