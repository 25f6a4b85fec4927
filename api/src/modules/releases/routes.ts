import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ReleaseRefusedError, type ChangeOutcome, type ReleaseService } from 'release';
import { ApiError, tooManyRequests } from '../../lib/api-error';
import type { StaffActor } from '../../plugins/admin-auth';
import { actorOf, applyChange, checkMayChange, toOutcomeView } from './changes';
import { releaseChecks, releaseOverview } from './overview';
import { insertReport, sweepReports } from './reports-repository';
import {
  changeSchema,
  countryParams,
  historyQuery,
  historyView,
  outcomeView,
  overviewSchema,
  releaseReportSchema,
  versionCheckView,
  versionParams,
} from './schemas';

/** The release manager's API under /api/admin/releases, and the reports browsers send. */
export async function releaseRoutes(app: FastifyInstance, service: ReleaseService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const checks = releaseChecks(service);
  const tags = ['releases'];

  api.get(
    '/api/admin/releases',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'Every country’s pins, canaries and checks, the published versions and recent load failures',
        response: { 200: overviewSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return releaseOverview(app.db, service, checks);
    },
  );

  api.get(
    '/api/admin/releases/versions/:remote/:version',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'Whether a version could be pinned now: files, checksums, shared dependencies, exposed modules',
        params: versionParams,
        response: { 200: versionCheckView },
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
        tags,
        summary: 'The audit log of a country, newest first',
        params: countryParams,
        querystring: historyQuery,
        response: { 200: historyView },
      },
    },
    async (request, reply) => {
      const { remote: r, limit } = request.query;
      void reply.header('Cache-Control', 'no-store');
      return service.history(request.params.country, { ...(r ? { remote: r } : {}), limit });
    },
  );

  api.post(
    '/api/admin/releases/changes',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'Pin, roll back, start/adjust/stop/promote a canary, for one country, several or all',
        description:
          'Refused with 422 (code release_refused, problems) when the version is missing, its files fail their checksums, or the host does not accept its shared dependencies; with 409 when every country refused (no previous pin, no canary, changed since expectedRevisions). A refused change writes nothing.',
        body: changeSchema,
        response: { 200: z.object({ outcomes: z.array(outcomeView) }) },
      },
    },
    async (request) => {
      const staff = request.staff as StaffActor;
      checkMayChange(staff, request.body);
      const actor = actorOf(staff, request.body.by, request.headers['x-release-client'] as string | undefined);
      let outcomes: ChangeOutcome[];
      try {
        outcomes = await applyChange(service, request.body, actor);
      } catch (error) {
        if (error instanceof ReleaseRefusedError)
          throw new ApiError(422, 'release_refused', error.message, undefined, { problems: error.problems });
        throw error;
      }
      checks.clear();
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
        tags,
        summary: 'A remote version failed in a browser (sent by the host); counted on the release page',
        body: releaseReportSchema,
        response: { 202: z.object({ accepted: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const limit = await app.sharedState.hit(`release-report:${request.ip}`, 60, 30);
      if (limit.count > 30) throw tooManyRequests(limit.resetInSeconds);
      await insertReport(app.db, request.body);
      if (Date.now() - lastSweep > 3_600_000) {
        lastSweep = Date.now();
        await sweepReports(app.db);
      }
      return reply.status(202).send({ accepted: true });
    },
  );
}
