import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../support/env';
import { startReleaseServer, type ReleaseServer } from '../support/release-server';
import { shopStarted } from '../support/shop';

// Release health measured in Chromium, and the canary guard acting on it: a server of the spec's own with two
// published versions of mf-content, the guard looking every second.
test.describe.configure({ mode: 'serial' });

const remote = 'mf-content';
const A = '7.5.0';
const B = '7.6.0';
let server: ReleaseServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startReleaseServer(
    8287,
    { remote, versions: [A, B] },
    { env: { RELEASE_GUARD_INTERVAL_SECONDS: '1' } },
  );
});

test.afterAll(async () => {
  await server?.stop();
});

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const versionOf = (page: Page) => page.locator(`[data-boundary="${remote}"] [data-remote-version]`);

async function release(args: string[]) {
  const result = await server.release(args);
  expect(result.code, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result;
}

async function health(): Promise<
  { version: string; role: string; loads: number; failures: number; lcpP75: number | null }[]
> {
  const res = await fetch(server.url('localhost', `/api/admin/releases/de/${remote}/health?window=1h`), {
    headers: admin,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { versions: [] }).versions;
}
const figuresOf = async (version: string) => (await health()).find((v) => v.version === version);

test('loading de pages in Chromium raises the de loads the health endpoint counts, with the page’s LCP', async ({
  page,
}) => {
  await release(['pin', 'de', remote, A, '--reason', 'e2e: de on A']);
  const before = (await figuresOf(A))?.loads ?? 0;
  for (const pathname of ['/', '/kontakt', '/content/agb']) {
    await page.goto(server.url('de.localhost', pathname));
    await expect(versionOf(page)).toHaveAttribute('data-remote-version', A);
    await shopStarted(page);
  }
  // Hidden, the page sends what it still holds (its Web Vitals among it).
  await page.goto('about:blank');
  await expect
    .poll(async () => (await figuresOf(A))?.loads ?? 0, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 3);
  await expect.poll(async () => (await figuresOf(A))?.lcpP75 ?? null, { timeout: 15_000 }).not.toBeNull();
  expect(await figuresOf(A)).toMatchObject({ role: 'pinned', failures: 0 });
});

test('a canary whose files disappear is stopped by the guard, while visitors keep the pinned version', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // One address here (every context is 127.0.0.1): one client is enough, after a handful of loads.
  const settings = await fetch(server.url('localhost', '/api/admin/releases/de/guard'), {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ minLoads: 3, minClients: 1, windowMinutes: 10 }),
  });
  expect(settings.status).toBe(200);
  await release(['canary', 'de', remote, B, '--percent', '100', '--reason', 'e2e: de tries B']);
  // A bad upload: the canary's files vanish after it was pinned.
  rmSync(path.join(server.storeDir, remote, B), { recursive: true, force: true });

  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url('de.localhost', '/'));
    // The browser falls back to the pinned version: the visitor sees the page.
    await shopStarted(page);
    await expect(versionOf(page)).toHaveAttribute('data-remote-version', A);
    await page.goto('about:blank');
    await context.close();
  }
  await expect.poll(async () => (await figuresOf(B))?.failures ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

  // The guard looks every second: the canary is gone from de's manifest, the audit says why.
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(server.url('localhost', '/releases/de.json'))).json()) as {
            remotes: Record<string, { canary?: unknown }>;
          }
        ).remotes[remote]!.canary ?? null,
      { timeout: 20_000 },
    )
    .toBeNull();
  const history = await release(['history', 'de', '--remote', remote, '--limit', '1']);
  expect(history.stdout).toMatch(/canary-stop\s+mf-content .*by canary guard \(guard\)/);
  expect(history.stdout).toMatch(/failure rate 100\.0 % \(\d+ of \d+ loads, 1 clients\)/);
});
