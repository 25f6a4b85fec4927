import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ConsentRoot } from '../features/consent/consent-root';
import { startBuildCheck } from '../features/navigation/build-check';
import { LinkGuard } from '../features/navigation/link-guard';
import { RefusedLinkNotice } from '../features/navigation/refused-link-notice';
import { ScrollManager } from '../features/navigation/scroll-manager';
import { ShopPage } from './shop-page';

export function App() {
  useEffect(() => startBuildCheck(), []);
  return (
    <BrowserRouter>
      {/* First in the tab order: a keyboard user meets the cookie choice before anything else. */}
      <ConsentRoot />
      <ScrollManager />
      <LinkGuard />
      <RefusedLinkNotice />
      <ShopPage />
    </BrowserRouter>
  );
}
