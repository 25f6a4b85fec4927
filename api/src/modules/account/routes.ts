import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ApiError, forbidden } from '../../lib/api-error';
import { revokedAccessTokenKey } from '../../plugins/customer-auth';
import { deleteCustomerOfUser, deleteUser, findUser, unlinkTrades } from './account-repository';
import { deleteUserBody, errorBody } from './schemas';

/** The deletion of the account. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.delete(
    '/api/account/deleteUser',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Deletes the account: the customer data and the user, both or neither.',
        security: [{ bearer: [] }],
        body: deleteUserBody,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const me = request.customer!;
      const { customerId, customerIdentifier } = request.body;
      if (customerIdentifier !== me.userId || (customerId ?? null) !== me.customerId) {
        throw forbidden(
          'customerId and customerIdentifier must be those of the logged-in customer',
          'not_your_account',
        );
      }
      const user = (await findUser(app.db, me.userId))!;
      await app.db.transaction(async (tx) => {
        // Both deletes must succeed, else neither happens (spec section 5).
        if (me.customerId) {
          if ((await deleteCustomerOfUser(tx, me.customerId, me.userId)) !== 1)
            throw new ApiError(409, 'delete_failed', 'customer data could not be deleted');
        }
        await unlinkTrades(tx, me.userId, me.customerId);
        if ((await deleteUser(tx, me.userId)) !== 1)
          throw new ApiError(409, 'delete_failed', 'user could not be deleted');
      });
      const ttl = me.tokenExpiresAt - Math.floor(Date.now() / 1000);
      if (ttl > 0) await app.sharedState.set(revokedAccessTokenKey(me.tokenId), true, ttl + 5);
      app.accountMails.sendLater({
        kind: 'accountDeleted',
        to: user.email,
        locale: user.locale,
        name: user.first_name,
      });
      return { deleted: true as const };
    },
  );
}
