import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AccessTokenError,
  createAccessTokenSigner,
  type AccessClaims,
  type AccessTokenSigner,
} from '../lib/access-tokens';
import { ApiError } from '../lib/api-error';

/** The customer a request is made for, as the access token and the database say. */
export interface AuthenticatedCustomer {
  /** The login identity (the spec's customer identifier). */
  userId: string;
  /** The customer data's id, or null when the user has none (yet). */
  customerId: string | null;
  customerNumber: string | null;
  email: string;
  locale: string;
  /** The access token's id and expiry (for logout). */
  tokenId: string;
  tokenExpiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, when the request carries a valid access token; null otherwise. */
    customer: AuthenticatedCustomer | null;
    /** Why a bearer token that was sent was refused (`token_expired`, `token_invalid`, `token_revoked`). */
    customerAuthProblem: string | null;
  }
  interface FastifyInstance {
    /** Signs and verifies customers' access tokens. */
    accessTokens: AccessTokenSigner;
    /**
     * Hook for routes only a logged-in customer may call: 401 otherwise. Use it as `preValidation`
     * (or `preHandler`), so a caller without a token hears 401 before anything about the body.
     */
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Checks an access token fully (signature, expiry, revocation, the user's current state). */
    authenticateAccessToken: (token: string) => Promise<AuthenticatedCustomer>;
  }
}

/** Key in shared state under which a logged-out access token is remembered until it expires. */
export const revokedAccessTokenKey = (jti: string) => `account:revoked-access:${jti}`;

interface UserRow {
  id: string;
  email: string;
  locale: string;
  enabled: boolean;
  email_verified: boolean;
  token_version: number;
  customer_id: string | null;
  customer_number: string | null;
}

/**
 * Customer authentication for every module. A request with `Authorization: Bearer <access token>`
 * on an /api/ path (back office excepted: its bearer is ADMIN_TOKEN) gets `request.customer`;
 * without a token, or with one that fails, it is anonymous (`request.customer === null`) and
 * routes that need a customer refuse it with `preValidation: app.requireCustomer` (401, with the
 * reason as `code`). Checkout uses the optional form to link a trade to a logged-in customer.
 *
 * A token is accepted only if its signature, algorithm (HS256), issuer, audience and expiry are
 * right, it was not logged out, and its user still exists, is enabled, has confirmed the e-mail
 * and has not changed the password since (token version), and its session (refresh-token family) was not
 * revoked.
 */
export default fp(
  async function customerAuth(app: FastifyInstance) {
    const signer = createAccessTokenSigner(app.env.jwtSecret, app.env.ACCESS_TOKEN_TTL_SECONDS);
    app.decorate('accessTokens', signer);
    app.decorateRequest('customer', null);
    app.decorateRequest('customerAuthProblem', null);

    async function authenticate(token: string): Promise<AuthenticatedCustomer> {
      const claims: AccessClaims = await signer.verify(token);
      if (await app.sharedState.get(revokedAccessTokenKey(claims.jti)))
        throw new ApiError(401, 'token_revoked', 'access token was logged out');
      // One query also asks whether the token's session was ended (logout elsewhere, a stolen refresh token
      // detected): an index lookup on the family, so a revoked session's access tokens stop at once.
      const { rows } = await app.db.query<UserRow & { session_revoked: boolean }>(
        `select u.id, u.email, u.locale, u.enabled, u.email_verified, u.token_version, c.id as customer_id, c.customer_number,
                exists (select 1 from account_refresh_tokens r where r.family_id = $2::uuid and r.revoked_at is not null) as session_revoked
           from account_users u left join customers c on c.user_id = u.id
          where u.id = $1`,
        [claims.userId, claims.familyId],
      );
      const user = rows[0];
      if (!user || !user.enabled || !user.email_verified || user.token_version !== claims.tokenVersion) {
        throw new ApiError(401, 'token_revoked', 'access token no longer valid');
      }
      if (user.session_revoked || !claims.familyId) throw new ApiError(401, 'token_revoked', 'the session has ended');
      return {
        userId: user.id,
        customerId: user.customer_id,
        customerNumber: user.customer_number,
        email: user.email,
        locale: user.locale,
        tokenId: claims.jti,
        tokenExpiresAt: claims.exp,
      };
    }
    app.decorate('authenticateAccessToken', authenticate);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !request.url.startsWith('/api/') || request.url.startsWith('/api/admin/')) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) {
        request.customerAuthProblem = 'token_invalid';
        return;
      }
      try {
        request.customer = await authenticate(match[1]!);
      } catch (error) {
        if (error instanceof AccessTokenError) request.customerAuthProblem = error.code;
        else if (error instanceof ApiError) request.customerAuthProblem = error.code;
        else throw error;
      }
    });

    app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.customer) return;
      const code = request.customerAuthProblem ?? 'unauthenticated';
      const message =
        code === 'unauthenticated' ? 'a bearer access token is required' : `access token refused: ${code}`;
      void reply.header(
        'WWW-Authenticate',
        code === 'unauthenticated' ? 'Bearer' : `Bearer error="invalid_token", error_description="${code}"`,
      );
      throw new ApiError(401, code, message);
    });
  },
  { name: 'customer-auth', dependencies: ['env', 'db', 'shared-state'] },
);
