import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { badRequest } from '../../lib/api-error';
import { createPayoutCipher } from '../../lib/payout-crypto';
import { createCustomerData } from '../customers/customers-repository';
import { accountLink, linkBase } from './account-mails';
import { confirmEmail, findUser, findUserByEmail, insertUser } from './account-repository';
import { checkMailToken, issueMailToken, useMailToken } from './mail-tokens';
import { hashPassword } from './passwords';
import { header, limit, LIMITS } from './request-checks';
import { errorBody, registerBody } from './schemas';
import { createSessions } from './sessions';

/** Registration, the confirmation of the e-mail, and the activation of the customer data. */
export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mails = app.accountMails;
  const cipher = createPayoutCipher(app.env);
  const { ensureCustomer } = createSessions(app);

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
      await limit(app, `account:register:${request.ip}`, LIMITS.registerPerIp);
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
        const existing = await findUserByEmail(app.db, email);
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
            await insertUser(tx, {
              id: userId,
              email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              locale,
            });
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
      await limit(app, `account:activation:${request.ip}`, LIMITS.activationPerIp);
      const token = header(request, 'token');
      if (!token) throw badRequest('token_missing', 'the Token header is required');
      const check = await checkMailToken(app.db, token, 'activation');
      let userId: string;
      if (check.ok) {
        userId = check.userId;
        await app.db.transaction(async (tx) => {
          await useMailToken(tx, check.tokenId);
          await confirmEmail(tx, userId);
        });
      } else if (check.problem === 'used' && check.userId && (await findUser(app.db, check.userId))?.email_verified) {
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
      await limit(app, `account:activation:${request.ip}`, LIMITS.activationPerIp);
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
      const user = await findUser(app.db, userId);
      if (!user || !user.email_verified) return { activated: false };
      await ensureCustomer(user);
      return { activated: true };
    },
  );
}
