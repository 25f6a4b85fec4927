import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES, REMOTES, VERSION_PATTERN, type CountryCode, type RemoteName } from 'config';
import { ReleaseRefusedError } from '../../../../scripts/release/core/problems';
import { databaseReleaseState } from '../../../../scripts/release/core/state';
import {
  createReleaseService,
  type ChangeOutcome,
  type ReleaseService,
  type VersionCheck,
} from '../../../../scripts/release/core/service';
import { ApiError, tooManyRequests } from '../../lib/api-error';
import { sourceExports } from '../../lib/source-exports';
import { mayChangeReleases, type StaffActor } from '../../plugins/admin-auth';
import { staffAccountRoutes } from './accounts';
import { registerReleaseHealth } from './health';
import { registerReleasePage } from './page';

const version = z.string().regex(VERSION_PATTERN, 'not a version (x.y.z or x.y.z-tag)');
const country = z.enum(COUNTRY_CODES);
const remote = z.enum(REMOTES);
const problem = z.object({ code: z.string(), message: z.string() });
const checks = z.object({ ok: z.boolean(), problems: z.array(problem) });

const pinState = z.object({
  version: z.string(),
  canary: z.object({ version: z.string(), percent: z.number() }).nullable(),
});
const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  country,
  remote,
  action: z.string(),
  by: z.string(),
  via: z.string(),
  actorKind: z.string(),
  reason: z.string(),
  from: pinState,
  to: pinState,
  revision: z.number(),
});

const pinView = z.object({
  version: z.string(),
  lastKnownGood: z.string().nullable(),
  canary: z.object({ version: z.string(), percent: z.number(), startedAt: z.string().nullable() }).nullable(),
  previous: z.array(z.string()),
  checks,
  canaryChecks: checks.nullable(),
});

const versionView = z.object({
  version: z.string(),
  builtAt: z.string().nullable(),
  gitCommit: z.string().nullable(),
  files: z.number(),
  bytes: z.number(),
  ok: z.boolean(),
  problems: z.array(problem),
  pinnedIn: z.array(country),
  canaryIn: z.array(country),
});

const reportView = z.object({
  country: z.string(),
  remote: z.string(),
  version: z.string(),
  kind: z.string(),
  count: z.number(),
  lastAt: z.string(),
  lastMessage: z.string(),
});

export const REPORT_WINDOW_HOURS = 24;

const overviewSchema = z.object({
  generatedAt: z.string(),
  countries: z.array(country),
  remotes: z.array(remote),
  host: z.object({
    source: z.enum(['build', 'installed']),
    buildId: z.string().nullable(),
    shared: z.record(z.string(), z.string()),
  }),
  manifests: z.array(
    z.object({ country, revision: z.number(), updatedAt: z.string().nullable(), remotes: z.record(remote, pinView) }),
  ),
  versions: z.record(remote, z.array(versionView)),
  reportWindowHours: z.number(),
  reports: z.array(reportView),
});

const countries = z.union([z.literal('all'), z.array(country).min(1).max(COUNTRY_CODES.length)]);
/** With the automation token only: the person it acts for, recorded beside it. A signed-in person is named by their account. */
const by = z.string().trim().min(1).max(120).optional();
const requiredReason = z.string().trim().min(1, 'a reason is required').max(500);
const optionalReason = z.string().trim().max(500).optional();
const expectedRevisions = z.partialRecord(country, z.number().int().min(0)).optional();
const common = { countries, remote, by, expectedRevisions };

export const changeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pin'), ...common, version, reason: requiredReason }),
  z.object({ action: z.literal('rollback'), ...common, reason: optionalReason }),
  z.object({
    action: z.literal('canary'),
    ...common,
    version,
    percent: z.number().gt(0).max(100),
    reason: requiredReason,
  }),
  z.object({ action: z.literal('canary-stop'), ...common, reason: optionalReason }),
  z.object({ action: z.literal('promote'), ...common, reason: optionalReason }),
]);
export type ReleaseChange = z.infer<typeof changeSchema>;

const outcomeView = z.object({
  country,
  changed: z.boolean(),
  message: z.string(),
  refused: z.array(problem).nullable(),
  entry: auditEntry.nullable(),
});

export const releaseReportSchema = z.object({
  country,
  remote,
  version,
  kind: z.enum(['fallback', 'failed', 'refused']),
  fellBackTo: version.nullable(),
  message: z.string().max(300),
});

const DEFAULT_REASONS = {
  rollback: 'rollback to the previous pin',
  'canary-stop': 'canary stopped',
  promote: 'canary promoted',
} as const;

/** Full checks hash every file of a version; the overview reuses a verdict for a few seconds. */
const CHECK_TTL_MS = 15_000;

function toOutcomeView(o: ChangeOutcome) {
  return { country: o.country, changed: o.changed, message: o.message, refused: o.refused ?? null, entry: o.entry };
}

/**
 * How the audit names who made a change: the signed-in person, or the token and whom it says it acts for.
 * `via` is the client's own word (the command line says so); it tells where a change came from, not who.
 */
