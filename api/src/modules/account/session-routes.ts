import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ApiError, badRequest, forbidden } from '../../lib/api-error';
import { revokedAccessTokenKey } from '../../plugins/customer-auth';
import { findUser, findUserByEmail } from './account-repository';
import { accountKey, createLoginThrottle } from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { revokeFamilyOf, rotateRefreshToken } from './refresh-tokens';
import { bearer, limit, LIMITS, refreshHeader } from './request-checks';
import { errorBody, loginBody, tokenErrors, tokenResponse } from './schemas';
import { createSessions } from './sessions';

/** Login with rotating refresh tokens, and logout. */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = createLoginThrottle(app);
  const { issueTokens } = createSessions(app);

  api.post(
    '/api/account/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Log in with e-mail (username) and password; answers an access token (JWT) and a refresh token.',
        body: loginBody,
        response: { 200: tokenResponse, ...tokenErrors },
      },
    },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const account = accountKey(username);
      const device = throttle.knownDevice(request, account);
      await throttle.check(request, account, device);
      const user = await findUserByEmail(app.db, username);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstNothing(password);
      if (!user || !valid) {
        await throttle.failed(request, account, device);
        throw new ApiError(401, 'invalid_credentials', 'e-mail or password is wrong');
      }
      // Only someone who knows the password learns these.
      if (!user.enabled) throw forbidden('account is disabled', 'account_disabled');
      if (!user.email_verified) throw forbidden('the e-mail address is not confirmed yet', 'account_not_activated');
      await throttle.succeeded(request, reply, account, device);
      return issueTokens(user, rememberMe);
    },
  );

  api.post(
    '/api/account/loginRefresh',
    {
      schema: {
        tags: ['account'],
        summary:
          'New tokens for a refresh token (Refresh-Token header). The refresh token rotates; reusing an old one ends the session.',
        headers: z.object({ 'refresh-token': z.string().optional() }),
        response: { 200: tokenResponse, ...tokenErrors },
      },
    },
    async (request) => {
      await limit(app, `account:refresh:${request.ip}`, LIMITS.refreshPerIp);
      const token = refreshHeader(request);
      if (!token) throw badRequest('refresh_token_missing', 'the Refresh-Token header is required');
      const rotated = await rotateRefreshToken(app.db, token);
      if (!rotated.ok) throw new ApiError(401, rotated.problem, 'refresh token refused');
      const user = await findUser(app.db, rotated.userId);
      if (!user || !user.enabled || !user.email_verified)
        throw new ApiError(401, 'refresh_token_invalid', 'refresh token refused');
      return issueTokens(user, false, undefined, rotated.refresh);
    },
  );

  api.post(
    '/api/account/logout',
    {
      schema: {
        tags: ['account'],
        summary:
          'Ends the session: the refresh token (Refresh-Token header) and its family, and the access token (Authorization: Bearer).',
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      const access = bearer(request);
      const refresh = refreshHeader(request);
      if (!access && !refresh)
        throw badRequest(
          'tokens_missing',
          'send the access token (Authorization) and the refresh token (Refresh-Token)',
        );
      if (refresh) await revokeFamilyOf(app.db, refresh);
      if (access) {
        try {
          const claims = await app.accessTokens.verify(access);
          const ttl = claims.exp - Math.floor(Date.now() / 1000);
          if (ttl > 0) await app.sharedState.set(revokedAccessTokenKey(claims.jti), true, ttl + 5);
        } catch {
          // An expired or broken access token needs no revoking.
        }
      }
      return reply.status(204).send(null);
    },
  );
}
