import type { FastifyInstance } from 'fastify';
import payoutRoutes from './payout-routes';
import customerRoutes from './routes';
import tradeHistoryRoutes from './trade-history-routes';

/**
 * The customers API (spec section 7): the logged-in customer's own data, as resources with IRIs.
 * Every route needs the bearer token, and every query filters by the caller's customer id, so a
 * customer never reads or changes another's data, by id or by IRI (it is "not found").
 */
export default async function customersModule(app: FastifyInstance): Promise<void> {
  await app.register(tradeHistoryRoutes);
  await app.register(customerRoutes);
  await app.register(payoutRoutes);
}
