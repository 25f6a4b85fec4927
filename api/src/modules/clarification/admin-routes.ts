import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { CLARIFICATION_REMINDER_DAYS_BEFORE } from 'config/content';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import { appendTradeStep } from '../checkout/trade-steps';
import {
  insertClarification,
  insertClarificationItem,
  iso,
  listMails,
  listTradeItems,
  loadClarification,
  lockTradeByNumber,
  view,
} from './clarification-repository';
import { DAY_MS, processDeadlines } from './jobs';
import { clarificationLinks, deliver, queueMail } from './mails';
import { adminClarificationView, idParams, openSchema, openedView } from './schemas';

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (c: number) => c / 100;
const randomId = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/** The back office: opens a clarification on an inspected trade, reads it, runs the deadlines, retries mails. */
export default async function clarificationAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/clarifications',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ admin: [] }],
        summary:
          'Open a clarification on an inspected trade: per device the findings and deductions; mails the customer both links',
        body: openSchema,
        response: { 201: openedView },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const positions = body.items.map((i) => i.position);
      if (new Set(positions).size !== positions.length) {
        throw new ApiError(400, 'validation', 'each device at most once', { items: 'duplicate_position' });
      }
      const created = await app.db.transaction(async (tx) => {
        const trade = await lockTradeByNumber(tx, body.tradeNumber);
        if (!trade) throw notFound('no trade with this number', 'trade_not_found');
        if (trade.status !== 'inspected')
          throw conflict(
            'trade_not_inspected',
            `a clarification needs an inspected trade, this one is ${trade.status}`,
            { status: trade.status },
          );
        const tradeItems = await listTradeItems(tx, trade.id);
        const byPosition = new Map(tradeItems.map((r) => [Number(r.position), r]));
        const items = body.items.map((item, index) => {
          const tradeItem = byPosition.get(item.position);
          if (!tradeItem)
            throw new ApiError(400, 'validation', `trade has no device at position ${item.position}`, {
              [`items.${index}.position`]: 'unknown_position',
            });
          const original = cents(Number(tradeItem.line_total));
          const deduction = item.deductions.reduce((sum, d) => sum + cents(d.amount), 0);
          if (deduction > original) {
            throw new ApiError(400, 'validation', `deductions of position ${item.position} exceed its price`, {
              [`items.${index}.deductions`]: 'exceeds_price',
            });
          }
          return { item, tradeItem, original, deduction };
        });
        const deductionTotal = items.reduce((s, i) => s + i.deduction, 0);
        const originalTotal = cents(Number(trade.payout_total));
        const newTotal = Math.max(0, originalTotal - deductionTotal);
        const id = randomId(18);
        const offerId = `co_${randomId(15)}`;
        const deadline = new Date(Date.now() + body.deadlineDays * DAY_MS);
        const firstReminder = new Date(deadline.getTime() - CLARIFICATION_REMINDER_DAYS_BEFORE[0] * DAY_MS);
        const origin = app.publicOrigins.of(trade.country);
        await insertClarification(tx, {
          id,
          tradeId: trade.id,
          tradeNumber: trade.trade_number,
          country: trade.country,
          locale: trade.locale,
          offerId,
          originalTotal: fromCents(originalTotal),
          deductionTotal: fromCents(deductionTotal),
          newTotal: fromCents(newTotal),
          note: body.note ?? null,
          deadline,
          firstReminder,
          origin,
        });
        for (const { item, tradeItem, original, deduction } of items) {
          await insertClarificationItem(tx, {
            clarificationId: id,
            position: item.position,
            deviceName: tradeItem.device_name,
            declaredCondition: tradeItem.condition_summary,
            findings: item.findings,
            foundNote: item.foundNote ?? null,
            deductions: item.deductions,
            originalPrice: fromCents(original),
            newPrice: fromCents(original - deduction),
          });
        }
        await appendTradeStep(tx, {
          tradeId: trade.id,
          step: 'clarification_opened',
          status: 'clarification',
          actorType: 'admin',
          source: 'clarification',
          note: body.note ?? null,
          data: {
            clarificationId: id,
            offerId,
            originalTotal: fromCents(originalTotal),
            newTotal: fromCents(newTotal),
            deadline: deadline.toISOString(),
          },
        });
        return { id, mailId: await queueMail(app, tx, id, 'opened') };
      });
      const mailSent = await deliver(app, created.mailId);
      const loaded = (await loadClarification(app.db, created.id))!;
      return reply.status(201).send({
        ...view(loaded.row, loaded.items),
        links: clarificationLinks(loaded.row, app.publicOrigins.of(loaded.row.country)),
        mailSent,
      });
    },
  );

  api.get(
    '/api/admin/clarifications/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ admin: [] }],
        summary: 'A clarification with its links and state',
        params: idParams,
        response: { 200: adminClarificationView },
      },
    },
    async (request) => {
      const found = await loadClarification(app.db, request.params.id);
      if (!found) throw notFound('no such clarification', 'clarification_not_found');
      const mails = await listMails(app.db, found.row.id);
      return {
        ...view(found.row, found.items),
        links: clarificationLinks(found.row, app.publicOrigins.of(found.row.country)),
        remindersSent: found.row.reminders_sent,
        mails: mails.map((m) => ({
          kind: m.kind,
          reminder: Number(m.reminder),
          status: m.status,
          attempts: Number(m.attempts),
          sentAt: iso(m.sent_at),
          lastError: m.last_error,
        })),
      };
    },
  );

  api.post(
    '/api/admin/clarifications/process-deadlines',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ admin: [] }],
        summary:
          'Send due reminders, close clarifications whose deadline passed and retry failed mails (the server also does this every few minutes)',
        response: { 200: z.object({ reminded: z.number(), expired: z.number(), retried: z.number() }) },
      },
    },
    async () => processDeadlines(app),
  );

  api.post(
    '/api/admin/clarifications/:id/mails/retry',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ admin: [] }],
        summary:
          'Send again the mails of a clarification that were given up (failed) or are still waiting; sent ones are never repeated',
        params: idParams,
        response: { 200: z.object({ retried: z.number(), sent: z.number() }) },
      },
    },
    async (request) => {
      const found = await loadClarification(app.db, request.params.id);
      if (!found) throw notFound('no such clarification', 'clarification_not_found');
      const ids = await app.mailOutbox.requeue({ clarificationId: found.row.id, statuses: ['pending', 'failed'] });
      let sent = 0;
      for (const id of ids) if (await deliver(app, id)) sent++;
      return { retried: ids.length, sent };
    },
  );
}
