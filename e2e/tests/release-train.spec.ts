import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN, remoteVersion } from '../support/env';
import { startReleaseServer, type ReleaseServer } from '../support/release-server';
import { cloneRepository, type Clone } from '../support/release-train';

// A remote team's release, end to end: a real change in a copy of the repository, published as a new
// version and pinned for one country; a change that uses an export of `shared` the deployed host lacks,
// refused by the release check with the export named, and not mounted when forced into a manifest by hand;
// then a host that provides the export, on which the versions built before it keep running.
test.describe.configure({ mode: 'serial' });

const remote = 'mf-content';
const CHANGED = '8.1.0';
const NEEDS_NEW_SHARED = '8.2.0';
let server: ReleaseServer;
let clone: Clone;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // PostgreSQL, so the spec can force a manifest into the release state by hand, as an operator with SQL could.
  await postgres(`drop database if exists ${DATABASE} with (force)`);
  await postgres(`create database ${DATABASE}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  server = await startReleaseServer(8286, { remote, versions: [] }, { ownHost: true, databaseUrl });
  clone = cloneRepository();
});

test.afterAll(async () => {
  clone?.remove();
  await server?.stop();
  await postgres(`drop database if exists ${DATABASE} with (force)`);
});

const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'release_train_e2e';
let databaseUrl: string;

async function postgres(sql: string, params: unknown[] = [], url = POSTGRES) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const servedText = async (cc: string) => (await fetch(server.url('localhost', `/releases/${cc}.json`))).text();

/** `npm run release -- publish` in the copy, into the server's store (where a bucket is synced from). */
function publishFromClone(version: string) {
  return clone.node(['scripts/run.mjs', 'scripts/release/cli.ts', 'publish', remote, '--version', version], {
    REMOTE_STORE_DIR: server.storeDir,
    DIST_DIR: server.distDir,
  });
}

const homeOf = (page: Page) => page.locator(`[data-boundary="${remote}"] [data-remote-version]`);

test('a real change, published as a new version and pinned for de, shows in de and not in fr', async ({ page }) => {
  test.setTimeout(180_000);
  clone.edit('mf-content/src/routes/home-page.tsx', (text) =>
    text.replace(
      '<div data-shop-mode={site.shopMode}>',
      '<div data-shop-mode={site.shopMode} data-release-train="next">',
    ),
  );
  const published = await publishFromClone(CHANGED);
  expect(published.code, `${published.stdout}\n${published.stderr}`).toBe(0);
  const pinned = await server.release(['pin', 'de', remote, CHANGED, '--reason', 'e2e: the new home page for de']);
  expect(pinned.code, pinned.stderr).toBe(0);

  await page.goto(server.url('de.localhost', '/'));
  await expect(homeOf(page)).toHaveAttribute('data-remote-version', CHANGED);
  await expect(page.locator('[data-release-train="next"]')).toBeVisible();
  await page.goto(server.url('fr.localhost', '/'));
  await expect(homeOf(page)).toHaveAttribute('data-remote-version', remoteVersion(remote));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-release-train]')).toHaveCount(0);
});

test('a version that uses a shared export the host lacks (version not bumped) is refused, the export named', async () => {
  test.setTimeout(180_000);
  clone.edit('shared/src/hooks/index.ts', (text) => `${text}export { useReleaseTrain } from './use-release-train';\n`);
  writeFileSync(
    path.join(clone.root, 'shared/src/hooks/use-release-train.ts'),
    "/** A new export of shared. */\nexport function useReleaseTrain(): string {\n  return 'new';\n}\n",
  );
  clone.edit('mf-content/src/routes/home-page.tsx', (text) =>
    text
      .replace(
        "import { prepareAsync, useAsync } from 'shared/hooks';",
        "import { prepareAsync, useAsync, useReleaseTrain } from 'shared/hooks';",
      )
      .replace('data-release-train="next"', 'data-release-train={useReleaseTrain()}'),
  );
  // Published (its files are in the store), and publishing already says that this host cannot take it.
  const published = await publishFromClone(NEEDS_NEW_SHARED);
  expect(published.stdout).toContain(`published ${remote} ${NEEDS_NEW_SHARED}`);
  expect(published.stderr).toContain('[export_missing]');
  const before = await servedText('de');
  const refused = await server.release([
    'pin',
    'de',
    remote,
    NEEDS_NEW_SHARED,
    '--reason',
    'e2e: needs shared it lacks',
  ]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /imports useReleaseTrain from shared\/hooks, which the host \(build [^)]+\) does not export/,
  );
  expect(await servedText('de')).toBe(before);
});

test('forced into the release state by hand, it is not mounted: de shows the last known good version, and the refusal is counted', async ({
  page,
  request,
}) => {
  const [row] = await postgres(`select remotes from release_manifests where country = 'de'`, [], databaseUrl);
  const remotes = row!.remotes as Record<string, Record<string, unknown>>;
  remotes[remote] = { ...remotes[remote], version: NEEDS_NEW_SHARED, lastKnownGood: CHANGED };
  await postgres(
    `update release_manifests set remotes = $1, revision = revision + 1 where country = 'de'`,
    [JSON.stringify(remotes)],
    databaseUrl,
  );
  // The server's own reads (server rendering) keep a manifest for a second.
  await new Promise((r) => setTimeout(r, 1100));

  await page.goto(server.url('de.localhost', '/'));
  await expect(homeOf(page)).toHaveAttribute('data-remote-version', CHANGED);
  await expect(page.locator('[data-release-train="next"]')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(server.url('localhost', '/api/admin/releases'), {
              headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
            })
          ).json()
        ).reports,
      { timeout: 30_000 },
    )
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ country: 'de', remote, version: NEEDS_NEW_SHARED, kind: 'refused' }),
      ]),
    );
});

test('a host that provides the export takes the new version, and the versions built before it keep running', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The team's change to shared, released properly: a minor version, then the host ships first.
  clone.edit('shared/package.json', (text) =>
    text.replace(/"version": "(\d+)\.(\d+)\.\d+"/, (_all, major: string, minor: string) => {
      return `"version": "${major}.${Number(minor) + 1}.0"`;
    }),
  );
  const host = await clone.node(['scripts/run.mjs', 'scripts/build.ts', 'host', '--dist-root', server.distDir], {});
  expect(host.code, `${host.stdout}\n${host.stderr}`).toBe(0);

  const pinned = await server.release([
    'pin',
    'de',
    remote,
    NEEDS_NEW_SHARED,
    '--reason',
    'e2e: the host provides it now',
  ]);
  expect(pinned.code, pinned.stderr).toBe(0);
  await page.goto(server.url('de.localhost', '/'));
  await expect(homeOf(page)).toHaveAttribute('data-remote-version', NEEDS_NEW_SHARED);
  await expect(page.locator('[data-release-train="new"]')).toBeVisible();

  // Built against the shared before the new minor: still accepted and still running.
  for (const [version, marker] of [
    [CHANGED, '[data-release-train="next"]'],
    [remoteVersion(remote), '[data-shop-mode]:not([data-release-train])'],
  ] as const) {
    const back = await server.release(['pin', 'de', remote, version, '--reason', `e2e: back to ${version}`]);
    expect(back.code, back.stderr).toBe(0);
    await page.goto(server.url('de.localhost', '/'));
    await expect(homeOf(page)).toHaveAttribute('data-remote-version', version);
    await expect(page.locator(marker)).toBeVisible();
  }
});
