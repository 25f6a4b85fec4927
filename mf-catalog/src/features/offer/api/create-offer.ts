import type * as z from 'zod/mini';
import type { CountryCode } from 'config';
import { useTrackingStore } from 'shared/analytics';
import { http } from 'shared/http';
import type { offerSchema } from './offer-schemas';

export type Offer = z.infer<typeof offerSchema>;

/**
 * POST /api/trade/offers: the server prices the answers and guarantees the price until
 * `validUntil`. The browser never sends a price. One try only: a repeated POST would be a second offer.
 */
export function createOffer(deviceId: string, country: CountryCode, answers: Record<string, string>): Promise<Offer> {
  const clientId = useTrackingStore.getState().clientId;
  return http.post(
    '/api/trade/offers',
    { deviceId, country, answers, ...(clientId ? { clientId } : {}) },
    { schema: () => import('./offer-schemas').then((m) => m.offerSchema), retries: 0 },
  );
}
