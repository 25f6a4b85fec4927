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
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
import {
  calibrationMs,
  loadAverage,
  machineTicks,
  processAgeSeconds,
  residentMb,
  ownCpuSeconds,
  processCpuSeconds,
  stolenPercent,
  threadCpuSeconds,
  threadShares,
} from '../lib/machine';

const CONNECTIONS = 50;
const NEW_REQUESTS = 20_000;
const REPEAT_REQUESTS = 20_000;
const WARM_UP_REQUESTS = 2_000;
const SINGLE_REQUESTS = 2_000;

export const data = { name: 'catalog-100k', prepare: prepareLargeCatalogue };

interface Measured {
  latencies: number[];
  byForm: Map<QueryForm, number[]>;
  statuses: Map<number, number>;
  seconds: number;
  /** CPU seconds the server and this process (the load generator) used during the run. */
  cpu?: { server: number | null; generator: number };
  /**
   * The longest the load generator's event loop was held up during the run (ms): latency is timed
   * in that loop, so a stall of the generator's own shows up as the server's latency.
   */
  generatorStallMs?: number;
  /** The share of the machine's CPU time the hypervisor gave to other machines during the run (%). */
  stolenPercent?: number | null;
  /** How busy the server's threads were (% of one core): which one, if any, is the limit. */
  threads?: ReturnType<typeof threadShares> | null;
}

/** The server's process, to read its CPU time (set by `run`). */
let serverPid: number | undefined;

/** Runs `measure` and notes the CPU the server and the load generator used meanwhile, and the generator's longest stall. */
async function withCpu(measure: () => Promise<Measured>): Promise<Measured> {
  const server = serverPid === undefined ? null : processCpuSeconds(serverPid);
  const threads = serverPid === undefined ? null : threadCpuSeconds(serverPid);
  const generator = ownCpuSeconds();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const ticks = machineTicks();
  delay.enable();
  const measured = await measure();
  delay.disable();
  measured.generatorStallMs = delay.max / 1e6;
  measured.stolenPercent = stolenPercent(ticks, machineTicks());
  const serverAfter = serverPid === undefined ? null : processCpuSeconds(serverPid);
  const threadsAfter = serverPid === undefined ? null : threadCpuSeconds(serverPid);
  measured.threads =
    serverPid !== undefined && threads && threadsAfter
      ? threadShares(serverPid, threads, threadsAfter, measured.seconds)
      : null;
  measured.cpu = {
    server: server === null || serverAfter === null ? null : serverAfter - server,
    generator: ownCpuSeconds() - generator,
  };
  return measured;
}

/** Sends the requests in order over `connections` keep-alive connections and times each one. */
async function load(origin: string, requests: SearchRequest[], connections: number): Promise<Measured> {
  let next = 0;
  // autocannon calls a request's onResponse and then emits 'response' (with the time) for the same
  // answer synchronously, so the form noted in onResponse belongs to the time that follows.
  let answeredForm: QueryForm | undefined;
  const measured: Measured = { latencies: [], byForm: new Map(), statuses: new Map(), seconds: 0 };
  const started = performance.now();
  // autocannon resolves on its one-second tick: the run ends with its last answer, not then.
  let lastAnswer = started;
  const instance = autocannon({
    url: `${origin}/api/trade/searches`,
    connections,
    amount: requests.length,
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    requests: [
      {
        setupRequest: (request, context) => {
          const item = requests[next++ % requests.length]!;
          (context as { form?: QueryForm }).form = item.form;
          return { ...request, body: item.body };
        },
        onResponse: (_status, _body, context) => {
          answeredForm = (context as { form?: QueryForm }).form;
        },
      },
    ],
  });
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, status: number, _bytes: number, ms: number) => {
      lastAnswer = performance.now();
      measured.latencies.push(ms);
      measured.statuses.set(status, (measured.statuses.get(status) ?? 0) + 1);
      if (answeredForm) {
        const list = measured.byForm.get(answeredForm) ?? [];
        list.push(ms);
        measured.byForm.set(answeredForm, list);
      }
      answeredForm = undefined;
    },
  );
  await instance;
  measured.seconds = (lastAnswer - started) / 1000;
  return measured;
}

/**
 * Open loop: sends request i at start + i / rate over a pool of up to `connections` keep-alive
 * connections, and times each from its scheduled moment (coordinated omission corrected).
 */
