/**
 * Answers a checked search against the in-memory catalogue. Pure: the snapshot in, the response
 * out; no database, no request text anywhere near SQL.
 */
import { COUNTRY_CODES, countries, type CountryCode, type Locale } from 'config';
import { badRequest } from '../../../lib/api-error';
import { COUNTRY_LOCALE, metaOf, type CatalogSnapshot, type CategoryDef, type DeviceDef, type LocaleView, type ManufacturerDef, type SeriesDef } from '../catalog-snapshot';
import { imageUrl } from '../images';
import type { CategoryHit, DeviceHit, NodeHit, SearchBody, SearchQuery, SearchResponse } from '../schemas';

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
  throw badRequest('unknown_application', `unknown application "${application}"`, { application: 'unknown_application' });
}

const AGGREGATION_QUERIES = new Set<SearchQuery['type']>(['listCategories', 'categoryByUrl', 'phrase']);
const DEVICE_QUERIES = new Set<SearchQuery['type']>(['deviceByUrl', 'devicesBySeries', 'devicesByManufacturer', 'devicesByCategory', 'phrase']);

export function runSearch(snapshot: CatalogSnapshot, body: SearchBody): SearchResponse {
  const index = resolveIndex(body.application);
  const query: SearchQuery = typeof body.search === 'string' ? { type: 'phrase', phrase: body.search } : body.search;
  const allowed = index.kind === 'aggregations' ? AGGREGATION_QUERIES : DEVICE_QUERIES;
  if (!allowed.has(query.type)) {
    throw badRequest('query_not_supported', `a ${query.type} query does not run on the ${index.kind} index`, { 'search.type': 'query_not_supported' });
  }
  const view = snapshot.views.get(index.locale)!;
  const page = { from: body.from, size: body.resultSize };
  const answer = (total: number, hits: SearchResponse['hits']): SearchResponse => ({ application: body.application, index: index.kind, total, hits });
  const ctx = new HitBuilder(snapshot, view, index);

  switch (query.type) {
    case 'listCategories': {
      const categories = snapshot.categories.filter((c) => c.texts[index.locale]);
      return answer(categories.length, categories.slice(page.from, page.from + page.size).map((c) => ctx.category(c, false)));
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
    case 'devicesBySeries':
    case 'devicesByManufacturer':
    case 'devicesByCategory': {
      const devices = ctx.devicesOf(query);
      const sorted = query.sort ? sortDevices(devices, query.sort, index) : devices;
      return answer(sorted.length, sorted.slice(page.from, page.from + page.size).map((d) => ctx.device(d, false)));
    }
    case 'phrase': {
      if (index.kind === 'devices') {
        const result = view.devices.search(query.phrase, { ...page, allowed: snapshot.pricedIn[index.country] });
        return answer(
          result.total,
          result.hits.map((doc) => ctx.device(snapshot.devices[doc]!, false)),
        );
      }
      const result = view.nodes.search(query.phrase, page);
      return answer(
        result.total,
        result.hits.map((doc) => ctx.node(view.nodeDocs[doc]!)),
      );
    }
  }
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
      const diff = typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb));
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
  ) {}

  private get locale() {
    return this.index.locale;
  }

  devicesOf(query: Extract<SearchQuery, { type: 'devicesBySeries' | 'devicesByManufacturer' | 'devicesByCategory' }>): DeviceDef[] {
    const { snapshot } = this;
    const priced = (d: DeviceDef) => d.basePrices[this.index.country] !== undefined && d.texts[this.locale] !== undefined;
    // Each node keeps its devices' document numbers in static order: no query scans the catalogue.
    const node =
      query.type === 'devicesBySeries'
        ? snapshot.seriesById.get(query.seriesId)
        : query.type === 'devicesByManufacturer'
          ? snapshot.manufacturerById.get(query.manufacturerId)
          : snapshot.categoryById.get(query.categoryId);
    return node ? node.devices.map((doc) => snapshot.devices[doc]!).filter(priced) : [];
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
      manufacturers: full ? manufacturers.map((m) => this.manufacturer(m)) : top.map((m) => this.manufacturerSummary(m)),
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
    return { id: s.id, name: text.name, url: text.url, thumbnail: imageUrl('series', s.id), isTop: s.isTop, deviceCount };
  }

  categoryForNode(kind: 'category' | 'manufacturer' | 'series', id: string): CategoryHit {
    const { snapshot } = this;
    const series = kind === 'series' ? snapshot.seriesById.get(id)! : null;
    const manufacturer = kind === 'manufacturer' ? snapshot.manufacturerById.get(id)! : series ? snapshot.manufacturerById.get(series.manufacturerId)! : null;
    const category = snapshot.categoryById.get(kind === 'category' ? id : manufacturer!.categoryId)!;
    const node = series ?? manufacturer ?? category;
    const text = node.texts[this.locale]!;
    return {
      ...this.category(category, true),
      match: {
        kind,
        id,
        name: text.name,
        url: text.url,
        thumbnail: imageUrl(kind, id),
        manufacturerId: manufacturer?.id ?? null,
        content: text.content,
        metaDescription: text.metaDescription,
        metaKeywords: text.metaKeywords,
      },
    };
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
      Object.assign(hit, metaOf(text));
      hit.questions = category.questions.map((q) => ({
        id: q.id,
        code: q.code,
        question: q.texts[locale]?.question ?? q.code,
        description: q.texts[locale]?.description ?? '',
        requires: q.requires,
        answers: q.answers.map((a) => ({ id: a.id, code: a.code, text: a.texts[locale] ?? a.code })),
      }));
      const sameModel = series.devices
        .map((doc) => snapshot.devices[doc]!)
        .filter((d) => d.model === device.model && d.texts[locale] && d.basePrices[this.index.country] !== undefined);
      hit.variants = nearestVariants(sameModel, device, MAX_VARIANTS)
        .map((d) => ({ id: d.id, name: d.texts[locale]!.name, url: d.texts[locale]!.url, maxPrice: d.maxPrices[this.index.country] ?? null, current: d.id === device.id }));
    }
    return hit;
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
 * among them, in catalogue order.
 */
export function nearestVariants<T extends { id: string; position: number }>(sameModel: readonly T[], current: T, max: number): T[] {
  const byDistance = [...sameModel].sort((a, b) => Math.abs(a.position - current.position) - Math.abs(b.position - current.position) || a.position - b.position);
  const picked = byDistance.slice(0, max);
  if (!picked.some((d) => d.id === current.id)) picked[picked.length - 1] = current;
  return picked.sort((a, b) => a.position - b.position);
}

function withBrand(brand: string, name: string): string {
  return name.toLocaleLowerCase('en').startsWith(brand.toLocaleLowerCase('en')) ? name : `${brand} ${name}`;
}
