/**
 * Writes catalogue rows into the database: one transaction, rows in chunks as JSON records
 * (`jsonb_to_recordset`), so the demo catalogue loads in a second or two and a large benchmark
 * catalogue in well under a minute, on PGlite and PostgreSQL alike.
 */
import type { Db, Queryable } from '../../../db/db';
import { buildCatalogRows, type CatalogRows } from './build';

/** Table name and column types of each kind of row; fixed here, never taken from input. */
const TABLES: { key: keyof CatalogRows; table: string; columns: Record<string, string> }[] = [
  { key: 'brands', table: 'catalog_brands', columns: { id: 'text', name: 'text' } },
  { key: 'categories', table: 'catalog_categories', columns: { id: 'text', position: 'integer', icon: 'text' } },
  {
    key: 'manufacturers',
    table: 'catalog_manufacturers',
    columns: { id: 'text', category_id: 'text', brand_id: 'text', position: 'integer', is_top: 'boolean' },
  },
  {
    key: 'series',
    table: 'catalog_series',
    columns: { id: 'text', manufacturer_id: 'text', position: 'integer', is_top: 'boolean' },
  },
  {
    key: 'nodeTexts',
    table: 'catalog_node_texts',
    columns: {
      node_kind: 'text',
      node_id: 'text',
      locale: 'text',
      name: 'text',
      url: 'text',
      content: 'text',
      meta_description: 'text',
      meta_keywords: 'text',
    },
  },
  {
    key: 'devices',
    table: 'catalog_devices',
    columns: {
      id: 'text',
      series_id: 'text',
      model: 'text',
      variant_code: 'text',
      release_year: 'smallint',
      release_month: 'smallint',
      position: 'integer',
    },
  },
  {
    key: 'deviceTexts',
    table: 'catalog_device_texts',
    columns: {
      device_id: 'text',
      locale: 'text',
      name: 'text',
      url: 'text',
      search_terms: 'text[]',
      meta_description: 'text',
      meta_keywords: 'text',
    },
  },
  {
    key: 'prices',
    table: 'catalog_device_prices',
    columns: { device_id: 'text', country: 'text', base_price: 'numeric' },
  },
  {
    key: 'questions',
    table: 'catalog_questions',
    columns: {
      id: 'text',
      category_id: 'text',
      code: 'text',
      position: 'integer',
      requires_question: 'text',
      requires_answer: 'text',
    },
  },
  {
    key: 'questionTexts',
    table: 'catalog_question_texts',
    columns: { question_id: 'text', locale: 'text', question: 'text', description: 'text' },
  },
  {
    key: 'answers',
    table: 'catalog_answers',
    columns: {
      id: 'text',
      question_id: 'text',
      code: 'text',
      position: 'integer',
      effect: 'text',
      effect_value: 'numeric',
      reject_reason: 'text',
    },
  },
  { key: 'answerTexts', table: 'catalog_answer_texts', columns: { answer_id: 'text', locale: 'text', text: 'text' } },
];

const CHUNK = 4000;

async function insertAll(
  tx: Queryable,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
): Promise<void> {
  const names = Object.keys(columns);
  const definition = names.map((n) => `${n} ${columns[n]}`).join(', ');
  const sql = `insert into ${table} (${names.join(', ')}) select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${definition})`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
  }
}

/** Adds rows to the catalogue (they must not exist yet) and bumps its version. */
export async function insertCatalogRows(tx: Queryable, rows: CatalogRows): Promise<void> {
  for (const { key, table, columns } of TABLES) await insertAll(tx, table, columns, rows[key]);
  await tx.query('update catalog_state set version = version + 1, updated_at = now()');
}

/** Empties the catalogue (offers keep their snapshots) and bumps its version. */
export async function clearCatalog(tx: Queryable): Promise<void> {
  for (const { table } of [...TABLES].reverse()) await tx.query(`delete from ${table}`);
  await tx.query('update catalog_state set version = version + 1, updated_at = now()');
}

export async function catalogIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from catalog_devices');
  return rows[0]!.n === 0;
}

/**
 * Loads the demo catalogue when the catalogue is empty. Several instances starting together
 * wait for one another on an advisory lock, and only the first one loads.
 */
export async function seedDemoCatalogIfEmpty(db: Db, rows: () => CatalogRows = buildCatalogRows): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7340212)');
    if (!(await catalogIsEmpty(tx))) return false;
    await insertCatalogRows(tx, rows());
    return true;
  });
}
