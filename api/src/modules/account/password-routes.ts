import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { type Locale } from 'config';
import { passwordProblem } from 'config/account-rules';
import { badRequest, forbidden } from '../../lib/api-error';
import { activateCustomerData } from '../customers/customers-repository';
import { accountLink, linkBase } from './account-mails';
import { confirmEmail, findUser, findUserByEmail, setPasswordHash, type UserRow } from './account-repository';
import { checkMailToken, issueMailToken, useMailToken } from './mail-tokens';
import { accountKey, createLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllOfUser } from './refresh-tokens';
import { hashed, header, limit, LIMITS } from './request-checks';
import {
  changePasswordBody,
  errorBody,
  forgotPasswordBody,
  resetPasswordBody,
  tokenErrors,
  tokenResponse,
} from './schemas';
import { createSessions } from './sessions';

const LOCALE_OF_COUNTRY: Record<string, Locale> = { de: 'de-DE', at: 'de-AT', es: 'es-ES', fr: 'fr-FR', it: 'it-IT' };

/** Password change, the forgotten-password mail and the reset with its token. */
export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mails = app.accountMails;
  const throttle = createLoginThrottle(app);
  const { issueTokens } = createSessions(app);

  async function setPassword(user: UserRow, password: string): Promise<UserRow> {
    const passwordHash = await hashPassword(password);
    const updated = await setPasswordHash(app.db, user.id, passwordHash);
    await revokeAllOfUser(app.db, user.id);
    return updated;
  }

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
      await limit(app, `account:change-password:${me.userId}`, LIMITS.changePasswordPerUser);
      const user = (await findUser(app.db, me.userId))!;
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
      await limit(app, `account:mail:${request.ip}`, LIMITS.mailPerIp);
      const { email, lang } = request.body;
      const addressHit = await app.sharedState.hit(
        `account:mail-address:${hashed(email)}`,
        LIMITS.mailPerAddress[1],
        LIMITS.mailPerAddress[0],
      );
      // Looked up after the answer: a registered address takes no longer to answer than an unknown one.
      if (addressHit.count <= LIMITS.mailPerAddress[0]) {
        mails.afterAnswer('password reset mail', async () => {
          const user = await findUserByEmail(app.db, email);
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
      await limit(app, `account:activation:${request.ip}`, LIMITS.activationPerIp);
      const token = header(request, 'token');
      if (!token) throw badRequest('token_missing', 'the Token header is required');
      const check = await checkMailToken(app.db, token, 'password_reset');
      if (!check.ok)
        throw badRequest(
          check.problem === 'expired' ? 'reset_token_expired' : 'reset_token_invalid',
          'password reset link is not valid',
        );
      const user = await findUser(app.db, check.userId);
      if (!user || !user.enabled) throw badRequest('reset_token_invalid', 'password reset link is not valid');
      const problem = passwordProblem(request.body.password, user.email);
      if (problem) throw badRequest('validation', `invalid body: password: ${problem}`, { password: problem });
      if (!(await useMailToken(app.db, check.tokenId)))
        throw badRequest('reset_token_invalid', 'password reset link is not valid');
      const updated = await setPassword(user, request.body.password);
      // Whoever can read the mailbox owns the address: the reset confirms it too.
      if (!updated.email_verified) {
        await confirmEmail(app.db, user.id);
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
}
