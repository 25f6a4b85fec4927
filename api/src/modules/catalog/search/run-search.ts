/**
 * Answers a checked search against the in-memory catalogue. Pure: the snapshot in, the response
 * out; no database, no request text anywhere near SQL.
 */
import { COUNTRY_CODES, countries, type CountryCode, type Locale } from 'config';
import { badRequest } from '../../../lib/api-error';
import {
  COUNTRY_LOCALE,
  metaOf,
  type CatalogSnapshot,
  type CategoryDef,
  type DeviceDef,
  type LocaleView,
  type ManufacturerDef,
  type SeriesDef,
} from '../catalog-snapshot';
import { imageUrl } from '../images';
import { withBrand } from '../names';
import type { CategoryHit, DeviceHit, NodeHit, SearchBody, SearchQuery, SearchResponse } from '../schemas';
import { DeviceSources, HitArena } from './hit-arena';

/**
 * Hits that come back answer after answer, per catalogue version and country, as a search engine
 * keeps its documents' stored source:
 *  - devices as lists show them (search results, a series' devices): whatever the question, the
 *    same devices come back ("iphone 1", "iphone 13", "iphnoe 13"). Their JSON is kept as bytes
 *    outside the JavaScript heap (HitArena) and list answers are put together from it
 *    (`keptAnswerBytes`);
 *  - a category with all its manufacturers and series, which every category, manufacturer and
 *    series page's answer holds (8 categories: all kept), and each category's questions, which
 *    every product page sends. Their JSON is made once, when an answer first sends them.
 */
export class HitCache {
  private readonly categories = new Map<string, CategoryHit>();
  private readonly questionLists = new Map<string, Questions>();
  private readonly kept = new WeakSet<object>();
  private readonly json = new WeakMap<object, string>();
  /** A node's category answer -> the kept category it was made from (its JSON is that one's, plus the match). */
  private readonly bases = new WeakMap<CategoryHit, CategoryHit>();

  private scratchBuffer = Buffer.alloc(0);

  constructor(readonly devices = new HitArena()) {}

  /** A buffer of at least `size` bytes to put an answer together in, reused by every answer (overwritten by the next). */
  scratch(size: number): Buffer {
    if (this.scratchBuffer.length < size) this.scratchBuffer = Buffer.allocUnsafeSlow(Math.max(size, 64 * 1024));
    return this.scratchBuffer;
  }

  /** The category with all its manufacturers and series, made once per version and country. */
  fullCategory(version: number, country: CountryCode, categoryId: string, make: () => CategoryHit): CategoryHit {
    const key = `${version}|${country}|${categoryId}`;
    let hit = this.categories.get(key);
    if (!hit) {
      // A new catalogue version makes new ones; the old ones go.
      if (this.categories.size >= 200) this.categories.clear();
      this.categories.set(key, (hit = make()));
      this.kept.add(hit);
    }
    return hit;
  }

  /** A category's questions in a language, made once per version (every product page of the category sends them). */
  questions(version: number, categoryId: string, locale: string, make: () => Questions): Questions {
    const key = `${version}|${locale}|${categoryId}`;
    let questions = this.questionLists.get(key);
    if (!questions) {
      if (this.questionLists.size >= 200) this.questionLists.clear();
      this.questionLists.set(key, (questions = make()));
      this.json.set(questions, JSON.stringify(questions));
    }
    return questions;
  }

  /** The JSON of questions from `questions`. */
  questionsJson(questions: Questions): string {
    return this.json.get(questions) ?? JSON.stringify(questions);
  }

  /** `{ ...category, match }`, whose JSON is the kept category's with the match added. */
  withMatch(category: CategoryHit, match: NonNullable<CategoryHit['match']>): CategoryHit {
    const hit = { ...category, match };
    if (this.kept.has(category)) this.bases.set(hit, category);
    return hit;
  }

  /** A hit's JSON, made once for a kept hit. */
  jsonOf(hit: SearchResponse['hits'][number]): string {
    let json = this.json.get(hit);
    if (json !== undefined) return json;
    const base = hit.kind === 'category' ? this.bases.get(hit) : undefined;
    if (base && hit.kind === 'category')
      return `${this.jsonOf(base).slice(0, -1)},"match":${JSON.stringify(hit.match)}}`;
    json = JSON.stringify(hit);
    if (this.kept.has(hit)) this.json.set(hit, json);
    return json;
  }