function actorOf(staff: StaffActor, declared: string | undefined, client: string | undefined) {
  const cli = client === 'cli';
  return staff.kind === 'person'
    ? { by: staff.name, via: cli ? ('cli' as const) : ('page' as const), kind: 'person' as const }
    : {
        by: declared ? `admin token (for ${declared})` : 'admin token',
        via: cli ? ('cli' as const) : ('api' as const),
        kind: 'token' as const,
      };
}

async function applyChange(
  service: ReleaseService,
  change: ReleaseChange,
  actor: ReturnType<typeof actorOf>,
): Promise<ChangeOutcome[]> {
  const base = {
    countries: change.countries === 'all' ? [...COUNTRY_CODES] : change.countries,
    remote: change.remote,
    ...actor,
    ...(change.expectedRevisions ? { expectedRevisions: change.expectedRevisions } : {}),
  };
  switch (change.action) {
    case 'pin':
      return service.pin({ ...base, version: change.version, reason: change.reason });
    case 'canary':
      return service.startCanary({ ...base, version: change.version, percent: change.percent, reason: change.reason });
    case 'rollback':
      return service.rollback({ ...base, reason: change.reason || DEFAULT_REASONS.rollback });
    case 'canary-stop':
      return service.stopCanary({ ...base, reason: change.reason || DEFAULT_REASONS['canary-stop'] });
    case 'promote':
      return service.promoteCanary({ ...base, reason: change.reason || DEFAULT_REASONS.promote });
  }
}

/**
 * Releases: the release manager's API under /api/admin/releases (staff accounts or the admin token), the
 * release page at /admin/releases, and the reports browsers send when a remote version fails. The state is
 * in the database; `npm run release` changes it through this API, so the page and the command line refuse
 * alike and write the same audit log.
 */
