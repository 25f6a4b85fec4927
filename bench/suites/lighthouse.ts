/**
 * Lighthouse 12, mobile (its default: an emulated mid-range phone on slow 4G, simulated throttling),
 * performance category only, against the production server: home, a sell page, a product page, a
 * product overview, search results and checkout in de, and home and a product page in the other
 * four countries. Each page is loaded `--runs` times (3 by default) in a fresh Chromium, a first
 * visit every time (Lighthouse clears the origin's storage: the cookie banner shows); the table
 * shows the median of each figure, the machine's load average while the page was measured and
 * the JavaScript asked for before the page was interactive (the host's `shop:page-rendered` mark,
 * gzip of the files as page-weight counts them).
 *
 *   npm run bench -- lighthouse [--runs=3] [--pages=home-de,pdp-fr] [--save-traces]
 *
 * The median run's report of each page goes to var/bench/lighthouse/<page>.json (open it in the
 * Lighthouse viewer, or read its diagnostics: main-thread work, boot-up time, render-blocking
 * resources, the largest paint's element); with --save-traces its trace too (<page>.trace.json,
 * for Chromium's performance panel).
 *
 * Simulated throttling multiplies the main thread's time: on a busy machine scores are lower.
 * Compare figures of one run with each other, and read the load average beside them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type LighthouseResult from 'lighthouse/types/lhr/lhr';
import { COUNTRY_CODES, type CountryCode } from 'config';
import { loadAverage } from '../lib/machine';
import { kb, printTable } from '../lib/report';
import { BENCH_DIR } from '../lib/server';
import { productPath, text } from './page-weight';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const OUT_DIR = path.join(BENCH_DIR, 'lighthouse');
const PAGE_RENDERED_MARK = 'shop:page-rendered';

interface BenchPage {
  id: string;
  label: string;
  url: () => Promise<string>;
}

function pages(apiOrigin: string, port: number): BenchPage[] {
  const at = (cc: CountryCode) => `http://${cc}.localhost:${port}`;
  const de: BenchPage[] = [
    { id: 'home-de', label: 'home (de)', url: async () => `${at('de')}/` },
    {
      id: 'sell-de',
      label: 'sell page /verkaufen/smartphones (de)',
      url: async () => `${at('de')}/verkaufen/smartphones`,
    },
    { id: 'pdp-de', label: 'product page (de)', url: async () => `${at('de')}${await productPath(apiOrigin, 'de')}` },
    {
      id: 'overview-de',
      label: 'product overview /produkte/uebersicht-smartphones-apple (de)',
      url: async () => `${at('de')}/produkte/uebersicht-smartphones-apple`,
    },
    { id: 'search-de', label: 'search results /suche?q=iphone (de)', url: async () => `${at('de')}/suche?q=iphone` },
    { id: 'checkout-de', label: 'checkout (de)', url: async () => `${at('de')}/checkout` },
  ];
  const others = COUNTRY_CODES.filter((cc) => cc !== 'de').flatMap((cc): BenchPage[] => [
    { id: `home-${cc}`, label: `home (${cc})`, url: async () => `${at(cc)}/` },
    { id: `pdp-${cc}`, label: `product page (${cc})`, url: async () => `${at(cc)}${await productPath(apiOrigin, cc)}` },
  ]);
  return [...de, ...others];
}

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lhr: LighthouseResult;
  trace: unknown;
}

function numeric(lhr: LighthouseResult, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? NaN;
}

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function runOnce(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      si: numeric(lhr, 'speed-index'),
      lhr,
      trace: (result.artifacts as { Trace?: unknown }).Trace,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type NetworkItem = { url: string; resourceType?: string; networkRequestTime?: number; rendererStartTime?: number };

/**
 * Scripts asked for before the host's `shop:page-rendered` mark (the page rendered by its own code,
 * or the server's HTML taken over), gzip as page-weight counts them. Both times are Lighthouse's
 * observed (unthrottled) timeline, relative to the navigation.
 */
