import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName, type PagePrepareContext, type RemoteName } from 'config';
import type { ComponentType } from 'react';
import { bus } from 'shared/bus';
import { noteLoadStart } from './release-health';
import { activeVersion } from './remote-registry';

export type RemoteComponent = ComponentType<Record<string, unknown>>;
const NO_CONTEXT: PagePrepareContext = Object.freeze({ params: Object.freeze({}) });

/** What a remote's exposed page module may export: the page, and what loads its first view's data before its first render. */
export type RemotePageModule = { default?: RemoteComponent; prepare?: (context?: PagePrepareContext) => Promise<void> };
export type RemoteModuleLoader = (
  remote: RemoteName,
  version: string | null,
  module: string,
) => Promise<RemotePageModule | null | undefined>;

const cache = new Map<string, Promise<RemoteComponent>>();

/** In the browser the federation runtime loads a remote's module; the server render loads its server build. */
const loadFederated: RemoteModuleLoader = (remote, _version, module) =>
  loadRemote<RemotePageModule>(`${containerName(remote)}/${module.replace(/^\.\//, '')}`);
let loadModule: RemoteModuleLoader = loadFederated;
/** Whether the next module load runs the module's `prepare` before its component renders. */
let prepareNext = false;

/** Server rendering (host/src/server-render/render.tsx): loads remote modules from the server builds, from a clean cache. */
export function setServerModuleLoader(loader: RemoteModuleLoader): void {
  loadModule = loader;
  cache.clear();
}

/**
 * The next remote module to load (the page's: layout widgets wait until it has rendered) has its
 * first view's data loaded before it renders (its `prepare`), so that its first render shows what the
 * server rendered: the browser takes over the server's page (hydration). The server does it for every
 * page it renders.
 */
export function prepareNextPage(): void {
  prepareNext = true;
}

async function loadOnce(
  remote: RemoteName,
  module: string,
  version: string | null,
  context: PagePrepareContext,
): Promise<RemoteComponent> {
  const prepare = prepareNext;
  prepareNext = false;
  const loaded = await loadModule(remote, version, module);
  const component = loaded?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`${remote} ${version ?? '?'}: module ${module} has no default export`);
  }
  if (prepare && typeof loaded?.prepare === 'function') {
    try {
      await loaded.prepare(context);
    } catch {
      // The page loads its data itself, as it does without a server render.
    }
  }
  return component as RemoteComponent;
}

// A remote that moved along its fallback chain (the runtime plugin, release-loader-plugin.ts): its other
// modules loaded from the failed version are forgotten, so the next use loads them from the new one.
// Loads still under way are kept: they settle from the version the remote moved to.
const settled = new WeakSet<Promise<RemoteComponent>>();
const fulfilled = new WeakSet<Promise<RemoteComponent>>();
bus.on('host:remote-fallback', ({ remote }) => {
  for (const [k, pending] of [...cache]) if (k.startsWith(`${remote}|`) && settled.has(pending)) cache.delete(k);
});

/** `context`: the route's parameters and the query, for a page's `prepare` (`prepareNextPage`). */
export function loadRemoteComponent(
  remote: RemoteName,
  module: string,
  context: PagePrepareContext = NO_CONTEXT,
): Promise<RemoteComponent> {
  const key = `${remote}|${module}`;
  let pending = cache.get(key);
  if (!pending) {
    // The version in use, a failed one falls back (the runtime plugin) before this settles.
    noteLoadStart(remote, module);
    const loading = loadOnce(remote, module, activeVersion(remote), context);
    void loading.then(
      () => {
        settled.add(loading);
        fulfilled.add(loading);
      },
      () => settled.add(loading),
    );
    pending = loading;
    // A failed load stays cached: React retries rendering after an error, and a fresh load on
    // every retry would hammer the server. Only "try again" (forgetRemoteComponent) clears it.
    cache.set(key, pending);
  }
  return pending;
}

/** Whether the module has loaded (an error in its region is then its render's, not its load's). */
export function isRemoteComponentLoaded(remote: RemoteName, module: string): boolean {
  const pending = cache.get(`${remote}|${module}`);
  return pending !== undefined && fulfilled.has(pending);
}

/** Forgets a failed load so "try again" really tries again. */
export function forgetRemoteComponent(remote: RemoteName, module: string): void {
  cache.delete(`${remote}|${module}`);
}
