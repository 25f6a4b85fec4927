/**
 * Development shell for running one remote alone (`npm run dev -w <remote>`): it stands in for
 * the host with a minimal frame, sets the site from `?country=` (or the hostname) and renders the
 * remote's own pages under the same route table the host uses. Not part of any production build.
 */
import 'shared/ui/tokens.css';
import { StrictMode, Suspense, use, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation } from 'react-router';
import {
  COUNTRY_CODES,
  countries,
  isCountryCode,
  matchRoute,
  resolveSite,
  routesFor,
  type RemoteName,
  type Site,
} from 'config';
import { initI18n, loadNamespace, sharedNamespace } from 'shared/i18n';
import { ShopRouteContext } from 'shared/router';
import { useSiteStore } from 'shared/stores';

type ModuleLoader = () => Promise<{ default: ComponentType }>;

export interface StandaloneOptions {
  remote: RemoteName;
  /** The remote's exposed modules, loaded directly instead of through federation. */
  modules: Record<string, ModuleLoader>;
}

const cache = new Map<string, Promise<{ default: ComponentType }>>();
function Module({ id, load }: { id: string; load: ModuleLoader }) {
  let pending = cache.get(id);
  if (!pending) {
    pending = load();
    cache.set(id, pending);
  }
  const { default: Component } = use(pending);
  return <Component />;
}

function pickSite(): Site {
  const fromQuery = new URLSearchParams(window.location.search).get('country');
  const resolved = resolveSite(window.location.hostname);
  const country = isCountryCode(fromQuery) ? fromQuery : resolved.ok ? resolved.site.country : 'de';
  return { hostname: window.location.hostname, country, locale: countries[country].icuLocale, shopMode: 'default' };
}

function Shell({ options, site }: { options: StandaloneOptions; site: Site }) {
  const location = useLocation();
  const match = useMemo(() => matchRoute(site.country, location.pathname), [site.country, location.pathname]);
  const ownRoutes = routesFor(site.country).filter((r) => r.remote === options.remote);
  const widgets = Object.keys(options.modules).filter((m) => !ownRoutes.some((r) => r.page === m));
  return (
    <div style={{ padding: '1rem', maxWidth: 1200, margin: '0 auto' }}>
      <header style={{ borderBottom: '1px solid var(--color-border)', paddingBottom: '0.75rem', marginBottom: '1rem' }}>
        <strong>{options.remote}</strong> standalone · {site.locale} ·{' '}
        {COUNTRY_CODES.map((cc) => (
          <a key={cc} href={`?country=${cc}`} style={{ marginRight: 8 }}>
            {cc}
          </a>
        ))}
        <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
          {ownRoutes
            .filter((r) => r.params.length === 0)
            .map((r) => (
              <Link key={r.name} to={r.path}>
                {r.name}
              </Link>
            ))}
        </nav>
        <div style={{ display: 'flex', gap: 12, marginTop: 8 }}>
          {widgets.map((w) => (
            <Suspense key={w} fallback={null}>
              <Module id={w} load={options.modules[w]!} />
            </Suspense>
          ))}
        </div>
      </header>
      <main data-boundary={options.remote}>
        {match && match.route.remote === options.remote && options.modules[match.route.page] ? (
          <ShopRouteContext.Provider value={match}>
            <Suspense fallback={<p>…</p>}>
              <Module key={match.route.name} id={match.route.page} load={options.modules[match.route.page]!} />
            </Suspense>
          </ShopRouteContext.Provider>
        ) : (
          <p>
            No page of {options.remote} at {location.pathname}. Routes with parameters:{' '}
            {ownRoutes
              .filter((r) => r.params.length)
              .map((r) => r.path)
              .join(', ')}
          </p>
        )}
      </main>
    </div>
  );
}

export async function startStandalone(options: StandaloneOptions): Promise<void> {
  const site = pickSite();
  useSiteStore.getState().setSite(site);
  document.documentElement.lang = site.locale;
  await initI18n(site.locale);
  await loadNamespace('shared', sharedNamespace);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Shell options={options} site={site} />
      </BrowserRouter>
    </StrictMode>,
  );
}
