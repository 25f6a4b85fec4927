/**
 * The search service (`POST /api/trade/searches`) under 50 concurrent connections, over the
 * benchmark catalogue of 100,000 devices, on the production server with the embedded database.
 * The requests are the mix of bench/lib/catalogue-queries.ts (type-ahead prefixes, model names,
 * typos, product pages, series lists, category pages) over all five countries.
 *
 * Three runs, because the server keeps an LRU of answers per catalogue version, and because 50
 * connections that send again the moment they get an answer measure the queue as much as the
 * service (Little's law: latency = 50 / throughput):
 *  - "every request new, one connection": one customer at a time, the service time alone;
 *  - "every request new, saturated": no request repeats an earlier one since the server started,
 *    so no answer comes from the cache, and the 50 connections send as fast as they are answered;
 *  - "every request new, paced at half / a quarter of capacity": the same requests arriving at an
 *    even pace (open loop: each request is sent at its scheduled time over up to 50 keep-alive
 *    connections, whether or not earlier ones were answered, and timed from that scheduled time,
 *    so a stalled server cannot hide its queue): the latency a customer sees while the server is
 *    busy but not overrun. (autocannon's own rate option sends each second's requests in a burst,
 *    which measures the burst's queue instead.)
 *  - "with repeats": requests drawn with a Zipf popularity (a few devices are asked for
 *    often, most rarely), as a shop's traffic is, measured after a warm-up of the same
 *    popularity (the answer cache's steady state); the share of requests asked before (in the
 *    warm-up or earlier in the run) is printed beside it.
 *  - "paced at 1,000/s": the same, at the rate a shop's instance is sized for.
 * BENCH_DATABASE_URL runs the server on a PostgreSQL server's database, as production does
 * (bench/lib/large-catalogue.ts); otherwise on the embedded one, inside the measured process.
 * Before the runs the quality set (api/src/modules/catalog/search/quality-set.ts) is asked over
 * HTTP; the server's RSS is read after the catalogue is built and after the runs.
 * Latency is measured by the load generator (autocannon, its own process's event loop) per request.
 */
import { LARGE_CATALOGUE_DEVICES, prepareLargeCatalogue } from '../lib/large-catalogue';
import {
  loadCatalogueForQueries,
  QUERY_MIX,
  random,
  searchRequest,
  type QueryForm,
  type SearchRequest,
} from '../lib/catalogue-queries';
import { percentile, printTable } from '../lib/report';
import { finds, QUALITY_SET, QUALITY_TOP_K } from '../../api/src/modules/catalog/search/quality-set';
import { countries } from 'config';
import { calibrationMs, loadAverage, processAgeSeconds, residentMb } from '../lib/machine';
import { load, paced, row, withCpu } from '../lib/search-load';

const CONNECTIONS = 50;
const NEW_REQUESTS = 20_000;
const REPEAT_REQUESTS = 20_000;
const WARM_UP_REQUESTS = 2_000;
const SINGLE_REQUESTS = 2_000;

export const data = { name: 'catalog-100k', prepare: prepareLargeCatalogue };

/** Distinct requests of the mix, none of them in `avoid`. */
function distinctRequests(
  count: number,
  catalogue: ReturnType<typeof loadCatalogueForQueries>,
  seed: number,
  avoid: Set<string>,
): SearchRequest[] {
  const rand = random(seed);
  const out: SearchRequest[] = [];
  while (out.length < count) {
    const request = searchRequest(catalogue, rand);
    if (avoid.has(request.body)) continue;
    avoid.add(request.body);
    out.push(request);
  }
  return out;
}

/** `count` requests drawn from `pool` with Zipf popularity (rank r is asked for in proportion to 1/r). */
function zipfRequests(pool: SearchRequest[], count: number, seed: number): SearchRequest[] {
  const rand = random(seed);
  const weights = pool.map((_, i) => 1 / (i + 1));
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  const out: SearchRequest[] = [];
  for (let i = 0; i < count; i++) {
    const r = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    out.push(pool[lo]!);
  }
  return out;
}

/** Waits until every search worker holds the catalogue (GET /ready); how many there are. */
async function searchWorkersReady(origin: string): Promise<number> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { search } = (await (await fetch(`${origin}/ready`)).json()) as {
      search: { workers: number; workersReady: number };
    };
    if (search.workersReady >= search.workers) return search.workers;
    if (Date.now() > deadline) throw new Error(`search workers not ready: ${search.workersReady} of ${search.workers}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many queries of the quality set find their device among the first k, over HTTP. */
async function quality(origin: string, catalogue: ReturnType<typeof loadCatalogueForQueries>) {
  const byId = new Map(catalogue.devices.map((d) => [d.id, d]));
  const misses: string[] = [];
  for (const query of QUALITY_SET) {
    const res = await fetch(`${origin}/api/trade/searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({
        search: { type: 'phrase', phrase: query.query },
        application: countries[query.country].searchIndexNames.devices,
        resultSize: QUALITY_TOP_K,
      }),
    });
    const { hits } = (await res.json()) as { hits: { id: string }[] };
    const devices = hits.map((h) => byId.get(h.id) ?? { model: '', variantCode: null });
    if (!finds(query, devices)) misses.push(`${query.country} "${query.query}"`);
  }
  return { found: QUALITY_SET.length - misses.length, misses };
}

