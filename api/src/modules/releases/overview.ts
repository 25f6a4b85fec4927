/** The overview of every country's pins and every published version, with the checks' verdicts. */
import { COUNTRY_CODES, REMOTES, type RemoteName } from 'config';
import type { ReleaseService, VersionCheck } from 'release';
import type { Queryable } from '../../db/db';
import { recentReports } from './reports-repository';
import { REPORT_WINDOW_HOURS, type PinView, type VersionView } from './schemas';

/** Full checks hash every file of a version; the overview reuses a verdict for a few seconds. */
const CHECK_TTL_MS = 15_000;

export interface ReleaseChecks {
  /** The verdict on a version, reused for a few seconds. */
  cached(remote: RemoteName, version: string): Promise<VersionCheck>;
  /** Checks a version now, and keeps the verdict. */
  fresh(remote: RemoteName, version: string): Promise<VersionCheck>;
  /** After a change: every verdict is checked again. */
  clear(): void;
}

export function releaseChecks(service: ReleaseService): ReleaseChecks {
  const cache = new Map<string, { at: number; result: Promise<VersionCheck> }>();
  const keep = (key: string, result: Promise<VersionCheck>) => {
    cache.set(key, { at: Date.now(), result });
    result.catch(() => cache.delete(key));
    return result;
  };
  return {
    cached(r, v) {
      const hit = cache.get(`${r}@${v}`);
      if (hit && Date.now() - hit.at < CHECK_TTL_MS) return hit.result;
      return keep(`${r}@${v}`, service.checkVersion(r, v));
    },
    fresh: (r, v) => keep(`${r}@${v}`, service.checkVersion(r, v)),
    clear: () => cache.clear(),
  };
}

export async function releaseOverview(db: Queryable, service: ReleaseService, checks: ReleaseChecks) {
  const manifests = await service.readManifests();
  const host = await service.hostShared();
  // Versions a country runs or samples are checked afresh, once each per request (a file
  // changed in the store shows at once); the others may reuse a verdict a few seconds old.
  const fresh = new Map<string, Promise<VersionCheck>>();
  const freshCheck = (r: RemoteName, v: string) => {
    const key = `${r}@${v}`;
    if (!fresh.has(key)) fresh.set(key, checks.fresh(r, v));
    return fresh.get(key)!;
  };
  for (const cc of COUNTRY_CODES) {
    for (const r of REMOTES) {
      const pin = manifests[cc].remotes[r];
      void freshCheck(r, pin.version);
      if (pin.canary) void freshCheck(r, pin.canary.version);
    }
  }
  const versions = {} as Record<RemoteName, VersionView[]>;
  for (const r of REMOTES) {
    versions[r] = [];
    for (const v of await service.listVersions(r)) {
      const check = await (fresh.get(`${r}@${v}`) ?? checks.cached(r, v));
      versions[r].push({
        version: v,
        builtAt: check.inspected.metadata?.builtAt ?? null,
        gitCommit: check.inspected.metadata?.gitCommit ?? null,
        files: check.inspected.fileCount,
        bytes: check.inspected.bytes,
        ok: check.ok,
        problems: check.problems,
        pinnedIn: COUNTRY_CODES.filter((cc) => manifests[cc].remotes[r].version === v),
        canaryIn: COUNTRY_CODES.filter((cc) => manifests[cc].remotes[r].canary?.version === v),
      });
    }
  }
  const manifestViews = [];
  for (const cc of COUNTRY_CODES) {
    const m = manifests[cc];
    const remotes = {} as Record<RemoteName, PinView>;
    for (const r of REMOTES) {
      const pin = m.remotes[r];
      const pinned = await freshCheck(r, pin.version);
      const canary = pin.canary ? await freshCheck(r, pin.canary.version) : null;
      remotes[r] = {
        version: pin.version,
        lastKnownGood: pin.lastKnownGood ?? null,
        canary: pin.canary
          ? { version: pin.canary.version, percent: pin.canary.percent, startedAt: pin.canary.startedAt ?? null }
          : null,
        previous: pin.previous ?? [],
        checks: { ok: pinned.ok, problems: pinned.problems },
        canaryChecks: canary ? { ok: canary.ok, problems: canary.problems } : null,
      };
    }
    manifestViews.push({ country: cc, revision: m.revision ?? 0, updatedAt: m.updatedAt ?? null, remotes });
  }
  return {
    generatedAt: new Date().toISOString(),
    countries: [...COUNTRY_CODES],
    remotes: [...REMOTES],
    host,
    manifests: manifestViews,
    versions,
    reportWindowHours: REPORT_WINDOW_HOURS,
    reports: await recentReports(db),
  };
}
