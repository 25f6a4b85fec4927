import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountMailer, type AccountMailer } from './account-mails';
import passwordRoutes from './password-routes';
import registrationRoutes from './registration-routes';
import accountRoutes from './routes';
import sessionRoutes from './session-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account mails in flight; `drain()` waits for them (tests). */
    accountMails: AccountMailer;
  }
}

/**
 * The account API (spec section 7): registration and activation, login with rotating refresh
 * tokens, logout, password change, forgotten password, deletion. Paths as the spec names them.
 */
async function accountModule(app: FastifyInstance): Promise<void> {
  app.decorate('accountMails', createAccountMailer(app));
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(accountRoutes);
}

/** Not encapsulated: `app.accountMails` is visible to the whole app (tests drain it). */
export default fp(accountModule, { name: 'account', dependencies: ['customer-auth', 'mail', 'shared-state'] });
