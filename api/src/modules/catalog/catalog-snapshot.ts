/**
 * The catalogue as each API process holds it in memory: read from the database in a few
 * queries, arranged per language, with a phrase index per language. It is rebuilt when the
 * catalogue's version changes (catalog-service.ts), so every instance serves the same data
 * without asking the database on each search.
 */
import { COUNTRY_CODES, countries, type CountryCode, type Locale } from 'config';
import type { Queryable } from '../../db/db';
import { maxPrice, type Effect, type PricingQuestion } from './pricing';
import { buildSearchIndex, type SearchEngine, type SearchIndex } from './search/search-index';

export interface NodeTexts {
  name: string;
  url: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface AnswerDef {
  id: string;
  code: string;
  effect: Effect;
  value: number | null;
  rejectReason: string | null;
  texts: Partial<Record<Locale, string>>;
}

export interface QuestionDef extends PricingQuestion {
  id: string;
  answers: AnswerDef[];
  texts: Partial<Record<Locale, { question: string; description: string }>>;
}

export interface CategoryDef {
  id: string;
  position: number;
  icon: string;
  texts: Partial<Record<Locale, NodeTexts>>;
  manufacturers: ManufacturerDef[];
  questions: QuestionDef[];
  /** Documents (device positions in `devices`) of this category, newest first. */
  devices: number[];
}

export interface ManufacturerDef {
  id: string;
  categoryId: string;
  brandId: string;
  brandName: string;
  position: number;
  isTop: boolean;
  texts: Partial<Record<Locale, NodeTexts>>;
  series: SeriesDef[];
  /** Documents (device positions in `devices`) of this manufacturer, newest first. */
  devices: number[];
}

export interface SeriesDef {
  id: string;
  manufacturerId: string;
  categoryId: string;
  position: number;
  isTop: boolean;
  texts: Partial<Record<Locale, NodeTexts>>;
  /** Documents (device positions in `devices`) of this series, newest first. */
  devices: number[];
  /** How many of its devices each country buys (lists of series show it; counted once per catalogue, not per answer). */
  deviceCounts: Partial<Record<CountryCode, number>>;
}

/**
 * What the index keeps of a device's texts, meta fields included, as a search engine's document
 * does: a product page's answer needs no database query (such a query would be a sixth of the
 * search service's time under load).
 */
export interface DeviceTexts {
  name: string;
  url: string;
  searchTerms: string[];
  /** Meta description and keywords, read with `metaOf`. */
  meta: MetaRef;
}

export interface MetaRef {
  texts: MetaTexts;
  index: number;
}

/**
 * Meta descriptions and keywords of every device text, as UTF-8 in a few large buffers rather
 * than a million JavaScript strings: on the 100k benchmark catalogue (500,000 texts) that is
 * ~120 MB outside the heap instead of ~300 MB of strings the garbage collector has to walk.
 */
export class MetaTexts {
  private static readonly CHUNK = 4 * 1024 * 1024;
  private readonly chunks: Buffer[] = [];
  private used = MetaTexts.CHUNK;
  /** Per entry: chunk, start, description length, keywords length. */
  private spans = new Uint32Array(4 * 1024);
  private count = 0;

  add(description: string, keywords: string): MetaRef {
    const d = Buffer.byteLength(description);
    const k = Buffer.byteLength(keywords);
    if (this.used + d + k > MetaTexts.CHUNK) {
      this.chunks.push(Buffer.allocUnsafe(Math.max(MetaTexts.CHUNK, d + k)));
      this.used = 0;
    }
    const chunk = this.chunks[this.chunks.length - 1]!;
    const start = this.used;
    chunk.write(description, start);
    chunk.write(keywords, start + d);
    this.used += d + k;
    if (this.spans.length < 4 * (this.count + 1)) {
      const grown = new Uint32Array(this.spans.length * 2);
      grown.set(this.spans);
      this.spans = grown;
    }
    this.spans.set([this.chunks.length - 1, start, d, k], 4 * this.count);
    return { texts: this, index: this.count++ };
  }

