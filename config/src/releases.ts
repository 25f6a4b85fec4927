import type * as z from 'zod/mini';
import { COUNTRY_CODES, type CountryCode } from './countries';
import type { canarySchema, releaseManifestSchema, remotePinSchema } from './schemas';
import { REMOTES, type RemoteName } from './remotes';

/** A semantic version as the remotes' package.json files carry it. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** How many earlier pins a remote keeps for `rollback` (newest last). */
export const PREVIOUS_PINS_KEPT = 10;

// The schemas (zod) are in config/schemas: the API, the release scripts and the tests check
// manifests with them. The browser reads its country's manifest with `parseReleaseManifest`
// below, which accepts exactly what `releaseManifestSchema` accepts (releases.test.ts compares
// the two), so the shop does not download zod before its first render.
export type Canary = z.infer<typeof canarySchema>;
export type RemotePin = z.infer<typeof remotePinSchema>;
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isVersion = (value: unknown): value is string => typeof value === 'string' && VERSION_PATTERN.test(value);

function parseCanary(value: unknown): Canary | null {
  if (!isRecord(value) || !isVersion(value.version)) return null;
  const { percent, startedAt } = value;
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  if (startedAt !== undefined && typeof startedAt !== 'string') return null;
  return { version: value.version, percent, ...(startedAt !== undefined ? { startedAt } : {}) };
}

function parseRemotePin(value: unknown): RemotePin | null {
  if (!isRecord(value) || !isVersion(value.version)) return null;
  const pin: RemotePin = { version: value.version };
  if (value.lastKnownGood !== undefined) {
    if (!isVersion(value.lastKnownGood)) return null;
    pin.lastKnownGood = value.lastKnownGood;
  }
  if (value.canary !== undefined) {
    if (value.canary === null) pin.canary = null;
    else {
      const canary = parseCanary(value.canary);
      if (!canary) return null;
      pin.canary = canary;
    }
  }
  if (value.previous !== undefined) {
    if (!Array.isArray(value.previous) || !value.previous.every(isVersion)) return null;
    pin.previous = [...(value.previous as string[])];
  }
  return pin;
}

/**
 * A release manifest as fetched by the browser, checked without zod: the manifest when it is one
 * (unknown keys dropped, as zod does), else null.
 */
export function parseReleaseManifest(value: unknown): ReleaseManifest | null {
  if (!isRecord(value) || !isRecord(value.remotes)) return null;
  const { country, updatedAt, revision } = value;
  if (typeof country !== 'string' || !(COUNTRY_CODES as readonly string[]).includes(country)) return null;
  if (updatedAt !== undefined && typeof updatedAt !== 'string') return null;
  if (revision !== undefined && (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 0))
    return null;
  const keys = Object.keys(value.remotes);
  if (keys.some((key) => !(REMOTES as readonly string[]).includes(key))) return null;
  const remotes = {} as Record<RemoteName, RemotePin>;
  for (const remote of REMOTES) {
    const pin = parseRemotePin(value.remotes[remote]);
    if (!pin) return null;
    remotes[remote] = pin;
  }
  return {
    country: country as CountryCode,
    remotes,
    ...(updatedAt !== undefined ? { updatedAt } : {}),
    ...(revision !== undefined ? { revision } : {}),
  };
}

/** FNV-1a, 32 bits: small, fast, the same in the browser and in Node. Not for secrets. */
export function fnv1a(text: string): number {
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
export function selectRemoteVersion(
  remote: RemoteName,
  pin: RemotePin,
  key: string | null,
): { version: string; side: ReleaseSide } {
  const canary = pin.canary;
  if (
    key &&
    canary &&
    canary.version !== pin.version &&
    canary.percent > 0 &&
    canaryBucket(key, remote, canary.version) < canary.percent
  ) {
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

/** Something a remote version imports that a host does not provide. */
export interface ContractProblem {
  /** The shared module (`shared/http`, `config`). */
  shareKey: string;
  /** The named export missing from it, or null when the host provides no such module at all. */
  name: string | null;
}

/**
 * What a remote version imports from the workspace share keys that the host does not provide: a share
 * key the host has no module for, or a named export missing from one it has. A namespace or dynamic
 * import (`*`) needs only the share key; a host that re-exports a whole package (`*`) provides any name.
 * Release checks and the browser's loader both decide with this (docs/decisions/0107-the-contract-is-what-the-code-uses.md).
 */
export function missingImports(
  imports: Readonly<Record<string, readonly string[]>>,
  provided: Readonly<Record<string, readonly string[]>>,
): ContractProblem[] {
  const problems: ContractProblem[] = [];
  for (const [shareKey, names] of Object.entries(imports)) {
    const exports = provided[shareKey];
    if (!exports) {
      problems.push({ shareKey, name: null });
      continue;
    }
    if (exports.includes('*')) continue;
    for (const name of names) if (name !== '*' && !exports.includes(name)) problems.push({ shareKey, name });
  }
  return problems;
}

/** A contract problem in words: `shared/hooks has no export useNow`. */
export function describeContractProblem(problem: ContractProblem): string {
  return problem.name === null
    ? `the host provides no ${problem.shareKey}`
    : `${problem.shareKey} has no export ${problem.name}`;
}
