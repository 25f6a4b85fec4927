import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from 'config';
import type { ComponentType } from 'react';
import { activeVersion, fallBack } from './remote-registry';

export type RemoteComponent = ComponentType<Record<string, unknown>>;

const cache = new Map<string, Promise<RemoteComponent>>();

async function loadOnce(remote: RemoteName, module: string, version: string | null): Promise<RemoteComponent> {
  const id = `${containerName(remote)}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<{ default?: RemoteComponent }>(id);
  const component = loaded?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`${remote} ${version ?? '?'}: module ${module} has no default export`);
  }
  return component as RemoteComponent;
}

/**
 * Loads a remote's exposed component. When the version in use fails, the remote moves along its
 * fallback chain (canary -> pinned -> last known good) and the load is tried again, until one
 * loads or none is left.
 */
async function loadWithFallback(remote: RemoteName, module: string, key: string): Promise<RemoteComponent> {
  for (;;) {
    const version = activeVersion(remote);
    try {
      return await loadOnce(remote, module, version);
    } catch (error) {
      if (!fallBack(remote, version)) throw error;
      // Other modules of this remote may have been loaded from the failed version: forget them,
      // but not this one, whose promise is still in flight and resolves to the next version.
      for (const k of [...cache.keys()]) if (k.startsWith(`${remote}|`) && k !== key) cache.delete(k);
    }
  }
}

export function loadRemoteComponent(remote: RemoteName, module: string): Promise<RemoteComponent> {
  const key = `${remote}|${module}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadWithFallback(remote, module, key);
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
