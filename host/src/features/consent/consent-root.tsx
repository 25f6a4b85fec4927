import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { bus } from 'shared/bus';
import { useSite } from 'shared/router';
import { loadChunk } from '../../lib/lazy-with-reload';
import { useAfterPageRendered } from '../../lib/page-rendered';
import CookieBanner from './cookie-banner';
import { openConsentSettings, useConsentState } from './consent-store';

const loadTracking = () => loadChunk(() => import(/* webpackChunkName: "tracking" */ './tracking'));

/**
 * Cookie consent and what depends on it. The banner is part of the first view (the server renders it
 * into a first visit's page from the consent cookie, so it is painted with the page, not after a
 * script: on a phone it is often the largest text on screen). The tracking code loads once the page
 * itself has rendered (lib/page-rendered.ts), a landing URL's campaign parameters right away; the
 * consent store is read at start.
 */
export function ConsentRoot() {
  const site = useSite();
  const { search } = useLocation();
  const showBanner = useConsentState((s) => !s.decided || s.settingsOpen);
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

  return showBanner ? <CookieBanner /> : null;
}
