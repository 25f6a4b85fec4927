/**
 * Answers a checked search against the in-memory catalogue. Pure: the snapshot in, the response
 * out; no database, no request text anywhere near SQL.
 */
import { COUNTRY_CODES, countries, type CountryCode, type Locale } from 'config';
import { badRequest } from '../../../lib/api-error';
import { COUNTRY_LOCALE, type CatalogSnapshot, type DeviceDef } from '../catalog-snapshot';
import type { SearchBody, SearchQuery, SearchResponse } from '../schemas';
import { DeviceSources } from './hit-arena';
import { HitBuilder } from './hit-builder';
import type { HitCache } from './hit-cache';

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
