import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_CODES, REMOTES, type CountryCode, type ReleaseManifest, type RemoteName } from 'config';
import type { ReleaseService } from 'release';
import { ApiError, tooManyRequests } from '../../../lib/api-error';
import { mayChangeReleases } from '../../../plugins/admin-auth';
import { percentile } from './bins';
import { guardRound, guardSettingsSchema, readGuardSettings, writeGuardSettings } from './guard';
import {
  BIN_KIND,
  BUCKET_MINUTES,
  readBuckets,
  readClients,
  recordHealth,
  sumBuckets,
  sweepHealth,
} from './health-repository';
import {
  HEALTH_REPORT_PATH,
  HEALTH_WINDOWS,
  healthReportSchema,
  remoteHealthSchema,
  type HealthWindow,
  type VersionHealth,
} from './schemas';

/** Reports one address may send per minute: a page sends one or two. */
const REPORTS_PER_MINUTE = 60;
const STORE_VERSIONS_TTL_MS = 30_000;

/** Bucket width of the answer: 5 minutes up to 6 hours, wider beyond so a chart stays readable. */
const bucketMinutesFor = (minutes: number) => (minutes <= 360 ? BUCKET_MINUTES : minutes <= 1440 ? 15 : 120);

function roleOf(manifest: ReleaseManifest | null, remote: RemoteName, version: string): VersionHealth['role'] {
  const pin = manifest?.remotes[remote];
  if (pin?.version === version) return 'pinned';
  if (pin?.canary?.version === version) return 'canary';
  return 'other';
}

/**
 * Release health (docs/decisions/0122-release-health-and-the-canary-guard.md): browsers report their remote
 * loads and Web Vitals anonymously to POST /api/releases/health; staff read them per country and remote at
 * GET /api/admin/releases/<cc>/<remote>/health; the canary guard stops a canary that does worse than its
 * pinned version. Countries' guard settings at /api/admin/releases/<cc>/guard.
 */
