import * as z from 'zod';
import { http } from 'shared/http';

export const TRADE_STATUSES = [
  'created',
  'received',
  'inspected',
  'clarification',
  'accepted',
  'declined',
  'returned',
  'paid',
  'cancelled',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

const tradeSchema = z.object({
  tradeNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(TRADE_STATUSES),
  statusChangedAt: z.string(),
  currency: z.string(),
  payoutTotal: z.number(),
  voucherBonus: z.number(),
  items: z.array(z.object({ deviceName: z.string(), quantity: z.number(), lineTotal: z.number() })),
  payout: z
    .object({ method: z.string(), ibanLast4: z.string().nullable(), paypalEmail: z.string().nullable() })
    .nullable(),
  timeline: z.array(z.object({ step: z.string(), status: z.enum(TRADE_STATUSES), at: z.string() })),
});
export type Trade = z.infer<typeof tradeSchema>;

/** GET /api/customers/trade_history: the customer's trades, newest first, each with its status timeline. */
export function getTradeHistory() {
  return http.get('/api/customers/trade_history', {
    auth: true,
    schema: z.object({ member: z.array(tradeSchema), totalItems: z.number() }),
  });
}
