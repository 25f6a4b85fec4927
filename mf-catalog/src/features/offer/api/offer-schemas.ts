import * as z from 'zod/mini';

// The answers of the quote and offer calls. They load with the first call (http's lazy schema),
// not with the product page: zod is not needed before the page's first render.

export const quoteSchema = z.object({
  deviceId: z.string(),
  currency: z.literal('EUR'),
  /** With every asked question answered: the price; otherwise the best case so far. Null when we cannot buy it. */
  price: z.nullable(z.number()),
  maxPrice: z.nullable(z.number()),
  complete: z.boolean(),
  missing: z.array(z.string()),
  purchasable: z.boolean(),
  rejectReasons: z.array(z.string()),
  conditionGrade: z.string(),
});
export const offerSchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  currency: z.literal('EUR'),
  price: z.number(),
  createdAt: z.string(),
  validUntil: z.string(),
  conditionGrade: z.string(),
  conditionSummary: z.array(
    z.object({ question: z.string(), questionText: z.string(), answer: z.string(), answerText: z.string() }),
  ),
  device: z.object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    category: z.string(),
    categoryId: z.string(),
    image: z.string(),
  }),
});
