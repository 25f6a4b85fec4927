/**
 * What a customer's browser loads before the page first shows its content, per country, for the
 * home page and for a product page (a real device of the demo catalogue, the Apple iPhone 13 128 GB):
 * JS bytes (gzip, computed from the files served), the number of requests, and how many copies of
 * React and react-dom the page holds (from the source maps of every loaded script, cross-checked
 * with the renderers react-dom registers with the devtools hook).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildPath, COUNTRY_CODES, countries } from 'config';
import { kb, printTable } from '../lib/report';

export interface PageWeight {
  page: string;
  /**
   * JS the first render needed (gzip): none when the server rendered the page (its HTML shows the
   * content with JavaScript switched off, checked in a second load); else every script the page
   * had asked for when its content appeared.
   */
  jsGzipBeforeRender: number;
  /** Whether the page's HTML holds its first view (server-rendered) and shows it without JavaScript. */
  serverRendered: boolean;
  /** JS asked for before the page's own code had rendered it or taken the server's HTML over (gzip). */
  jsGzipBeforeInteractive: number;
  /** When that happened (the host's `shop:page-rendered` mark), ms after navigation start. */
  interactiveMs: number | null;
  requestsBeforeRender: number;
  requestsTotal: number;
  reactCopies: number;
  reactDomCopies: number;
  renderersRegistered: number;
  firstRenderMs: number;
  /** Each script loaded before the first render, with its gzip size (bytes). */
  scriptsBeforeRender: { url: string; gzip: number }[];
  /** Each script asked for before the page was interactive, with its gzip size (bytes). */
  scriptsBeforeInteractive: { url: string; gzip: number }[];
}

const REACT_SOURCE = /node_modules\/react\/cjs\/react\.(production|development)\.js$/;
const REACT_DOM_SOURCE = /node_modules\/react-dom\/cjs\/react-dom-client\.(production|development)\.js$/;

/** A file the server serves, uncompressed (for its gzip size as page-weight counts it). */
export async function text(url: string): Promise<Buffer | null> {
  // Node does not resolve *.localhost as Chromium does; static files do not depend on the host.
  const target = new URL(url);
  if (target.hostname.endsWith('.localhost')) target.hostname = 'localhost';
  const res = await fetch(target, { headers: { 'accept-encoding': 'identity' } });
  return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
}

/** Loads a page in a fresh browser context and measures it. `readySelector` marks the first render. */
export async function measurePage(browser: Browser, url: string, readySelector: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The first render is the moment the page's own content appears, recorded inside the page.
  await page.addInitScript((selector: string) => {
    const win = window as unknown as { __firstRenderAt?: number };
    const check = () => {
      if (win.__firstRenderAt === undefined && document.querySelector(selector))
        win.__firstRenderAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  }, readySelector);
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    // A minimal devtools hook: every copy of react-dom registers its renderer here.
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject: (renderer: unknown) => {
        renderers.set(++id, renderer);
        return id;
      },
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(readySelector, { timeout: 30_000 });
  const firstRender = await page.evaluate(() => (window as unknown as { __firstRenderAt: number }).__firstRenderAt);
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const firstRenderMs = Math.round(firstRender);
  void started;
  void navigationStart;
  await page.waitForLoadState('networkidle');
  const interactive = await page.evaluate(
    () => performance.getEntriesByName('shop:page-rendered')[0]?.startTime ?? null,
  );
  const rootServerRendered = await page.evaluate(
    () => document.getElementById('root')?.hasAttribute('data-server-rendered') ?? false,
  );
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, start: e.startTime, type: (e as PerformanceResourceTiming).initiatorType })),
  );
  const renderersRegistered = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  await context.close();

  // A server-rendered page: does its HTML show the content with JavaScript switched off?
  let shownWithoutJs = false;
  if (rootServerRendered) {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(url, { waitUntil: 'load' });
    shownWithoutJs = (await plain.locator(readySelector).count()) > 0;
    await noJs.close();
  }

  const gzipOf = new Map<string, number>();
  const scriptBytes = async (list: { name: string }[]) => {
    const out: { url: string; gzip: number }[] = [];
    for (const s of list.filter((r) => /\.js(\?|$)/.test(r.name))) {
      if (!gzipOf.has(s.name)) {
        const body = await text(s.name);
        gzipOf.set(s.name, body ? gzipSync(body, { level: 9 }).length : -1);
      }
      const gzip = gzipOf.get(s.name)!;
      if (gzip >= 0) out.push({ url: s.name, gzip });
    }
    return out;
  };
  const before = resources.filter((r) => r.start <= firstRender);
  const scriptsAskedBeforeRender = await scriptBytes(before);
  const scriptsBeforeRender: PageWeight['scriptsBeforeRender'] = shownWithoutJs ? [] : scriptsAskedBeforeRender;
  const jsGzipBeforeRender = scriptsBeforeRender.reduce((sum, s) => sum + s.gzip, 0);
  const scriptsBeforeInteractive =
    interactive === null ? [] : await scriptBytes(resources.filter((r) => r.start <= interactive));
  const jsGzipBeforeInteractive = scriptsBeforeInteractive.reduce((sum, s) => sum + s.gzip, 0);
  let reactCopies = 0;
  let reactDomCopies = 0;
  for (const s of resources.filter((r) => /\.js(\?|$)/.test(r.name))) {
    const map = await text(`${s.name.split('?')[0]}.map`);
    if (!map) continue;
    const sources = (JSON.parse(map.toString('utf8')) as { sources: string[] }).sources;
    if (sources.some((src) => REACT_SOURCE.test(src))) reactCopies++;
    if (sources.some((src) => REACT_DOM_SOURCE.test(src))) reactDomCopies++;
  }
  return {
    page: url,
    jsGzipBeforeRender,
    serverRendered: shownWithoutJs,
    jsGzipBeforeInteractive,
    interactiveMs: interactive === null ? null : Math.round(interactive),
    requestsBeforeRender: before.length + 1, // + the document
    requestsTotal: resources.length + 1,
    reactCopies,
    reactDomCopies,
    renderersRegistered,
    firstRenderMs,
    scriptsBeforeRender,
    scriptsBeforeInteractive,
  };
}

