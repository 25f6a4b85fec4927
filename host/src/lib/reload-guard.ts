import { RELOAD_GUARD_MS } from 'config';
import { bus } from 'shared/bus';
import { useAppErrorStore } from 'shared/stores';
import { isChunkLoadError, reloadOncePerPath } from './reload-once';

export { isChunkLoadError };

/**
 * What the host does when one of its own files fails to load: reload once (a new build is likely
 * out), and if that already happened for this path within 10 seconds, show the error page.
 * Returns whether the page reloads.
 */
let decided: boolean | null = null;

export function handleChunkError(error: unknown): boolean {
  // One failed load is often reported twice (the <script> element and the import's promise):
  // the first report decides for the page.
  if (decided !== null) return decided;
  const message = error instanceof Error ? error.message : String(error);
  const reloading = reloadOncePerPath(RELOAD_GUARD_MS);
  decided = reloading;
  bus.emit('host:chunk-error', { message: message.slice(0, 300), reloading });
  if (!reloading) {
    useAppErrorStore.getState().showError({
      statusCode: 500,
      statusMessage: 'Chunk Load Error',
      message,
      data: { path: window.location.pathname },
    });
  }
  return reloading;
}

/** A file of ours (not a remote's: a remote that fails shows its fallback and its last good version). */
function isHostAsset(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin && parsed.pathname.startsWith('/assets/');
  } catch {
    return false;
  }
}

/**
 * Watches for failed chunk and style loads of the host: rejected dynamic imports, `<script>` and
 * `<link>` elements that fail, and a style sheet that did not arrive before the script ran.
 */
export function installChunkErrorHandling(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      handleChunkError(event.reason);
    }
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (
        target instanceof HTMLLinkElement &&
        /stylesheet|preload|modulepreload/.test(target.rel) &&
        isHostAsset(target.href)
      ) {
        handleChunkError(new Error(`Loading CSS chunk ${target.href} failed`));
      } else if (target instanceof HTMLScriptElement && isHostAsset(target.src)) {
        handleChunkError(new Error(`Loading chunk ${target.src} failed`));
      }
    },
    true,
  );
  // The page's style sheets are in <head>, so they have loaded (or failed) before this script runs.
  // A disabled one stands for the same sheet inlined by the server: never fetched, it has no sheet.
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')) {
    if (isHostAsset(link.href) && !link.sheet) handleChunkError(new Error(`Loading CSS chunk ${link.href} failed`));
  }
}
