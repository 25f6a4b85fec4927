import { showStartFailure } from './lib/start-failure';
import { BOOT_RELOAD_GUARD_MS, isChunkLoadError, reloadOncePerPath } from './lib/reload-once';
import { afterFirstPaint, isServerRendered, preloadStart } from './server-render/start-preloads';
import { warmUpIntl } from './lib/intl-warmup';

/**
 * A page the server rendered is painted from its HTML alone (its style sheets are inlined): its
 * start's files are asked for once that first view is on screen, so on a phone's link they do not
 * share it with the page's own HTML (api start-preloads.ts). A page the browser renders needs
 * them at once.
 */
const serverRendered = isServerRendered(document.getElementById('root'));
// The server names the page's language; a page the browser renders learns it only in the bootstrap.
warmUpIntl(document.documentElement.lang);

(serverRendered ? afterFirstPaint() : Promise.resolve())
  .then(async () => {
    await preloadStart();
    // Async boundary: shared singletons are negotiated before any of them is used.
    return import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  })
  .catch((error: unknown) => {
    // A deploy replaced the files this page refers to: load the page again, once per path per 10 s.
    if (isChunkLoadError(error) && reloadOncePerPath(BOOT_RELOAD_GUARD_MS)) return;
    console.error('shop start failed', error);
    showStartFailure();
  });