  clear(): void {
    this.devices.use(-1, 0);
    this.categories.clear();
    this.questionLists.clear();
  }

  get size(): number {
    return this.devices.size;
  }
}

type Questions = NonNullable<DeviceHit['questions']>;

/**
 * The answer as JSON: its list hits' JSON comes from the cache where it was made before. The same
 * text as `JSON.stringify(answer)`.
 */
export function answerJson(answer: SearchResponse, hits?: HitCache): string {
  if (!hits || answer.hits.length === 0) return JSON.stringify(answer);
  const head = JSON.stringify({ ...answer, hits: undefined });
  let list = '';
  for (const hit of answer.hits) {
    const json = hits.jsonOf(hit);
    list = list ? `${list},${json}` : json;
  }
  return `${head.slice(0, -1)},"hits":[${list}]}`;
}

export interface IndexRef {
  kind: 'aggregations' | 'devices';
  country: CountryCode;
  locale: Locale;
}

export function resolveIndex(application: string): IndexRef {
  for (const country of COUNTRY_CODES) {
    const names = countries[country].searchIndexNames;
    if (names.aggregations === application) return { kind: 'aggregations', country, locale: COUNTRY_LOCALE[country] };
    if (names.devices === application) return { kind: 'devices', country, locale: COUNTRY_LOCALE[country] };
  }
  throw badRequest('unknown_application', `unknown application "${application}"`, {
    application: 'unknown_application',
  });
}

const AGGREGATION_QUERIES = new Set<SearchQuery['type']>(['listCategories', 'categoryByUrl', 'phrase']);
const DEVICE_QUERIES = new Set<SearchQuery['type']>([
  'deviceByUrl',
  'devicesBySeries',
  'devicesByManufacturer',
  'devicesByCategory',
  'phrase',
]);

/** A checked search's index and query; throws a 400 for a query the index does not run. */
function resolveQuery(body: SearchBody): { index: IndexRef; query: SearchQuery } {
  const index = resolveIndex(body.application);
  const query: SearchQuery = typeof body.search === 'string' ? { type: 'phrase', phrase: body.search } : body.search;
  const allowed = index.kind === 'aggregations' ? AGGREGATION_QUERIES : DEVICE_QUERIES;
  if (!allowed.has(query.type)) {
    throw badRequest('query_not_supported', `a ${query.type} query does not run on the ${index.kind} index`, {
      'search.type': 'query_not_supported',
    });
  }
  return { index, query };
}

/**
 * The devices a list query answers with (a phrase on the devices index, a category's,
 * manufacturer's or series' devices) and their total; null for the other queries.
 */
function deviceList(
  snapshot: CatalogSnapshot,
  index: IndexRef,
  query: SearchQuery,
  page: { from: number; size: number },
): { total: number; devices: DeviceDef[] } | null {
  switch (query.type) {
    case 'devicesBySeries':
    case 'devicesByManufacturer':
    case 'devicesByCategory': {
      // Newest first is the node's own order: count, and take only the page.
      if (!query.sort) return devicePage(snapshot, index.country, query, page.from, page.size);
      const sorted = sortDevices(devicesOf(snapshot, index.country, query), query.sort, index);
      return { total: sorted.length, devices: sorted.slice(page.from, page.from + page.size) };
    }
    case 'phrase': {
      if (index.kind !== 'devices') return null;
      const result = snapshot.views
        .get(index.locale)!
        .devices.search(query.phrase, { ...page, allowed: snapshot.pricedIn[index.country] });
      return { total: result.total, devices: result.hits.map((doc) => snapshot.devices[doc]!) };
    }
    default:
      return null;
  }
}

