import type { CountryCode, Locale } from 'config';
import type { CLARIFICATION_FINDINGS } from 'config/content';
import type { Queryable } from '../../db/db';
import type { ClarificationView } from './schemas';

/**
 * Clarifications in the database: the clarification and its devices, the trade it is opened on,
 * the answer, the deadline and reminder bookkeeping and the outbox mails it sent; and the rows as
 * the API shows them.
 */

export interface ClarificationRow {
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
export interface ItemRow {
  position: number;
  device_name: string;
  declared_condition: unknown;
  findings: (typeof CLARIFICATION_FINDINGS)[number][];
  found_note: string | null;
  deductions: { reason: (typeof CLARIFICATION_FINDINGS)[number]; amount: number }[];
  original_price: number;
  new_price: number;
}

export const MAIL_KINDS = ['opened', 'reminder', 'accepted', 'declined', 'expired'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

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
export async function loadClarification(
  db: Queryable,
  id: string,
): Promise<{ row: ClarificationRow; items: ItemRow[] } | null> {
  const { rows } = await db.query<ClarificationRow>('select * from clarifications where id = $1', [id]);
  if (!rows[0]) return null;
  const items = await db.query<ItemRow>(
    'select * from clarification_items where clarification_id = $1 order by position',
    [id],
  );
  return { row: rows[0], items: items.rows };
}

export function view(row: ClarificationRow, items: ItemRow[]): ClarificationView {
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

// ---- opening --------------------------------------------------------------------------------

/** The trade a clarification is opened on, locked until the transaction ends. */
export async function lockTradeByNumber(tx: Queryable, tradeNumber: string) {
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
    [tradeNumber],
  );
  return trades.rows[0];
}

export async function listTradeItems(tx: Queryable, tradeId: number) {
  const tradeItems = await tx.query<{
    position: number;
    device_name: string;
    condition_summary: unknown;
    line_total: number;
  }>('select position, device_name, condition_summary, line_total from trade_items where trade_id = $1', [tradeId]);
  return tradeItems.rows;
}

export async function insertClarification(
  tx: Queryable,
  c: {
    id: string;
    tradeId: number;
    tradeNumber: string;
    country: CountryCode;
    locale: string;
    offerId: string;
    originalTotal: number;
    deductionTotal: number;
    newTotal: number;
    note: string | null;
    deadline: Date;
    firstReminder: Date;
    origin: string;
  },
): Promise<void> {
  await tx.query(
    `insert into clarifications (id, trade_id, trade_number, country, locale, status, offer_id, original_total, deduction_total, new_total, note, deadline, next_reminder_at, shop_origin)
     values ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      c.id,
      c.tradeId,
      c.tradeNumber,
      c.country,
      c.locale,
      c.offerId,
      c.originalTotal,
      c.deductionTotal,
      c.newTotal,
      c.note,
      c.deadline,
      c.firstReminder,
      c.origin,
    ],
  );
}

export async function insertClarificationItem(
  tx: Queryable,
  i: {
    clarificationId: string;
    position: number;
    deviceName: string;
    declaredCondition: unknown;
    findings: unknown;
    foundNote: string | null;
    deductions: unknown;
    originalPrice: number;
    newPrice: number;
  },
): Promise<void> {
  await tx.query(
    `insert into clarification_items (clarification_id, position, device_name, declared_condition, findings, found_note, deductions, original_price, new_price)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      i.clarificationId,
      i.position,
      i.deviceName,
      JSON.stringify(i.declaredCondition ?? []),
      JSON.stringify(i.findings),
      i.foundNote,
      JSON.stringify(i.deductions),
      i.originalPrice,
      i.newPrice,
    ],
  );
}

// ---- answering ------------------------------------------------------------------------------

/** The row lock makes two answers in a race answer once: the second sees it closed. */
export async function lockClarification(tx: Queryable, id: string): Promise<ClarificationRow | undefined> {
  const { rows } = await tx.query<ClarificationRow>('select * from clarifications where id = $1 for update', [id]);
  return rows[0];
}

export async function recordAnswer(
  tx: Queryable,
  id: string,
  status: 'accepted' | 'declined',
  channel: 'page' | 'quick_answer',
): Promise<void> {
  await tx.query(
    `update clarifications set status = $2, answered_at = now(), answer_channel = $3, next_reminder_at = null where id = $1`,
    [id, status, channel],
  );
}

/** The accepted counter-offer is what the trade pays out. */
export async function applyCounterOffer(tx: Queryable, row: ClarificationRow): Promise<void> {
  await tx.query('update trades set items_total = items_total - $2, payout_total = $3 where id = $1', [
    row.trade_id,
    Number(row.deduction_total),
    Number(row.new_total),
  ]);
}

// ---- deadlines and reminders ----------------------------------------------------------------

export async function listExpiredIds(db: Queryable): Promise<string[]> {
  const due = await db.query<{ id: string }>(
    `select id from clarifications where status = 'open' and deadline <= now() order by deadline limit 200`,
  );
  return due.rows.map((r) => r.id);
}

export async function lockExpired(tx: Queryable, id: string): Promise<ClarificationRow | undefined> {
  const { rows } = await tx.query<ClarificationRow>(
    `select * from clarifications where id = $1 and status = 'open' and deadline <= now() for update`,
    [id],
  );
  return rows[0];
}

export async function markExpired(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `update clarifications set status = 'expired', answered_at = now(), answer_channel = 'deadline', next_reminder_at = null where id = $1`,
    [id],
  );
}

export async function listReminderDueIds(db: Queryable): Promise<string[]> {
  const reminders = await db.query<{ id: string }>(
    `select id from clarifications where status = 'open' and deadline > now() and next_reminder_at is not null and next_reminder_at <= now() limit 200`,
  );
  return reminders.rows.map((r) => r.id);
}

export async function lockReminderDue(tx: Queryable, id: string): Promise<ClarificationRow | undefined> {
  const { rows } = await tx.query<ClarificationRow>(
    `select * from clarifications where id = $1 and status = 'open' and next_reminder_at <= now() for update`,
    [id],
  );
  return rows[0];
}

export async function setReminders(tx: Queryable, id: string, sent: number, next: Date | null): Promise<void> {
  await tx.query('update clarifications set reminders_sent = $2, next_reminder_at = $3 where id = $1', [
    id,
    sent,
    next,
  ]);
}

// ---- mails ----------------------------------------------------------------------------------

export async function findTradeEmail(db: Queryable, tradeId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>('select email from trades where id = $1', [tradeId]);
  return rows[0]?.email;
}

export async function findTradeId(tx: Queryable, clarificationId: string | null): Promise<number | undefined> {
  const { rows } = await tx.query<{ trade_id: number }>('select trade_id from clarifications where id = $1', [
    clarificationId,
  ]);
  return rows[0] ? Number(rows[0].trade_id) : undefined;
}

/** The outbox mails of a clarification, oldest first; a mail being sent counts as pending. */
export async function listMails(db: Queryable, clarificationId: string) {
  const mails = await db.query<{
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
    [clarificationId],
  );
  return mails.rows;
}

/** Mails that failed before (SMTP down) and are due again. */
export async function listDueMailIds(db: Queryable): Promise<number[]> {
  const pending = await db.query<{ id: number }>(
    `select id from mail_outbox where clarification_id is not null and status = 'pending' and next_attempt_at <= now()
      order by id limit 200`,
  );
  return pending.rows.map((r) => Number(r.id));
}
