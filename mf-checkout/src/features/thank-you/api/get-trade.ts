import * as z from 'zod/mini';
import { http } from 'shared/http';

export const tradeViewSchema = z.object({
  tradeId: z.number(),
  tradeNumber: z.string(),
  accessToken: z.string(),
  status: z.string(),
  country: z.string(),
  currency: z.literal('EUR'),
  createdAt: z.string(),
  b2b: z.boolean(),
  itemsTotal: z.number(),
  voucher: z.nullable(z.object({ code: z.string(), bonus: z.number() })),
  payoutTotal: z.number(),
  items: z.array(
    z.object({
      position: z.number(),
      offerId: z.string(),
      deviceId: z.string(),
      deviceName: z.string(),
      deviceSlug: z.string(),
      category: z.string(),
      conditionId: z.string(),
      unitPrice: z.number(),
      quantity: z.number(),
      lineTotal: z.number(),
    }),
  ),
  customer: z.object({
    salutation: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.nullable(z.string()),
  }),
  payout: z.object({
    method: z.enum(['DirectDebitSwift', 'Paypal']),
    ibanLast4: z.nullable(z.string()),
    paypalEmail: z.nullable(z.string()),
  }),
  carrier: z.enum(['dhl', 'ups']),
  labelUrl: z.string(),
});
export type TradeView = z.infer<typeof tradeViewSchema>;

/** GET /api/trades/:tradeNumber with the trade's access token. */
export function getTrade(tradeNumber: string, accessToken: string, signal?: AbortSignal): Promise<TradeView> {
  return http.get(`/api/trades/${encodeURIComponent(tradeNumber)}`, {
    schema: tradeViewSchema,
    headers: { 'X-Trade-Token': accessToken },
    signal,
  });
}