export function runSearch(snapshot: CatalogSnapshot, body: SearchBody, hits?: HitCache): SearchResponse {
  const { index, query } = resolveQuery(body);
  const view = snapshot.views.get(index.locale)!;
  const page = { from: body.from, size: body.resultSize };
  const answer = (total: number, hits: SearchResponse['hits']): SearchResponse => ({
    application: body.application,
    index: index.kind,
    total,
    hits,
  });
  const ctx = new HitBuilder(snapshot, view, index, hits);
  const list = deviceList(snapshot, index, query, page);
  if (list)
    return answer(
      list.total,
      list.devices.map((d) => ctx.device(d, false)),
    );

  switch (query.type) {
    case 'listCategories': {
      const categories = snapshot.categories.filter((c) => c.texts[index.locale]);
      return answer(
        categories.length,
        categories.slice(page.from, page.from + page.size).map((c) => ctx.category(c, false)),
      );
    }
    case 'categoryByUrl': {
      const ref = view.nodeByUrl.get(query.url);
      if (!ref) return answer(0, []);
      return answer(1, page.from > 0 ? [] : [ctx.categoryForNode(ref.kind, ref.id)]);
    }
    case 'deviceByUrl': {
      const device = view.deviceByUrl.get(query.url);
      if (!device) return answer(0, []);
      return answer(1, page.from > 0 ? [] : [ctx.device(device, true)]);
    }
    case 'phrase': {
      const result = view.nodes.search(query.phrase, page);
      return answer(
        result.total,
        result.hits.map((doc) => ctx.node(view.nodeDocs[doc]!)),
      );
    }
    default:
      throw new Error(`${query.type} is a device list`);
  }
}

const OPEN_LIST = Buffer.from(',"hits":[');
const CLOSE_LIST = Buffer.from(']}');
const COMMA = 44;

/**
 * The answer to a device list query (see `deviceList`) or a product page (`deviceByUrl`) as JSON,
 * put together from the devices' JSON bytes kept in `hits` (made and kept for the devices not kept
 * yet; a product page's device is its list JSON and its product page fields), or null for the
 * other queries. The same text as `JSON.stringify(runSearch(snapshot, body))`, as UTF-8 bytes in the
 * hit cache's scratch buffer: a view that the next answer overwrites.
 *
 * The bytes are put together in a scratch buffer that every answer reuses, and copied from there
 * (into the memory a search worker shares with the main thread, answer-ring.ts) or sent as a string:
 * a new Buffer per answer would be memory outside the heap at the rate of answers (~30 MB/s under
 * load), and V8 answers that with full collections of the whole heap ("external memory
 * pressure") every few seconds. A string lives and dies in the young generation.
 */
export function keptAnswerBytes(snapshot: CatalogSnapshot, body: SearchBody, hits: HitCache): Buffer | null {
  const { index, query } = resolveQuery(body);
  let list: { total: number; devices: DeviceDef[] } | null;
  let product: DeviceDef | undefined;
  if (query.type === 'deviceByUrl') {
    product = snapshot.views.get(index.locale)!.deviceByUrl.get(query.url);
    // Nothing found, or a page past it: a few bytes, made by runSearch.
    if (!product || body.from > 0) return null;
    list = { total: 1, devices: [product] };
  } else {
    list = deviceList(snapshot, index, query, { from: body.from, size: body.resultSize });
    if (!list) return null;
  }
  const arena = hits.devices;
  arena.use(snapshot.version, snapshot.devices.length);
  // Room for the whole page first, so that keeping one device cannot empty the half that holds another.
  arena.reserve(list.devices.length * arena.maxEntryBytes);
  const { country } = index;
  const ctx = new HitBuilder(snapshot, snapshot.views.get(index.locale)!, index, hits);
  let unkept: Map<number, string> | undefined;
  const head = Buffer.from(
    JSON.stringify({ application: body.application, index: index.kind, total: list.total }).slice(0, -1),
  );
  let size = head.length + OPEN_LIST.length + CLOSE_LIST.length + Math.max(0, list.devices.length - 1);
  list.devices.forEach((device, i) => {
    let length = arena.lengthOf(country, device.doc);
    if (length < 0) {
      const json = JSON.stringify(ctx.device(device, false));
      length = arena.keep(country, device.doc, json);
      if (length < 0) {
        (unkept ??= new Map()).set(i, json);
        length = Buffer.byteLength(json);
      }
    }
    size += length;
  });
  // A product page's device: its list JSON without its closing brace, then the rest of its fields.
  const productTail = product
    ? `,${JSON.stringify(ctx.detailFields(product)).slice(1, -1)},"questions":${hits.questionsJson(ctx.questionsOf(product))}}`
    : '';
  if (product) size += Buffer.byteLength(productTail) - 1;
  const out = hits.scratch(size);
  let at = head.copy(out, 0);
  at += OPEN_LIST.copy(out, at);
  list.devices.forEach((device, i) => {
    if (i > 0) out[at++] = COMMA;
    const json = unkept?.get(i);
    at = json === undefined ? arena.copy(country, device.doc, out, at) : at + out.write(json, at);
  });
  if (product) at = at - 1 + out.write(productTail, at - 1);
  at += CLOSE_LIST.copy(out, at);
  if (at !== size) throw new Error(`answer of ${at} bytes, ${size} expected`);
  return out.subarray(0, size);
}

