/**
 * `npm run bench [-- suite ...]`: measures the shop and prints the figures. Nothing here passes or
 * fails on time; the figures go into the issue notes and the README.
 *
 * Suites: page-weight (home page of each country), account-auth (login and token refresh latency),
 * trades (trade creation under 20 concurrent customers, and trades acknowledged against stored).
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from './lib/browser';
import { ensureBuilt, startServer } from './lib/server';

interface Suite {
  run(ctx: { browser: Browser; port: number; origin: string }): Promise<void>;
}

const SUITES: Record<string, () => Promise<Suite>> = {
  'page-weight': () => import('./suites/page-weight'),
  'account-auth': () => import('./suites/account-auth'),
  trades: () => import('./suites/trades'),
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
  const server = await startServer();
  const browser = await launchChromium();
  console.log(`bench on ${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`);
  try {
    for (const name of names) {
      const suite = await SUITES[name]!();
      await suite.run({ browser, port: server.port, origin: server.origin });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return 0;
}
