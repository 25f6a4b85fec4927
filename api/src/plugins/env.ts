import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

/** Makes the checked environment available to every plugin as `app.env`. */
export default fp<{ env: Env }>(
  async function envPlugin(app: FastifyInstance, options) {
    app.decorate('env', options.env);
  },
  { name: 'env' },
);
