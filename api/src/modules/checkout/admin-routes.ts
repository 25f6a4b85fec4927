import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES } from 'config';
import { TRADE_STATUSES, type TradeStatus } from 'config/checkout';
import { badRequest, conflict, notFound } from '../../lib/api-error';
import type { ConfirmationOutbox } from './confirmation-outbox';
import type { PayoutCipher } from '../../lib/payout-crypto';
import { errorSchema, tradeStepViewSchema } from './schemas';
import type { TradeAccess } from './trade-access';
import { appendTradeStep } from './trade-steps';

const voucherSchema = z.object({
  code: z.string(),
  country: z.enum(COUNTRY_CODES),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  maxBonus: z.number().nullable(),
  minCartValue: z.number(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxRedemptions: z.number().nullable(),
  redemptions: z.number(),
  active: z.boolean(),
  description: z.string(),
});

const money = z.number().positive().max(100_000).multipleOf(0.01);
/** How often a voucher may be redeemed: a million is more than any campaign (and the column is a 32-bit integer). */
const maxRedemptions = z.number().int().positive().max(1_000_000);

const createVoucherSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, '3 to 32 letters, digits, - or _')),
    country: z.enum(COUNTRY_CODES),
    kind: z.enum(['percent', 'fixed']),
    /** Percent (0-100] of the cart value, or EUR. */
    value: money,
    maxBonus: money.nullish(),
    minCartValue: z.number().min(0).max(1_000_000).multipleOf(0.01).default(0),
    validFrom: z.iso.datetime({ offset: true }).optional(),
    validUntil: z.iso.datetime({ offset: true }),
    maxRedemptions: maxRedemptions.nullish(),
    description: z.string().max(200).default(''),
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, { path: ['value'], message: 'a percentage is at most 100' })
  .refine((v) => Date.parse(v.validUntil) > Date.parse(v.validFrom ?? new Date().toISOString()), {
    path: ['validUntil'],
    message: 'must be after validFrom (or now)',
  });