/**
 * Writes every device's list JSON in every country that buys it into the hit cache at once (see
 * DeviceSources): for the thread that answers searches, after it built the catalogue.
 */
export function keepEveryDevice(snapshot: CatalogSnapshot, hits: HitCache): void {
  const builders = new Map<CountryCode, HitBuilder>();
  for (const country of COUNTRY_CODES) {
    const locale = COUNTRY_LOCALE[country];
    builders.set(
      country,
      new HitBuilder(snapshot, snapshot.views.get(locale)!, { kind: 'devices', country, locale }, hits),
    );
  }
  const sources = DeviceSources.build(snapshot.version, snapshot.devices.length, (country, doc) => {
    const device = snapshot.devices[doc]!;
    // The devices a list in the country can show: bought there, named in its language.
    if (!snapshot.pricedIn[country][doc] || !device.texts[COUNTRY_LOCALE[country]]) return null;
    return JSON.stringify(builders.get(country)!.device(device, false));
  });
  hits.devices.preload(sources);
}

type NodeQuery = Extract<SearchQuery, { type: 'devicesBySeries' | 'devicesByManufacturer' | 'devicesByCategory' }>;

function nodeOf(snapshot: CatalogSnapshot, query: NodeQuery): { devices: number[] } | undefined {
  // Each node keeps its devices' document numbers in static order: no query scans the catalogue.
  return query.type === 'devicesBySeries'
    ? snapshot.seriesById.get(query.seriesId)
    : query.type === 'devicesByManufacturer'
      ? snapshot.manufacturerById.get(query.manufacturerId)
      : snapshot.categoryById.get(query.categoryId);
}

/** The node's devices the country buys, in its order. */
function devicesOf(snapshot: CatalogSnapshot, country: CountryCode, query: NodeQuery): DeviceDef[] {
  const node = nodeOf(snapshot, query);
  const listed = snapshot.pricedIn[country];
  return node ? node.devices.filter((doc) => listed[doc]).map((doc) => snapshot.devices[doc]!) : [];
}

/** One page of `devicesOf` and its total, without listing the rest (a series of the 100k catalogue holds ~9,000). */
function devicePage(
  snapshot: CatalogSnapshot,
  country: CountryCode,
  query: NodeQuery,
  from: number,
  size: number,
): { total: number; devices: DeviceDef[] } {
  const node = nodeOf(snapshot, query);
  const devices: DeviceDef[] = [];
  let total = 0;
  // One byte per device, not the device itself: a long list costs no walk over its objects.
  const listed = snapshot.pricedIn[country];
  for (const doc of node?.devices ?? []) {
    if (!listed[doc]) continue;
    if (total >= from && devices.length < size) devices.push(snapshot.devices[doc]!);
    total++;
  }
  return { total, devices };
}
type SortSpec = NonNullable<Extract<SearchQuery, { type: 'devicesBySeries' }>['sort']>;

const collators = new Map<string, Intl.Collator>();
/** A collator per language, made once (making one costs more than many comparisons). */
function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })));
  return collator;
}

function sortDevices(devices: DeviceDef[], sort: SortSpec, index: IndexRef): DeviceDef[] {
  const value = (d: DeviceDef, field: SortSpec[number]['field']): string | number => {
    switch (field) {
      case 'releaseYear':
        return d.releaseYear;
      case 'releaseMonth':
        return d.releaseMonth;
      case 'name':
        return d.texts[index.locale]?.name ?? '';
      case 'model':
        return d.model;
      case 'maxPrice':
        return d.maxPrices[index.country] ?? -1;
    }
  };
  const collator = collatorOf(index.locale);
  return [...devices].sort((a, b) => {
    for (const { field, order } of sort) {
      const va = value(a, field);
      const vb = value(b, field);
      const diff =
        typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb));
      if (diff !== 0) return order === 'asc' ? diff : -diff;
    }
    return a.doc - b.doc;
  });
}

/** Builds the documents of the answer in the index's language. */
class HitBuilder {
  constructor(
    private readonly snapshot: CatalogSnapshot,
    private readonly view: LocaleView,
    private readonly index: IndexRef,
    private readonly hits?: HitCache,
  ) {}

