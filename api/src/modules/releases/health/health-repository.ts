import type { CountryCode, RemoteName } from 'config';
import type { Db, Queryable } from '../../../db/db';
import { addBins, binIndex, emptyBins, type BinKind } from './bins';
import type { HealthEvent } from './schemas';

export const BUCKET_MINUTES = 5;
/** What one client may add to one version's bucket: a flood from one address moves no rate far. */
export const CLIENT_EVENTS_PER_BUCKET = 20;

export function bucketStart(at: Date): Date {
  const size = BUCKET_MINUTES * 60_000;
  return new Date(Math.floor(at.getTime() / size) * size);
}

interface Sums {
  loads: number;
  failures: number;
  errors: number;
  mount: number[];
  lcp: number[];
  inp: number[];
  cls: number[];
}

const emptySums = (): Sums => ({
  loads: 0,
  failures: 0,
  errors: 0,
  mount: emptyBins('ms'),
  lcp: emptyBins('ms'),
  inp: emptyBins('ms'),
  cls: emptyBins('cls'),
});

function add(sums: Sums, event: HealthEvent): void {
  switch (event.kind) {
    case 'load':
      sums.loads++;
      sums.mount[binIndex('ms', event.ms)]!++;
      return;
    case 'failure':
      sums.failures++;
      return;
    case 'error':
      sums.errors++;
      return;
    case 'vital':
      if (event.name === 'CLS') sums.cls[binIndex('cls', event.value * 1000)]!++;
      else (event.name === 'LCP' ? sums.lcp : sums.inp)[binIndex('ms', event.value)]!++;
  }
}

const ADD_BINS = (column: string) =>
  `${column} = (select array_agg(coalesce(a, 0) + coalesce(b, 0) order by i)
                 from unnest(release_health.${column}, excluded.${column}) with ordinality as t(a, b, i))`;

/**
 * Adds one client's report to the buckets of the versions it names. Per version, the client's events
 * beyond its share of the bucket are dropped; a client counts once per bucket, and once as failing.
 */
export async function recordHealth(
  db: Db,
  report: { country: CountryCode; client: string; at: Date; events: readonly HealthEvent[] },
): Promise<{ counted: number }> {
  const bucket = bucketStart(report.at);
  const byVersion = new Map<string, HealthEvent[]>();
  for (const event of report.events) {
    const key = `${event.remote}\u0000${event.version}`;
    byVersion.set(key, [...(byVersion.get(key) ?? []), event]);
  }
  let counted = 0;
  for (const events of byVersion.values()) {
    const { remote, version } = events[0]!;
    counted += await db.transaction(async (tx) => {
      const key = [report.country, remote, version, bucket, report.client];
      const seen = await tx.query<{ events: number; failed: boolean }>(
        `select events, failed from release_health_clients
          where country = $1 and remote = $2 and version = $3 and bucket = $4 and client = $5 for update`,
        key,
      );
      const before = seen.rows[0];
      const taken = events.slice(0, Math.max(0, CLIENT_EVENTS_PER_BUCKET - (before?.events ?? 0)));
      if (taken.length === 0) return 0;
      const sums = emptySums();
      for (const event of taken) add(sums, event);
      const failed = sums.failures + sums.errors > 0;
      await tx.query(
        `insert into release_health_clients (country, remote, version, bucket, client, events, failed)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (country, remote, version, bucket, client)
         do update set events = release_health_clients.events + excluded.events,
                       failed = release_health_clients.failed or excluded.failed`,
        [...key, taken.length, failed],
      );
      await tx.query(
        `insert into release_health (country, remote, version, bucket, loads, failures, errors,
                                     mount_bins, lcp_bins, inp_bins, cls_bins, clients, failing_clients)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         on conflict (country, remote, version, bucket) do update set
           loads = release_health.loads + excluded.loads,
           failures = release_health.failures + excluded.failures,
           errors = release_health.errors + excluded.errors,
           ${ADD_BINS('mount_bins')}, ${ADD_BINS('lcp_bins')}, ${ADD_BINS('inp_bins')}, ${ADD_BINS('cls_bins')},
           clients = release_health.clients + excluded.clients,
           failing_clients = release_health.failing_clients + excluded.failing_clients`,
        [
          report.country,
          remote,
          version,
          bucket,
          sums.loads,
          sums.failures,
          sums.errors,
          sums.mount,
          sums.lcp,
          sums.inp,
          sums.cls,
          before ? 0 : 1,
          failed && !before?.failed ? 1 : 0,
        ],
      );
      return taken.length;
    });
  }
  return { counted };
}

export interface BucketRow {
  version: string;
  bucket: Date;
  loads: number;
  failures: number;
  errors: number;
  bins: Record<'mount' | 'lcp' | 'inp' | 'cls', number[]>;
}

export const BIN_KIND: Record<keyof BucketRow['bins'], BinKind> = { mount: 'ms', lcp: 'ms', inp: 'ms', cls: 'cls' };

/** Every version's buckets of a country's remote since `since`, oldest first. */
export async function readBuckets(
  db: Queryable,
  country: CountryCode,
  remote: RemoteName,
  since: Date,
): Promise<BucketRow[]> {
  const { rows } = await db.query<{
    version: string;
    bucket: Date | string;
    loads: number;
    failures: number;
    errors: number;
    mount_bins: number[];
    lcp_bins: number[];
    inp_bins: number[];
    cls_bins: number[];
  }>(
    `select version, bucket, loads, failures, errors, mount_bins, lcp_bins, inp_bins, cls_bins
       from release_health where country = $1 and remote = $2 and bucket >= $3 order by bucket`,
    [country, remote, since],
  );
  return rows.map((r) => ({
    version: r.version,
    bucket: new Date(r.bucket),
    loads: r.loads,
    failures: r.failures,
    errors: r.errors,
    bins: { mount: r.mount_bins, lcp: r.lcp_bins, inp: r.inp_bins, cls: r.cls_bins },
  }));
}

/** Distinct clients per version since `since`, and those that reported a failure or an error. */
export async function readClients(
  db: Queryable,
  country: CountryCode,
  remote: RemoteName,
  since: Date,
): Promise<Map<string, { clients: number; failing: number }>> {
  const { rows } = await db.query<{ version: string; clients: number; failing: number }>(
    `select version, count(distinct client) as clients, count(distinct client) filter (where failed) as failing
       from release_health_clients where country = $1 and remote = $2 and bucket >= $3 group by version`,
    [country, remote, since],
  );
  return new Map(rows.map((r) => [r.version, { clients: Number(r.clients), failing: Number(r.failing) }]));
}

/** Sums of buckets: the figures of a window. */
export function sumBuckets(rows: readonly BucketRow[]): Omit<BucketRow, 'version' | 'bucket'> {
  const total = {
    loads: 0,
    failures: 0,
    errors: 0,
    bins: { mount: emptyBins('ms'), lcp: emptyBins('ms'), inp: emptyBins('ms'), cls: emptyBins('cls') },
  };
  for (const r of rows) {
    total.loads += r.loads;
    total.failures += r.failures;
    total.errors += r.errors;
    for (const k of Object.keys(total.bins) as (keyof BucketRow['bins'])[]) addBins(total.bins[k], r.bins[k]);
  }
  return total;
}

/** Buckets older than the page shows go; the clients' hashes once no guard window reaches them. */
export async function sweepHealth(db: Queryable): Promise<void> {
  await db.query(`delete from release_health where bucket < now() - interval '30 days'`);
  await db.query(`delete from release_health_clients where bucket < now() - interval '2 days'`);
}
