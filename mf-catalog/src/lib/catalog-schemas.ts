import * as z from 'zod/mini';

/**
 * The parts of the search service's answers (api/src/modules/catalog/schemas.ts) the pages use.
 * zod/mini keeps the parser small; unknown fields are dropped, missing ones fail loudly.
 */
const nodeTexts = {
  content: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
};

export const seriesSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  isTop: z.boolean(),
  deviceCount: z.number(),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

export const manufacturerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  isTop: z.boolean(),
  /** Only in categoryByUrl answers (with the series); listCategories gives the summary. */
  series: z.optional(z.array(seriesSummarySchema)),
  topSeries: z.optional(z.array(z.string())),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const categoryHitSchema = z.object({
  kind: z.literal('category'),
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  ...nodeTexts,
  manufacturers: z.array(manufacturerSchema),
  topManufacturers: z.array(z.string()),
  match: z.optional(
    z.object({
      kind: z.enum(['category', 'manufacturer', 'series']),
      id: z.string(),
      name: z.string(),
      url: z.string(),
      thumbnail: z.string(),
      manufacturerId: z.nullable(z.string()),
      ...nodeTexts,
    }),
  ),
});
export type CategoryHit = z.infer<typeof categoryHitSchema>;
export type CatalogueNodeKind = 'category' | 'manufacturer' | 'series';

export const nodeHitSchema = z.object({
  kind: z.enum(['manufacturer', 'series']),
  id: z.string(),
  name: z.string(),
  title: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  category: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  manufacturer: z.object({ id: z.string(), name: z.string(), url: z.string() }),
});
export type NodeHit = z.infer<typeof nodeHitSchema>;

export const answerSchema = z.object({ id: z.string(), code: z.string(), text: z.string() });
export const questionSchema = z.object({
  id: z.string(),
  code: z.string(),
  question: z.string(),
  description: z.string(),
  requires: z.nullable(z.object({ question: z.string(), answer: z.string() })),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const deviceHitSchema = z.object({
  kind: z.literal('device'),
  id: z.string(),
  name: z.string(),
  model: z.string(),
  url: z.string(),
  category: z.string(),
  categoryId: z.string(),
  categoryUrl: z.string(),
  manufacturer: z.string(),
  manufacturerId: z.string(),
  manufacturerUrl: z.string(),
  series: z.string(),
  seriesId: z.string(),
  seriesUrl: z.string(),
  image: z.string(),
  thumbnail: z.string(),
  releaseYear: z.number(),
  releaseMonth: z.number(),
  currency: z.literal('EUR'),
  maxPrice: z.nullable(z.number()),
  metaDescription: z.optional(z.string()),
  metaKeywords: z.optional(z.string()),
  questions: z.optional(z.array(questionSchema)),
  variants: z.optional(
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        url: z.string(),
        maxPrice: z.nullable(z.number()),
        current: z.boolean(),
      }),
    ),
  ),
});
export type DeviceHit = z.infer<typeof deviceHitSchema>;

/** A search answer whose hits all have one shape. */
export function searchResponseOf<T extends z.ZodMiniType>(hit: T) {
  return z.object({ total: z.number(), hits: z.array(hit) });
}
/** The hit schemas by kind: `searchCatalog` loads this module with its first search. */
export const hitSchemas = { device: deviceHitSchema, node: nodeHitSchema, category: categoryHitSchema };
export type HitKind = keyof typeof hitSchemas;
export interface Hits {
  device: DeviceHit;
  node: NodeHit;
  category: CategoryHit;
}

export interface SearchResult<T> {
  total: number;
  hits: T[];
}
