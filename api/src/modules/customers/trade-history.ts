import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';

const TRADE_STATUSES = [
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

export const tradeHistorySchema = z.object({
  member: z.array(
    z.object({
      tradeNumber: z.string(),
      createdAt: z.string(),
      country: z.string(),
      status: z.enum(TRADE_STATUSES),
      statusChangedAt: z.string(),
      currency: z.string(),
      itemsTotal: z.number(),
      voucherBonus: z.number(),
      payoutTotal: z.number(),
      items: z.array(
        z.object({
          deviceName: z.string(),
          deviceSlug: z.string(),
          quantity: z.number().int(),
          unitPrice: z.number(),
          lineTotal: z.number(),
        }),
      ),
      payout: z
        .object({ method: z.string(), ibanLast4: z.string().nullable(), paypalEmail: z.string().nullable() })
        .nullable(),
      /** Every step that changed the status, oldest first. */
      timeline: z.array(z.object({ step: z.string(), status: z.enum(TRADE_STATUSES), at: z.string() })),
    }),
  ),
  totalItems: z.number().int(),
});

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string).toISOString();

/**
 * GET /api/customers/trade_history: the trades the logged-in customer made (linked by checkout to
 * the login identity or the customer data), newest first, each with its items, payout and the
 * timeline of its status. Trades of a guest checkout with the same e-mail are not shown: an
 * e-mail address may change hands, a login may not.
 */
export default async function tradeHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/customers/trade_history',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['customers'],
        summary: "The logged-in customer's trades with items, payout and status timeline (newest first, at most 100)",
        security: [{ bearer: [] }],
        response: { 200: tradeHistorySchema },
      },
    },
    async (request) => {
      const me = request.customer!;
      const { rows: trades } = await app.db.query<Row>(
        `select t.id, t.trade_number, t.created_at, t.country, t.status, t.status_changed_at, t.currency, t.items_total, t.voucher_bonus, t.payout_total,
                p.method, p.iban_last4, p.paypal_email
           from trades t left join trade_payouts p on p.trade_id = t.id
          where t.account_user_id = $1 or ($2::text is not null and t.customer_id = $2)
          order by t.created_at desc, t.id desc
          limit 100`,
        [me.userId, me.customerId],
      );
      if (!trades.length) return { member: [], totalItems: 0 };
      const ids = trades.map((t) => t.id);
      const [{ rows: items }, { rows: steps }] = await Promise.all([
        app.db.query<Row>(
          `select trade_id, device_name, device_slug, quantity, unit_price, line_total from trade_items where trade_id = any($1::bigint[]) order by trade_id, position`,
          [ids],
        ),
        app.db.query<Row>(
          `select trade_id, step, status, previous_status, created_at from trade_status_history
            where trade_id = any($1::bigint[]) and (previous_status is null or previous_status <> status) order by trade_id, id`,
          [ids],
        ),
      ]);
      const member = trades.map((t) => ({
        tradeNumber: String(t.trade_number),
        createdAt: iso(t.created_at),
        country: String(t.country),
        status: t.status as (typeof TRADE_STATUSES)[number],
        statusChangedAt: iso(t.status_changed_at),
        currency: String(t.currency),
        itemsTotal: Number(t.items_total),
        voucherBonus: Number(t.voucher_bonus),
        payoutTotal: Number(t.payout_total),
        items: items
          .filter((i) => String(i.trade_id) === String(t.id))
          .map((i) => ({
            deviceName: String(i.device_name),
            deviceSlug: String(i.device_slug),
            quantity: Number(i.quantity),
            unitPrice: Number(i.unit_price),
            lineTotal: Number(i.line_total),
          })),
        payout: t.method
          ? {
              method: String(t.method),
              ibanLast4: (t.iban_last4 as string | null) ?? null,
              paypalEmail: (t.paypal_email as string | null) ?? null,
            }
          : null,
        timeline: steps
          .filter((s) => String(s.trade_id) === String(t.id))
          .map((s) => ({
            step: String(s.step),
            status: s.status as (typeof TRADE_STATUSES)[number],
            at: iso(s.created_at),
          })),
      }));
      return { member, totalItems: member.length };
    },
  );
}
