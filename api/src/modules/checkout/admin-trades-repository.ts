import type { TradeStatus } from 'config/checkout';
import type { Queryable } from '../../db/db';

/** Trades as the back office reads them: the list, and one trade in full with its items and history. */

export async function listTradeSummaries(
  db: Queryable,
  q: { status?: string; country?: string; email?: string; beforeId?: number; limit: number },
) {
  const { rows } = await db.query<{
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
  return rows;
}

export async function findTradeIdByNumber(db: Queryable, tradeNumber: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('select id from trades where trade_number = $1', [tradeNumber]);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** The trade with its customer, address, payout and confirmation mail state, its items and its steps. */
export async function loadAdminTrade(db: Queryable, tradeId: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `select t.*, c.salutation, c.first_name, c.last_name, c.email as customer_email, c.phone, c.company, c.vat_id,
            a.street, a.house_number, a.address_extra, a.postal_code, a.city, a.country as address_country,
            p.method, p.payment_type_code, p.account_holder, p.iban_encrypted, p.paypal_email,
            (select case m.status when 'sent' then 'sent' when 'pending' then 'pending' when 'sending' then 'pending' else 'failed' end
               from mail_outbox m where m.trade_id = t.id and m.kind = 'trade-confirmation') as confirmation_mail_status
       from trades t join trade_customers c on c.trade_id = t.id join trade_addresses a on a.trade_id = t.id
       join trade_payouts p on p.trade_id = t.id where t.id = $1`,
    [tradeId],
  );
  const items = await db.query<Record<string, unknown>>(
    'select * from trade_items where trade_id = $1 order by position',
    [tradeId],
  );
  const history = await db.query<Record<string, unknown>>(
    'select * from trade_status_history where trade_id = $1 order by id',
    [tradeId],
  );
  return { trade: rows[0]!, items: items.rows, history: history.rows };
}
