import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES } from 'config';
import { releaseManifestSchema } from 'config/schemas';
import type { Queryable } from '../db';
import type { Env } from '../../env';
import { REPO_ROOT } from '../../env';

/**
 * Imports the release state that lived in files, once: each country's manifest from RELEASES_DIR (else the
 * repository's pins, `config/releases`, a new installation's start) and its audit log
 * (`audit/<cc>.jsonl`, lines that are not entries skipped). Afterwards the database holds the state.
 */
export async function up(tx: Queryable, { env }: { env: Env }): Promise<void> {
  for (const country of COUNTRY_CODES) {
    const file = [
      path.join(env.paths.releases, `${country}.json`),
      path.join(REPO_ROOT, 'config', 'releases', `${country}.json`),
    ].find((f) => existsSync(f));
    if (!file) throw new Error(`no release manifest of ${country} to start from (RELEASES_DIR or config/releases)`);
    const manifest = releaseManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    await tx.query(
      `insert into release_manifests (country, revision, updated_at, remotes) values ($1, $2, $3, $4)
       on conflict (country) do nothing`,
      [country, manifest.revision ?? 0, manifest.updatedAt ?? null, JSON.stringify(manifest.remotes)],
    );
    const audit = path.join(env.paths.releases, 'audit', `${country}.jsonl`);
    if (!existsSync(audit)) continue;
    for (const line of readFileSync(audit, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        continue;
      }
      if (typeof entry.at !== 'string' || typeof entry.action !== 'string' || typeof entry.remote !== 'string')
        continue;
      await tx.query(
        `insert into release_audit (id, at, country, remote, action, by, via, actor_kind, reason, from_state, to_state, revision)
         values ($1, $2, $3, $4, $5, $6, $7, 'person', $8, $9, $10, $11) on conflict (id) do nothing`,
        [
          typeof entry.id === 'string' && /^[0-9a-f-]{36}$/.test(entry.id) ? entry.id : randomUUID(),
          entry.at,
          country,
          entry.remote,
          entry.action,
          String(entry.by ?? 'unknown'),
          String(entry.via ?? 'cli'),
          String(entry.reason ?? ''),
          JSON.stringify(entry.from ?? null),
          JSON.stringify(entry.to ?? null),
          Number(entry.revision ?? 0),
        ],
      );
    }
  }
}