  get(index: number): { metaDescription: string; metaKeywords: string } {
    const [chunk, start, d, k] = this.spans.subarray(4 * index, 4 * index + 4) as unknown as [
      number,
      number,
      number,
      number,
    ];
    const buffer = this.chunks[chunk]!;
    return {
      metaDescription: buffer.toString('utf8', start, start + d),
      metaKeywords: buffer.toString('utf8', start + d, start + d + k),
    };
  }
}

/** A device text's meta description and keywords. */
export function metaOf(text: DeviceTexts): { metaDescription: string; metaKeywords: string } {
  return text.meta.texts.get(text.meta.index);
}

export interface DeviceDef {
  /** Position in the snapshot's static order (newest first); the document number in every index. */
  doc: number;
  id: string;
  seriesId: string;
  manufacturerId: string;
  categoryId: string;
  model: string;
  variantCode: string | null;
  releaseYear: number;
  releaseMonth: number;
  position: number;
  basePrices: Partial<Record<CountryCode, number>>;
  maxPrices: Partial<Record<CountryCode, number | null>>;
  texts: Partial<Record<Locale, DeviceTexts>>;
  /**
   * Every device of the same series and model (its storage sizes, colours, editions), itself
   * included, in catalogue order (`position`); one array shared by the group. A product page lists
   * the nearest of them without walking its series (the 100k catalogue's iPhone series: ~9,000).
   */
  sameModel: readonly DeviceDef[];
}

export type NodeKind = 'category' | 'manufacturer' | 'series';
export type NodeRef = { kind: NodeKind; id: string };

export interface LocaleView {
  locale: Locale;
  nodeByUrl: Map<string, NodeRef>;
  deviceByUrl: Map<string, DeviceDef>;
  devices: SearchIndex;
  /** Manufacturers and series, for the aggregations index's phrase search. */
  nodes: SearchIndex;
  nodeDocs: NodeRef[];
}

export interface CatalogSnapshot {
  version: number;
  builtAt: Date;
  categories: CategoryDef[];
  categoryById: Map<string, CategoryDef>;
  manufacturerById: Map<string, ManufacturerDef>;
  seriesById: Map<string, SeriesDef>;
  deviceById: Map<string, DeviceDef>;
  /** Every active device, newest first. */
  devices: DeviceDef[];
  /**
   * Per country, one byte per device: 1 where it has a base price there (is bought there) and a
   * text in the country's language: the devices its lists and searches may show.
   */
  pricedIn: Record<CountryCode, Uint8Array>;
  views: Map<Locale, LocaleView>;
}

export const COUNTRY_LOCALE: Record<CountryCode, Locale> = Object.fromEntries(
  COUNTRY_CODES.map((cc) => [cc, countries[cc].icuLocale]),
) as Record<CountryCode, Locale>;

const LOCALES = [...new Set(Object.values(COUNTRY_LOCALE))];

/** Strings equal across languages are stored once (names and urls mostly are). */
class Interner {
  private readonly strings = new Map<string, string>();
  get(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    const own = ownCopy(value);
    this.strings.set(own, own);
    return own;
  }
}

/**
 * A string of its own. Fields cut out of a packed row (loadPacked) are V8 "sliced" strings that
 * keep the whole packed row (megabytes) alive; copying what the snapshot keeps lets those go:
 * on the 100k benchmark catalogue the heap after loading went from 420 MB to 244 MB (with the meta
 * fields, which are kept outside the heap in MetaTexts).
 */
function ownCopy(value: string): string {
  return value.length < 13 ? value : Buffer.from(value, 'utf8').toString('utf8');
}

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

/** Builds the in-memory catalogue from what `readCatalogRows` read; empties its packed rows on the way. */
export function buildCatalogSnapshot(rows: CatalogRows, engine: SearchEngine = 'own'): CatalogSnapshot {
  const intern = new Interner();

  const nodeTexts = new Map<string, Partial<Record<Locale, NodeTexts>>>();
  for (const row of rows.nodeTexts) {
    const key = `${row.node_kind}|${row.node_id}`;
    let texts = nodeTexts.get(key);
    if (!texts) nodeTexts.set(key, (texts = {}));
    texts[row.locale] = {
      name: intern.get(row.name),
      url: intern.get(row.url),
      content: intern.get(row.content),
      metaDescription: intern.get(row.meta_description),
      metaKeywords: intern.get(row.meta_keywords),
    };
  }

  const categories: CategoryDef[] = rows.categories.map((row) => ({
    id: row.id,
    position: row.position,
    icon: row.icon,
    texts: nodeTexts.get(`category|${row.id}`) ?? {},
    manufacturers: [],
    questions: [],
    devices: [],
  }));
  const categoryById = new Map(categories.map((c) => [c.id, c]));

  const questionById = new Map<string, QuestionDef>();
  for (const row of rows.questions) {
    const category = categoryById.get(row.category_id);
    if (!category) continue;
    const question: QuestionDef = {
      id: row.id,
      code: row.code,
      requires:
        row.requires_question && row.requires_answer
          ? { question: row.requires_question, answer: row.requires_answer }
          : null,
      answers: [],
      texts: {},
    };
    category.questions.push(question);
    questionById.set(row.id, question);
  }
  for (const row of rows.questionTexts) {
    const question = questionById.get(row.question_id);
    if (question) question.texts[row.locale] = { question: row.question, description: row.description };
  }
  const answerById = new Map<string, AnswerDef>();
  for (const row of rows.answers) {
    const question = questionById.get(row.question_id);
    if (!question) continue;
    const answer: AnswerDef = {
      id: row.id,
      code: row.code,
      effect: row.effect,
      value: row.effect_value === null ? null : Number(row.effect_value),
      rejectReason: row.reject_reason,
      texts: {},
    };
    question.answers.push(answer);
    answerById.set(row.id, answer);
  }
  for (const row of rows.answerTexts) {
    const answer = answerById.get(row.answer_id);
    if (answer) answer.texts[row.locale] = row.text;
  }

  const manufacturerById = new Map<string, ManufacturerDef>();
  for (const row of rows.manufacturers) {
    const category = categoryById.get(row.category_id);
    if (!category) continue;
    const manufacturer: ManufacturerDef = {
      id: row.id,
      categoryId: row.category_id,
      brandId: row.brand_id,
      brandName: row.brand_name,
      position: row.position,
      isTop: row.is_top,
      texts: nodeTexts.get(`manufacturer|${row.id}`) ?? {},
      series: [],
      devices: [],
    };
    category.manufacturers.push(manufacturer);
    manufacturerById.set(row.id, manufacturer);
  }
  const seriesById = new Map<string, SeriesDef>();
  for (const row of rows.series) {
    const manufacturer = manufacturerById.get(row.manufacturer_id);
    if (!manufacturer) continue;
    const series: SeriesDef = {
      id: row.id,
      manufacturerId: row.manufacturer_id,
      categoryId: row.category_id,
      position: row.position,
      isTop: row.is_top,
      texts: nodeTexts.get(`series|${row.id}`) ?? {},
      devices: [],
      deviceCounts: {},
    };
    manufacturer.series.push(series);
    seriesById.set(row.id, series);
  }

  const devices = buildDevices(rows, seriesById, manufacturerById, categoryById, intern);
  const deviceById = new Map(devices.map((d) => [d.id, d]));
  for (const device of devices) {
    const series = seriesById.get(device.seriesId)!;
    series.devices.push(device.doc);
    manufacturerById.get(device.manufacturerId)!.devices.push(device.doc);
    categoryById.get(device.categoryId)!.devices.push(device.doc);
    for (const country of Object.keys(device.basePrices) as CountryCode[])
      series.deviceCounts[country] = (series.deviceCounts[country] ?? 0) + 1;
  }
  const modelGroups = new Map<string, DeviceDef[]>();
  for (const device of devices) {
    const key = `${device.seriesId}\u0000${device.model}`;
    const group = modelGroups.get(key);
    if (group) group.push(device);
    else modelGroups.set(key, [device]);
  }
  for (const group of modelGroups.values()) {
    group.sort((a, b) => a.position - b.position || a.doc - b.doc);
    for (const device of group) device.sameModel = group;
  }

  const views = new Map<Locale, LocaleView>();
  for (const locale of LOCALES)
    views.set(locale, buildView(locale, categories, devices, manufacturerById, seriesById, categoryById, engine));

  const pricedIn = Object.fromEntries(
    COUNTRY_CODES.map((cc) => [
      cc,
      Uint8Array.from(devices, (d) =>
        d.basePrices[cc] !== undefined && d.texts[COUNTRY_LOCALE[cc]] !== undefined ? 1 : 0,
      ),
    ]),
  ) as Record<CountryCode, Uint8Array>;
  return {
    version: rows.version,
    pricedIn,
    builtAt: new Date(),
    categories,
    categoryById,
    manufacturerById,
    seriesById,
    deviceById,
    devices,
    views,
  };
}

/** Unit, record and list separators: the catalogue's texts never contain them (migration 0101 checks). */
const FIELD = '\x1f';
const RECORD = '\x1e';
const LIST = '\x1c';

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
function* unpack(packed: string[]): Generator<string[]> {
  for (let i = 0; i < packed.length; i++) {
    const group = packed[i]!;
    // Let go once read: all of the 100k catalogue's texts held to the end would add ~0.5 GB to the build's peak.
    packed[i] = '';
    for (const record of group.split(RECORD)) yield record.split(FIELD);
  }
}

function buildDevices(
  rows: CatalogRows,
  seriesById: Map<string, SeriesDef>,
  manufacturerById: Map<string, ManufacturerDef>,
  categoryById: Map<string, CategoryDef>,
  intern: Interner,
): DeviceDef[] {
  const byId = new Map<string, DeviceDef>();
  for (const [id, seriesId, model, variantCode, year, month, position] of unpack(rows.devices)) {
    const series = seriesById.get(seriesId!);
    if (!series) continue;
    const manufacturer = manufacturerById.get(series.manufacturerId)!;
    byId.set(id!, {
      doc: 0,
      id: ownCopy(id!),
      seriesId: series.id,
      manufacturerId: manufacturer.id,
      categoryId: manufacturer.categoryId,
      model: intern.get(model!),
      variantCode: variantCode || null,
      releaseYear: Number(year),
      releaseMonth: Number(month),
      position: Number(position),
      basePrices: {},
      maxPrices: {},
      texts: {},
      sameModel: [],
    });
  }
  const termLists = new Map<string, string[]>();
  const meta = new MetaTexts();
  for (const [deviceId, locale, name, url, terms, metaDescription, metaKeywords] of unpack(rows.deviceTexts)) {
    const device = byId.get(deviceId!);
    if (!device) continue;
    // Lists equal across languages are kept once.
    let searchTerms = termLists.get(terms!);
    if (!searchTerms)
      termLists.set(ownCopy(terms!), (searchTerms = terms ? terms.split(LIST).map((t) => intern.get(t)) : []));
    device.texts[locale as Locale] = {
      name: intern.get(name!),
      url: intern.get(url!),
      searchTerms,
      meta: meta.add(metaDescription ?? '', metaKeywords ?? ''),
    };
  }
  for (const [deviceId, country, price] of unpack(rows.devicePrices)) {
    const device = byId.get(deviceId!);
    if (device) device.basePrices[country as CountryCode] = Number(price);
  }
  const devices = [...byId.values()];
  for (const device of devices) {
    const questions = categoryById.get(device.categoryId)?.questions ?? [];
    for (const [country, base] of Object.entries(device.basePrices) as [CountryCode, number][]) {
      device.maxPrices[country] = maxPrice(base, questions);
    }
  }
  // Static order: newest first; within a month, as the catalogue lists them.
  const rank = (d: DeviceDef) => {
    const series = seriesById.get(d.seriesId)!;
    const manufacturer = manufacturerById.get(d.manufacturerId)!;
    const category = categoryById.get(d.categoryId)!;
    return [category.position, manufacturer.position, series.position, d.position];
  };
  const ranks = new Map(devices.map((d) => [d.id, rank(d)]));
  devices.sort((a, b) => {
    if (a.releaseYear !== b.releaseYear) return b.releaseYear - a.releaseYear;
    if (a.releaseMonth !== b.releaseMonth) return b.releaseMonth - a.releaseMonth;
    const ra = ranks.get(a.id)!;
    const rb = ranks.get(b.id)!;
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return a.id < b.id ? -1 : 1;
  });
  devices.forEach((d, doc) => (d.doc = doc));
  return devices;
}

function buildView(
  locale: Locale,
  categories: CategoryDef[],
  devices: DeviceDef[],
  manufacturerById: Map<string, ManufacturerDef>,
  seriesById: Map<string, SeriesDef>,
  categoryById: Map<string, CategoryDef>,
  engine: SearchEngine,
): LocaleView {
  const nodeByUrl = new Map<string, NodeRef>();
  const nodeDocs: NodeRef[] = [];
  const nodeDocuments: { model: string; terms: string[] }[] = [];
  for (const category of categories) {
    const categoryText = category.texts[locale];
    if (categoryText) nodeByUrl.set(categoryText.url, { kind: 'category', id: category.id });
    for (const manufacturer of category.manufacturers) {
      const text = manufacturer.texts[locale];
      if (text) nodeByUrl.set(text.url, { kind: 'manufacturer', id: manufacturer.id });
      nodeDocs.push({ kind: 'manufacturer', id: manufacturer.id });
      nodeDocuments.push({ model: manufacturer.brandName, terms: [categoryText?.name ?? ''] });
      for (const series of manufacturer.series) {
        const seriesText = series.texts[locale];
        if (seriesText) nodeByUrl.set(seriesText.url, { kind: 'series', id: series.id });
        nodeDocs.push({ kind: 'series', id: series.id });
        nodeDocuments.push({
          model: seriesText?.name ?? '',
          terms: [manufacturer.brandName, categoryText?.name ?? ''],
        });
      }
    }
  }
  const deviceByUrl = new Map<string, DeviceDef>();
  const deviceDocuments = devices.map((device) => {
    const text = device.texts[locale];
    if (text) deviceByUrl.set(text.url, device);
    const manufacturer = manufacturerById.get(device.manufacturerId)!;
    const series = seriesById.get(device.seriesId)!;
    const category = categoryById.get(device.categoryId)!;
    return {
      model: device.model,
      terms: [
        manufacturer.brandName,
        series.texts[locale]?.name ?? '',
        category.texts[locale]?.name ?? '',
        ...(text?.searchTerms ?? []),
      ],
    };
  });
  return {
    locale,
    nodeByUrl,
    deviceByUrl,
    devices: buildSearchIndex(engine, deviceDocuments),
    nodes: buildSearchIndex(engine, nodeDocuments),
    nodeDocs,
  };
}
