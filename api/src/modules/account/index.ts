import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { type Locale } from 'config';
import { passwordProblem } from 'config/account-rules';
import { ApiError, badRequest, forbidden, tooManyRequests } from '../../lib/api-error';
import { createPayoutCipher } from '../../lib/payout-crypto';
import { revokedAccessTokenKey } from '../../plugins/customer-auth';
import { activateCustomerData, createCustomerData } from '../customers/customers-repository';
import { accountLink, createAccountMailer, linkBase, type AccountMailer } from './account-mails';
import { checkMailToken, issueMailToken, useMailToken } from './mail-tokens';
import { accountKey, createLoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import {
  issueRefreshToken,
  revokeAllOfUser,
  revokeFamilyOf,
  rotateRefreshToken,
  type IssuedRefreshToken,
} from './refresh-tokens';
import {
  changePasswordBody,
  deleteUserBody,
  errorBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  tokenResponse,
} from './schemas';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account mails in flight; `drain()` waits for them (tests). */
    accountMails: AccountMailer;
  }
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  enabled: boolean;
  email_verified: boolean;
  locale: Locale;
  token_version: number;
}

const LOCALE_OF_COUNTRY: Record<string, Locale> = { de: 'de-DE', at: 'de-AT', es: 'es-ES', fr: 'fr-FR', it: 'it-IT' };

/** Rate limits: [requests, window in seconds]. Logins: login-throttle.ts. */
export const LIMITS = {
  refreshPerIp: [120, 60],
  registerPerIp: [10, 3600],
  mailPerIp: [10, 900],
  mailPerAddress: [3, 3600],
  activationPerIp: [30, 900],
  changePasswordPerUser: [10, 900],
} as const satisfies Record<string, readonly [number, number]>;

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

