import { expect, test, type Page } from '@playwright/test';
import { shopUrl } from '../support/env';
import { decideCookies } from '../support/shop';

/**
 * Start preloads (api/src/modules/shop-pages/server-render/start-preloads.ts): a page's HTML names the files its start
 * asks for, so they download at once instead of one round trip after another. Named wrongly they
 * would cost twice: a file preloaded and never used, or used but fetched again.
 */
test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

async function loadAndWatch(page: Page, host: string, path: string, ready: (page: Page) => Promise<void>) {
  const requests = new Map<string, number>();
  const unused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  const response = await page.goto(shopUrl(host, path));
  const html = await response!.text();
  const inHtml = [...html.matchAll(/<link rel="preload" as="(script|style|fetch)"[^>]* href="([^"]+)">/g)].map(
    (m) => m[2]!,
  );
  // A page the server rendered lists them for its first script, which asks for them once the page is painted.
  const listed = /<script type="application\/json" id="shop-start-preloads">([^<]*)<\/script>/.exec(html);
  const afterPaint = listed ? (JSON.parse(listed[1]!) as { href: string }[]).map((p) => p.href) : [];
  const preloaded = [...inHtml, ...afterPaint];
  await ready(page);
  // Chromium says so about a preload not used within a few seconds of the load event.
  await page.waitForLoadState('load');
  await page.waitForTimeout(3500);
  return { preloaded, inHtml, requests, unused };
}

for (const { host, path, remote, ready } of [
  {
    host: 'de.localhost',
    path: '/',
    remote: 'mf-content',
    ready: (page: Page) => expect(page.locator('main h1')).toBeVisible(),
  },
  {
    host: 'at.localhost',
    path: '/',
    remote: 'mf-content',
    ready: (page: Page) => expect(page.locator('main h1')).toBeVisible(),
  },
  {
    host: 'fr.localhost',
    path: '/produits/apple-iphone-13-128-go',
    remote: 'mf-catalog',
    ready: (page: Page) => expect(page.getByRole('radio').first()).toBeVisible({ timeout: 20_000 }),
  },
]) {
  test(`${host}${path}: every file the page preloads is used, and downloaded once`, async ({ page }) => {
    const { preloaded, inHtml, requests, unused } = await loadAndWatch(page, host, path, ready);
    // These pages are rendered on the server: nothing competes with their HTML before the first paint.
    expect(inHtml).toEqual([]);
    // The host's start, the release manifest and the pinned remote's entry and page chunk are among them.
    expect(preloaded.some((href) => /^\/assets\/bootstrap\.[0-9a-f]+\.js$/.test(href))).toBe(true);
    expect(preloaded).toContain(`/releases/${host.slice(0, 2)}.json`);
    expect(preloaded.some((href) => new RegExp(`^/remotes/${remote}/[^/]+/remoteEntry\\.js$`).test(href))).toBe(true);
    expect(preloaded.some((href) => new RegExp(`^/remotes/${remote}/[^/]+/__federation_expose_`).test(href))).toBe(
      true,
    );
    for (const href of preloaded) expect(requests.get(href), `${href} requested once`).toBe(1);
    expect(unused).toEqual([]);
  });
}
