import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName, type PagePrepareContext, type RemoteName } from 'config';
import type { ComponentType } from 'react';
import { activeVersion, fallBack } from './remote-registry';

export type RemoteComponent = ComponentType<Record<string, unknown>>;
type RouteParams = PagePrepareContext['params'];
const NO_PARAMS: RouteParams = Object.freeze({});

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

/** Server rendering (host/src/server/render.tsx): loads remote modules from the server builds, from a clean cache. */
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
  params: RouteParams,
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
      await loaded.prepare({ params });
    } catch {
      // The page loads its data itself, as it does without a server render.
    }
  }
  return component as RemoteComponent;
}

/**
 * Loads a remote's exposed component. When the version in use fails, the remote moves along its
 * fallback chain (canary -> pinned -> last known good) and the load is tried again, until one
 * loads or none is left.
 */
async function loadWithFallback(
  remote: RemoteName,
  module: string,
  key: string,
  params: RouteParams,
): Promise<RemoteComponent> {
  for (;;) {
    const version = activeVersion(remote);
    try {
      return await loadOnce(remote, module, version, params);
    } catch (error) {
      if (!fallBack(remote, version)) throw error;
      // Other modules of this remote may have been loaded from the failed version: forget them,
      // but not this one, whose promise is still in flight and resolves to the next version.
      for (const k of [...cache.keys()]) if (k.startsWith(`${remote}|`) && k !== key) cache.delete(k);
    }
  }
}

/** `params`: the route's parameters, for a page's `prepare` (`prepareNextPage`). */
export function loadRemoteComponent(
  remote: RemoteName,
  module: string,
  params: RouteParams = NO_PARAMS,
): Promise<RemoteComponent> {
  const key = `${remote}|${module}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadWithFallback(remote, module, key, params);
    // A failed load stays cached: React retries rendering after an error, and a fresh load on
    // every retry would hammer the server. Only "try again" (forgetRemoteComponent) clears it.
    cache.set(key, pending);
  }
  return pending;
}

/** Forgets a failed load so "try again" really tries again. */
export function forgetRemoteComponent(remote: RemoteName, module: string): void {
  cache.delete(`${remote}|${module}`);
}
