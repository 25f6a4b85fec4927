/**
 * Fixed histogram bins: a bucket stores counts per bin, so percentiles can be read from sums of buckets
 * (any window, any number of instances) without keeping single measurements.
 */
export const BIN_EDGES = {
  /** Milliseconds: time until a remote's module is mounted, LCP and INP. */
  ms: [
    50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2100, 2500, 3000, 3500, 4000, 5000, 6000, 8000,
    10000, 15000, 20000,
  ],
  /** CLS in thousandths. */
  cls: [10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000],
} as const;

export type BinKind = keyof typeof BIN_EDGES;

/** Number of bins: one per edge (values up to it) and one for everything above the last. */
export const binCount = (kind: BinKind): number => BIN_EDGES[kind].length + 1;

export function emptyBins(kind: BinKind): number[] {
  return new Array<number>(binCount(kind)).fill(0);
}

export function binIndex(kind: BinKind, value: number): number {
  const edges = BIN_EDGES[kind];
  for (let i = 0; i < edges.length; i++) if (value <= edges[i]!) return i;
  return edges.length;
}

export function addBins(into: number[], from: readonly number[]): number[] {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] ?? 0) + (from[i] ?? 0);
  return into;
}

/**
 * The value below which `p` of the measurements lie, interpolated within its bin (the last bin, open
 * above, answers its lower edge). `null` without measurements.
 */
export function percentile(kind: BinKind, bins: readonly number[], p = 0.75): number | null {
  const total = bins.reduce((s, n) => s + n, 0);
  if (total === 0) return null;
  const edges = BIN_EDGES[kind];
  const rank = p * total;
  let seen = 0;
  for (let i = 0; i < bins.length; i++) {
    const n = bins[i] ?? 0;
    if (n > 0 && seen + n >= rank) {
      const lower = i === 0 ? 0 : edges[i - 1]!;
      if (i >= edges.length) return lower;
      const upper = edges[i]!;
      return Math.round(lower + ((rank - seen) / n) * (upper - lower));
    }
    seen += n;
  }
  return edges[edges.length - 1]!;
}
