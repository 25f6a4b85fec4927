import type { Queryable } from '../../db/db';
import { REPORT_WINDOW_HOURS, type ReleaseReport } from './schemas';

export async function insertReport(db: Queryable, r: ReleaseReport): Promise<void> {
  await db.query(
    `insert into release_load_reports (country, remote, version, kind, fell_back_to, message) values ($1, $2, $3, $4, $5, $6)`,
    [r.country, r.remote, r.version, r.kind, r.fellBackTo, r.message],
  );
}

/** Reports are kept 30 days. */
export async function sweepReports(db: Queryable): Promise<void> {
  await db.query(`delete from release_load_reports where reported_at < now() - interval '30 days'`);
}

/** The reports of the last REPORT_WINDOW_HOURS, counted per country, remote, version and kind, latest first. */
export async function recentReports(db: Queryable) {
  const { rows } = await db.query<{
    country: string;
    remote: string;
    version: string;
    kind: string;
    count: string | number;
    last_at: Date | string;
    last_message: string;
  }>(
    `select country, remote, version, kind, count(*) as count, max(reported_at) as last_at,
            (array_agg(message order by reported_at desc))[1] as last_message
       from release_load_reports
      where reported_at > now() - make_interval(hours => $1)
      group by country, remote, version, kind
      order by max(reported_at) desc`,
    [REPORT_WINDOW_HOURS],
  );
  return rows.map((row) => ({
    country: row.country,
    remote: row.remote,
    version: row.version,
    kind: row.kind,
    count: Number(row.count),
    lastAt: new Date(row.last_at).toISOString(),
    lastMessage: row.last_message,
  }));
}
