/**
 * Starts the Intl warm-up worker for the page's language (intl-warmup.worker.ts). Part of the host's
 * first script: a browser without workers, or a worker that fails, only means the page pays the
 * first formatting itself.
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker !== 'function' || !locale) return;
  try {
    // A file of its own (an asset, not a bundled worker): see intl-warmup.worker.js.
    const script = new URL('./intl-warmup.worker.js', import.meta.url);
    const worker = new Worker(script, { name: 'intl-warmup' });
    worker.onerror = () => worker.terminate();
    worker.postMessage(locale);
  } catch {
    // A CSP or an old browser refused the worker: nothing to undo.
  }
}
