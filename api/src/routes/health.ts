import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';

/** Liveness (`/health`: the process answers) and readiness (`/ready`: it can serve the shop). */
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
    checks: z.object({ database: z.boolean(), hostBuild: z.boolean(), releases: z.boolean() }),
    /**
     * The search service, for information (it does not make the instance unready: a search waits
     * for the catalogue, and the main thread answers while workers build): the catalogue version
     * held in memory, and how many search workers hold it.
     */
    search: z.object({ catalogueVersion: z.number().nullable(), workers: z.number(), workersReady: z.number() }),
  });

  api.get(
    '/ready',
    { schema: { tags: ['health'], summary: 'Readiness', response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      let database = false;
      try {
        await app.db.query('select 1');
        database = true;
      } catch {
        database = false;
      }
      const hostBuild = existsSync(path.join(app.env.paths.dist, 'host', 'index.html'));
      const releases = existsSync(path.join(app.env.paths.releases, 'de.json'));
      const ok = database && hostBuild && releases;
      const catalogueVersion = app.catalog.loadedVersion();
      const workers = app.catalog.workers;
      const search = {
        catalogueVersion,
        workers: workers?.size ?? 0,
        workersReady: workers && catalogueVersion !== null ? workers.readyFor(catalogueVersion) : 0,
      };
      void reply.header('Cache-Control', 'no-store');
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ready' : 'not-ready', checks: { database, hostBuild, releases }, search });
    },
  );
}