export async function registerReleaseHealth(app: FastifyInstance, service: ReleaseService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Versions the store holds, read at most every 30 s: a report may name those, and the ones a country runs.
  const storeVersions = new Map<RemoteName, { at: number; versions: Promise<Set<string>> }>();
  const inStore = (remote: RemoteName) => {
    const hit = storeVersions.get(remote);
    if (hit && Date.now() - hit.at < STORE_VERSIONS_TTL_MS) return hit.versions;
    const versions = service.listVersions(remote).then(
      (list) => new Set(list),
      () => new Set<string>(),
    );
    storeVersions.set(remote, { at: Date.now(), versions });
    return versions;
  };
  async function knownVersion(manifest: ReleaseManifest | null, remote: RemoteName, version: string) {
    const pin = manifest?.remotes[remote];
    if (pin && [pin.version, pin.canary?.version, pin.lastKnownGood, ...(pin.previous ?? [])].includes(version))
      return true;
    return (await inStore(remote)).has(version);
  }

  // The address stays on the server only as a hash under a key that changes every day.
  const clientOf = (ip: string, at: Date) =>
    createHmac('sha256', `${app.env.jwtSecret}:release-health:${at.toISOString().slice(0, 10)}`)
      .update(ip)
      .digest('hex')
      .slice(0, 24);

  let lastSweep = 0;
  api.post(
    HEALTH_REPORT_PATH,
    {
      schema: {
        tags: ['releases'],
        summary: 'What a browser measured of the remote versions on a page (anonymous; sent by the host)',
        body: healthReportSchema,
        response: { 202: z.object({ counted: z.number() }) },
      },
    },
    async (request, reply) => {
      const limit = await app.sharedState.hit(`release-health:${request.ip}`, 60, REPORTS_PER_MINUTE);
      if (limit.count > REPORTS_PER_MINUTE) throw tooManyRequests(limit.resetInSeconds);
      const { country, events } = request.body;
      const manifest = await app.releaseManifest(country);
      const known = [];
      for (const event of events) if (await knownVersion(manifest, event.remote, event.version)) known.push(event);
      const at = new Date();
      const { counted } = known.length
        ? await recordHealth(app.db, { country, client: clientOf(request.ip, at), at, events: known })
        : { counted: 0 };
      if (Date.now() - lastSweep > 3_600_000) {
        lastSweep = Date.now();
        await sweepHealth(app.db);
      }
      return reply.status(202).send({ counted });
    },
  );

  const countryRemote = z.object({ country: z.enum(COUNTRY_CODES), remote: z.enum(REMOTES) });
  api.get(
    '/api/admin/releases/:country/:remote/health',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['releases'],
        summary: 'Loads, failures, errors and p75 LCP / INP per version of a country’s remote, over a window',
        params: countryRemote,
        querystring: z.object({ window: z.enum(Object.keys(HEALTH_WINDOWS) as [HealthWindow]).default('1h') }),
        response: { 200: remoteHealthSchema },
      },
    },
    async (request) => {
      const { country, remote } = request.params;
      const window = request.query.window;
      const minutes = HEALTH_WINDOWS[window];
      const bucketMinutes = bucketMinutesFor(minutes);
      const since = new Date(Date.now() - minutes * 60_000);
      const [manifest, rows, clients] = await Promise.all([
        app.releaseManifest(country),
        readBuckets(app.db, country, remote, since),
        readClients(app.db, country, remote, since),
      ]);
      const pin = manifest?.remotes[remote];
      const versions = new Set([pin?.version, pin?.canary?.version, ...rows.map((r) => r.version)]);
      const width = bucketMinutes * 60_000;
      const result: VersionHealth[] = [];
      for (const version of versions) {
        if (!version) continue;
        const own = rows.filter((r) => r.version === version);
        const total = sumBuckets(own);
        const groups = new Map<number, typeof own>();
        for (const r of own) {
          const start = Math.floor(r.bucket.getTime() / width) * width;
          groups.set(start, [...(groups.get(start) ?? []), r]);
        }
        result.push({
          version,
          role: roleOf(manifest, remote, version),
          loads: total.loads,
          failures: total.failures,
          errors: total.errors,
          lcpP75: percentile(BIN_KIND.lcp, total.bins.lcp),
          inpP75: percentile(BIN_KIND.inp, total.bins.inp),
          clsP75: (() => {
            const v = percentile(BIN_KIND.cls, total.bins.cls);
            return v === null ? null : v / 1000;
          })(),
          mountP75: percentile(BIN_KIND.mount, total.bins.mount),
          clients: clients.get(version)?.clients ?? 0,
          failingClients: clients.get(version)?.failing ?? 0,
          buckets: [...groups].map(([start, group]) => {
            const sum = sumBuckets(group);
            return {
              start: new Date(start).toISOString(),
              loads: sum.loads,
              failures: sum.failures,
              errors: sum.errors,
              lcpP75: percentile(BIN_KIND.lcp, sum.bins.lcp),
              inpP75: percentile(BIN_KIND.inp, sum.bins.inp),
            };
          }),
        });
      }
      const order = { pinned: 0, canary: 1, other: 2 };
      result.sort((a, b) => order[a.role] - order[b.role] || b.loads - a.loads);
      return { country, remote, window, bucketMinutes, versions: result };
    },
  );

  const countryOnly = z.object({ country: z.enum(COUNTRY_CODES) });
  api.get(
    '/api/admin/releases/:country/guard',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['releases'],
        summary: 'The canary guard’s settings of a country',
        params: countryOnly,
        response: { 200: guardSettingsSchema },
      },
    },
    async (request) => readGuardSettings(app.db, request.params.country),
  );
  api.put(
    '/api/admin/releases/:country/guard',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['releases'],
        summary: 'Changes the canary guard’s settings of a country (release managers of the country, admins)',
        params: countryOnly,
        body: guardSettingsSchema.partial(),
        response: { 200: guardSettingsSchema },
      },
    },
    async (request) => {
      const country: CountryCode = request.params.country;
      const staff = request.staff!;
      if (!mayChangeReleases(staff, country))
        throw new ApiError(403, 'forbidden', `you may not change the releases of ${country}`);
      const settings = { ...(await readGuardSettings(app.db, country)), ...request.body };
      await writeGuardSettings(app.db, country, settings, staff.kind === 'person' ? staff.name : 'admin token');
      return settings;
    },
  );

  // The guard: every instance runs it; the expected revision lets one stop a canary once.
  const round = async () => {
    try {
      const stopped = await guardRound(app.db, service, (country) => app.releaseManifest(country), app.log);
      for (const { country } of stopped) app.forgetReleaseManifest(country);
    } catch (error) {
      app.log.warn({ err: error }, 'the canary guard’s round failed');
    }
  };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (!running) running = round().finally(() => (running = null));
  }, app.env.RELEASE_GUARD_INTERVAL_SECONDS * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