function header(request: FastifyRequest, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

function bearer(request: FastifyRequest): string | undefined {
  const value = header(request, 'authorization');
  const m = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return m?.[1] ?? header(request, 'access-token', 'x-access-token');
}

const refreshHeader = (request: FastifyRequest) => header(request, 'refresh-token', 'x-refresh-token');

/**
 * The account API (spec section 7): registration and activation, login with rotating refresh
 * tokens, logout, password change, forgotten password, deletion. Paths as the spec names them.
 */
async function accountModule(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mails = createAccountMailer(app);
  app.decorate('accountMails', mails);
  const cipher = createPayoutCipher(app.env);
  const throttle = createLoginThrottle(app);

  async function limit(key: string, [max, windowSeconds]: readonly [number, number]): Promise<void> {
    const hit = await app.sharedState.hit(key, windowSeconds, max);
    if (hit.count > max) throw tooManyRequests(hit.resetInSeconds);
  }

  async function findUserByEmail(email: string): Promise<UserRow | null> {
    const { rows } = await app.db.query<UserRow>('select * from account_users where email = $1', [email]);
    return rows[0] ?? null;
  }

  async function findUser(id: string): Promise<UserRow | null> {
    const { rows } = await app.db.query<UserRow>('select * from account_users where id = $1', [id]);
    return rows[0] ?? null;
  }

  /** Makes sure a confirmed user has active customer data (self-heals a missed activation call). */
  async function ensureCustomer(user: UserRow): Promise<{ customerId: string; customerNumber: string }> {
    const { rows } = await app.db.query<{ id: string; customer_number: string; status: string }>(
      'select id, customer_number, status from customers where user_id = $1',
      [user.id],
    );
    if (rows[0]) {
      // Writes only when needed: a refresh usually finds the customer active.
      if (rows[0].status !== 'active') await activateCustomerData(app.db, user.id);
      return { customerId: rows[0].id, customerNumber: rows[0].customer_number };
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

  const tokenErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };

  api.post(
    '/api/account/register',
    {
      schema: {
        tags: ['account'],
        summary:
          'Register; an activation link is mailed. The answer is the same whether or not the e-mail already has an account.',
        body: registerBody,
        response: { 202: z.object({ status: z.literal('activation_pending') }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await limit(`account:register:${request.ip}`, LIMITS.registerPerIp);
      const body = request.body;
      const email = body.email;
      const locale = body.attributes.locale;
      const password = body.credentials[0]!.value;
      // The hash is computed for every registration, so a known and an unknown address take the same time.
      const passwordHash = await hashPassword(password);
      const base = linkBase(app, request, locale);
      // Whether the address has an account decides what happens next; the answer never shows it,
      // neither in its content nor in its timing: the database work runs after the answer.
      mails.afterAnswer('registration', async () => {
        const existing = await findUserByEmail(email);
        if (existing) {
          // The owner of the address learns it by mail instead.
          if (!existing.email_verified) {
            const token = await issueMailToken(app.db, existing.id, 'activation');
            return {
              kind: 'activation',
              to: email,
              locale: existing.locale,
              name: existing.first_name,
              link: accountLink(base, 'accountOverview', { activation: token }),
            };
          }
          return {
            kind: 'alreadyRegistered',
            to: email,
            locale: existing.locale,
            name: existing.first_name,
            link: accountLink(base, 'accountOverview'),
            forgotLink: accountLink(base, 'accountPasswordForgot'),
          };
        }
        const userId = randomUUID();
        let token: string;
        try {
          token = await app.db.transaction(async (tx) => {
            await tx.query(
              `insert into account_users (id, username, email, password_hash, first_name, last_name, enabled, email_verified, required_actions, groups, locale)
               values ($1, $2, $2, $3, $4, $5, true, false, '["VERIFY_EMAIL"]'::jsonb, '["customers"]'::jsonb, $6)`,
              [userId, email, passwordHash, body.firstName, body.lastName, locale],
            );
            const payment = body.Payment;
            await createCustomerData(tx, cipher, {
              userId,
              email,
              locale,
              salutation: body.salutation ?? body.Address.salutation ?? null,
              firstName: body.firstName,
              lastName: body.lastName,
              address: body.Address,
              bankAccount: payment?.type === 'bank' ? payment.bankAccount : null,
              paypalAccount: payment?.type === 'paypal' ? payment.paypalAccount : null,
            });
            return issueMailToken(tx, userId, 'activation');
          });
        } catch (error) {
          // Two registrations of one address at the same moment: the first one's mail is the one.
          if ((error as { code?: string }).code === '23505') return null;
          throw error;
        }
        return {
          kind: 'activation',
          to: email,
          locale,
          name: body.firstName,
          link: accountLink(base, 'accountOverview', { activation: token }),
        };
      });
      return reply.status(202).send({ status: 'activation_pending' });
    },
  );

  api.post(
    '/api/account/activateRegistration',
    {
      schema: {
        tags: ['account'],
        summary:
          'Confirms the e-mail with the mailed token (Token header). Answers a short token naming the customer identifier.',
        headers: z.object({ token: z.string().optional() }),
        response: { 200: z.object({ token: z.string(), activated: z.literal(true) }), 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await limit(`account:activation:${request.ip}`, LIMITS.activationPerIp);
      const token = header(request, 'token');
      if (!token) throw badRequest('token_missing', 'the Token header is required');
      const check = await checkMailToken(app.db, token, 'activation');
      let userId: string;
      if (check.ok) {
        userId = check.userId;
        await app.db.transaction(async (tx) => {
          await tx.query('update account_mail_tokens set used_at = now() where id = $1 and used_at is null', [
            check.tokenId,
          ]);
          await tx.query(
            `update account_users set email_verified = true, activated_at = coalesce(activated_at, now()),
                    required_actions = required_actions - 'VERIFY_EMAIL' where id = $1`,
            [userId],
          );
        });
      } else if (check.problem === 'used' && check.userId && (await findUser(check.userId))?.email_verified) {
        // The link clicked a second time: the account is active, say so again.
        userId = check.userId;
      } else {
        throw badRequest(
          check.problem === 'expired' ? 'activation_token_expired' : 'activation_token_invalid',
          'activation link is not valid',
        );
      }
      return { token: await app.accessTokens.signOther('activation', userId, 600), activated: true as const };
    },
  );

  api.get(
    '/api/activateCustomerByIdentifier',
    {
      schema: {
        tags: ['account'],
        summary:
          'Activates the customer data of a confirmed user. identifier header: the token activateRegistration answered, or the logged-in customer’s own identifier.',
        headers: z.object({ identifier: z.string().optional() }),
        response: { 200: z.object({ activated: z.boolean() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await limit(`account:activation:${request.ip}`, LIMITS.activationPerIp);
      const identifier = header(request, 'identifier');
      if (!identifier) throw badRequest('identifier_missing', 'the identifier header is required');
      // A bare user id opens nothing for a stranger: it is no secret (it stands in every access token).
      let userId: string;
      if (request.customer && identifier.toLowerCase() === request.customer.userId) userId = request.customer.userId;
      else {
        try {
          userId = (await app.accessTokens.verifyOther('activation', identifier)).subject;
        } catch {
          throw badRequest('identifier_invalid', 'send the token activateRegistration answered');
        }
      }
      // Only a user who confirmed the e-mail gets active customer data.
      const user = await findUser(userId);
      if (!user || !user.email_verified) return { activated: false };
      await ensureCustomer(user);
      return { activated: true };
    },
  );

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
      const user = await findUserByEmail(username);
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
      await limit(`account:refresh:${request.ip}`, LIMITS.refreshPerIp);
      const token = refreshHeader(request);
      if (!token) throw badRequest('refresh_token_missing', 'the Refresh-Token header is required');
      const rotated = await rotateRefreshToken(app.db, token);
      if (!rotated.ok) throw new ApiError(401, rotated.problem, 'refresh token refused');
      const user = await findUser(rotated.userId);
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

  api.post(
    '/api/account/changePassword',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Changes the password (current password required). Ends every other session and answers new tokens.',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: tokenResponse, ...tokenErrors, 404: errorBody },
      },
    },
    async (request) => {
      const me = request.customer!;
      const { password, userId, email, currentPassword } = request.body;
      if (userId !== me.userId || email !== me.email)
        throw forbidden('userId and email must be those of the logged-in customer', 'not_your_account');
      await limit(`account:change-password:${me.userId}`, LIMITS.changePasswordPerUser);
      const user = (await findUser(me.userId))!;
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw badRequest('current_password_wrong', 'the current password is wrong', {
          currentPassword: 'current_password_wrong',
        });
      }
      const problem = passwordProblem(password, user.email);
      if (problem) throw badRequest('validation', `invalid body: password: ${problem}`, { password: problem });
      if (await verifyPassword(user.password_hash, password))
        throw badRequest('validation', 'the new password is the current one', { password: 'password_unchanged' });
      const updated = await setPassword(user, password);
      const base = linkBase(app, request, user.locale);
      mails.sendLater({
        kind: 'passwordChanged',
        to: user.email,
        locale: user.locale,
        name: user.first_name,
        link: accountLink(base, 'accountPasswordForgot'),
      });
      return issueTokens(updated, true);
    },
  );

  async function setPassword(user: UserRow, password: string): Promise<UserRow> {
    const passwordHash = await hashPassword(password);
    const { rows } = await app.db.query<UserRow>(
      `update account_users set password_hash = $2, password_changed_at = now(), token_version = token_version + 1
        where id = $1 returning *`,
      [user.id, passwordHash],
    );
    await revokeAllOfUser(app.db, user.id);
    return rows[0]!;
  }

  api.post(
    '/api/account/forgotPasswordMail',
    {
      schema: {
        tags: ['account'],
        summary: 'Mails a password reset link if the e-mail has an account. The answer is the same either way.',
        body: forgotPasswordBody,
        response: { 202: z.object({ status: z.literal('mail_sent_if_registered') }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await limit(`account:mail:${request.ip}`, LIMITS.mailPerIp);
      const { email, lang } = request.body;
      const addressHit = await app.sharedState.hit(
        `account:mail-address:${hashed(email)}`,
        LIMITS.mailPerAddress[1],
        LIMITS.mailPerAddress[0],
      );
      // Looked up after the answer: a registered address takes no longer to answer than an unknown one.
      if (addressHit.count <= LIMITS.mailPerAddress[0]) {
        mails.afterAnswer('password reset mail', async () => {
          const user = await findUserByEmail(email);
          if (!user || !user.enabled) return null;
          const locale: Locale = lang ? (lang.length === 2 ? LOCALE_OF_COUNTRY[lang]! : (lang as Locale)) : user.locale;
          const token = await issueMailToken(app.db, user.id, 'password_reset');
          const base = linkBase(app, request, locale);
          return {
            kind: 'passwordReset',
            to: user.email,
            locale,
            name: user.first_name,
            link: accountLink(base, 'accountPasswordReset', { token }),
          };
        });
      }
      return reply.status(202).send({ status: 'mail_sent_if_registered' });
    },
  );

  api.post(
    '/api/account/resetPassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Sets a new password with the mailed token (Token header). Ends every session; confirms the e-mail.',
        headers: z.object({ token: z.string().optional() }),
        body: resetPasswordBody,
        response: { 200: z.object({ reset: z.literal(true) }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await limit(`account:activation:${request.ip}`, LIMITS.activationPerIp);
      const token = header(request, 'token');
      if (!token) throw badRequest('token_missing', 'the Token header is required');
      const check = await checkMailToken(app.db, token, 'password_reset');
      if (!check.ok)
        throw badRequest(
          check.problem === 'expired' ? 'reset_token_expired' : 'reset_token_invalid',
          'password reset link is not valid',
        );
      const user = await findUser(check.userId);
      if (!user || !user.enabled) throw badRequest('reset_token_invalid', 'password reset link is not valid');
      const problem = passwordProblem(request.body.password, user.email);
      if (problem) throw badRequest('validation', `invalid body: password: ${problem}`, { password: problem });
      if (!(await useMailToken(app.db, check.tokenId)))
        throw badRequest('reset_token_invalid', 'password reset link is not valid');
      const updated = await setPassword(user, request.body.password);
      // Whoever can read the mailbox owns the address: the reset confirms it too.
      if (!updated.email_verified) {
        await app.db.query(
          `update account_users set email_verified = true, activated_at = coalesce(activated_at, now()), required_actions = required_actions - 'VERIFY_EMAIL' where id = $1`,
          [user.id],
        );
        await activateCustomerData(app.db, user.id);
      }
      const base = linkBase(app, request, user.locale);
      mails.sendLater({
        kind: 'passwordChanged',
        to: user.email,
        locale: user.locale,
        name: user.first_name,
        link: accountLink(base, 'accountPasswordForgot'),
      });
      // The mailed link proves the mailbox: this browser may log in even while strangers have locked the
      // account for new devices.
      throttle.rememberDevice(request, reply, accountKey(user.email));
      return { reset: true as const };
    },
  );

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
      const user = (await findUser(me.userId))!;
      await app.db.transaction(async (tx) => {
        // Both deletes must succeed, else neither happens (spec section 5).
        if (me.customerId) {
          const customers = await tx.query('delete from customers where id = $1 and user_id = $2', [
            me.customerId,
            me.userId,
          ]);
          if (customers.rowCount !== 1) throw new ApiError(409, 'delete_failed', 'customer data could not be deleted');
        }
        // Trades stay for bookkeeping (with their own copy of name, address and payout), no longer linked to an account.
        await tx.query(
          'update trades set customer_id = null, account_user_id = null where account_user_id = $1 or customer_id = $2',
          [me.userId, me.customerId],
        );
        const users = await tx.query('delete from account_users where id = $1', [me.userId]);
        if (users.rowCount !== 1) throw new ApiError(409, 'delete_failed', 'user could not be deleted');
      });
      const ttl = me.tokenExpiresAt - Math.floor(Date.now() / 1000);
      if (ttl > 0) await app.sharedState.set(revokedAccessTokenKey(me.tokenId), true, ttl + 5);
      mails.sendLater({ kind: 'accountDeleted', to: user.email, locale: user.locale, name: user.first_name });
      return { deleted: true as const };
    },
  );
}

/** Not encapsulated: `app.accountMails` is visible to the whole app (tests drain it). */
export default fp(accountModule, { name: 'account', dependencies: ['customer-auth', 'mail', 'shared-state'] });
