import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildPath, COUNTRY_CODES, CONTENT_PAGE_SLUGS, type CountryCode } from 'config';
import { ADMIN_TOKEN, REPO_ROOT, remoteVersion } from '../support/env';
import { startReleaseServer, type ReleaseServer } from '../support/release-server';
import { collectProblems } from '../support/server-render';

// The remote store at another address (REMOTE_STORE_URL), served by a static server of its own, as a CDN or
// bucket would: browsers load the remotes from it, and the API renders pages on the server from server builds
// it fetched from there and checked, with no store on its own disk.
test.describe.configure({ mode: 'serial' });

const API_PORT = 8284;
const STORE_PORT = 8285;
const STORE = `http://localhost:${STORE_PORT}/remotes`;
let server: ReleaseServer;
let store: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startReleaseServer(
    API_PORT,
    { remote: 'mf-content', versions: [] },
    {
      storeUrl: STORE,
      demoCatalogue: true,
    },
  );
  store = spawn(process.execPath, ['e2e/support/static-store.mjs', server.storeDir, String(STORE_PORT)], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${STORE}/mf-content/versions.json`).catch(() => null))?.status, { timeout: 20_000 })
    .toBe(200);
});

test.afterAll(async () => {
  store?.kill('SIGTERM');
  await server?.stop();
});

/** Category urls of the demo catalogue (its seed): the sell and overview pages of smartphones. */
const SMARTPHONES: Record<CountryCode, string> = {
  de: 'smartphones',
  at: 'smartphones',
  es: 'moviles',
  fr: 'smartphones',
  it: 'smartphone',
};

/** Every page type the server renders, in a country. */
function serverRenderedPages(cc: CountryCode): [string, string][] {
  return [
    ['home', '/'],
    ['sell', buildPath(cc, 'sell', { category: SMARTPHONES[cc] })],
    ['overview', buildPath(cc, 'overview', { overview: `${SMARTPHONES[cc]}-apple` })],
    // French writes storage in Go.
    ['product', buildPath(cc, 'pdp', { pdp: cc === 'fr' ? 'apple-iphone-13-128-go' : 'apple-iphone-13-128-gb' })],
    ['content', buildPath(cc, 'content', { content: CONTENT_PAGE_SLUGS[cc].terms })],
  ];
}

async function page(request: APIRequestContext, cc: CountryCode, pathname: string) {
  return request.get(`http://localhost:${API_PORT}${pathname}`, { headers: { host: `${cc}.localhost:${API_PORT}` } });
}

test('every page type renders on the server in all five countries, from server builds fetched from the store', async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const cc of COUNTRY_CODES) {
    for (const [kind, pathname] of serverRenderedPages(cc)) {
      // The first page of a remote version fetches its server build (checked file by file); it goes out for the
      // browser to render if that takes long, and the next one is rendered on the server.
      await expect
        .poll(async () => (await (await page(request, cc, pathname)).text()).includes('data-server-rendered'), {
          message: `${cc} ${kind} ${pathname}`,
          timeout: 20_000,
        })
        .toBe(true);
      const res = await page(request, cc, pathname);
      expect(res.status(), `${cc} ${kind}`).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<meta name="shop-remote-store" content="${STORE}">`);
      // The page's start files are named at the store, never at the API.
      expect(html).not.toMatch(/["(]\/remotes\//);
      expect(res.headers()['content-security-policy']).toContain(`script-src 'self' http://localhost:${STORE_PORT}`);
    }
  }
});

test('the browser loads the remotes from the store and takes the server’s page over', async ({ page: tab }) => {
  const problems = collectProblems(tab);
  const remoteFiles: string[] = [];
  tab.on('request', (r) => {
    if (r.url().includes('/remotes/')) remoteFiles.push(r.url());
  });
  await tab.goto(server.url('de.localhost', '/'));
  const region = tab.locator(`[data-boundary="mf-content"] [data-remote-version="${remoteVersion('mf-content')}"]`);
  await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
  await tab.waitForFunction(() => performance.getEntriesByName('shop:page-rendered').length > 0);
  await expect(tab.getByRole('contentinfo')).toBeVisible();
  expect(remoteFiles.length).toBeGreaterThan(0);
  expect(remoteFiles.filter((url) => !url.startsWith(`${STORE}/`))).toEqual([]);
  expect(problems).toEqual([]);
});

test('the API holds no remote store: only the server builds it fetched, checked, in its data folder', async ({
  request,
}) => {
  expect(existsSync(server.env.REMOTE_STORE_DIR!)).toBe(false);
  // Nothing is served from the API's own /remotes.
  const direct = await request.get(
    `http://localhost:${API_PORT}/remotes/mf-content/${remoteVersion('mf-content')}/mf-manifest.json`,
  );
  expect(direct.status()).toBe(404);
  const cache = path.join(server.env.DATA_DIR!, 'remote-cache');
  for (const remote of readdirSync(cache).filter((name) => !name.startsWith('.'))) {
    for (const version of readdirSync(path.join(cache, remote)))
      expect(readdirSync(path.join(cache, remote, version)), `${remote} ${version}`).toEqual(['server']);
  }
});

test('release checks read the store at its address', async ({ request }) => {
  const version = remoteVersion('mf-catalog');
  const check = await server.release(['check', 'mf-catalog', version]);
  expect(check.code, check.stdout + check.stderr).toBe(0);
  const missing = await server.release(['pin', 'de', 'mf-catalog', '9.9.9', '--reason', 'not published']);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain(`not in the remote store ${STORE}`);
  const overview = await request.get(`http://localhost:${API_PORT}/api/admin/releases`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(overview.status()).toBe(200);
  // Listed from the store's index, each checked file by file over http.
  const versions = (await overview.json()).versions['mf-catalog'] as { version: string; ok: boolean }[];
  expect(versions).toEqual(expect.arrayContaining([expect.objectContaining({ version, ok: true })]));
});
