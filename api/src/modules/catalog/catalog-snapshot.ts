/**
 * The catalogue as each API process holds it in memory: read from the database in a few
 * queries (catalog-rows.ts), arranged per language with a phrase index per language
 * (build-catalog-snapshot.ts). It is rebuilt when the catalogue's version changes
 * (catalog-service.ts), so every instance serves the same data without asking the database on each search.
 */
import { COUNTRY_CODES, countries, type CountryCode, type Locale } from 'config';
import type { MetaRef } from './meta-texts';
import type { Effect, PricingQuestion } from './pricing';
import type { SearchIndex } from './search/search-index';

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
