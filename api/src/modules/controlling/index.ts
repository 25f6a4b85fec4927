import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { CONTROLLING_EVENTS, countries, COUNTRY_CODES } from 'config';
import { tooManyRequests } from '../../lib/api-error';

const APPLICATION_IDS = COUNTRY_CODES.map((cc) => countries[cc].applicationCode) as [string, ...string[]];

export const controllingEventSchema = z.object({
  clientId: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .nullable(),
  applicationId: z.enum(APPLICATION_IDS),
  url: z.string().url().max(2048),
  eventName: z.enum(CONTROLLING_EVENTS),
  /** The event's own fields (trade analytics fields, touchpoint parameters), flat and small. */
  eventData: z
    .record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= 40, 'at most 40 fields')
    .default({}),
});

/**
 * Controlling (spec section 7): `POST /api/controlling/controlling` stores an event;
 * `GET /api/client-id` (the affiliate call) hands out a client id, a random hash.
 */
export default async function controllingModule(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/controlling/controlling',
    {
      schema: {
        tags: ['controlling'],
        summary: 'Store a controlling event',
        body: controllingEventSchema,
        response: { 202: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) => {
      const limit = await app.sharedState.hit(`controlling:${request.ip}`, 60, 300);
      if (limit.count > 300) throw tooManyRequests(limit.resetInSeconds);
      const { clientId, applicationId, url, eventName, eventData } = request.body;
      const { rows } = await app.db.query<{ id: number }>(
        `insert into controlling_events (client_id, application_id, url, event_name, event_data)
         values ($1, $2, $3, $4, $5) returning id`,
        [clientId, applicationId, url, eventName, JSON.stringify(eventData)],
      );
      return reply.status(202).send({ id: Number(rows[0]!.id) });
    },
  );

  api.get(
    '/api/client-id',
    {
      schema: {
        tags: ['controlling'],
        summary: 'A new client id (the affiliate call); the shop keeps it one year after consent',
        response: { 200: z.object({ clientId: z.string().regex(/^[0-9a-f]{32}$/) }) },
      },
    },
    async (request, reply) => {
      const limit = await app.sharedState.hit(`client-id:${request.ip}`, 60, 60);
      if (limit.count > 60) throw tooManyRequests(limit.resetInSeconds);
      const clientId = randomBytes(16).toString('hex');
      await app.db.query('insert into client_ids (client_id) values ($1)', [clientId]);
      void reply.header('Cache-Control', 'no-store');
      return { clientId };
    },
  );
}
