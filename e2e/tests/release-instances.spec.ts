import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { ADMIN_TOKEN, remoteVersion } from '../support/env';
import { startApiProcess, startReleaseServer, type ApiProcess, type ReleaseServer } from '../support/release-server';

// Two API processes on one PostgreSQL, as behind a load balancer: the release state is in the database,
// so a change made through one instance is what the other serves on its very next answer.
test.describe.configure({ mode: 'serial' });

const remote = 'mf-content';
const A = '8.5.0';
const PINNED = remoteVersion(remote);
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'release_e2e';
let one: ReleaseServer;
let two: ApiProcess;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${DATABASE}`;
  one = await startReleaseServer(8097, { remote, versions: [A] }, { databaseUrl: url.toString() });
  two = await startApiProcess({ ...one.env, PORT: '8098' });
});

test.afterAll(async () => {
  await two?.stop();
  await one?.stop();
  await admin(`drop database if exists ${DATABASE} with (force)`);
});

const manifestOf = async (port: number, cc: string) =>
  (await (await fetch(`http://localhost:${port}/releases/${cc}.json`)).json()) as {
    revision: number;
    remotes: { [remote: string]: { version: string } };
  };
const versionOf = (page: Page) => page.locator(`[data-boundary="${remote}"] [data-remote-version]`);

test('a pin made through one instance is served by the other at once', async ({ page }) => {
  expect((await manifestOf(8098, 'de')).remotes[remote]!.version).toBe(PINNED);
  const before = (await manifestOf(8098, 'de')).revision;

  const pinned = await one.release(['pin', 'de', remote, A, '--reason', 'e2e: pinned through instance one']);
  expect(pinned.code, pinned.stderr).toBe(0);

  // No wait and no reload of anything: the next answer of the other instance has it.
  const served = await manifestOf(8098, 'de');
  expect(served.remotes[remote]!.version).toBe(A);
  expect(served.revision).toBe(before + 1);
  await page.goto(`http://de.localhost:8098/`);
  await expect(versionOf(page)).toHaveAttribute('data-remote-version', A);

  // The other instance's history has the entry, naming the automation token the command line used.
  const history = await (
    await fetch(`http://localhost:8098/api/admin/releases/de/history?remote=${remote}&limit=1`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
  ).json();
  expect(history.entries[0]).toMatchObject({
    action: 'pin',
    by: 'admin token (for e2e release manager)',
    via: 'cli',
    to: { version: A },
  });
});

test('a rollback through the other instance is served by the first at once, in the browser too', async ({ page }) => {
  await page.goto(`http://de.localhost:8097/`);
  await expect(versionOf(page)).toHaveAttribute('data-remote-version', A);
  const rolled = await one.release(['rollback', 'de', remote, '--reason', 'e2e: back, through instance two'], {
    env: { RELEASE_API_URL: 'http://localhost:8098' },
  });
  expect(rolled.code, rolled.stderr).toBe(0);
  expect((await manifestOf(8097, 'de')).remotes[remote]!.version).toBe(PINNED);
  await page.reload();
  await expect(versionOf(page)).toHaveAttribute('data-remote-version', PINNED);
});

test('a person signed in on one instance is signed in on the other (sessions in the database)', async ({ page }) => {
  const added = await one.release(['user', 'add', 'rita', '--role', 'release-manager', '--name', 'Rita Release'], {
    input: 'a long staff password\n',
  });
  expect(added.code, added.stderr).toBe(0);
  await page.goto('http://localhost:8097/admin/releases');
  await page.getByLabel('User name').fill('rita');
  await page.getByLabel('Password').fill('a long staff password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByText(/^Signed in as/)).toContainText('Rita Release');
  const cookies = await page.context().cookies('http://localhost:8097');
  const session = cookies.find((c) => c.name === 'release_session')!;
  const me = await fetch('http://localhost:8098/api/admin/session', {
    headers: { cookie: `release_session=${session.value}` },
  });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ name: 'Rita Release', role: 'release-manager' });
});
