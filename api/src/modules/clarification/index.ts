import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { buildPath, countries, formatDate, formatPrice, type CountryCode, type Locale } from 'config';
import {
  CLARIFICATION_DEFAULT_DEADLINE_DAYS,
  CLARIFICATION_FINDINGS,
  CLARIFICATION_MIN_DEADLINE_DAYS,
  CLARIFICATION_REMINDER_DAYS_BEFORE,
} from 'config/content';
import type { Queryable } from '../../db/db';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import { mailDomainOf } from '../../plugins/mail';
import { appendTradeStep } from '../checkout/trade-steps';
import { CLARIFICATION_MAILS, FINDING_LABELS, langOf, type OpenedMail } from './texts';

const DAY_MS = 86_400_000;
const money = z.number().positive().max(100_000).multipleOf(0.01);

const openSchema = z.strictObject({
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

const clarificationView = z.object({
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

interface ClarificationRow {
  id: string;
  trade_id: number;
  trade_number: string;
  country: CountryCode;
  /** The trade's shop locale (trades.locale), one of the five. */
  locale: Locale;
  status: 'open' | 'accepted' | 'declined' | 'expired';
  offer_id: string;
  original_total: number;
  deduction_total: number;
  new_total: number;
  note: string | null;
  deadline: Date | string;
  next_reminder_at: Date | string | null;
  reminders_sent: number;
  answered_at: Date | string | null;
  shop_origin: string;
  created_at: Date | string;
}
interface ItemRow {
  position: number;
  device_name: string;
  declared_condition: unknown;
  findings: (typeof CLARIFICATION_FINDINGS)[number][];
  found_note: string | null;
  deductions: { reason: (typeof CLARIFICATION_FINDINGS)[number]; amount: number }[];
  original_price: number;
  new_price: number;
}

const MAIL_KINDS = ['opened', 'reminder', 'accepted', 'declined', 'expired'] as const;
type MailKind = (typeof MAIL_KINDS)[number];

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (c: number) => c / 100;
const randomId = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/**
 * The declared condition as question and answer: the catalogue stores each answer with its
 * question's and answer's text in the offer's language (older rows may hold plain strings).
 */
function declared(value: unknown): { question: string | null; answer: string }[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => {
    if (v && typeof v === 'object') {
      const { questionText, answerText, answer } = v as {
        questionText?: unknown;
        answerText?: unknown;
        answer?: unknown;
      };
      const question = typeof questionText === 'string' ? questionText : null;
      if (typeof answerText === 'string') return { question, answer: answerText };
      if (typeof answer === 'string') return { question, answer };
    }
    return { question: null, answer: String(v) };
  });
}

/** Loads a clarification with its items. */
async function load(db: Queryable, id: string): Promise<{ row: ClarificationRow; items: ItemRow[] } | null> {
  const { rows } = await db.query<ClarificationRow>('select * from clarifications where id = $1', [id]);
  if (!rows[0]) return null;
  const items = await db.query<ItemRow>(
    'select * from clarification_items where clarification_id = $1 order by position',
    [id],
  );
  return { row: rows[0], items: items.rows };
}

function view(row: ClarificationRow, items: ItemRow[]): ClarificationView {
  return {
    id: row.id,
    tradeNumber: row.trade_number,
    country: row.country,
    status: row.status,
    offerId: row.offer_id,
    originalTotal: Number(row.original_total),
    deductionTotal: Number(row.deduction_total),
    newTotal: Number(row.new_total),
    note: row.note,
    deadline: iso(row.deadline)!,
    createdAt: iso(row.created_at)!,
    answeredAt: iso(row.answered_at),
    items: items.map((i) => ({
      position: i.position,
      deviceName: i.device_name,
      declaredCondition: declared(i.declared_condition),
      findings: i.findings,
      foundNote: i.found_note,
      deductions: i.deductions.map((d) => ({ reason: d.reason, amount: Number(d.amount) })),
      originalPrice: Number(i.original_price),
      newPrice: Number(i.new_price),
    })),
  };
}

/** The two links of a clarification, on the country's shop (`origin`: app.publicOrigins, never a request's). */
export function clarificationLinks(
  row: Pick<ClarificationRow, 'id' | 'trade_number' | 'country' | 'offer_id'>,
  origin: string,
) {
  return {
    page: origin + buildPath(row.country, 'clarification', { id: row.id, trade: row.trade_number }),
    quickAnswer:
      origin +
      buildPath(row.country, 'clarificationQuickAnswer', {
        id: row.id,
        trade: row.trade_number,
        offerid: row.offer_id,
      }),
  };
}

/**
 * Amounts and the deadline are written with the shop's own formatters (`config`), the ones the
 * clarification page uses: the customer reads the same sum and the same day in the mail and on the
 * page, the deadline as its day in the country's time zone and format (spec section 5), never the
 * server's UTC day, which before 01:00 or 02:00 in the country is the day before.
 */
function openedMail(row: ClarificationRow, items: ItemRow[], origin: string): OpenedMail {
  const lang = langOf(row.country);
  const links = clarificationLinks(row, origin);
  const lines = items
    .map((i) => {
      const found = i.findings.map((f) => FINDING_LABELS[lang][f]).join(', ');
      return `– ${i.device_name}: ${found}${i.found_note ? ` (${i.found_note})` : ''} – ${formatPrice(Number(i.original_price), row.locale)} → ${formatPrice(Number(i.new_price), row.locale)}`;
    })
    .join('\n');
  return {
    tradeNumber: row.trade_number,
    originalTotal: formatPrice(Number(row.original_total), row.locale),
    newTotal: formatPrice(Number(row.new_total), row.locale),
    deadline: formatDate(row.deadline, row.country),
    lines,
    pageLink: links.page,
    quickLink: links.quickAnswer,
    note: row.note,
  };
}

/**
 * Clarifications: the back office opens one on an inspected trade (`POST /api/admin/clarifications`),
 * the customer answers on the clarification page or through the quick-answer link, and the
 * deadline job sends reminders and turns silence into a free return. Every step is appended to
 * the trade's status history.
 */
export default async function clarificationModule(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The mail of one kind for a clarification, with a Message-ID that is the same on every attempt. */
  async function renderMail(row: ClarificationRow, kind: MailKind, reminder: number, items: ItemRow[]) {
    const { rows } = await app.db.query<{ email: string }>('select email from trades where id = $1', [row.trade_id]);
    if (!rows[0]) return null;
    const lang = langOf(row.country);
    const texts = CLARIFICATION_MAILS[lang];
    const mail =
      kind === 'opened' || kind === 'reminder'
        ? texts[kind](openedMail(row, items, app.publicOrigins.of(row.country)))
        : texts[kind]({ tradeNumber: row.trade_number, newTotal: formatPrice(Number(row.new_total), row.locale) });
    const from = countries[row.country].contact.sender;
    return {
      kind: `clarification-${kind}`,
      messageId: `<clarification-${row.id}.${kind}${kind === 'reminder' ? `-${reminder}` : ''}@${mailDomainOf(from)}>`,
      from,
      to: rows[0].email,
      replyTo: countries[row.country].contact.recipient,
      subject: mail.subject,
      text: `${mail.text}\n\n${texts.signature}`,
    };
  }

  // ---- mails, through the shop's one outbox ----------------------------------------------------
  for (const kind of MAIL_KINDS) {
    app.mailOutbox.register(`clarification-${kind}`, {
      async render(mail) {
        const found = mail.clarificationId === null ? null : await load(app.db, mail.clarificationId);
        if (!found) return null;
        const stillOpen = found.row.status === 'open' && new Date(found.row.deadline).getTime() > Date.now();
        // Answered or expired meanwhile: a request to answer would only confuse.
        if ((kind === 'opened' || kind === 'reminder') && !stillOpen) return null;
        return renderMail(found.row, kind, mail.reminder, found.items);
      },
      async afterSent(tx, mail) {
        if (kind !== 'opened' && kind !== 'reminder') return;
        const { rows } = await tx.query<{ trade_id: number }>('select trade_id from clarifications where id = $1', [
          mail.clarificationId,
        ]);
        if (!rows[0]) return;
        await appendTradeStep(tx, {
          tradeId: Number(rows[0].trade_id),
          step: kind === 'opened' ? 'clarification_mail_sent' : 'clarification_reminder_sent',
          actorType: 'system',
          source: 'clarification',
          data: { clarificationId: mail.clarificationId, ...(kind === 'reminder' ? { reminder: mail.reminder } : {}) },
        });
      },
    });
  }

  /** Queues a mail with the change it reports (inside its transaction); a reminder number exists once. */
  const queueMail = (tx: Queryable, clarificationId: string, kind: MailKind, reminder = 0) =>
    app.mailOutbox.queue(tx, { kind: `clarification-${kind}`, clarificationId, reminder });

  /** Sends one queued mail after the commit of what it reports; what fails is retried by the outbox. */
  const deliver = async (mailId: number | null) => (await app.mailOutbox.deliver(mailId)) === 'sent';

  // ---- back office --------------------------------------------------------------------------
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
        response: {
          201: clarificationView.extend({
            links: z.object({ page: z.string(), quickAnswer: z.string() }),
            mailSent: z.boolean(),
          }),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const positions = body.items.map((i) => i.position);
      if (new Set(positions).size !== positions.length) {
        throw new ApiError(400, 'validation', 'each device at most once', { items: 'duplicate_position' });
      }
      const created = await app.db.transaction(async (tx) => {
        const trades = await tx.query<{
          id: number;
          trade_number: string;
          country: CountryCode;
          locale: string;
          status: string;
          payout_total: number;
          shop_origin: string | null;
        }>(
          'select id, trade_number, country, locale, status, payout_total, shop_origin from trades where trade_number = $1 for update',
          [body.tradeNumber],
        );
        const trade = trades.rows[0];
        if (!trade) throw notFound('no trade with this number', 'trade_not_found');
        if (trade.status !== 'inspected')
          throw conflict(
            'trade_not_inspected',
            `a clarification needs an inspected trade, this one is ${trade.status}`,
            { status: trade.status },
          );
        const tradeItems = await tx.query<{
          position: number;
          device_name: string;
          condition_summary: unknown;
          line_total: number;
        }>('select position, device_name, condition_summary, line_total from trade_items where trade_id = $1', [
          trade.id,
        ]);
        const byPosition = new Map(tradeItems.rows.map((r) => [Number(r.position), r]));
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
        await tx.query(
          `insert into clarifications (id, trade_id, trade_number, country, locale, status, offer_id, original_total, deduction_total, new_total, note, deadline, next_reminder_at, shop_origin)
           values ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            id,
            trade.id,
            trade.trade_number,
            trade.country,
            trade.locale,
            offerId,
            fromCents(originalTotal),
            fromCents(deductionTotal),
            fromCents(newTotal),
            body.note ?? null,
            deadline,
            firstReminder,
            origin,
          ],
        );
        for (const { item, tradeItem, original, deduction } of items) {
          await tx.query(
            `insert into clarification_items (clarification_id, position, device_name, declared_condition, findings, found_note, deductions, original_price, new_price)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              id,
              item.position,
              tradeItem.device_name,
              JSON.stringify(tradeItem.condition_summary ?? []),
              JSON.stringify(item.findings),
              item.foundNote ?? null,
              JSON.stringify(item.deductions),
              fromCents(original),
              fromCents(original - deduction),
            ],
          );
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
        return { id, mailId: await queueMail(tx, id, 'opened') };
      });
      const mailSent = await deliver(created.mailId);
      const loaded = (await load(app.db, created.id))!;
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
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: clarificationView.extend({
            links: z.object({ page: z.string(), quickAnswer: z.string() }),
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
          }),
        },
      },
    },
    async (request) => {
      const found = await load(app.db, request.params.id);
      if (!found) throw notFound('no such clarification', 'clarification_not_found');
      const mails = await app.db.query<{
        kind: MailKind;
        reminder: number;
        status: 'pending' | 'sent' | 'skipped' | 'failed';
        attempts: number;
        sent_at: Date | string | null;
        last_error: string | null;
      }>(
        `select substr(kind, length('clarification-') + 1) as kind, reminder,
                case status when 'sending' then 'pending' else status end as status, attempts, sent_at, last_error
           from mail_outbox where clarification_id = $1 order by id`,
        [found.row.id],
      );
      return {
        ...view(found.row, found.items),
        links: clarificationLinks(found.row, app.publicOrigins.of(found.row.country)),
        remindersSent: found.row.reminders_sent,
        mails: mails.rows.map((m) => ({
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
    async () => processDeadlines(),
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
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ retried: z.number(), sent: z.number() }) },
      },
    },
    async (request) => {
      const found = await load(app.db, request.params.id);
      if (!found) throw notFound('no such clarification', 'clarification_not_found');
      const ids = await app.mailOutbox.requeue({ clarificationId: found.row.id, statuses: ['pending', 'failed'] });
      let sent = 0;
      for (const id of ids) if (await deliver(id)) sent++;
      return { retried: ids.length, sent };
    },
  );

  // ---- customer ----------------------------------------------------------------------------
  /** The clarification a link names, if the trade number matches; answered or expired ones are gone (410). */
  async function openFor(id: string, tradeNumber: string) {
    const found = await load(app.db, id);
    if (!found || found.row.trade_number !== tradeNumber)
      throw notFound('no such clarification', 'clarification_not_found');
    if (found.row.status !== 'open' || new Date(found.row.deadline).getTime() <= Date.now()) {
      throw new ApiError(410, 'clarification_closed', 'this clarification was answered or has expired', undefined, {
        status: found.row.status,
      });
    }
    return found;
  }

  const linkParams = z.object({ id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'invalid_id') });
  const tradeQuery = z.object({ trade: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'invalid_trade') });

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
        // The row lock makes two answers in a race answer once: the second sees it closed.
        const { rows } = await tx.query<ClarificationRow>('select * from clarifications where id = $1 for update', [
          id,
        ]);
        const row = rows[0];
        if (!row || row.trade_number !== trade) throw notFound('no such clarification', 'clarification_not_found');
        if (row.status !== 'open' || new Date(row.deadline).getTime() <= Date.now()) {
          throw new ApiError(410, 'clarification_closed', 'this clarification was answered or has expired', undefined, {
            status: row.status,
          });
        }
        if (row.offer_id !== offerId)
          throw new ApiError(409, 'offer_mismatch', 'the offer id does not belong to this clarification');
        const status = decision === 'accept' ? 'accepted' : 'declined';
        await tx.query(
          `update clarifications set status = $2, answered_at = now(), answer_channel = $3, next_reminder_at = null where id = $1`,
          [id, status, channel],
        );
        if (decision === 'accept') {
          // The accepted counter-offer is what the trade pays out.
          await tx.query('update trades set items_total = items_total - $2, payout_total = $3 where id = $1', [
            row.trade_id,
            Number(row.deduction_total),
            Number(row.new_total),
          ]);
        }
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
        return queueMail(tx, id, status);
      });
      // The answer is stored; its confirmation mail follows (and is retried if it fails).
      await deliver(answered);
      const found = (await load(app.db, id))!;
      return view(found.row, found.items);
    },
  );

  // ---- deadlines and reminders -----------------------------------------------------------------
  async function processDeadlines(): Promise<{ reminded: number; expired: number; retried: number }> {
    let expired = 0;
    let reminded = 0;
    const due = await app.db.query<{ id: string }>(
      `select id from clarifications where status = 'open' and deadline <= now() order by deadline limit 200`,
    );
    for (const { id } of due.rows) {
      const closed = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<ClarificationRow>(
          `select * from clarifications where id = $1 and status = 'open' and deadline <= now() for update`,
          [id],
        );
        const row = rows[0];
        if (!row) return null;
        await tx.query(
          `update clarifications set status = 'expired', answered_at = now(), answer_channel = 'deadline', next_reminder_at = null where id = $1`,
          [id],
        );
        // Silence is never acceptance: the trade is declined and the devices go back free of charge.
        await appendTradeStep(tx, {
          tradeId: row.trade_id,
          step: 'clarification_expired',
          status: 'declined',
          actorType: 'system',
          source: 'clarification',
          note: 'no answer before the deadline: free return',
          data: { clarificationId: id, freeReturn: true },
        });
        return { mailId: await queueMail(tx, id, 'expired') };
      });
      if (closed) {
        expired++;
        await deliver(closed.mailId);
      }
    }
    const reminders = await app.db.query<{ id: string }>(
      `select id from clarifications where status = 'open' and deadline > now() and next_reminder_at is not null and next_reminder_at <= now() limit 200`,
    );
    for (const { id } of reminders.rows) {
      const row = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<ClarificationRow>(
          `select * from clarifications where id = $1 and status = 'open' and next_reminder_at <= now() for update`,
          [id],
        );
        const r = rows[0];
        if (!r) return null;
        const sent = r.reminders_sent + 1;
        const nextDays = CLARIFICATION_REMINDER_DAYS_BEFORE[sent];
        const next = nextDays === undefined ? null : new Date(new Date(r.deadline).getTime() - nextDays * DAY_MS);
        await tx.query('update clarifications set reminders_sent = $2, next_reminder_at = $3 where id = $1', [
          id,
          sent,
          next && next.getTime() > Date.now() ? next : null,
        ]);
        // The step `clarification_reminder_sent` is written when the mail has left (deliver).
        return { mailId: await queueMail(tx, id, 'reminder', sent) };
      });
      if (row) {
        reminded++;
        await deliver(row.mailId);
      }
    }
    // Mails that failed before (SMTP down) and are due again.
    let retried = 0;
    const pending = await app.db.query<{ id: number }>(
      `select id from mail_outbox where clarification_id is not null and status = 'pending' and next_attempt_at <= now()
        order by id limit 200`,
    );
    for (const { id } of pending.rows) if (await deliver(Number(id))) retried++;
    return { reminded, expired, retried };
  }

  // Every few minutes, one instance at a time (a shared lock), the deadlines are checked.
  if (app.env.NODE_ENV !== 'test') {
    const timer = setInterval(() => {
      void (async () => {
        const mine = await app.sharedState.set('clarification-deadline-job', { pid: process.pid }, 240, {
          onlyIfAbsent: true,
        });
        if (!mine) return;
        try {
          const result = await processDeadlines();
          if (result.expired || result.reminded) app.log.info(result, 'clarification deadlines processed');
        } finally {
          await app.sharedState.delete('clarification-deadline-job');
        }
      })().catch((error: unknown) => app.log.error({ err: error }, 'clarification deadline job failed'));
    }, 5 * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
