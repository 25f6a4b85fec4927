import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { bus } from 'shared/bus';
import { useSite } from 'shared/router';
import { withHostTextsAfterRender } from '../../app/host-namespace';
import { loadChunk, lazyWithReload } from '../../lib/lazy-with-reload';
import { useAfterPageRendered } from '../../lib/page-rendered';
import { useConsentStore, openConsentSettings } from './consent-store';

const CookieBanner = lazyWithReload(
  withHostTextsAfterRender(() => import(/* webpackChunkName: "cookie-banner" */ './cookie-banner')),
);
const loadTracking = () => loadChunk(() => import(/* webpackChunkName: "tracking" */ './tracking'));

/**
 * Cookie consent and what depends on it. The banner and the tracking code load once the page
 * itself has rendered (lib/page-rendered.ts; they are not part of the first render's weight), a
 * landing URL's campaign parameters right away; the consent store is read at start.
 */
export function ConsentRoot() {
  const site = useSite();
  const { search } = useLocation();
  const showBanner = useConsentStore((s) => !s.decided || s.settingsOpen);
  // The banner comes with the page's first render (a skeleton too), before the customer clicks anything.
  const pageRendered = useAfterPageRendered({ firstRender: true });

  useEffect(() => bus.on('host:open-cookie-settings', openConsentSettings), []);

  useEffect(() => {
    if (!pageRendered) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadTracking().then((tracking) => {
      if (!cancelled) stop = tracking.startTracking(site);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [site, pageRendered]);

  // A landing URL with campaign parameters is a marketing touchpoint (sent only with consent).
  useEffect(() => {
    if (search) void loadTracking().then((tracking) => tracking.captureTouchpoint(search));
  }, [search]);

  if (!showBanner || !pageRendered) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
