import * as z from 'zod/mini';
import { CLARIFICATION_FINDINGS } from 'config/content';
import { http } from 'shared/http';

const itemSchema = z.object({
  position: z.number(),
  deviceName: z.string(),
  declaredCondition: z.array(z.object({ question: z.nullable(z.string()), answer: z.string() })),
  findings: z.array(z.enum(CLARIFICATION_FINDINGS)),
  foundNote: z.nullable(z.string()),
  deductions: z.array(z.object({ reason: z.enum(CLARIFICATION_FINDINGS), amount: z.number() })),
  originalPrice: z.number(),
  newPrice: z.number(),
});

const clarificationSchema = z.object({
  id: z.string(),
  tradeNumber: z.string(),
  status: z.enum(['open', 'accepted', 'declined', 'expired']),
  offerId: z.string(),
  originalTotal: z.number(),
  deductionTotal: z.number(),
  newTotal: z.number(),
  note: z.nullable(z.string()),
  deadline: z.string(),
  answeredAt: z.nullable(z.string()),
  items: z.array(itemSchema),
});
export type Clarification = z.infer<typeof clarificationSchema>;

/** The open clarification a link names; the API answers 410 once it was answered or expired. */
export function getClarification(id: string, trade: string, signal?: AbortSignal): Promise<Clarification> {
  return http.get(`/api/clarifications/${encodeURIComponent(id)}`, {
    params: { trade },
    schema: clarificationSchema,
    signal,
  });
}

export function answerClarification(
  id: string,
  answer: { trade: string; decision: 'accept' | 'decline'; offerId: string; channel: 'page' | 'quick_answer' },
): Promise<Clarification> {
  return http.post(`/api/clarifications/${encodeURIComponent(id)}/answer`, answer, {
    schema: clarificationSchema,
    retries: 0,
  });
}
