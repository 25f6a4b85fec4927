/**
 * `npm run bench [-- suite ...]`: measures the shop and prints the figures. Nothing here passes or
 * fails on time; the README holds the latest figures of each suite (docs/benchmarks.md).
 *
 * Suites: page-weight (home page and product page of each country), account-auth (login and token
 * refresh latency), trades (trade creation under 20 concurrent customers, and trades acknowledged
 * against stored), search (the search service under 50 connections over 100,000 devices), offers
 * (offer creation latency over the same catalogue), lighthouse (Lighthouse mobile scores of the pages a customer
 * walks through).
 *
 * A suite may name its own database (`data`): the runner then restarts the server on it, on the
 * same port, and goes back to the default one for the next suite that needs it.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from './lib/browser';
import { ensureBuilt, startServer, type BenchServer } from './lib/server';
import type { BenchData } from './lib/large-catalogue';

interface Suite {
  run(ctx: {
    browser: () => Promise<Browser>;
    port: number;
    origin: string;
    serverPid: number | undefined;
    /** The command line's flags (`--name=value`), for suites that take options. */
    args: string[];
  }): Promise<void>;
  /** The data folder the server needs, prepared (seeded) on first use; the default bench data otherwise. */
  data?: { name: string; prepare(): BenchData };
  /** false: the suite measures in processes of its own and needs no server. */
  server?: boolean;
}

const SUITES: Record<string, () => Promise<Suite>> = {
  'page-weight': () => import('./suites/page-weight'),
  'account-auth': () => import('./suites/account-auth'),
  trades: () => import('./suites/trades'),
  search: () => import('./suites/search'),
  'search-engines': () => import('./suites/search-engines'),
  offers: () => import('./suites/offers'),
  lighthouse: () => import('./suites/lighthouse'),
};

/** Runs through jiti (scripts/run.mjs): functions handed to the browser must not carry tsx's `__name` helper. */
export async function main(args: string[]): Promise<number> {
  const requested = args.filter((a) => !a.startsWith('--'));
  const names = requested.length ? requested : Object.keys(SUITES);
  const unknown = names.filter((n) => !SUITES[n]);
  if (unknown.length) {
    console.error(`unknown suite: ${unknown.join(', ')} (suites: ${Object.keys(SUITES).join(', ')})`);
    return 2;
  }
  ensureBuilt();
  const suites = await Promise.all(names.map(async (name) => ({ name, suite: await SUITES[name]!() })));
  let server: BenchServer | null = null;
  let serverData: string | null = null;
  // Launched for the suites that load pages, and only then: an idle browser is one more process
  // on the two cores the load generator and the server share.
  const launched: { browser?: Promise<Browser> } = {};
  const openBrowser = () => (launched.browser ??= launchChromium());
  console.log(`bench on ${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`);
  try {
    for (const { suite } of suites) {
      if (suite.server === false) {
        await suite.run({
          browser: openBrowser,
          port: 0,
          origin: '',
          serverPid: undefined,
          args: args.filter((a) => a.startsWith('--')),
        });
        continue;
      }
      const data = suite.data?.name ?? 'default';
      if (!server || serverData !== data) {
        await server?.stop();
        server = null;
        const prepared = suite.data?.prepare();
        server = await startServer(
          prepared
            ? { dataDir: prepared.dataDir, env: prepared.databaseUrl ? { DATABASE_URL: prepared.databaseUrl } : {} }
            : {},
        );
        serverData = data;
      }
      await suite.run({
        browser: openBrowser,
        port: server.port,
        origin: server.origin,
        serverPid: server.child.pid,
        args: args.filter((a) => a.startsWith('--')),
      });
    }
  } finally {
    if (launched.browser) await (await launched.browser).close();
    await server?.stop();
  }
  return 0;
}
