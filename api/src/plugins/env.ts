import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { createPublicOrigins, type PublicOrigins } from '../lib/public-origin';
import { createRemoteStore, type RemoteStore } from '../lib/remote-store';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Where links in mails lead (configuration only, never a request's headers). */
    publicOrigins: PublicOrigins;
    /** The remote store: a folder served at /remotes, or a store at another address (REMOTE_STORE_URL). */
    remoteStore: RemoteStore;
  }
}

/** Makes the checked environment available to every plugin as `app.env`. */
export default fp<{ env: Env }>(
  async function envPlugin(app: FastifyInstance, options) {
    app.decorate('env', options.env);
    app.decorate('publicOrigins', createPublicOrigins(options.env));
    app.decorate('remoteStore', createRemoteStore(options.env, app.log));
  },
  { name: 'env' },
);
