import * as z from 'zod/mini';
import type { CountryCode } from 'config';
import { useTrackingStore } from 'shared/analytics';
import { http } from 'shared/http';

export const offerSchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  currency: z.literal('EUR'),
  price: z.number(),
  createdAt: z.string(),
  validUntil: z.string(),
  conditionGrade: z.string(),
  conditionSummary: z.array(z.object({ question: z.string(), questionText: z.string(), answer: z.string(), answerText: z.string() })),
  device: z.object({ id: z.string(), name: z.string(), url: z.string(), category: z.string(), categoryId: z.string(), image: z.string() }),
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * POST /api/trade/offers: the server prices the answers and guarantees the price until
 * `validUntil`. The browser never sends a price. One try only: a repeated POST would be a second offer.
 */
export function createOffer(deviceId: string, country: CountryCode, answers: Record<string, string>): Promise<Offer> {
  const clientId = useTrackingStore.getState().clientId;
  return http.post('/api/trade/offers', { deviceId, country, answers, ...(clientId ? { clientId } : {}) }, { schema: offerSchema, retries: 0 });
}