  private get locale() {
    return this.index.locale;
  }

  category(category: CategoryDef, full: boolean): CategoryHit {
    const text = category.texts[this.locale]!;
    const manufacturers = category.manufacturers.filter((m) => m.texts[this.locale]);
    const top = manufacturers.filter((m) => m.isTop);
    return {
      kind: 'category',
      id: category.id,
      name: text.name,
      url: text.url,
      thumbnail: imageUrl('category', category.id),
      content: text.content,
      metaDescription: text.metaDescription,
      metaKeywords: text.metaKeywords,
      manufacturers: full
        ? manufacturers.map((m) => this.manufacturer(m))
        : top.map((m) => this.manufacturerSummary(m)),
      topManufacturers: top.map((m) => m.id),
    };
  }

  private manufacturerSummary(m: ManufacturerDef) {
    const text = m.texts[this.locale]!;
    return { id: m.id, name: text.name, url: text.url, thumbnail: imageUrl('manufacturer', m.id), isTop: m.isTop };
  }

  private manufacturer(m: ManufacturerDef) {
    const text = m.texts[this.locale]!;
    const series = m.series.filter((s) => s.texts[this.locale]);
    return {
      ...this.manufacturerSummary(m),
      content: text.content,
      metaDescription: text.metaDescription,
      metaKeywords: text.metaKeywords,
      series: series.map((s) => this.seriesSummary(s)),
      topSeries: series.filter((s) => s.isTop).map((s) => s.id),
    };
  }

  private seriesSummary(s: SeriesDef) {
    const text = s.texts[this.locale]!;
    const deviceCount = s.deviceCounts[this.index.country] ?? 0;
    return {
      id: s.id,
      name: text.name,
      url: text.url,
      thumbnail: imageUrl('series', s.id),
      isTop: s.isTop,
      deviceCount,
    };
  }

  categoryForNode(kind: 'category' | 'manufacturer' | 'series', id: string): CategoryHit {
    const { snapshot } = this;
    const series = kind === 'series' ? snapshot.seriesById.get(id)! : null;
    const manufacturer =
      kind === 'manufacturer'
        ? snapshot.manufacturerById.get(id)!
        : series
          ? snapshot.manufacturerById.get(series.manufacturerId)!
          : null;
    const category = snapshot.categoryById.get(kind === 'category' ? id : manufacturer!.categoryId)!;
    const node = series ?? manufacturer ?? category;
    const text = node.texts[this.locale]!;
    const full = this.hits
      ? this.hits.fullCategory(snapshot.version, this.index.country, category.id, () => this.category(category, true))
      : this.category(category, true);
    const match = {
      kind,
      id,
      name: text.name,
      url: text.url,
      thumbnail: imageUrl(kind, id),
      manufacturerId: manufacturer?.id ?? null,
      content: text.content,
      metaDescription: text.metaDescription,
      metaKeywords: text.metaKeywords,
    };
    return this.hits ? this.hits.withMatch(full, match) : { ...full, match };
  }

  node(ref: { kind: 'category' | 'manufacturer' | 'series'; id: string }): NodeHit {
    const { snapshot } = this;
    const series = ref.kind === 'series' ? snapshot.seriesById.get(ref.id)! : null;
    const manufacturer = snapshot.manufacturerById.get(series ? series.manufacturerId : ref.id)!;
    const category = snapshot.categoryById.get(manufacturer.categoryId)!;
    const categoryText = category.texts[this.locale]!;
    const manufacturerText = manufacturer.texts[this.locale]!;
    const text = (series ?? manufacturer).texts[this.locale]!;
    return {
      kind: series ? 'series' : 'manufacturer',
      id: ref.id,
      name: text.name,
      title: series ? withBrand(manufacturer.brandName, text.name) : `${manufacturer.brandName} · ${categoryText.name}`,
      url: text.url,
      thumbnail: imageUrl(series ? 'series' : 'manufacturer', ref.id),
      category: { id: category.id, name: categoryText.name, url: categoryText.url },
      manufacturer: { id: manufacturer.id, name: manufacturerText.name, url: manufacturerText.url },
    };
  }

