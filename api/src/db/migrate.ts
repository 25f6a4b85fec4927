import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../env';
import type { Db, Queryable } from './db';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** What a code migration gets besides its transaction. */
export interface MigrationContext {
  /** The server's environment (keys a data migration needs, e.g. PAYOUT_ENCRYPTION_KEY). */
  env: Env;
}

/**
 * A migration that SQL alone cannot write (one that needs a key of the environment, such as
 * encrypting existing values): `NNNN_name.ts` exporting `up(tx, context)`.
 */
export type CodeMigration = (tx: Queryable, context: MigrationContext) => Promise<void>;

export interface MigrateOptions {
  dir?: string;
  /** Needed by code migrations; without it a pending code migration fails (nothing is applied). */
  env?: Env;
}

// A code migration is `.ts` in the sources and `.js` in the built server (api/dist/migrations/).
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.(sql|ts|js)$/;

/**
 * Numbered migrations (`0001_name.sql`, or `0001_name.ts` for a code migration), each applied
 * once, in order, in its own transaction.
 * Number ranges per team keep parallel work apart: 0001-0099 foundation, 01xx catalogue,
 * 02xx checkout, 03xx accounts, 04xx content, 05xx releases, 06xx host.
 * An advisory lock makes concurrent starts of several instances wait for one another.
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f) && !f.endsWith('.test.ts')).sort();
  const seen = new Set<string>();
  for (const f of files) {
    const n = f.slice(0, 4);
    if (seen.has(n)) throw new Error(`two migrations share number ${n}`);
    seen.add(n);
  }
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7340211)');
    await tx.query(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  for (const file of files) {
    const version = file.slice(0, 4);
    const full = path.join(dir, file);
    const sql = file.endsWith('.sql') ? await readFile(full, 'utf8') : null;
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7340211)');
      const done = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (done.rows.length) return;
      if (sql !== null) {
        for (const statement of splitSql(sql)) await tx.query(statement);
      } else {
        if (!options.env)
          throw new Error(`migration ${file} runs code and needs the environment: call migrate(db, { env })`);
        const { up } = (await import(full)) as { up?: CodeMigration };
        if (typeof up !== 'function') throw new Error(`migration ${file} exports no up(tx, context)`);
        await up(tx, { env: options.env });
      }
      // Named as in the sources, whichever form ran.
      const name = file.replace(/\.js$/, '.ts');
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [version, name]);
      applied.push(name);
    });
  }
  return applied;
}

/**
 * Splits a migration into statements at top-level semicolons, leaving those inside quotes,
 * dollar-quoted bodies and comments alone.
 */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  let dollarTag: string | null = null;
  let quote: string | null = null;
  while (i < sql.length) {
    const ch = sql[i]!;
    const rest = sql.slice(i);
    if (dollarTag) {
      if (rest.startsWith(dollarTag)) {
        current += dollarTag;
        i += dollarTag.length;
        dollarTag = null;
        continue;
      }
    } else if (quote) {
      if (ch === quote) quote = null;
    } else if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      current += '\n';
      continue;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      continue;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === '$') {
      const m = /^\$[A-Za-z_]*\$/.exec(rest);
      if (m) {
        dollarTag = m[0];
        current += m[0];
        i += m[0].length;
        continue;
      }
    } else if (ch === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
