import { COUNTRY_CODES, type CountryCode, type ReleaseManifest } from 'config';
import { releaseManifestSchema } from 'config/schemas';
import { auditEntrySchema, type AuditEntry } from './audit';
import { ReleaseRefusedError } from './problems';

/** What the release state needs of a database: the API's, PostgreSQL or PGlite. */
export interface ReleaseQueryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}
export interface ReleaseDb extends ReleaseQueryable {
  transaction<T>(fn: (tx: ReleaseQueryable) => Promise<T>): Promise<T>;
}

interface ManifestRow {
  country: CountryCode;
  revision: number;
  updated_at: Date | string | null;
  remotes: unknown;
}

interface AuditRow {
  id: string;
  at: Date | string;
  country: string;
  remote: string;
  action: string;
  by: string;
  via: string;
  actor_kind: string;
  reason: string;
  from_state: unknown;
  to_state: unknown;
  revision: number;
}

const iso = (value: Date | string | null) => (value === null ? undefined : new Date(value).toISOString());

function toManifest(row: ManifestRow): ReleaseManifest {
  const parsed = releaseManifestSchema.safeParse({
    country: row.country,
    revision: Number(row.revision),
    ...(row.updated_at ? { updatedAt: iso(row.updated_at) } : {}),
    remotes: row.remotes,
  });
  if (!parsed.success)
    throw new ReleaseRefusedError(`the release state of ${row.country} is not valid; fix it in the database first`, [
      {
        code: 'manifest_invalid',
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      },
    ]);
  return parsed.data;
}

function toEntry(row: AuditRow): AuditEntry | null {
  const parsed = auditEntrySchema.safeParse({
    id: row.id,
    at: iso(row.at),
    country: row.country,
    remote: row.remote,
    action: row.action,
    by: row.by,
    via: row.via,
    actorKind: row.actor_kind,
    reason: row.reason,
    from: row.from_state,
    to: row.to_state,
    revision: Number(row.revision),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The release state (each country's manifest and the audit log) in the database, shared by every API
 * instance (docs/decisions/0120-release-state-in-postgres.md). A change locks its
 * country's row, and its new manifest and audit entry are written in the one transaction: never one without
 * the other, and two changes of a country one after the other.
 */
export interface ReleaseState {
  readManifest(country: CountryCode): Promise<ReleaseManifest>;
  readManifests(): Promise<Record<CountryCode, ReleaseManifest>>;
  /**
   * Changes a country: `apply` gets its manifest (locked until the transaction ends) and answers the next
   * manifest and its audit entry, or null for no change.
   */
  change<T>(
    country: CountryCode,
    apply: (
      manifest: ReleaseManifest,
    ) => Promise<{ next: ReleaseManifest; entry: AuditEntry; result: T } | { result: T }>,
  ): Promise<T>;
  /** A country's audit entries, newest first; `unreadable` counts rows that are not entries (edited by hand). */
  history(
    country: CountryCode,
    options?: { remote?: string; limit?: number },
  ): Promise<{ entries: AuditEntry[]; unreadable: number }>;
}

export function databaseReleaseState(db: ReleaseDb): ReleaseState {
  async function read(q: ReleaseQueryable, country: CountryCode, lock: boolean): Promise<ReleaseManifest> {
    const { rows } = await q.query<ManifestRow>(
      `select country, revision, updated_at, remotes from release_manifests where country = $1${lock ? ' for update' : ''}`,
      [country],
    );
    if (!rows[0])
      throw new ReleaseRefusedError(`no release state for ${country}`, [
        { code: 'manifest_invalid', message: `${country}: no row in release_manifests` },
      ]);
    return toManifest(rows[0]);
  }

  return {
    readManifest: (country) => read(db, country, false),

    async readManifests() {
      const { rows } = await db.query<ManifestRow>(
        'select country, revision, updated_at, remotes from release_manifests',
      );
      const out = {} as Record<CountryCode, ReleaseManifest>;
      for (const row of rows)
        if ((COUNTRY_CODES as readonly string[]).includes(row.country)) out[row.country] = toManifest(row);
      for (const cc of COUNTRY_CODES)
        if (!out[cc])
          throw new ReleaseRefusedError(`no release state for ${cc}`, [
            { code: 'manifest_invalid', message: `${cc}: no row in release_manifests` },
          ]);
      return out;
    },

    change(country, apply) {
      return db.transaction(async (tx) => {
        const manifest = await read(tx, country, true);
        const outcome = await apply(manifest);
        if (!('next' in outcome)) return outcome.result;
        const next = releaseManifestSchema.parse(outcome.next);
        const entry = auditEntrySchema.parse(outcome.entry);
        await tx.query(`update release_manifests set revision = $2, updated_at = $3, remotes = $4 where country = $1`, [
          country,
          next.revision ?? 0,
          next.updatedAt ?? new Date().toISOString(),
          JSON.stringify(next.remotes),
        ]);
        await tx.query(
          `insert into release_audit (id, at, country, remote, action, by, via, actor_kind, reason, from_state, to_state, revision)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            entry.id,
            entry.at,
            entry.country,
            entry.remote,
            entry.action,
            entry.by,
            entry.via,
            entry.actorKind,
            entry.reason,
            JSON.stringify(entry.from),
            JSON.stringify(entry.to),
            entry.revision,
          ],
        );
        return outcome.result;
      });
    },

    async history(country, options = {}) {
      const { rows } = await db.query<AuditRow>(
        `select * from release_audit where country = $1 and ($2::text is null or remote = $2)
          order by at desc, revision desc limit $3`,
        [country, options.remote ?? null, options.limit ?? 10_000],
      );
      const entries: AuditEntry[] = [];
      let unreadable = 0;
      for (const row of rows) {
        const entry = toEntry(row);
        if (entry) entries.push(entry);
        else unreadable++;
      }
      return { entries, unreadable };
    },
  };
}