/** An emulated slow 4G link, as Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s each way. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };

/**
 * When the page's content appears on a slow 4G link (ms after navigation start), median of `runs`
 * fresh loads; also the slowest. There, the number of round trips before the content matters as
 * much as the bytes: what the page's HTML names for preloading starts at once.
 */
export async function slowNetworkContent(
  browser: Browser,
  url: string,
  readySelector: string,
  runs = 5,
): Promise<{ median: number; max: number; interactiveMedian: number }> {
  const times: number[] = [];
  const ready: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((selector: string) => {
      const win = window as unknown as { __contentAt?: number };
      new MutationObserver(() => {
        if (win.__contentAt === undefined && document.querySelector(selector)) win.__contentAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, readySelector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(readySelector, { timeout: 60_000 });
    times.push(Math.round(await page.evaluate(() => (window as unknown as { __contentAt: number }).__contentAt)));
    await page.waitForFunction(() => performance.getEntriesByName('shop:page-rendered').length > 0, undefined, {
      timeout: 60_000,
    });
    ready.push(Math.round(await page.evaluate(() => performance.getEntriesByName('shop:page-rendered')[0]!.startTime)));
    await context.close();
  }
  times.sort((a, b) => a - b);
  ready.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    max: times[times.length - 1]!,
    interactiveMedian: ready[Math.floor(ready.length / 2)]!,
  };
}

/** What a script is made of, from its source map: the three largest packages or folders by source size. */
async function contents(url: string): Promise<string> {
  const map = await text(`${url.split('?')[0]}.map`);
  if (!map) return '';
  const { sources, sourcesContent } = JSON.parse(map.toString('utf8')) as {
    sources: string[];
    sourcesContent?: (string | null)[];
  };
  const sizes = new Map<string, number>();
  sources.forEach((src, i) => {
    const modules = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const workspace = src.match(/(?:^|\/)(host|shared|config|mf-[a-z]+)\/src\/([^/]+)/);
    const name = modules ? modules[1]! : workspace ? `${workspace[1]}/${workspace[2]}` : 'webpack runtime';
    sizes.set(name, (sizes.get(name) ?? 0) + (sourcesContent?.[i]?.length ?? 0));
  });
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name)
    .join(', ');
}

/** The scripts before the first render, largest first, named by path without the content hash. */
async function printScripts(title: string, scripts: PageWeight['scriptsBeforeRender']): Promise<void> {
  const rows: Record<string, string>[] = [];
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    const script = new URL(s.url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js');
    rows.push({ script, gzip: kb(s.gzip), 'largest sources': await contents(s.url) });
  }
  printTable(title, rows);
}

/** The product page of the Apple iPhone 13 128 GB in a country, by its url in that country's language. */
export async function productPath(origin: string, country: (typeof COUNTRY_CODES)[number]): Promise<string> {
  const res = await fetch(`${origin}/api/trade/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      search: { type: 'devicesBySeries', seriesId: 'smartphones.apple.iphone-13' },
      application: countries[country].searchIndexNames.devices,
      resultSize: 20,
    }),
  });
  const hits = ((await res.json()) as { hits?: { id: string; url: string }[] }).hits ?? [];
  const device = hits.find((h) => h.id === 'apple-iphone-13-128gb') ?? hits[0];
  if (!device) throw new Error(`no iPhone 13 in the catalogue of ${country} (search answered ${res.status})`);
  return buildPath(country, 'pdp', { pdp: device.url });
}

function weightRow(label: Record<string, string>, m: PageWeight): Record<string, string | number> {
  return {
    ...label,
    'JS before first render (gzip)': m.serverRendered
      ? `${kb(m.jsGzipBeforeRender)} (server-rendered)`
      : kb(m.jsGzipBeforeRender),
    'JS before interactive (gzip)': kb(m.jsGzipBeforeInteractive),
    'requests before first render': m.requestsBeforeRender,
    'requests total': m.requestsTotal,
    'React copies': m.reactCopies,
    'react-dom copies': m.reactDomCopies,
    'renderers registered': m.renderersRegistered,
    'first render': `${m.firstRenderMs} ms`,
    interactive: m.interactiveMs === null ? '-' : `${m.interactiveMs} ms`,
  };
}

export async function run(ctx: { browser: () => Promise<Browser>; port: number; origin: string }): Promise<void> {
  const browser = await ctx.browser();
  const rows: Record<string, string | number>[] = [];
  const homes = new Map<string, PageWeight>();
  for (const cc of COUNTRY_CODES) {
    const m = await measurePage(
      browser,
      `http://${cc}.localhost:${ctx.port}/`,
      '[data-boundary="mf-content"] [data-remote-version]',
    );
    homes.set(cc, m);
    rows.push(weightRow({ country: cc }, m));
  }
  printTable('Home page weight (budget: JS before first render <= 150 KB gzip, one React)', rows);

  const products: Record<string, string | number>[] = [];
  const productPages = new Map<string, PageWeight>();
  for (const cc of COUNTRY_CODES) {
    const path = await productPath(ctx.origin, cc);
    const m = await measurePage(
      browser,
      `http://${cc}.localhost:${ctx.port}${path}`,
      '[data-boundary="mf-catalog"] [data-remote-version]',
    );
    productPages.set(cc, m);
    products.push(weightRow({ country: cc, page: path }, m));
  }
  printTable('Product page weight (target: JS before first render <= 200 KB gzip, one React)', products);

  const slow: Record<string, string>[] = [];
  for (const [name, url, selector] of [
    ['home (de)', `http://de.localhost:${ctx.port}/`, '[data-boundary="mf-content"] [data-remote-version] h1'],
    [
      'product (de)',
      `http://de.localhost:${ctx.port}${await productPath(ctx.origin, 'de')}`,
      '[data-boundary="mf-catalog"] [data-remote-version] h1',
    ],
  ] as const) {
    const { median, max, interactiveMedian } = await slowNetworkContent(browser, url, selector);
    slow.push({
      page: name,
      'heading appears (median of 5)': `${median} ms`,
      slowest: `${max} ms`,
      'interactive (median)': `${interactiveMedian} ms`,
    });
  }
  printTable('Slow 4G (150 ms round trips, 1.6 Mbit/s): when the page shows its content (its heading)', slow);

  const home = homes.get('de');
  if (home?.serverRendered)
    await printScripts(
      'Home page (de, server-rendered): scripts before interactive (gzip)',
      home.scriptsBeforeInteractive,
    );
  else if (home) await printScripts('Home page (de): scripts before first render (gzip)', home.scriptsBeforeRender);
  const product = productPages.get('de');
  if (product) await printScripts('Product page (de): scripts before first render (gzip)', product.scriptsBeforeRender);
}
