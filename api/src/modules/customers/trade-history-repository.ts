import type * as z from 'zod';
import type { Queryable } from '../../db/db';
import type { TRADE_STATUSES, tradeHistorySchema } from './schemas';

type Row = Record<string, unknown>;
type TradeHistoryEntry = z.infer<typeof tradeHistorySchema>['member'][number];
const iso = (v: unknown) => new Date(v as string).toISOString();

/**
 * The trades of a login identity or its customer data, newest first (at most 100), each with its
 * items, payout and the steps that changed its status.
 */
export async function listTradeHistory(
  db: Queryable,
  userId: string,
  customerId: string | null,
): Promise<TradeHistoryEntry[]> {
  const { rows: trades } = await db.query<Row>(
    `select t.id, t.trade_number, t.created_at, t.country, t.status, t.status_changed_at, t.currency, t.items_total, t.voucher_bonus, t.payout_total,
            p.method, p.iban_last4, p.paypal_email
       from trades t left join trade_payouts p on p.trade_id = t.id
      where t.account_user_id = $1 or ($2::text is not null and t.customer_id = $2)
      order by t.created_at desc, t.id desc
      limit 100`,
    [userId, customerId],
  );
  if (!trades.length) return [];
  const ids = trades.map((t) => t.id);
  const [{ rows: items }, { rows: steps }] = await Promise.all([
    db.query<Row>(
      `select trade_id, device_name, device_slug, quantity, unit_price, line_total from trade_items where trade_id = any($1::bigint[]) order by trade_id, position`,
      [ids],
    ),
    db.query<Row>(
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
  return member;
}
