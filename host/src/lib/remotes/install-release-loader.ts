import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { releaseLoaderPlugin } from './release-loader-plugin';

/**
 * Retries before a version is given up (then the fallback chain takes over): a manifest once (the plugin
 * waits a second before it), a remote's entry and its modules twice, 300 ms apart.
 */
const MANIFEST_RETRIES = 1;
const SCRIPT_RETRIES = 2;
const RETRY_DELAY_MS = 300;

let providedExports: Promise<Readonly<Record<string, readonly string[]>> | null> | null = null;

/** What this host provides, from a chunk of its own, asked for once (beside the remotes' manifests). */
function hostProvides() {
  providedExports ??= import(/* webpackChunkName: "host-provides" */ './host-provides').then(
    (m) => m.HOST_PROVIDED_EXPORTS,
    () => null,
  );
  return providedExports;
}

/**
 * The federation runtime's plugins for remote versions: transient failures (a manifest or a remote's
 * entry that does not answer) are retried a little first, by Module Federation's retry plugin; then a
 * version that fails or needs what this host lacks moves the remote along its fallback chain.
 */
export function installReleaseLoader(): void {
  void hostProvides();
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: MANIFEST_RETRIES, retryDelay: RETRY_DELAY_MS },
      script: { retryTimes: SCRIPT_RETRIES, retryDelay: RETRY_DELAY_MS },
    }),
    releaseLoaderPlugin(hostProvides),
  ]);
}
