import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The machine's load average (1, 5, 15 min): benchmarks on a shared machine print it beside their figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
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

/** The bench process's own CPU seconds (all its threads). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
