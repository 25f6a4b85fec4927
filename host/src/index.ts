import { showStartFailure } from './lib/start-failure';
import { BOOT_RELOAD_GUARD_MS, isChunkLoadError, reloadOncePerPath } from './lib/reload-once';

// Async boundary: shared singletons are negotiated before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  // A deploy replaced the files this page refers to: load the page again, once per path per 10 s.
  if (isChunkLoadError(error) && reloadOncePerPath(BOOT_RELOAD_GUARD_MS)) return;
  console.error('shop start failed', error);
  showStartFailure();
});
