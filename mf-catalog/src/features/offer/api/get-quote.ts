import * as z from 'zod/mini';
import type { CountryCode } from 'config';
import { http } from 'shared/http';

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
export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/trade/quotes: the live price of these answers; nothing is stored. */
export function getQuote(deviceId: string, country: CountryCode, answers: Record<string, string>, signal?: AbortSignal): Promise<Quote> {
  return http.post('/api/trade/quotes', { deviceId, country, answers }, { schema: quoteSchema, signal });
}
