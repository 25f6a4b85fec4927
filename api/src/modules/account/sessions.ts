import type { FastifyInstance } from 'fastify';
import { createPayoutCipher } from '../../lib/payout-crypto';
import { activateCustomerData, createCustomerData } from '../customers/customers-repository';
import { findCustomerOfUser, type UserRow } from './account-repository';
import { issueRefreshToken, type IssuedRefreshToken } from './refresh-tokens';

/** What a login, a refresh and a password change answer: tokens for a user with active customer data. */
export function createSessions(app: FastifyInstance) {
  const cipher = createPayoutCipher(app.env);

  /** Makes sure a confirmed user has active customer data (self-heals a missed activation call). */
  async function ensureCustomer(user: UserRow): Promise<{ customerId: string; customerNumber: string }> {
    const customer = await findCustomerOfUser(app.db, user.id);
    if (customer) {
      // Writes only when needed: a refresh usually finds the customer active.
      if (customer.status !== 'active') await activateCustomerData(app.db, user.id);
      return { customerId: customer.id, customerNumber: customer.customer_number };
    }
    // Customer data deleted on its own (DELETE /api/customers/customers): a new customer number.
    return app.db.transaction(async (tx) => {
      const created = await createCustomerData(tx, cipher, {
        userId: user.id,
        email: user.email,
        locale: user.locale,
        salutation: null,
        firstName: user.first_name,
        lastName: user.last_name,
        address: null,
        bankAccount: null,
        paypalAccount: null,
      });
      await activateCustomerData(tx, user.id);
      return created;
    });
  }

  async function issueTokens(
    user: UserRow,
    remember: boolean,
    family?: { id: string; expiresAt: Date },
    refresh?: IssuedRefreshToken,
  ) {
    const customer = await ensureCustomer(user);
    const next = refresh ?? (await issueRefreshToken(app.db, user.id, remember, family));
    const access = await app.accessTokens.sign({
      userId: user.id,
      customerId: customer.customerId,
      customerNumber: customer.customerNumber,
      tokenVersion: user.token_version,
      familyId: next.familyId,
    });
    return {
      access_token: access.token,
      refresh_token: next.token,
      token_type: 'Bearer' as const,
      expires_in: app.accessTokens.ttlSeconds,
      refresh_expires_in: next.expiresInSeconds,
    };
  }

  return { ensureCustomer, issueTokens };
}
