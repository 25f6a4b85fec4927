/** A real API (its own database) on a free port over a throwaway store: what the release tests talk to. */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createReleaseService, databaseReleaseState, type ReleaseService, type ReleaseState } from 'release';
import { createTestApp, type TestApp } from '../../../api/src/testing/test-app';
import { providedExports } from '../../lib/contract';
import type { Workspace } from './fixtures';

export interface ReleaseApiContext {
  t: TestApp;
  state: ReleaseState;
  /** The release service on the API's database, as the API builds it. */
  service: ReleaseService;
  /** What the command line's environment holds: the API's address and the automation token. */
  env: Record<string, string>;
}

export async function startReleaseApi(ws: Workspace): Promise<ReleaseApiContext> {
  const t = await createTestApp({ RELEASES_DIR: ws.releasesDir, REMOTE_STORE_DIR: ws.storeDir, DIST_DIR: ws.distDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const env = {
    ...ws.env,
    RELEASE_API_URL: `http://127.0.0.1:${port}`,
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    XDG_CONFIG_HOME: path.join(ws.root, 'config'),
  };
  const state = databaseReleaseState(t.db);
  const service = createReleaseService(
    { storeDir: ws.storeDir, hostDir: path.join(ws.distDir, 'host'), sourceExports: providedExports },
    state,
  );
  return { t, state, service, env };
}

/** Every row of the release state, to show that a refused change wrote nothing. */
export const stateSnapshot = async (t: TestApp) => ({
  manifests: (await t.db.query('select country, revision, remotes from release_manifests order by country')).rows,
  audit: (await t.db.query('select id from release_audit order by id')).rows,
});
