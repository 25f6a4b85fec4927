import { COUNTRY_CODES, REMOTES, type CountryCode, type ReleaseManifest, type RemoteName } from 'config';
import { z } from 'zod';
import type { Db, Queryable } from '../../../db/db';
import type { ReleaseService } from 'release';
import { percentile } from './bins';
import { BIN_KIND, readBuckets, readClients, sumBuckets } from './health-repository';

/** The guard's settings of a country (defaults below for a country nobody has set). */
export const guardSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The window both versions are compared over, ending now. */
  windowMinutes: z.number().int().min(5).max(1440),
  /** Canary loads (successful or not) in the window before it is judged at all. */
  minLoads: z.number().int().min(1).max(1_000_000),
  /** Distinct clients that must have seen a failure or an error before either rate can stop a canary. */
  minClients: z.number().int().min(1).max(10_000),
  /** How much worse (in points, 0.02 = 2 %) the canary's failure or error rate may be than the pinned one's. */
  failureRateMargin: z.number().min(0).max(1),
  errorRateMargin: z.number().min(0).max(1),
  /** Measurements on each side before p75 LCP or INP is compared. */
  minVitals: z.number().int().min(1).max(1_000_000),
  /** How much higher (0.2 = 20 %) the canary's p75 LCP or INP may be than the pinned one's. */
  lcpMargin: z.number().min(0).max(10),
  inpMargin: z.number().min(0).max(10),
});
export type GuardSettings = z.infer<typeof guardSettingsSchema>;

export const DEFAULT_GUARD_SETTINGS: GuardSettings = {
  enabled: true,
  windowMinutes: 30,
  minLoads: 200,
  minClients: 5,
  failureRateMargin: 0.02,
  errorRateMargin: 0.02,
  minVitals: 100,
  lcpMargin: 0.2,
  inpMargin: 0.2,
};

