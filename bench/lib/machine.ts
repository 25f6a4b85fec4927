import os from 'node:os';

/** The machine's load average (1, 5, 15 min): benchmarks on a shared machine print it beside their figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}
