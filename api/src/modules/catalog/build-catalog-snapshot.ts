/** Arranges the rows read from the database (catalog-rows.ts) into the in-memory catalogue (catalog-snapshot.ts). */
import { COUNTRY_CODES, type CountryCode, type Locale } from 'config';
import {
  COUNTRY_LOCALE,
  type AnswerDef,
  type CatalogSnapshot,
  type CategoryDef,
  type DeviceDef,
  type LocaleView,
  type ManufacturerDef,
  type NodeRef,
  type NodeTexts,
  type QuestionDef,
  type SeriesDef,
} from './catalog-snapshot';
import { LIST, unpack, type CatalogRows } from './catalog-rows';
import { MetaTexts } from './meta-texts';
import { maxPrice } from './pricing';
import { buildSearchIndex, type SearchEngine } from './search/search-index';

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
