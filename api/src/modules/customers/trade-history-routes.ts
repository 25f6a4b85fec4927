import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tradeHistorySchema } from './schemas';
import { listTradeHistory } from './trade-history-repository';

/**
 * GET /api/customers/trade_history: the trades the logged-in customer made (linked by checkout to
 * the login identity or the customer data), newest first, each with its items, payout and the
 * timeline of its status. Trades of a guest checkout with the same e-mail are not shown: an
 * e-mail address may change hands, a login may not.
 */
export default async function tradeHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/customers/trade_history',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['customers'],
        summary: "The logged-in customer's trades with items, payout and status timeline (newest first, at most 100)",
        security: [{ bearer: [] }],
        response: { 200: tradeHistorySchema },
      },
    },
    async (request) => {
      const me = request.customer!;
      const member = await listTradeHistory(app.db, me.userId, me.customerId);
      return { member, totalItems: member.length };
    },
  );
}
