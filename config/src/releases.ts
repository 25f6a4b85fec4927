import * as z from 'zod/mini';
import { COUNTRY_CODES } from './countries';
import { REMOTES, type RemoteName } from './remotes';

/** A semantic version as the remotes' package.json files carry it. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const version = z.string().check(z.regex(VERSION_PATTERN));

/** How many earlier pins a remote keeps for `rollback` (newest last). */
export const PREVIOUS_PINS_KEPT = 10;

export const canarySchema = z.object({
  /** The candidate version a share of the customers gets. */
  version,
  /** Share of customers on the candidate, 0–100 (two decimals are meaningful). */
  percent: z.number().check(z.minimum(0), z.maximum(100)),
  /** When the canary started (ISO time), for the release page. */
  startedAt: z.optional(z.string()),
});
export type Canary = z.infer<typeof canarySchema>;

export const remotePinSchema = z.object({
  /** The version customers of this country get. */
  version,
  /**
   * The version the host falls back to when `version` (or the canary) fails to load: the version
   * that served this country before the current pin (the top of `previous`).
   */
  lastKnownGood: z.optional(version),
  /** A candidate version for a share of the customers, assigned by client id. */
  canary: z.optional(z.nullable(canarySchema)),
  /** Earlier pins, oldest first: `rollback` returns to the last one and removes it. */
  previous: z.optional(z.array(version)),
});
export type RemotePin = z.infer<typeof remotePinSchema>;

/** One release manifest per country: which version of each remote it runs. */
export const releaseManifestSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  remotes: z.record(z.enum(REMOTES), remotePinSchema),
  updatedAt: z.optional(z.string()),
  /** Increases by one with every change; the audit log records it with each entry. */
  revision: z.optional(z.int().check(z.minimum(0))),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

/** FNV-1a, 32 bits: small, fast, the same in the browser and in Node. Not for secrets. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Where a visitor falls for a canary, in [0, 100) with two decimals. It depends on the visitor's
 * key, the remote and the candidate version only: the same visitor stays on the same side on
 * every visit, raising the percentage only adds visitors (nobody who had the candidate loses it),
 * and each remote's canary, and each new candidate, samples independently.
 */
export function canaryBucket(key: string, remote: RemoteName, candidate: string): number {
  return (fnv1a(`${remote}@${candidate}|${key}`) % 10000) / 100;
}

export type ReleaseSide = 'pinned' | 'canary';

/**
 * The version of a remote this visitor gets: the canary candidate when the visitor's bucket is
 * below the canary's percentage, the pinned version otherwise. A visitor without a key (no
 * cookies at all) always gets the pinned version, so nobody switches sides at random.
 */
export function selectRemoteVersion(remote: RemoteName, pin: RemotePin, key: string | null): { version: string; side: ReleaseSide } {
  const canary = pin.canary;
  if (key && canary && canary.version !== pin.version && canary.percent > 0 && canaryBucket(key, remote, canary.version) < canary.percent) {
    return { version: canary.version, side: 'canary' };
  }
  return { version: pin.version, side: 'pinned' };
}

/**
 * The versions to try for a remote, in order: the selected one, then (after a failed canary) the
 * pinned version, then the last known good one. Duplicates are dropped.
 */
export function fallbackChain(selected: string, pin: RemotePin): string[] {
  const chain = [selected, pin.version, pin.lastKnownGood].filter((v): v is string => Boolean(v));
  return [...new Set(chain)];
}