export async function run({ origin, serverPid: pid }: { origin: string; serverPid?: number }): Promise<void> {
  const catalogue = loadCatalogueForQueries(LARGE_CATALOGUE_DEVICES);
  const seen = new Set<string>();
  // The server builds its index in the background after start: the first search waits for it.
  const ready = await fetch(`${origin}/api/trade/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ search: 'iphone', application: 'devices_de', resultSize: 1 }),
  });
  if (ready.status !== 200) throw new Error(`search answered ${ready.status}`);
  const total = ((await ready.json()) as { total: number }).total;
  // Search workers build their copies of the catalogue after the main thread: measured once they hold it.
  const waitedFor = await searchWorkersReady(origin);
  // From the server's start: the database opened, the catalogue read and its indexes built.
  const readySeconds = pid === undefined ? null : processAgeSeconds(pid);
  // After V8's idle collection of what the build left behind (it runs within ~10 s).
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const memoryBuilt = pid === undefined ? null : residentMb(pid);
  const found = await quality(origin, catalogue);
  // Once the server has built its catalogues: before that, it and the calibration share the cores.
  const calibrationBefore = calibrationMs();

  await load(origin, distinctRequests(WARM_UP_REQUESTS, catalogue, 1, seen), CONNECTIONS);
  // The paced runs' sender warms up as well: its first ~0.3 s, before V8 has compiled undici's code,
  // is the generator's own queue, timed as the server's latency (paced at half capacity, p95
  // 15-190 ms with a cold sender, 2.3 ms with this warm-up).
  await paced(origin, distinctRequests(WARM_UP_REQUESTS, catalogue, 10, seen), CONNECTIONS, WARM_UP_REQUESTS);
  // Requests are drawn before each run, so that the generator's CPU is only its sending.
  const singleRequests = distinctRequests(SINGLE_REQUESTS, catalogue, 6, seen);
  const single = await withCpu(pid, () => load(origin, singleRequests, 1));
  const freshRequests = distinctRequests(NEW_REQUESTS, catalogue, 2, seen);
  const fresh = await withCpu(pid, () => load(origin, freshRequests, CONNECTIONS));
  const capacity = fresh.latencies.length / fresh.seconds;
  const halfRate = Math.max(1, Math.round(capacity / 2));
  const halfRequests = distinctRequests(Math.min(NEW_REQUESTS, halfRate * 10), catalogue, 5, seen);
  const half = await withCpu(pid, () => paced(origin, halfRequests, CONNECTIONS, halfRate));
  const quarterRate = Math.max(1, Math.round(capacity / 4));
  const quarterRequests = distinctRequests(Math.min(NEW_REQUESTS, quarterRate * 10), catalogue, 8, seen);
  const quarter = await withCpu(pid, () => paced(origin, quarterRequests, CONNECTIONS, quarterRate));
  const shopRate = 1000;
  const shopRequests = distinctRequests(shopRate * 10, catalogue, 11, seen);
  const shop = await withCpu(pid, () => paced(origin, shopRequests, CONNECTIONS, shopRate));
  const pool = distinctRequests(20_000, catalogue, 3, seen);
  // The cache is measured in its steady state, as a shop that has been running sees it: the same
  // popularity warms it first (another draw), then the measured run.
  const warm = zipfRequests(pool, REPEAT_REQUESTS, 9);
  await load(origin, warm, CONNECTIONS);
  const mixed = zipfRequests(pool, REPEAT_REQUESTS, 4);
  const asked = new Set(warm.map((r) => r.body));
  let repeats = 0;
  for (const r of mixed) {
    if (asked.has(r.body)) repeats++;
    else asked.add(r.body);
  }
  const withRepeats = await withCpu(pid, () => load(origin, mixed, CONNECTIONS));
  const calibration = calibrationMs();
  const memoryAfter = pid === undefined ? null : residentMb(pid);

  printTable(
    `search service, ${CONNECTIONS} connections, ${catalogue.devices.length} devices (${total} match "iphone" in de), mix ${Object.entries(
      QUERY_MIX,
    )
      .map(([f, w]) => `${f} ${w}%`)
      .join(
        ', ',
      )}; ${waitedFor} search worker thread(s); load average ${loadAverage()}; calibration ${calibrationBefore.toFixed(0)} / ${calibration.toFixed(0)} ms before / after the runs (a fixed piece of JavaScript: the machine's speed at the time)`,
    [
      row('every request new, one connection', single, { repeats: '0%' }),
      row('every request new, saturated', fresh, { repeats: '0%' }),
      row(`every request new, paced at half capacity (${halfRate}/s)`, half, { repeats: '0%' }),
      row(`every request new, paced at a quarter of capacity (${quarterRate}/s)`, quarter, { repeats: '0%' }),
      row(`every request new, paced at ${shopRate}/s`, shop, { repeats: '0%' }),
      row('with repeats (Zipf, after a warm-up of the same popularity), saturated', withRepeats, {
        repeats: `${((100 * repeats) / mixed.length).toFixed(0)}%`,
      }),
    ],
  );
  printTable(
    'every request new, saturated, by query form',
    (Object.keys(QUERY_MIX) as QueryForm[]).map((form) => {
      const list = fresh.byForm.get(form) ?? [];
      return {
        form,
        requests: list.length,
        'p50 ms': percentile(list, 50).toFixed(1),
        'p95 ms': percentile(list, 95).toFixed(1),
        'p99 ms': percentile(list, 99).toFixed(1),
      };
    }),
  );
  printTable('search service: quality, memory, build', [
    {
      quality: `${found.found}/${QUALITY_SET.length} in the first ${QUALITY_TOP_K}`,
      // The API process alone: with a PostgreSQL server the database's memory is the server's.
      database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded (PGlite, in the process)',
      'RSS after build MB': memoryBuilt?.now ?? '-',
      'RSS after the runs MB': memoryAfter?.now ?? '-',
      'peak RSS MB': memoryAfter?.peak ?? '-',
      'server start to catalogue ready s': readySeconds?.toFixed(0) ?? '-',
    },
  ]);
  if (found.misses.length) console.log(`quality misses: ${found.misses.join(', ')}`);
}