async function paced(origin: string, requests: SearchRequest[], connections: number, rate: number): Promise<Measured> {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const measured: Measured = { latencies: [], byForm: new Map(), statuses: new Map(), seconds: 0 };
  const started = performance.now();
  const sends: Promise<void>[] = [];
  const send = async (item: SearchRequest, scheduled: number) => {
    let status = 0;
    try {
      const res = await pool.request({
        path: '/api/trade/searches',
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost' },
        body: item.body,
      });
      status = res.statusCode;
      await res.body.dump();
    } catch {
      status = -1;
    }
    const ms = performance.now() - scheduled;
    measured.latencies.push(ms);
    measured.statuses.set(status, (measured.statuses.get(status) ?? 0) + 1);
    const list = measured.byForm.get(item.form) ?? [];
    list.push(ms);
    measured.byForm.set(item.form, list);
  };
  for (let i = 0; i < requests.length; i++) {
    const scheduled = started + (i * 1000) / rate;
    const wait = scheduled - performance.now();
    // Timers are coarse: wait for the next due request, then send every request that is due.
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(send(requests[i]!, scheduled));
  }
  await Promise.all(sends);
  measured.seconds = (performance.now() - started) / 1000;
  await pool.close();
  return measured;
}

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

function row(name: string, m: Measured, extra: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    run: name,
    requests: m.latencies.length,
    'req/s': (m.latencies.length / m.seconds).toFixed(0),
    'p50 ms': percentile(m.latencies, 50).toFixed(1),
    'p95 ms': percentile(m.latencies, 95).toFixed(1),
    'p99 ms': percentile(m.latencies, 99).toFixed(1),
    'max ms': Math.max(...m.latencies).toFixed(0),
    statuses: [...m.statuses].map(([s, n]) => `${s}x${n}`).join(' '),
    // Both share the machine's cores: what the load generator takes, the server does not get.
    'server CPU':
      m.cpu?.server != null
        ? `${((100 * m.cpu.server) / m.seconds).toFixed(0)}%, ${((1e6 * m.cpu.server) / m.latencies.length).toFixed(0)} us/req`
        : '-',
    // The HTTP thread, the busiest other one (the search worker) and the rest (garbage collection helpers).
    'server threads': m.threads
      ? `${m.threads.main.toFixed(0)}% / ${m.threads.busiestOther.toFixed(0)}% / ${m.threads.rest.toFixed(0)}%`
      : '-',
    'generator CPU': m.cpu
      ? `${((100 * m.cpu.generator) / m.seconds).toFixed(0)}%, ${((1e6 * m.cpu.generator) / m.latencies.length).toFixed(0)} us/req`
      : '-',
    'generator stall': m.generatorStallMs !== undefined ? `${m.generatorStallMs.toFixed(0)} ms` : '-',
    // A virtual machine's cores are shared with others: time stolen is time neither process got.
    stolen: m.stolenPercent != null ? `${m.stolenPercent.toFixed(1)}%` : '-',
    ...extra,
  };
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
  serverPid = pid;
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
  const single = await withCpu(() => load(origin, singleRequests, 1));
  const freshRequests = distinctRequests(NEW_REQUESTS, catalogue, 2, seen);
  const fresh = await withCpu(() => load(origin, freshRequests, CONNECTIONS));
  const capacity = fresh.latencies.length / fresh.seconds;
  const halfRate = Math.max(1, Math.round(capacity / 2));
  const halfRequests = distinctRequests(Math.min(NEW_REQUESTS, halfRate * 10), catalogue, 5, seen);
  const half = await withCpu(() => paced(origin, halfRequests, CONNECTIONS, halfRate));
  const quarterRate = Math.max(1, Math.round(capacity / 4));
  const quarterRequests = distinctRequests(Math.min(NEW_REQUESTS, quarterRate * 10), catalogue, 8, seen);
  const quarter = await withCpu(() => paced(origin, quarterRequests, CONNECTIONS, quarterRate));
  const shopRate = 1000;
  const shopRequests = distinctRequests(shopRate * 10, catalogue, 11, seen);
  const shop = await withCpu(() => paced(origin, shopRequests, CONNECTIONS, shopRate));
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
  const withRepeats = await withCpu(() => load(origin, mixed, CONNECTIONS));
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
