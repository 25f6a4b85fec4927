import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { createPublicOrigins, type PublicOrigins } from '../lib/public-origin';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Where links in mails lead (configuration only, never a request's headers). */
    publicOrigins: PublicOrigins;
  }
}

/** Makes the checked environment available to every plugin as `app.env`. */
export default fp<{ env: Env }>(
  async function envPlugin(app: FastifyInstance, options) {
    app.decorate('env', options.env);
    app.decorate('publicOrigins', createPublicOrigins(options.env));
  },
  { name: 'env' },
);