export async function readGuardSettings(db: Queryable, country: CountryCode): Promise<GuardSettings> {
  const { rows } = await db.query<{ settings: unknown }>(
    'select settings from release_guard_settings where country = $1',
    [country],
  );
  const stored = guardSettingsSchema.partial().safeParse(rows[0]?.settings ?? {});
  return { ...DEFAULT_GUARD_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export async function writeGuardSettings(db: Queryable, country: CountryCode, settings: GuardSettings, by: string) {
  await db.query(
    `insert into release_guard_settings (country, settings, updated_by) values ($1, $2, $3)
     on conflict (country) do update set settings = excluded.settings, updated_by = excluded.updated_by, updated_at = now()`,
    [country, JSON.stringify(settings), by],
  );
}

/** What the guard weighs of one version over the window. */
export interface GuardFigures {
  /** Loads attempted: mounted or failed. */
  attempts: number;
  failures: number;
  errors: number;
  failureRate: number;
  errorRate: number;
  failingClients: number;
  lcpP75: number | null;
  lcpCount: number;
  inpP75: number | null;
  inpCount: number;
}

export async function guardFigures(
  db: Queryable,
  country: CountryCode,
  remote: RemoteName,
  version: string,
  since: Date,
): Promise<GuardFigures> {
  const rows = (await readBuckets(db, country, remote, since)).filter((r) => r.version === version);
  const sum = sumBuckets(rows);
  const clients = (await readClients(db, country, remote, since)).get(version);
  const attempts = sum.loads + sum.failures;
  const count = (bins: number[]) => bins.reduce((s, n) => s + n, 0);
  return {
    attempts,
    failures: sum.failures,
    errors: sum.errors,
    failureRate: attempts ? sum.failures / attempts : 0,
    errorRate: sum.loads ? sum.errors / sum.loads : 0,
    failingClients: clients?.failing ?? 0,
    lcpP75: percentile(BIN_KIND.lcp, sum.bins.lcp),
    lcpCount: count(sum.bins.lcp),
    inpP75: percentile(BIN_KIND.inp, sum.bins.inp),
    inpCount: count(sum.bins.inp),
  };
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Whether a canary is worse than its pinned version by more than the settings allow. A rate counts only
 * once enough distinct clients saw a failure or an error, so a few forged reports cannot stop a healthy
 * canary; one client's share of each bucket is capped when it is stored, so forged successes cannot hide
 * a broken one.
 */
export function judgeCanary(
  pinned: GuardFigures,
  canary: GuardFigures,
  settings: GuardSettings,
): { stop: boolean; reasons: string[] } {
  if (!settings.enabled || canary.attempts < settings.minLoads) return { stop: false, reasons: [] };
  const reasons: string[] = [];
  const enoughClients = canary.failingClients >= settings.minClients;
  if (enoughClients && canary.failureRate - pinned.failureRate > settings.failureRateMargin)
    reasons.push(
      `failure rate ${pct(canary.failureRate)} (${canary.failures} of ${canary.attempts} loads, ${canary.failingClients} clients) against ${pct(pinned.failureRate)} pinned (${pinned.failures} of ${pinned.attempts})`,
    );
  if (enoughClients && canary.errorRate - pinned.errorRate > settings.errorRateMargin)
    reasons.push(
      `error rate ${pct(canary.errorRate)} (${canary.errors} of ${canary.attempts - canary.failures} renders) against ${pct(pinned.errorRate)} pinned`,
    );
  const vitals = [
    ['LCP', canary.lcpP75, canary.lcpCount, pinned.lcpP75, pinned.lcpCount, settings.lcpMargin],
    ['INP', canary.inpP75, canary.inpCount, pinned.inpP75, pinned.inpCount, settings.inpMargin],
  ] as const;
  for (const [name, c, cn, p, pn, margin] of vitals) {
    if (c === null || p === null || cn < settings.minVitals || pn < settings.minVitals) continue;
    if (c > p * (1 + margin))
      reasons.push(
        `p75 ${name} ${c} ms (${cn} pages) against ${p} ms pinned (${pn}), more than ${Math.round(margin * 100)} % slower`,
      );
  }
  return { stop: reasons.length > 0, reasons };
}

/**
 * One round of the guard: every running canary of every country is compared with its pinned version
 * and stopped when `judgeCanary` says so. The stop is an ordinary change (one transaction, an audit entry
 * by the canary guard naming the figures); several instances may run the guard, the change's expected
 * revision lets only the first stop it.
 */
export async function guardRound(
  db: Db,
  service: Pick<ReleaseService, 'stopCanary'>,
  manifestOf: (country: CountryCode) => Promise<ReleaseManifest | null>,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  now = new Date(),
): Promise<{ country: CountryCode; remote: RemoteName; reasons: string[] }[]> {
  const stopped: { country: CountryCode; remote: RemoteName; reasons: string[] }[] = [];
  for (const country of COUNTRY_CODES) {
    const manifest = await manifestOf(country);
    if (!manifest) continue;
    const settings = await readGuardSettings(db, country);
    if (!settings.enabled) continue;
    const since = new Date(now.getTime() - settings.windowMinutes * 60_000);
    for (const remote of REMOTES) {
      const pin = manifest.remotes[remote];
      if (!pin.canary) continue;
      const canary = await guardFigures(db, country, remote, pin.canary.version, since);
      const pinned = await guardFigures(db, country, remote, pin.version, since);
      const verdict = judgeCanary(pinned, canary, settings);
      if (!verdict.stop) continue;
      const reason =
        `stopped by the canary guard over ${settings.windowMinutes} min: ${verdict.reasons.join('; ')}`.slice(0, 500);
      try {
        const outcomes = await service.stopCanary({
          countries: [country],
          remote,
          reason,
          by: 'canary guard',
          via: 'guard',
          kind: 'guard',
          expectedRevisions: { [country]: manifest.revision ?? 0 },
        });
        if (!outcomes.some((o) => o.changed)) continue;
        stopped.push({ country, remote, reasons: verdict.reasons });
        log.info(
          { country, remote, canary: pin.canary.version, reasons: verdict.reasons },
          'canary stopped by the guard',
        );
      } catch (error) {
        // Another instance stopped it first, or someone changed the country meanwhile: the next round looks again.
        log.warn({ country, remote, err: error }, 'the canary guard could not stop a canary');
      }
    }
  }
  return stopped;
}
