/**
 * One search engine in a process of its own (bench/suites/search-engines.ts starts it once per
 * engine): builds the 100k catalogue's snapshot with that engine, then measures build time, RSS,
 * quality on the quality set and the index's latency, and prints one line of JSON.
 *
 *   node --expose-gc scripts/run.mjs bench/lib/search-engine-probe.ts <engine> <queries.json>
 */
import { readFileSync } from 'node:fs';
import { buildCatalogSnapshot } from '../../api/src/modules/catalog/build-catalog-snapshot';
import { COUNTRY_LOCALE, type CatalogSnapshot } from '../../api/src/modules/catalog/catalog-snapshot';
import { buildCatalogRows } from '../../api/src/modules/catalog/seed/build';
import { snapshotRowsFromSeed } from '../../api/src/modules/catalog/seed/snapshot-rows';
import { expandCatalogRows } from '../../api/src/modules/catalog/seed/synthetic';
import { finds, QUALITY_SET, QUALITY_TOP_K } from '../../api/src/modules/catalog/search/quality-set';
import type { SearchEngine } from '../../api/src/modules/catalog/search/search-index';
import type { CountryCode } from 'config';
import { LARGE_CATALOGUE_DEVICES } from './large-catalogue';
import { percentile } from './report';

export interface PhraseQuery {
  country: CountryCode;
  phrase: string;
  size: number;
}

export interface ProbeResult {
  engine: SearchEngine;
  devices: number;
  buildSeconds: number;
  rssBeforeMb: number;
  rssMb: number;
  heapMb: number;
  quality: { found: number; of: number; k: number; misses: string[] };
  serial: { requests: number; perSecond: number; p50: number; p95: number; p99: number };
  /** Empty (requests 0) when the engine answers fewer than `rate` queries a second one after another. */
  paced: { rate: number; requests: number; p50: number; p95: number; p99: number; max: number };
}

const BUDGET_MS = 60_000;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function run(snapshot: CatalogSnapshot, query: PhraseQuery): number[] {
  const result = snapshot.views
    .get(COUNTRY_LOCALE[query.country])!
    .devices.search(query.phrase, { from: 0, size: query.size, allowed: snapshot.pricedIn[query.country] });
  return result.hits;
}

export async function main(args: string[]): Promise<number> {
  const engine = args[0] as SearchEngine;
  const queries = JSON.parse(readFileSync(args[1]!, 'utf8')) as PhraseQuery[];
  let rows: ReturnType<typeof snapshotRowsFromSeed> | null = snapshotRowsFromSeed(
    expandCatalogRows(buildCatalogRows(), LARGE_CATALOGUE_DEVICES),
  );
  gc();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const snapshot = buildCatalogSnapshot(rows, engine);
  const buildSeconds = (performance.now() - started) / 1000;
  rows = null;
  gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc();
  const memory = process.memoryUsage();

  const misses: string[] = [];
  for (const query of QUALITY_SET) {
    const hits = run(snapshot, { country: query.country, phrase: query.query, size: QUALITY_TOP_K });
    if (
      !finds(
        query,
        hits.map((doc) => snapshot.devices[doc]!),
      )
    )
      misses.push(`${query.country} "${query.query}"`);
  }

  const warmUp = Math.min(1000, Math.floor(queries.length / 4));
  const warmUpStarted = performance.now();
  for (let i = 0; i < warmUp && performance.now() - warmUpStarted < BUDGET_MS; i++) run(snapshot, queries[i]!);
  const serialQueries = queries.slice(warmUp, warmUp + Math.floor((queries.length - warmUp) / 2));
  const serialTimes: number[] = [];
  const serialStarted = performance.now();
  // A slow engine gets a time budget instead of every query.
  for (const query of serialQueries) {
    const t = performance.now();
    run(snapshot, query);
    serialTimes.push(performance.now() - t);
    if (t - serialStarted > BUDGET_MS) break;
  }
  const serialSeconds = (performance.now() - serialStarted) / 1000;

  // Open loop in one thread: query i is due at start + i / rate and timed from then, so a slow
  // query delays the ones behind it as a busy server would.
  const rate = 1000;
  const pacedQueries = queries.slice(warmUp + serialQueries.length);
  const pacedTimes: number[] = [];
  const pacedStarted = performance.now();
  // Slower than the rate, the queue only grows: the figure would be the length of the run.
  const keepsUp = serialTimes.length / serialSeconds > rate;
  for (let i = 0; keepsUp && i < pacedQueries.length; i++) {
    const due = pacedStarted + (i * 1000) / rate;
    while (performance.now() < due) {
      // Waiting for the due time: a timer is coarser than the 1 ms between queries.
    }
    run(snapshot, pacedQueries[i]!);
    pacedTimes.push(performance.now() - due);
  }

  const result: ProbeResult = {
    engine,
    devices: snapshot.devices.length,
    buildSeconds,
    rssBeforeMb: mb(rssBefore),
    rssMb: mb(memory.rss),
    heapMb: mb(memory.heapUsed),
    quality: { found: QUALITY_SET.length - misses.length, of: QUALITY_SET.length, k: QUALITY_TOP_K, misses },
    serial: {
      requests: serialTimes.length,
      perSecond: serialTimes.length / serialSeconds,
      p50: percentile(serialTimes, 50),
      p95: percentile(serialTimes, 95),
      p99: percentile(serialTimes, 99),
    },
    paced: {
      rate,
      requests: pacedTimes.length,
      p50: percentile(pacedTimes, 50),
      p95: percentile(pacedTimes, 95),
      p99: percentile(pacedTimes, 99),
      max: pacedTimes.length ? Math.max(...pacedTimes) : NaN,
    },
  };
  console.log(`PROBE ${JSON.stringify(result)}`);
  return 0;
}
