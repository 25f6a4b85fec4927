import * as z from 'zod/mini';
import { http } from 'shared/http';

/** The trade the server created (POST /api/trades), as far as the shop reads it. */
export const createdTradeSchema = z.object({
  tradeId: z.number(),
  tradeNumber: z.string(),
  accessToken: z.string(),
  status: z.string(),
  payoutTotal: z.number(),
});
export type CreatedTrade = z.infer<typeof createdTradeSchema>;

/**
 * POST /api/trades with an Idempotency-Key: retried twice on a lost answer or a busy server, and
 * the server answers a retry with the same trade, never a second one.
 */
export function createTrade(body: unknown, idempotencyKey: string, auth: boolean): Promise<CreatedTrade> {
  return http.post('/api/trades', body, {
    schema: createdTradeSchema,
    idempotencyKey,
    retries: 2,
    auth,
    timeoutMs: 30_000,
  });
}
