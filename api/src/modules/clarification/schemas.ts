import * as z from 'zod';
import {
  CLARIFICATION_DEFAULT_DEADLINE_DAYS,
  CLARIFICATION_FINDINGS,
  CLARIFICATION_MIN_DEADLINE_DAYS,
} from 'config/content';

/** Request and response schemas of the clarification API (zod, also the OpenAPI). */

const money = z.number().positive().max(100_000).multipleOf(0.01);

export const openSchema = z.strictObject({
  tradeNumber: z.string().trim().min(1).max(32),
  /** Days the customer has to answer: at least 7 (the shop's promise), at most 30. */
  deadlineDays: z
    .number()
    .int()
    .min(CLARIFICATION_MIN_DEADLINE_DAYS)
    .max(30)
    .default(CLARIFICATION_DEFAULT_DEADLINE_DAYS),
  note: z.string().trim().max(1000).optional(),
  items: z
    .array(
      z.strictObject({
        /** trade_items.position of the device. */
        position: z.number().int().min(1),
        findings: z.array(z.enum(CLARIFICATION_FINDINGS)).min(1).max(CLARIFICATION_FINDINGS.length),
        foundNote: z.string().trim().max(500).optional(),
        deductions: z
          .array(z.strictObject({ reason: z.enum(CLARIFICATION_FINDINGS), amount: money }))
          .min(1)
          .max(10),
      }),
    )
    .min(1)
    .max(50),
});

const itemView = z.object({
  position: z.number(),
  deviceName: z.string(),
  declaredCondition: z.array(z.object({ question: z.string().nullable(), answer: z.string() })),
  findings: z.array(z.enum(CLARIFICATION_FINDINGS)),
  foundNote: z.string().nullable(),
  deductions: z.array(z.object({ reason: z.enum(CLARIFICATION_FINDINGS), amount: z.number() })),
  originalPrice: z.number(),
  newPrice: z.number(),
});

export const clarificationView = z.object({
  id: z.string(),
  tradeNumber: z.string(),
  country: z.string(),
  status: z.enum(['open', 'accepted', 'declined', 'expired']),
  offerId: z.string(),
  originalTotal: z.number(),
  deductionTotal: z.number(),
  newTotal: z.number(),
  note: z.string().nullable(),
  deadline: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  items: z.array(itemView),
});
export type ClarificationView = z.infer<typeof clarificationView>;

export const linkParams = z.object({ id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'invalid_id') });
export const tradeQuery = z.object({ trade: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'invalid_trade') });

const links = z.object({ page: z.string(), quickAnswer: z.string() });

export const openedView = clarificationView.extend({ links, mailSent: z.boolean() });

export const adminClarificationView = clarificationView.extend({
  links,
  remindersSent: z.number(),
  mails: z.array(
    z.object({
      kind: z.enum(['opened', 'reminder', 'accepted', 'declined', 'expired']),
      reminder: z.number(),
      status: z.enum(['pending', 'sent', 'skipped', 'failed']),
      attempts: z.number(),
      sentAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
});

export const idParams = z.object({ id: z.string().max(64) });