  device(device: DeviceDef, detail: boolean): DeviceHit {
    const { snapshot, locale } = this;
    const text = device.texts[locale]!;
    const series = snapshot.seriesById.get(device.seriesId)!;
    const manufacturer = snapshot.manufacturerById.get(device.manufacturerId)!;
    const category = snapshot.categoryById.get(device.categoryId)!;
    const hit: DeviceHit = {
      kind: 'device',
      id: device.id,
      name: text.name,
      model: device.model,
      url: text.url,
      category: category.texts[locale]!.name,
      categoryId: category.id,
      categoryUrl: category.texts[locale]!.url,
      manufacturer: manufacturer.brandName,
      manufacturerId: manufacturer.id,
      manufacturerUrl: manufacturer.texts[locale]!.url,
      series: series.texts[locale]!.name,
      seriesId: series.id,
      seriesUrl: series.texts[locale]!.url,
      image: imageUrl('device', device.id),
      thumbnail: imageUrl('device', device.id, true),
      releaseYear: device.releaseYear,
      releaseMonth: device.releaseMonth,
      searchTerms: text.searchTerms,
      currency: 'EUR',
      maxPrice: device.maxPrices[this.index.country] ?? null,
    };
    if (detail) {
      Object.assign(hit, this.detailFields(device));
      hit.questions = this.questionsOf(device);
    }
    return hit;
  }

  /** What a product page's device has beyond a list's, but its questions: meta fields and the model's versions, in this order. */
  detailFields(device: DeviceDef): Pick<DeviceHit, 'metaDescription' | 'metaKeywords' | 'variants'> {
    const { locale } = this;
    const { country } = this.index;
    return {
      ...metaOf(device.texts[locale]!),
      variants: nearestVariants(
        device.sameModel,
        device,
        MAX_VARIANTS,
        (d) => d.texts[locale] !== undefined && d.basePrices[country] !== undefined,
      ).map((d) => ({
        id: d.id,
        name: d.texts[locale]!.name,
        url: d.texts[locale]!.url,
        maxPrice: d.maxPrices[country] ?? null,
        current: d.id === device.id,
      })),
    };
  }

  /** The device's category's questions: a product page's last field, the same for every device of the category (kept). */
  questionsOf(device: DeviceDef): Questions {
    const { locale } = this;
    const category = this.snapshot.categoryById.get(device.categoryId)!;
    const questions = () =>
      category.questions.map((q) => ({
        id: q.id,
        code: q.code,
        question: q.texts[locale]?.question ?? q.code,
        description: q.texts[locale]?.description ?? '',
        requires: q.requires,
        answers: q.answers.map((a) => ({ id: a.id, code: a.code, text: a.texts[locale] ?? a.code })),
      }));
    return this.hits ? this.hits.questions(this.snapshot.version, category.id, locale, questions) : questions();
  }
}

/**
 * The product page lists at most this many versions of a model. A large catalogue that lists
 * colours and market versions separately has hundreds per model (the 100k benchmark catalogue:
 * ~250 per iPhone); a list that long helps nobody and made each product page answer ~38 KB.
 */
export const MAX_VARIANTS = 12;

/**
 * The versions of a model closest to `current` in catalogue order (its storage sizes of the same
 * colour and edition come first, as they sit next to it), at most `max`, the current one always
 * among them, in catalogue order. `sameModel` is in catalogue order (`position`); `listed` says
 * which versions may be shown (sold in the country, named in the language). It reads outwards from
 * the current one, so a model with hundreds of versions costs the dozen it lists.
 */
export function nearestVariants<T extends { id: string; position: number }>(
  sameModel: readonly T[],
  current: T,
  max: number,
  listed: (version: T) => boolean = () => true,
): T[] {
  const at = sameModel.indexOf(current);
  const picked: T[] = [current];
  let left = at < 0 ? -1 : at - 1;
  let right = at < 0 ? sameModel.length : at + 1;
  while (picked.length < max && (left >= 0 || right < sameModel.length)) {
    const l = left >= 0 ? sameModel[left]! : null;
    const r = right < sameModel.length ? sameModel[right]! : null;
    // The nearer one first; on a tie the earlier one.
    const takeLeft =
      l !== null && (r === null || Math.abs(l.position - current.position) <= Math.abs(r.position - current.position));
    const next = takeLeft ? l : r!;
    if (takeLeft) left--;
    else right++;
    if (listed(next)) picked.push(next);
  }
  return picked.sort((a, b) => a.position - b.position);
}
