import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES } from 'config';
import { TRADE_STATUSES, type TradeStatus } from 'config/checkout';
import { notFound } from '../../lib/api-error';
import type { PayoutCipher } from '../../lib/payout-crypto';
import { adminTradeSchema, tradeSummarySchema } from './admin-schemas';
import { findTradeIdByNumber, listTradeSummaries, loadAdminTrade } from './admin-trades-repository';
import type { ConfirmationOutbox } from './confirmation-outbox';
import { errorSchema, tradeStepViewSchema } from './schemas';
import type { TradeAccess } from './trade-access';
import { appendTradeStep } from './trade-steps';

/** Back office of the checkout: trades, their steps and confirmation mails (vouchers: voucher-routes.ts). */
export default async function adminRoutes(
  app: FastifyInstance,
  options: { cipher: PayoutCipher; outbox: ConfirmationOutbox; access: TradeAccess },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireAdmin };
  const security = [{ admin: [] }];

  api.get(
    '/api/admin/trades',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'List trades, newest first (filter by status, country, e-mail)',
        querystring: z.object({
          status: z.enum(TRADE_STATUSES).optional(),
          country: z.enum(COUNTRY_CODES).optional(),
          email: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          beforeId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: z.object({ trades: z.array(tradeSummarySchema) }), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await listTradeSummaries(app.db, q);
      return {
        trades: rows.map((r) => ({
          tradeId: Number(r.id),
          tradeNumber: r.trade_number,
          country: r.country,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
          payoutTotal: Number(r.payout_total),
          email: r.email,
          b2b: r.b2b,
          confirmationMail: r.confirmation_mail_status,
        })),
      };
    },
  );

  async function tradeIdOf(tradeNumber: string): Promise<number> {
    const tradeId = await findTradeIdByNumber(app.db, tradeNumber);
    if (tradeId === undefined) throw notFound('no such trade', 'trade_not_found');
    return tradeId;
  }

  api.get(
    '/api/admin/trades/:tradeNumber',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A trade in full, with the decrypted IBAN for the payout and the whole step history',
        params: z.object({ tradeNumber: z.string().max(20) }),
        response: { 200: adminTradeSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const tradeId = await tradeIdOf(request.params.tradeNumber);
      const { trade: t, items, history } = await loadAdminTrade(app.db, tradeId);
      const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
      return {
        tradeId,
        tradeNumber: String(t.trade_number),
        country: String(t.country),
        status: t.status as TradeStatus,
        createdAt: new Date(t.created_at as string).toISOString(),
        payoutTotal: Number(t.payout_total),
        email: String(t.email),
        b2b: Boolean(t.b2b),
        confirmationMail: t.confirmation_mail_status as 'pending' | 'sent' | 'failed',
        itemsTotal: Number(t.items_total),
        voucherCode: str(t.voucher_code),
        voucherBonus: Number(t.voucher_bonus),
        customerId: str(t.customer_id),
        customer: {
          salutation: String(t.salutation),
          firstName: String(t.first_name),
          lastName: String(t.last_name),
          email: String(t.customer_email),
          phone: String(t.phone),
          company: str(t.company),
          vatId: str(t.vat_id),
        },
        address: {
          street: String(t.street),
          houseNumber: String(t.house_number),
          addressExtra: str(t.address_extra),
          postalCode: String(t.postal_code),
          city: String(t.city),
          country: String(t.address_country),
        },
        payout: {
          method: String(t.method),
          paymentTypeCode: String(t.payment_type_code),
          accountHolder: str(t.account_holder),
          iban: t.iban_encrypted ? options.cipher.decrypt(String(t.iban_encrypted), String(t.trade_number)) : null,
          paypalEmail: str(t.paypal_email),
        },
        items: items.map((i) => ({
          position: Number(i.position),
          offerId: String(i.offer_id),
          deviceId: String(i.device_id),
          deviceName: String(i.device_name),
          conditionId: String(i.condition_id),
          answers: i.answers,
          unitPrice: Number(i.unit_price),
          quantity: Number(i.quantity),
          lineTotal: Number(i.line_total),
        })),
        history: history.map((h) => ({
          step: String(h.step),
          status: h.status as TradeStatus,
          previousStatus: str(h.previous_status),
          actorType: String(h.actor_type),
          source: String(h.source),
          at: new Date(h.created_at as string).toISOString(),
          note: str(h.note),
        })),
      };
    },
  );

  api.post(
    '/api/admin/trades/:tradeNumber/steps',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Record a step of a trade; with `status`, move it along the status model (409 invalid_transition otherwise)',
        params: z.object({ tradeNumber: z.string().max(20) }),
        body: z.strictObject({
          step: z.string().regex(/^[a-z][a-z0-9_]{1,48}$/, 'snake_case, 2 to 49 characters'),
          status: z.enum(TRADE_STATUSES).optional(),
          note: z.string().max(2000).optional(),
        }),
        response: {
          201: tradeStepViewSchema.extend({ previousStatus: z.string().nullable() }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const tradeId = await tradeIdOf(request.params.tradeNumber);
      const step = await app.db.transaction((tx) =>
        appendTradeStep(tx, {
          tradeId,
          step: request.body.step,
          status: request.body.status,
          note: request.body.note ?? null,
          actorType: 'admin',
          source: 'admin',
        }),
      );
      return reply.status(201).send({
        step: step.step,
        status: step.status,
        previousStatus: step.previousStatus,
        at: step.createdAt,
        note: request.body.note ?? null,
      });
    },
  );

  api.post(
    '/api/admin/trades/:tradeNumber/confirmation-mail',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: "Send the trade's confirmation mail (with the label) again",
        params: z.object({ tradeNumber: z.string().max(20) }),
        response: {
          202: z.object({ result: z.enum(['sent', 'skipped', 'retry', 'failed']) }),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const tradeId = await tradeIdOf(request.params.tradeNumber);
      return reply.status(202).send({ result: await options.outbox.resend(tradeId) });
    },
  );
}
