import type * as z from 'zod/mini';
import type { CountryCode } from 'config';
import { http } from 'shared/http';
import type { quoteSchema } from './offer-schemas';

export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/trade/quotes: the live price of these answers; nothing is stored. */
export function getQuote(
  deviceId: string,
  country: CountryCode,
  answers: Record<string, string>,
  signal?: AbortSignal,
): Promise<Quote> {
  const schema = () => import('./offer-schemas').then((m) => m.quoteSchema);
  return http.post('/api/trade/quotes', { deviceId, country, answers }, { schema, signal });
}
