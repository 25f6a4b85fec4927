import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** An open database to use instead of opening one from the environment (tests). */
  db?: Db;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, and applies the migrations. */
export default fp<DbPluginOptions>(
  async function dbPlugin(app: FastifyInstance, options) {
    const env = app.env;
    const db =
      options.db ??
      (await openDb({
        databaseUrl: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        pgliteDir: env.PGLITE_MEMORY ? undefined : path.join(env.paths.data, 'pgdata'),
        // The pool replaces the connection; requests on it answer 503 and are repeated by the client.
        onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
      }));
    const applied = await migrate(db, { env });
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    app.decorate('db', db);
    if (!options.db) app.addHook('onClose', async () => db.close());
  },
  { name: 'db', dependencies: ['env'] },
);