const patchVoucherSchema = z
  .strictObject({
    active: z.boolean().optional(),
    validUntil: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: maxRedemptions.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');

interface VoucherDbRow {
  code: string;
  country: (typeof COUNTRY_CODES)[number];
  kind: 'percent' | 'fixed';
  value: number;
  max_bonus: number | null;
  min_cart_value: number;
  valid_from: Date;
  valid_until: Date;
  max_redemptions: number | null;
  redemptions: number;
  active: boolean;
  description: string;
}

const VOUCHER_COLUMNS =
  'code, country, kind, value, max_bonus, min_cart_value, valid_from, valid_until, max_redemptions, redemptions, active, description';

function voucherView(r: VoucherDbRow): z.infer<typeof voucherSchema> {
  return {
    code: r.code,
    country: r.country,
    kind: r.kind,
    value: Number(r.value),
    maxBonus: r.max_bonus === null ? null : Number(r.max_bonus),
    minCartValue: Number(r.min_cart_value),
    validFrom: new Date(r.valid_from).toISOString(),
    validUntil: new Date(r.valid_until).toISOString(),
    maxRedemptions: r.max_redemptions,
    redemptions: r.redemptions,
    active: r.active,
    description: r.description,
  };
}

const tradeSummarySchema = z.object({
  tradeId: z.number(),
  tradeNumber: z.string(),
  country: z.string(),
  status: z.enum(TRADE_STATUSES),
  createdAt: z.string(),
  payoutTotal: z.number(),
  email: z.string(),
  b2b: z.boolean(),
  confirmationMail: z.enum(['pending', 'sent', 'failed']),
});

const adminTradeSchema = tradeSummarySchema.extend({
  itemsTotal: z.number(),
  voucherCode: z.string().nullable(),
  voucherBonus: z.number(),
  customerId: z.string().nullable(),
  customer: z.object({
    salutation: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
    vatId: z.string().nullable(),
  }),
  address: z.object({
    street: z.string(),
    houseNumber: z.string(),
    addressExtra: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  payout: z.object({
    method: z.string(),
    paymentTypeCode: z.string(),
    accountHolder: z.string().nullable(),
    /** Decrypted for the payout; only the back office ever sees it. */
    iban: z.string().nullable(),
    paypalEmail: z.string().nullable(),
  }),
  items: z.array(
    z.object({
      position: z.number(),
      offerId: z.string(),
      deviceId: z.string(),
      deviceName: z.string(),
      conditionId: z.string(),
      answers: z.unknown(),
      unitPrice: z.number(),
      quantity: z.number(),
      lineTotal: z.number(),
    }),
  ),
  history: z.array(
    tradeStepViewSchema.extend({ previousStatus: z.string().nullable(), actorType: z.string(), source: z.string() }),
  ),
});

/** Back office of the checkout: vouchers, trades, their steps and confirmation mails. */
export default async function adminRoutes(
  app: FastifyInstance,
  options: { cipher: PayoutCipher; outbox: ConfirmationOutbox; access: TradeAccess },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireAdmin };
  const security = [{ admin: [] }];

  api.post(
    '/api/admin/vouchers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Create a voucher (a payout bonus: percentage of the cart value or fixed, per country, with validity and minimum value)',
        body: createVoucherSchema,
        response: { 201: voucherSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const v = request.body;
      const { rows } = await app.db.query<VoucherDbRow>(
        `insert into vouchers (code, country, kind, value, max_bonus, min_cart_value, valid_from, valid_until, max_redemptions, description)
         values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), $8, $9, $10)
         on conflict (code) do nothing returning ${VOUCHER_COLUMNS}`,
        [
          v.code,
          v.country,
          v.kind,
          v.value,
          v.maxBonus ?? null,
          v.minCartValue,
          v.validFrom ?? null,
          v.validUntil,
          v.maxRedemptions ?? null,
          v.description,
        ],
      );
      if (!rows[0]) throw conflict('voucher_exists', `voucher ${v.code} exists already`);
      return reply.status(201).send(voucherView(rows[0]));
    },
  );

  api.get(
    '/api/admin/vouchers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'List vouchers, newest first',
        querystring: z.object({ country: z.enum(COUNTRY_CODES).optional() }),
        response: { 200: z.object({ vouchers: z.array(voucherSchema) }), 401: errorSchema },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<VoucherDbRow>(
        `select ${VOUCHER_COLUMNS} from vouchers where ($1::text is null or country = $1) order by created_at desc limit 500`,
        [request.query.country ?? null],
      );
      return { vouchers: rows.map(voucherView) };
    },
  );

  api.patch(
    '/api/admin/vouchers/:code',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Deactivate a voucher, or change its end or redemption limit',
        params: z.object({ code: z.string().max(32) }),
        body: patchVoucherSchema,
        response: { 200: voucherSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const { rows } = await app.db.query<VoucherDbRow>(
        `update vouchers set active = coalesce($2, active), valid_until = coalesce($3::timestamptz, valid_until),
                max_redemptions = case when $4::boolean then $5::integer else max_redemptions end
          where code = $1 and coalesce($3::timestamptz, valid_until) > valid_from
          returning ${VOUCHER_COLUMNS}`,
        [
          request.params.code.toUpperCase(),
          b.active ?? null,
          b.validUntil ?? null,
          b.maxRedemptions !== undefined,
          b.maxRedemptions ?? null,
        ],
      );
      if (!rows[0]) {
        const exists = await app.db.query('select 1 from vouchers where code = $1', [
          request.params.code.toUpperCase(),
        ]);
        if (exists.rowCount)
          throw badRequest('validation', 'validUntil must be after validFrom', {
            validUntil: 'must be after validFrom',
          });
        throw notFound('no such voucher', 'voucher_not_found');
      }
      return rows[0] && voucherView(rows[0]);
    },
  );

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
      const { rows } = await app.db.query<{
        id: number;
        trade_number: string;
        country: string;
        status: TradeStatus;
        created_at: Date;
        payout_total: number;
        email: string;
        b2b: boolean;
        confirmation_mail_status: 'pending' | 'sent' | 'failed';
      }>(
        `select id, trade_number, country, status, created_at, payout_total, email, b2b,
                (select case m.status when 'sent' then 'sent' when 'pending' then 'pending' when 'sending' then 'pending' else 'failed' end
                   from mail_outbox m where m.trade_id = trades.id and m.kind = 'trade-confirmation') as confirmation_mail_status
           from trades
          where ($1::text is null or status = $1) and ($2::text is null or country = $2) and ($3::text is null or email = lower($3))
            and ($4::bigint is null or id < $4)
          order by id desc limit $5`,
        [q.status ?? null, q.country ?? null, q.email ?? null, q.beforeId ?? null, q.limit],
      );
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
    const { rows } = await app.db.query<{ id: number }>('select id from trades where trade_number = $1', [tradeNumber]);
    if (!rows[0]) throw notFound('no such trade', 'trade_not_found');
    return Number(rows[0].id);
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
      const { rows } = await app.db.query<Record<string, unknown>>(
        `select t.*, c.salutation, c.first_name, c.last_name, c.email as customer_email, c.phone, c.company, c.vat_id,
                a.street, a.house_number, a.address_extra, a.postal_code, a.city, a.country as address_country,
                p.method, p.payment_type_code, p.account_holder, p.iban_encrypted, p.paypal_email,
                (select case m.status when 'sent' then 'sent' when 'pending' then 'pending' when 'sending' then 'pending' else 'failed' end
                   from mail_outbox m where m.trade_id = t.id and m.kind = 'trade-confirmation') as confirmation_mail_status
           from trades t join trade_customers c on c.trade_id = t.id join trade_addresses a on a.trade_id = t.id
           join trade_payouts p on p.trade_id = t.id where t.id = $1`,
        [tradeId],
      );
      const t = rows[0]!;
      const items = await app.db.query<Record<string, unknown>>(
        'select * from trade_items where trade_id = $1 order by position',
        [tradeId],
      );
      const history = await app.db.query<Record<string, unknown>>(
        'select * from trade_status_history where trade_id = $1 order by id',
        [tradeId],
      );
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
        items: items.rows.map((i) => ({
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
        history: history.rows.map((h) => ({
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