export default async function releasesModule(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createReleaseService(
    {
      storeDir: app.remoteStore.location,
      hostDir: path.join(app.env.paths.dist, 'host'),
      ...(sourceExports ? { sourceExports } : {}),
    },
    databaseReleaseState(app.db),
  );
  const checkCache = new Map<string, { at: number; result: Promise<VersionCheck> }>();
  const cachedCheck = (r: RemoteName, v: string) => {
    const key = `${r}@${v}`;
    const hit = checkCache.get(key);
    if (hit && Date.now() - hit.at < CHECK_TTL_MS) return hit.result;
    const result = service.checkVersion(r, v);
    checkCache.set(key, { at: Date.now(), result });
    result.catch(() => checkCache.delete(key));
    return result;
  };

  api.get(
    '/api/admin/releases',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['releases'],
        summary: 'Every country’s pins, canaries and checks, the published versions and recent load failures',
        response: { 200: overviewSchema },
      },
    },
    async (_request, reply) => {
      const manifests = await service.readManifests();
      const host = await service.hostShared();
      // Versions a country runs or samples are checked afresh, once each per request (a file
      // changed in the store shows at once); the others may reuse a verdict a few seconds old.
      const fresh = new Map<string, Promise<VersionCheck>>();
      const freshCheck = (r: RemoteName, v: string) => {
        const key = `${r}@${v}`;
        if (!fresh.has(key)) {
          const result = service.checkVersion(r, v);
          fresh.set(key, result);
          checkCache.set(key, { at: Date.now(), result });
        }
        return fresh.get(key)!;
      };
      for (const cc of COUNTRY_CODES) {
        for (const r of REMOTES) {
          const pin = manifests[cc].remotes[r];
          void freshCheck(r, pin.version);
          if (pin.canary) void freshCheck(r, pin.canary.version);
        }
      }
      const versions = {} as Record<RemoteName, z.infer<typeof versionView>[]>;
      for (const r of REMOTES) {
        versions[r] = [];
        for (const v of await service.listVersions(r)) {
          const check = await (fresh.get(`${r}@${v}`) ?? cachedCheck(r, v));
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
        const remotes = {} as Record<RemoteName, z.infer<typeof pinView>>;
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
      const { rows } = await app.db.query<{
        country: string;
        remote: string;
        version: string;
        kind: string;
        count: string | number;
        last_at: Date | string;
        last_message: string;
      }>(
        `select country, remote, version, kind, count(*) as count, max(reported_at) as last_at,
                (array_agg(message order by reported_at desc))[1] as last_message
           from release_load_reports
          where reported_at > now() - make_interval(hours => $1)
          group by country, remote, version, kind
          order by max(reported_at) desc`,
        [REPORT_WINDOW_HOURS],
      );
      void reply.header('Cache-Control', 'no-store');
      return {
        generatedAt: new Date().toISOString(),
        countries: [...COUNTRY_CODES],
        remotes: [...REMOTES],
        host,
        manifests: manifestViews,
        versions,
        reportWindowHours: REPORT_WINDOW_HOURS,
        reports: rows.map((row) => ({
          country: row.country,
          remote: row.remote,
          version: row.version,
          kind: row.kind,
          count: Number(row.count),
          lastAt: new Date(row.last_at).toISOString(),
          lastMessage: row.last_message,
        })),
      };
    },
  );

  api.get(
    '/api/admin/releases/versions/:remote/:version',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['releases'],
        summary: 'Whether a version could be pinned now: files, checksums, shared dependencies, exposed modules',
        params: z.object({ remote, version }),
        response: {
          200: z.object({
            remote,
            version: z.string(),
            ok: z.boolean(),
            problems: z.array(problem),
            builtAt: z.string().nullable(),
            gitCommit: z.string().nullable(),
            shared: z.record(z.string(), z.string()),
          }),
        },
      },
    },
    async (request, reply) => {
      const check = await service.checkVersion(request.params.remote, request.params.version);
      void reply.header('Cache-Control', 'no-store');
      return {
        remote: check.remote,
        version: check.version,
        ok: check.ok,
        problems: check.problems,
        builtAt: check.inspected.metadata?.builtAt ?? null,
        gitCommit: check.inspected.metadata?.gitCommit ?? null,
        shared: check.inspected.metadata?.shared ?? {},
      };
    },
  );

  api.get(
    '/api/admin/releases/:country/history',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['releases'],
        summary: 'The audit log of a country, newest first',
        params: z.object({ country }),
        querystring: z.object({
          remote: remote.optional(),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: {
          200: z.object({
            country,
            revision: z.number(),
            entries: z.array(auditEntry),
            unreadable: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { remote: r, limit } = request.query;
      void reply.header('Cache-Control', 'no-store');
      return service.history(request.params.country as CountryCode, { ...(r ? { remote: r } : {}), limit });
    },
  );

  api.post(
    '/api/admin/releases/changes',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['releases'],
        summary: 'Pin, roll back, start/adjust/stop/promote a canary, for one country, several or all',
        description:
          'Refused with 422 (code release_refused, problems) when the version is missing, its files fail their checksums, or the host does not accept its shared dependencies; with 409 when every country refused (no previous pin, no canary, changed since expectedRevisions). A refused change writes nothing.',
        body: changeSchema,
        response: { 200: z.object({ outcomes: z.array(outcomeView) }) },
      },
    },
    async (request) => {
      const staff = request.staff as StaffActor;
      const targets = request.body.countries === 'all' ? [...COUNTRY_CODES] : request.body.countries;
      const denied = targets.filter((cc) => !mayChangeReleases(staff, cc));
      if (denied.length)
        throw new ApiError(
          403,
          staff.role === 'viewer' ? 'role_forbidden' : 'country_forbidden',
          staff.role === 'viewer'
            ? 'a viewer cannot change releases'
            : `${staff.name} may not change releases of ${denied.join(', ')}`,
        );
      const actor = actorOf(staff, request.body.by, request.headers['x-release-client'] as string | undefined);
      let outcomes: ChangeOutcome[];
      try {
        outcomes = await applyChange(service, request.body, actor);
      } catch (error) {
        if (error instanceof ReleaseRefusedError)
          throw new ApiError(422, 'release_refused', error.message, undefined, { problems: error.problems });
        throw error;
      }
      checkCache.clear();
      for (const o of outcomes) if (o.changed) app.forgetReleaseManifest(o.country);
      if (outcomes.every((o) => o.refused)) {
        throw new ApiError(409, 'release_refused', outcomes.map((o) => o.message).join('; '), undefined, {
          problems: outcomes.flatMap((o) => o.refused ?? []),
          outcomes: outcomes.map(toOutcomeView),
        });
      }
      request.log.info(
        {
          change: request.body.action,
          remote: request.body.remote,
          by: actor.by,
          outcomes: outcomes.map((o) => o.message),
        },
        'release change',
      );
      return { outcomes: outcomes.map(toOutcomeView) };
    },
  );

  let lastSweep = 0;
  api.post(
    '/api/releases/reports',
    {
      schema: {
        tags: ['releases'],
        summary: 'A remote version failed in a browser (sent by the host); counted on the release page',
        body: releaseReportSchema,
        response: { 202: z.object({ accepted: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const limit = await app.sharedState.hit(`release-report:${request.ip}`, 60, 30);
      if (limit.count > 30) throw tooManyRequests(limit.resetInSeconds);
      const r = request.body;
      await app.db.query(
        `insert into release_load_reports (country, remote, version, kind, fell_back_to, message) values ($1, $2, $3, $4, $5, $6)`,
        [r.country, r.remote, r.version, r.kind, r.fellBackTo, r.message],
      );
      if (Date.now() - lastSweep > 3_600_000) {
        lastSweep = Date.now();
        await app.db.query(`delete from release_load_reports where reported_at < now() - interval '30 days'`);
      }
      return reply.status(202).send({ accepted: true });
    },
  );

  await registerReleaseHealth(app, service);
  await staffAccountRoutes(app, { oidc: false });
  await registerReleasePage(app);
}

/** What the release page reads (type-only imports there; the page has no other copy of these shapes). */
export type ReleaseOverview = z.infer<typeof overviewSchema>;
export type ReleaseHistory = {
  country: CountryCode;
  revision: number;
  entries: z.infer<typeof auditEntry>[];
  unreadable: number;
};
export type ReleaseChangeResponse = { outcomes: z.infer<typeof outcomeView>[] };
