/**
 * Every shape the catalogue API accepts or answers, as zod schemas (also the OpenAPI at /api/docs).
 * A search is a checked query object: a known `type` with typed fields. No text from a request is
 * ever passed to the database as query text; searches do not touch the database at all.
 */
import * as z from 'zod';
import { COUNTRY_CODES, countries } from 'config';

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ID = /^[a-z0-9]+([.-][a-z0-9]+)*$/;
const CODE = /^[a-z][a-z0-9_]*$/;

export const AGGREGATION_INDEXES = COUNTRY_CODES.map((cc) => countries[cc].searchIndexNames.aggregations);
export const DEVICE_INDEXES = COUNTRY_CODES.map((cc) => countries[cc].searchIndexNames.devices);
export const APPLICATIONS = [...AGGREGATION_INDEXES, ...DEVICE_INDEXES] as [string, ...string[]];

/** Largest page a search answers; a page further than this is refused. */
export const MAX_RESULT_SIZE = 100;
export const MAX_FROM = 10_000;
export const MAX_PHRASE_LENGTH = 100;

const slug = z
  .string()
  .min(1)
  .max(300)
  .regex(SLUG, 'must be a url slug: lower-case letters, digits and single hyphens');
const id = z.string().min(1).max(200).regex(ID, 'must be an id: lower-case letters, digits, dots and hyphens');
const phrase = z.string().trim().min(1, 'must not be empty').max(MAX_PHRASE_LENGTH);

export const DEVICE_SORT_FIELDS = ['releaseYear', 'releaseMonth', 'name', 'model', 'maxPrice'] as const;
const sort = z
  .array(z.strictObject({ field: z.enum(DEVICE_SORT_FIELDS), order: z.enum(['asc', 'desc']) }))
  .min(1)
  .max(3)
  .optional()
  .describe('Sort order; default: release year, then month, newest first.');

export const searchQuerySchema = z.discriminatedUnion('type', [
  z
    .strictObject({ type: z.literal('listCategories') })
    .describe('Every category, with its top manufacturers (aggregations index).'),
  z
    .strictObject({ type: z.literal('categoryByUrl'), url: slug })
    .describe('The category whose url, or whose manufacturer’s or series’ url, this is (aggregations index).'),
  z
    .strictObject({ type: z.literal('deviceByUrl'), url: slug })
    .describe('The device with this url, with its questions and variants (devices index).'),
  z
    .strictObject({ type: z.literal('devicesBySeries'), seriesId: id, sort })
    .describe('The devices of a series (devices index).'),
  z
    .strictObject({ type: z.literal('devicesByManufacturer'), manufacturerId: id, sort })
    .describe('The devices of a manufacturer in a category (devices index).'),
  z
    .strictObject({ type: z.literal('devicesByCategory'), categoryId: id, sort })
    .describe('The devices of a category (devices index).'),
  z
    .strictObject({ type: z.literal('phrase'), phrase })
    .describe(
      'Words, word beginnings and typos on model names and search terms; on the aggregations index: manufacturers and series.',
    ),
]);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchBodySchema = z.strictObject({
  search: z
    .union([phrase, searchQuerySchema])
    .describe('A query object, or a text as a shorthand for `{ type: "phrase", phrase }`.'),
  application: z
    .enum(APPLICATIONS)
    .describe('The index: aggregations_<cc> (categories, manufacturers, series) or devices_<cc>.'),
  resultSize: z.number().int().min(1).max(MAX_RESULT_SIZE).default(10),
  from: z.number().int().min(0).max(MAX_FROM).default(0),
});
export type SearchBody = z.infer<typeof searchBodySchema>;

const nodeSummary = {
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  isTop: z.boolean(),
};
const nodeTexts = {
  content: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
};

export const seriesSummarySchema = z.object({ ...nodeSummary, deviceCount: z.number().int() });
export const manufacturerSchema = z.object({
  ...nodeSummary,
  ...nodeTexts,
  series: z.array(seriesSummarySchema),
  topSeries: z.array(z.string()),
});
export const manufacturerSummarySchema = z.object(nodeSummary);

export const categoryHitSchema = z.object({
  kind: z.literal('category'),
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  ...nodeTexts,
  manufacturers: z.array(z.union([manufacturerSchema, manufacturerSummarySchema])),
  topManufacturers: z.array(z.string()),
  /** For categoryByUrl: which node the url named, with its texts for the page. */
  match: z
    .object({
      kind: z.enum(['category', 'manufacturer', 'series']),
      id: z.string(),
      name: z.string(),
      url: z.string(),
      thumbnail: z.string(),
      manufacturerId: z.string().nullable(),
      ...nodeTexts,
    })
    .optional(),
});

