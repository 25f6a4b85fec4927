/** The catalogue as read from the database for a snapshot: a few queries, the devices' rows packed into large strings. */
import type { Locale } from 'config';
import type { Queryable } from '../../db/db';
import type { NodeKind } from './catalog-snapshot';
import type { Effect } from './pricing';

type CategoryRow = { id: string; position: number; icon: string };
type ManufacturerRow = {
  id: string;
  category_id: string;
  brand_id: string;
  brand_name: string;
  position: number;
  is_top: boolean;
};
type SeriesRow = { id: string; manufacturer_id: string; category_id: string; position: number; is_top: boolean };
type NodeTextRow = {
  node_kind: NodeKind;
  node_id: string;
  locale: Locale;
  name: string;
  url: string;
  content: string;
  meta_description: string;
  meta_keywords: string;
};
type QuestionRow = {
  id: string;
  category_id: string;
  code: string;
  position: number;
  requires_question: string | null;
  requires_answer: string | null;
};
type QuestionTextRow = { question_id: string; locale: Locale; question: string; description: string };
type AnswerRow = {
  id: string;
  question_id: string;
  code: string;
  position: number;
  effect: Effect;
  effect_value: number | null;
  reject_reason: string | null;
};
type AnswerTextRow = { answer_id: string; locale: Locale; text: string };

/**
 * What the database holds of the catalogue, as read for a snapshot: plain rows, and the devices'
 * rows packed in a few large strings. Plain data, so a search worker thread gets a copy by
 * message (the embedded database lives in one thread) and builds its own snapshot from it.
 */
export interface CatalogRows {
  version: number;
  categories: CategoryRow[];
  manufacturers: ManufacturerRow[];
  series: SeriesRow[];
  nodeTexts: NodeTextRow[];
  questions: QuestionRow[];
  questionTexts: QuestionTextRow[];
  answers: AnswerRow[];
  answerTexts: AnswerTextRow[];
  /** Packed: see `loadPacked`. */
  devices: string[];
  deviceTexts: string[];
  devicePrices: string[];
}

/** Reads the catalogue from the database (a few queries). */
export async function readCatalogRows(db: Queryable): Promise<CatalogRows> {
  const [
    state,
    categories,
    manufacturers,
    series,
    nodeTexts,
    questions,
    questionTexts,
    answers,
    answerTexts,
    devices,
    deviceTexts,
    devicePrices,
  ] = await Promise.all([
    db.query<{ version: number }>('select version from catalog_state'),
    db.query<CategoryRow>('select id, position, icon from catalog_categories order by position, id'),
    db.query<ManufacturerRow>(
      `select m.id, m.category_id, m.brand_id, b.name as brand_name, m.position, m.is_top
       from catalog_manufacturers m join catalog_brands b on b.id = m.brand_id order by m.position, m.id`,
    ),
    db.query<SeriesRow>(
      `select s.id, s.manufacturer_id, m.category_id, s.position, s.is_top
       from catalog_series s join catalog_manufacturers m on m.id = s.manufacturer_id order by s.position, s.id`,
    ),
    db.query<NodeTextRow>(
      'select node_kind, node_id, locale, name, url, content, meta_description, meta_keywords from catalog_node_texts',
    ),
    db.query<QuestionRow>(
      'select id, category_id, code, position, requires_question, requires_answer from catalog_questions order by position, id',
    ),
    db.query<QuestionTextRow>('select question_id, locale, question, description from catalog_question_texts'),
    db.query<AnswerRow>(
      'select id, question_id, code, position, effect, effect_value, reject_reason from catalog_answers order by position, id',
    ),
    db.query<AnswerTextRow>('select answer_id, locale, text from catalog_answer_texts'),
    loadPacked(
      db,
      "id, series_id, model, coalesce(variant_code, ''), release_year::text, release_month::text, position::text",
      'catalog_devices where active',
      'id',
    ),
    loadPacked(
      db,
      `device_id, locale, name, url, array_to_string(search_terms, chr(28)), ${noSeparators('meta_description')}, ${noSeparators('meta_keywords')}`,
      'catalog_device_texts',
      'device_id',
      16,
    ),
    loadPacked(db, 'device_id, country, base_price::text', 'catalog_device_prices', 'device_id'),
  ]);
  return {
    version: Number(state.rows[0]?.version ?? 0),
    categories: categories.rows,
    manufacturers: manufacturers.rows,
    series: series.rows,
    nodeTexts: nodeTexts.rows,
    questions: questions.rows,
    questionTexts: questionTexts.rows,
    answers: answers.rows,
    answerTexts: answerTexts.rows,
    devices,
    deviceTexts,
    devicePrices,
  };
}

/** Unit, record and list separators: the catalogue's texts never contain them (migration 0101 checks). */
const FIELD = '\x1f';
const RECORD = '\x1e';
export const LIST = '\x1c';

/** Free text could hold the packing's separators: they become spaces. */
function noSeparators(column: string): string {
  return `translate(${column}, chr(28) || chr(30) || chr(31), '   ')`;
}

/**
 * Rows in a few large strings instead of one JS object per row: for a big catalogue (500,000
 * device texts) the embedded database hands over a handful of strings much faster than rows.
 * One group per query, in turn: the embedded database's memory grows to its largest answer and
 * never shrinks, and all groups at once would be ~0.6 GB of it for the 100k catalogue's texts.
 */
async function loadPacked(db: Queryable, select: string, from: string, key: string, groups = 4): Promise<string[]> {
  const packed: string[] = [];
  const where = from.includes(' where ') ? 'and' : 'where';
  for (let group = 0; group < groups; group++) {
    const { rows } = await db.query<{ packed: string | null }>(
      `select string_agg(concat_ws(chr(31), ${select}), chr(30)) as packed from ${from} ${where} mod(abs(hashtext(${key})), ${groups}) = ${group}`,
    );
    if (rows[0]?.packed) packed.push(rows[0].packed);
  }
  return packed;
}

/** The records of packed rows, each as its fields. */
export function* unpack(packed: string[]): Generator<string[]> {
  for (let i = 0; i < packed.length; i++) {
    const group = packed[i]!;
    // Let go once read: all of the 100k catalogue's texts held to the end would add ~0.5 GB to the build's peak.
    packed[i] = '';
    for (const record of group.split(RECORD)) yield record.split(FIELD);
  }
}
