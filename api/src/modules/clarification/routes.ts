import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ApiError, notFound } from '../../lib/api-error';
import { appendTradeStep } from '../checkout/trade-steps';
import {
  applyCounterOffer,
  loadClarification,
  lockClarification,
  recordAnswer,
  view,
} from './clarification-repository';
import { deliver, queueMail } from './mails';
import { clarificationView, linkParams, tradeQuery } from './schemas';

/** The customer's side: the clarification a link names, and the answer to it. */
export default async function clarificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The clarification a link names, if the trade number matches; answered or expired ones are gone (410). */
  async function openFor(id: string, tradeNumber: string) {
    const found = await loadClarification(app.db, id);
    if (!found || found.row.trade_number !== tradeNumber)
      throw notFound('no such clarification', 'clarification_not_found');
    if (found.row.status !== 'open' || new Date(found.row.deadline).getTime() <= Date.now()) {
      throw new ApiError(410, 'clarification_closed', 'this clarification was answered or has expired', undefined, {
        status: found.row.status,
      });
    }
    return found;
  }

  api.get(
    '/api/clarifications/:id',
    {
      schema: {
        tags: ['clarification'],
        summary:
          'An open clarification as its link shows it (the link’s id and trade number); 410 once answered or expired',
        params: linkParams,
        querystring: tradeQuery,
        response: { 200: clarificationView },
      },
    },
    async (request, reply) => {
      const limit = await app.sharedState.hit(`clarification:read:${request.ip}`, 60, 120);
      if (limit.count > 120)
        throw new ApiError(429, 'rate_limited', 'too many requests', undefined, {
          retryAfterSeconds: limit.resetInSeconds,
        });
      const found = await openFor(request.params.id, request.query.trade);
      void reply.header('Cache-Control', 'no-store');
      return view(found.row, found.items);
    },
  );

  api.post(
    '/api/clarifications/:id/answer',
    {
      schema: {
        tags: ['clarification'],
        summary: 'Accept the counter-offer (its offer id) or decline it (free return); once only',
        params: linkParams,
        body: z.strictObject({
          trade: z.string().max(64),
          decision: z.enum(['accept', 'decline']),
          /** The counter-offer the customer saw; accepting needs it, so an old page never accepts a newer offer. */
          offerId: z.string().max(64),
          channel: z.enum(['page', 'quick_answer']).default('page'),
        }),
        response: { 200: clarificationView },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { trade, decision, offerId, channel } = request.body;
      const limit = await app.sharedState.hit(`clarification:answer:${request.ip}`, 60, 30);
      if (limit.count > 30)
        throw new ApiError(429, 'rate_limited', 'too many requests', undefined, {
          retryAfterSeconds: limit.resetInSeconds,
        });
      const answered = await app.db.transaction(async (tx) => {
        const row = await lockClarification(tx, id);
        if (!row || row.trade_number !== trade) throw notFound('no such clarification', 'clarification_not_found');
        if (row.status !== 'open' || new Date(row.deadline).getTime() <= Date.now()) {
          throw new ApiError(410, 'clarification_closed', 'this clarification was answered or has expired', undefined, {
            status: row.status,
          });
        }
        if (row.offer_id !== offerId)
          throw new ApiError(409, 'offer_mismatch', 'the offer id does not belong to this clarification');
        const status = decision === 'accept' ? 'accepted' : 'declined';
        await recordAnswer(tx, id, status, channel);
        if (decision === 'accept') await applyCounterOffer(tx, row);
        await appendTradeStep(tx, {
          tradeId: row.trade_id,
          step: decision === 'accept' ? 'clarification_accepted' : 'clarification_declined',
          status,
          actorType: 'customer',
          source: 'clarification',
          data: {
            clarificationId: id,
            offerId,
            channel,
            ...(decision === 'accept' ? { payoutTotal: Number(row.new_total) } : { freeReturn: true }),
          },
        });
        return queueMail(app, tx, id, status);
      });
      // The answer is stored; its confirmation mail follows (and is retried if it fails).
      await deliver(app, answered);
      const found = (await loadClarification(app.db, id))!;
      return view(found.row, found.items);
    },
  );
}
