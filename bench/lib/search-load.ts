/** Load for the search benchmark: requests sent and timed over keep-alive connections, with the CPU they cost. */
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { QueryForm, SearchRequest } from './catalogue-queries';
import {
  machineTicks,
  ownCpuSeconds,
  processCpuSeconds,
  stolenPercent,
  threadCpuSeconds,
  threadShares,
} from './machine';
import { percentile } from './report';

export interface Measured {
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

/** Runs `measure` and notes the CPU the server (`serverPid`) and the load generator used meanwhile, and the generator's longest stall. */
export async function withCpu(serverPid: number | undefined, measure: () => Promise<Measured>): Promise<Measured> {
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
export async function load(origin: string, requests: SearchRequest[], connections: number): Promise<Measured> {
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
export async function paced(
  origin: string,
  requests: SearchRequest[],
  connections: number,
  rate: number,
): Promise<Measured> {
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

export function row(
  name: string,
  m: Measured,
  extra: Record<string, string | number> = {},
): Record<string, string | number> {
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