async function jsBeforeInteractive(lhr: LighthouseResult, gzipOf: Map<string, number>): Promise<number | null> {
  const marks = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)
    ?.items;
  const mark = marks?.find((m) => m.name === PAGE_RENDERED_MARK);
  if (!mark) return null;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  let total = 0;
  for (const r of requests) {
    const start = r.rendererStartTime ?? r.networkRequestTime ?? Infinity;
    if (r.resourceType !== 'Script' || start > mark.startTime) continue;
    if (!gzipOf.has(r.url)) {
      const body = await text(r.url);
      gzipOf.set(r.url, body ? gzipSync(body, { level: 9 }).length : 0);
    }
    total += gzipOf.get(r.url)!;
  }
  return total;
}

/** The element of the largest contentful paint, as Lighthouse names it (a selector and a snippet). */
function lcpElement(lhr: LighthouseResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''}`.slice(0, 60) : '-';
}

const ms = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '-');

export async function run(ctx: { port: number; origin: string; args: string[] }): Promise<void> {
  const flag = (name: string) => ctx.args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Math.max(1, Number(flag('runs') ?? 3));
  const only = flag('pages')?.split(',');
  const saveTraces = ctx.args.includes('--save-traces');
  // chrome-launcher throws a missing browser from an event handler, past any catch.
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or CHROMIUM_PATH)`);
  const selected = pages(ctx.origin, ctx.port).filter((p) => !only || only.includes(p.id));
  mkdirSync(OUT_DIR, { recursive: true });
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile, median of ${runs}; ${os.cpus().length} cores; load average at start ${loadAverage()}`,
  );
  const rows: Record<string, string | number>[] = [];
  const gzipOf = new Map<string, number>();
  for (const page of selected) {
    const url = await page.url();
    const figures: RunFigures[] = [];
    for (let i = 0; i < runs; i++) figures.push(await runOnce(url));
    const load = os.loadavg()[0]!.toFixed(1);
    // The report kept is the run whose score is the median one.
    const byScore = [...figures].sort((a, b) => a.score - b.score);
    const kept = byScore[Math.floor(byScore.length / 2)]!;
    writeFileSync(path.join(OUT_DIR, `${page.id}.json`), JSON.stringify(kept.lhr));
    if (saveTraces && kept.trace)
      writeFileSync(path.join(OUT_DIR, `${page.id}.trace.json`), JSON.stringify(kept.trace));
    const js = await jsBeforeInteractive(kept.lhr, gzipOf);
    rows.push({
      page: page.label,
      score: `${median(figures.map((f) => f.score))} (${figures.map((f) => f.score).join(' ')})`,
      FCP: ms(median(figures.map((f) => f.fcp))),
      LCP: ms(median(figures.map((f) => f.lcp))),
      TBT: `${Math.round(median(figures.map((f) => f.tbt)))} ms`,
      CLS: median(figures.map((f) => f.cls)).toFixed(3),
      SI: ms(median(figures.map((f) => f.si))),
      'JS before interactive (gzip)': js === null ? '-' : kb(js),
      'LCP element': lcpElement(kept.lhr),
      // Lighthouse's own measure of the machine's speed: its phone (a Moto G Power, ~260 in DevTools'
      // calibration) is what a host of ~1,000 slowed down 4x stands for; a busy machine scores lower.
      'benchmark index': Math.round(median(figures.map((f) => f.lhr.environment.benchmarkIndex))),
      'load avg (1 min)': load,
    });
    console.log(`  ${page.id}: ${figures.map((f) => f.score).join(' ')} (load ${load})`);
  }
  printTable(
    "Lighthouse mobile (target: score >= 95, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1); medians, the runs' scores in brackets",
    rows,
  );
  console.log(`\nReports of the median runs: ${path.relative(process.cwd(), OUT_DIR)}/<page>.json`);
}

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
}
