import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  containerName,
  fallbackChain,
  selectRemoteVersion,
  type ReleaseManifest,
  type ReleaseSide,
  type RemoteName,
} from 'config';
import { bus } from 'shared/bus';
import type { CohortKey } from './release-cohort';

/**
 * Where remote versions are loaded from: this origin's `/remotes`, or the store's address when the page names
 * one (`<meta name="shop-remote-store">`, from REMOTE_STORE_URL). The store is static files (docs/releases.md).
 */
function storeBase(): string {
  if (typeof document === 'undefined') return '/remotes';
  return document.querySelector<HTMLMetaElement>('meta[name="shop-remote-store"]')?.content || '/remotes';
}

/** Where a remote version's manifest is served. */
export function remoteManifestUrl(remote: RemoteName, version: string): string {
  return `${storeBase()}/${remote}/${version}/mf-manifest.json`;
}

interface ActiveRemote {
  /** Versions to try, in order: the selected one, the pinned one (after a canary), the last known good one. */
  chain: string[];
  /** Which of them this page uses now. */
  index: number;
  side: ReleaseSide;
}

const active = new Map<RemoteName, ActiveRemote>();

/** The version of a remote this page runs, or null when the release does not pin it. */
export function activeVersion(remote: RemoteName): string | null {
  const current = active.get(remote);
  return current ? current.chain[current.index]! : null;
}

/** Whether this page runs the canary candidate of a remote (for support and analytics). */
export function activeSide(remote: RemoteName): ReleaseSide | null {
  return active.get(remote)?.side ?? null;
}

/**
 * Registers every remote of the country's release manifest with the federation runtime, at the
 * version this visitor gets: the pinned one, or a running canary's candidate when the visitor's
 * key falls into its share.
 */
export function registerRelease(release: ReleaseManifest, cohort: CohortKey = { key: null, keyedBy: 'none' }): void {
  registerRemotes(selectRelease(release, cohort), { force: true });
}

/**
 * Chooses the version of every remote of the release for this visitor (registerRelease) without
 * registering them with the federation runtime: the server render (host/src/server-render/render.tsx)
 * chooses as the browser will, and loads the remotes' server builds itself.
 */
export function selectRelease(
  release: ReleaseManifest,
  cohort: CohortKey = { key: null, keyedBy: 'none' },
): { name: string; entry: string }[] {
  active.clear();
  const entries: { name: string; entry: string }[] = [];
  for (const remote of REMOTES) {
    const pin = release.remotes[remote];
    if (!pin) continue;
    const selected = selectRemoteVersion(remote, pin, cohort.key);
    active.set(remote, { chain: fallbackChain(selected.version, pin), index: 0, side: selected.side });
    entries.push({ name: containerName(remote), entry: remoteManifestUrl(remote, selected.version) });
    if (pin.canary && pin.canary.percent > 0) {
      bus.emit('release:canary-assigned', {
        remote,
        side: selected.side,
        version: selected.version,
        candidate: pin.canary.version,
        percent: pin.canary.percent,
        keyedBy: cohort.keyedBy,
      });
    }
  }
  return entries;
}

/**
 * After `failedVersion` of a remote failed to load: switch the remote to the next version of its
 * chain (a failed canary to the pinned version, a failed pin to the last known good one) and tell
 * the bus. Returns whether there is a version to try now. Several modules of one remote failing at
 * once move it on only once.
 */
export function fallBack(remote: RemoteName, failedVersion: string | null): boolean {
  const current = active.get(remote);
  if (!current) return false;
  const now = current.chain[current.index]!;
  if (failedVersion !== null && failedVersion !== now) return true;
  if (current.index + 1 >= current.chain.length) return false;
  const to = current.chain[current.index + 1]!;
  active.set(remote, { ...current, index: current.index + 1, side: 'pinned' });
  registerRemotes([{ name: containerName(remote), entry: remoteManifestUrl(remote, to) }], { force: true });
  bus.emit('host:remote-fallback', { remote, from: now, to });
  return true;
}
