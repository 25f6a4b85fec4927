import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';

/**
 * Liveness (`/health`: the process answers) and readiness (`/ready`: it can serve the shop, and is
 * not stopping).
 */
export default async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  const readiness = z.object({
    status: z.enum(['ready', 'not-ready']),
    /** The instance is stopping (SIGTERM): it finishes what it has, and takes nothing new once it stops listening. */
    draining: z.boolean(),
    checks: z.object({
      database: z.boolean(),
      /** Rate limits and short-lived keys (Redis with REDIS_URL, else the database). */
      sharedState: z.boolean(),
      hostBuild: z.boolean(),
      releases: z.boolean(),
      /**
       * The last mail went out (or none was sent yet). For information only: mails wait in the
       * outbox while the mail server is away, so the instance still serves.
       */
      mail: z.boolean(),
    }),
    /** The dependencies that cannot be reached now: `database`, `shared-state`, `mail`. */
    down: z.array(z.enum(['database', 'shared-state', 'mail'])),
    /**
     * The search service: the catalogue version held in memory (null until the first is built: the
     * instance is not ready then, as every search and offer would wait for it), and how many search
     * workers hold it (for information: the main thread answers while workers build).
     */
    search: z.object({ catalogueVersion: z.number().nullable(), workers: z.number(), workersReady: z.number() }),
  });

  api.get(
    '/ready',
    { schema: { tags: ['health'], summary: 'Readiness', response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      const answers = (probe: () => Promise<unknown>) =>
        probe().then(
          () => true,
          () => false,
        );
      const [database, sharedState] = await Promise.all([
        answers(() => app.db.query('select 1')),
        answers(() => app.sharedState.get('ready-probe')),
      ]);
      const mail = app.mailer.lastAttemptSucceeded;
      const hostBuild = existsSync(path.join(app.env.paths.dist, 'host', 'index.html'));
      const releases = (await app.releaseManifest('de')) !== null;
      const draining = app.shutdown.draining;
      const catalogueVersion = app.catalog.loadedVersion();
      const ok = database && sharedState && hostBuild && releases && !draining && catalogueVersion !== null;
      const down = [
        ...(database ? [] : (['database'] as const)),
        ...(sharedState ? [] : (['shared-state'] as const)),
        ...(mail ? [] : (['mail'] as const)),
      ];
      const workers = app.catalog.workers;
      const search = {
        catalogueVersion,
        workers: workers?.size ?? 0,
        workersReady: workers && catalogueVersion !== null ? workers.readyFor(catalogueVersion) : 0,
      };
      void reply.header('Cache-Control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ready' : 'not-ready',
        draining,
        checks: { database, sharedState, hostBuild, releases, mail },
        down,
        search,
      });
    },
  );
}