export const nodeHitSchema = z.object({
  kind: z.enum(['manufacturer', 'series']),
  id: z.string(),
  name: z.string(),
  /** Brand and series, as customers read it: "Apple iPhone 13". */
  title: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  category: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  manufacturer: z.object({ id: z.string(), name: z.string(), url: z.string() }),
});

export const answerSchema = z.object({ id: z.string(), code: z.string(), text: z.string() });
export const questionSchema = z.object({
  id: z.string(),
  code: z.string(),
  question: z.string(),
  description: z.string(),
  requires: z.object({ question: z.string(), answer: z.string() }).nullable(),
  answers: z.array(answerSchema),
});

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
  releaseYear: z.number().int(),
  releaseMonth: z.number().int(),
  searchTerms: z.array(z.string()),
  /** deviceByUrl only: the page's meta description and keywords. */
  metaDescription: z.string().optional(),
  metaKeywords: z.string().optional(),
  currency: z.literal('EUR'),
  /** The price for a flawless device, "up to"; null when we cannot buy it even then. */
  maxPrice: z.number().nullable(),
  /** deviceByUrl only: the condition questions, in order. */
  questions: z.array(questionSchema).optional(),
  /** deviceByUrl only: the same model in other storage sizes, kits or mounts. */
  variants: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        url: z.string(),
        maxPrice: z.number().nullable(),
        current: z.boolean(),
      }),
    )
    .optional(),
});

export const searchResponseSchema = z.object({
  application: z.string(),
  index: z.enum(['aggregations', 'devices']),
  total: z.number().int(),
  hits: z.array(z.union([categoryHitSchema, nodeHitSchema, deviceHitSchema])),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type CategoryHit = z.infer<typeof categoryHitSchema>;
export type NodeHit = z.infer<typeof nodeHitSchema>;
export type DeviceHit = z.infer<typeof deviceHitSchema>;

// Quotes and offers -------------------------------------------------------------------------

const answers = z
  .record(
    z.string().max(40).regex(CODE, 'must be a question code'),
    z.string().max(40).regex(CODE, 'must be an answer code'),
  )
  .refine((value) => Object.keys(value).length <= 20, 'at most 20 answers')
  .describe('Question code -> answer code, e.g. { "display": "light_scratches" }.');

export const quoteBodySchema = z.strictObject({
  deviceId: id,
  country: z.enum(COUNTRY_CODES),
  answers: answers.default({}),
});

export const quoteResponseSchema = z.object({
  deviceId: z.string(),
  country: z.enum(COUNTRY_CODES),
  currency: z.literal('EUR'),
  /** With every asked question answered: the price; otherwise the best case so far. Null when we cannot buy it. */
  price: z.number().nullable(),
  maxPrice: z.number().nullable(),
  complete: z.boolean(),
  missing: z.array(z.string()),
  purchasable: z.boolean(),
  rejectReasons: z.array(z.string()),
  conditionGrade: z.enum(['like_new', 'very_good', 'good', 'acceptable', 'defective']),
});

export const offerBodySchema = z
  .strictObject({
    deviceId: id,
    country: z.enum(COUNTRY_CODES),
    answers,
    clientId: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .nullable()
      .optional(),
  })
  .describe('The price is never sent: the server computes it from the device, the country and the answers.');

export const offerIdSchema = z.string().regex(/^of_[a-z2-7]{20}$/, 'must be an offer id');

export const offerSchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  country: z.enum(COUNTRY_CODES),
  locale: z.string(),
  currency: z.literal('EUR'),
  price: z.number(),
  createdAt: z.string(),
  validUntil: z.string(),
  expired: z.boolean(),
  answers: z.record(z.string(), z.string()),
  conditionGrade: z.string(),
  conditionSummary: z.array(
    z.object({ question: z.string(), questionText: z.string(), answer: z.string(), answerText: z.string() }),
  ),
  device: z.object({
    id: z.string(),
    name: z.string(),
    model: z.string(),
    url: z.string(),
    category: z.string(),
    categoryId: z.string(),
    manufacturer: z.string(),
    image: z.string(),
  }),
});
export type Offer = z.infer<typeof offerSchema>;

export const catalogUrlsQuerySchema = z.strictObject({ country: z.enum(COUNTRY_CODES) });
export const catalogUrlsResponseSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  locale: z.string(),
  version: z.number(),
  nodes: z.array(
    z.object({
      kind: z.enum(['category', 'manufacturer', 'series']),
      id: z.string(),
      name: z.string(),
      url: z.string(),
      categoryId: z.string(),
      manufacturerId: z.string().nullable(),
      brand: z.string().nullable(),
    }),
  ),
});
