import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createReleaseService, databaseReleaseState } from 'release';
import { sourceExports } from '../../lib/source-exports';
import { staffAccountRoutes } from './accounts';
import { registerReleaseHealth } from './health';
import { registerReleasePage } from './page';
import { releaseRoutes } from './routes';

/**
 * Releases: the release manager's API under /api/admin/releases (staff accounts or the admin token), the
 * release page at /admin/releases, and the reports browsers send when a remote version fails. The state is
 * in the database; `npm run release` changes it through this API, so the page and the command line refuse
 * alike and write the same audit log. The release logic itself is the `release` package.
 */
export default async function releasesModule(app: FastifyInstance): Promise<void> {
  const service = createReleaseService(
    {
      storeDir: app.remoteStore.location,
      hostDir: path.join(app.env.paths.dist, 'host'),
      ...(sourceExports ? { sourceExports } : {}),
    },
    databaseReleaseState(app.db),
  );
  await releaseRoutes(app, service);
  await registerReleaseHealth(app, service);
  await staffAccountRoutes(app, { oidc: false });
  await registerReleasePage(app);
}
