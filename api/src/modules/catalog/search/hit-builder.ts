/** The hits of an answer, made from the in-memory catalogue in the index's language. */
import {
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
import type { CategoryHit, DeviceHit, NodeHit } from '../schemas';
import type { HitCache, Questions } from './hit-cache';
import type { IndexRef } from './run-search';

/** Builds the documents of the answer in the index's language. */
export class HitBuilder {
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
