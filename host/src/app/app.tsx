import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { ConsentRoot } from '../features/consent/consent-root';
import { LinkGuard } from '../features/navigation/link-guard';
import { RefusedLinkNotice } from '../features/navigation/refused-link-notice';
import { lazyWithReload } from '../lib/lazy-with-reload';
import { useAfterPageRendered } from '../lib/page-rendered';
import { ShopPage } from './shop-page';

const AfterRender = lazyWithReload(() => import(/* webpackChunkName: "after-render" */ './after-render'));

function AfterFirstRender() {
  const rendered = useAfterPageRendered();
  return rendered ? (
    <Suspense fallback={null}>
      <AfterRender />
    </Suspense>
  ) : null;
}

/** The shop inside its router: the browser's (App) or, for a server render, the request's (host/src/server-render/render.tsx). */
export function AppContent() {
  return (
    <>
      {/* First in the tab order: a keyboard user meets the cookie choice before anything else. */}
      <ConsentRoot />
      <AfterFirstRender />
      <LinkGuard />
      <RefusedLinkNotice />
      <ShopPage />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
