import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The machine's load average (1, 5, 15 min): benchmarks on a shared machine print it beside their figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

/** A process's resident memory now and at its peak (MB, Linux /proc); null where there is no /proc. */
export function residentMb(pid: number): { now: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** Seconds since a process started (Linux /proc; clock ticks of 1/100 s); null where there is no /proc. */
export function processAgeSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const uptime = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    // starttime is field 22 of stat; the split after "comm) " starts at field 3.
    return uptime - Number(fields[19]) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds a process has used so far, all its threads (Linux: the sum of each thread's time on
 * a CPU from /proc/<pid>/task/<tid>/schedstat, in nanoseconds); null where there is no /proc.
 */
export function processCpuSeconds(pid: number): number | null {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended meanwhile
      }
    }
    return ns / 1e9;
  } catch {
    return null;
  }
}

/** CPU seconds of each thread of a process so far (Linux /proc), by thread id; null without /proc. */
export function threadCpuSeconds(pid: number): Map<number, number> | null {
  try {
    const out = new Map<number, number>();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        out.set(Number(tid), Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e9);
      } catch {
        // a thread that ended meanwhile
      }
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * How busy a process's threads were between two readings of `threadCpuSeconds`, in percent of one
 * core over `seconds`: its main thread (the thread whose id is the process's), its busiest other
 * thread, and all the rest together. Every Node thread is called "node", so the busiest other one
 * is named by the caller (in the search server under load: the search worker; the rest are V8's
 * garbage collection helpers and libuv's pool).
 */
export function threadShares(
  pid: number,
  before: Map<number, number>,
  after: Map<number, number>,
  seconds: number,
): { main: number; busiestOther: number; rest: number } {
  const used = [...after].map(([tid, cpu]) => ({ tid, cpu: cpu - (before.get(tid) ?? 0) }));
  const main = used.find((t) => t.tid === pid)?.cpu ?? 0;
  const others = used.filter((t) => t.tid !== pid).sort((a, b) => b.cpu - a.cpu);
  const busiest = others[0]?.cpu ?? 0;
  const rest = others.slice(1).reduce((sum, t) => sum + t.cpu, 0);
  const pct = (cpu: number) => (100 * cpu) / seconds;
  return { main: pct(main), busiestOther: pct(busiest), rest: pct(rest) };
}

/** The bench process's own CPU seconds (all its threads). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * The machine's CPU time so far, all cores (Linux /proc/stat, in clock ticks): `steal` is the time
 * the hypervisor gave this virtual machine's cores to others while they had work. Null without /proc.
 */
export function machineTicks(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time stolen by the hypervisor between two readings of `machineTicks`, in percent. */
export function stolenPercent(
  before: ReturnType<typeof machineTicks>,
  after: ReturnType<typeof machineTicks>,
): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

/**
 * How fast this machine runs a fixed piece of JavaScript right now (ms, the best of five): the same
 * code's figures on a shared machine move with its neighbours, and this moves with them (the
 * load generator's CPU per request is another such yardstick).
 */
export function calibrationMs(): number {
  const sample = {
    id: 'device-1234',
    name: 'Apple iPhone 13 128 GB',
    prices: [120, 95.5, 60],
    texts: { de: 'Gebraucht verkaufen', fr: 'Vendre d’occasion' },
  };
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    let length = 0;
    for (let i = 0; i < 20_000; i++)
      length += (JSON.parse(JSON.stringify({ ...sample, i })) as { name: string }).name.length;
    if (length !== 20_000 * sample.name.length) throw new Error('calibration went wrong');
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
