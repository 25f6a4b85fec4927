import { createHash, randomInt } from 'node:crypto';
import { countries, type CountryCode } from 'config';
import { luhnCheckDigit, type TradeStatus } from 'config/checkout';
import type { Db, Queryable } from '../../db/db';
import { conflict, unprocessable, type ApiError } from '../../lib/api-error';
import type { PayoutCipher } from '../../lib/payout-crypto';
import { businessContact, conditionId, deviceFacts, priceCart, priceLines, type PricedLine } from './pricing';
import type { CreateTradeRequest, TradeView } from './schemas';
import type { CheckedCustomerData } from './customer-rules';
import type { TradeAccess } from './trade-access';

export interface TradeContext {
  country: CountryCode;
  locale: string;
  shopMode: string;
  b2b: boolean;
  /** The logged-in customer (accounts: customers.id and account_users.id), or null for a guest checkout. */
  customerId: string | null;
  accountUserId: string | null;
  idempotencyKey: string;
  /** The shop's origin (a known host), for links in mails. */
  shopOrigin: string | null;
}

export type CreateTradeOutcome = { kind: 'created' | 'replayed'; tradeId: number };

/** A stable fingerprint of what was asked: the same key with a different request is refused. */
export function requestHash(ctx: TradeContext, body: CreateTradeRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([ctx.country, ctx.shopMode, ctx.b2b, ctx.accountUserId, body]))
    .digest('hex');
}

/** A new trade number: 9 random digits (first not 0) and a Luhn check digit. Not a sequence. */
export function newTradeNumber(): string {
  const body = String(randomInt(100_000_000, 1_000_000_000));
  return body + luhnCheckDigit(body);
}

class Replay extends Error {}

function offersUnavailable(lines: PricedLine[]): ApiError {
  const items = lines.filter((l) => l.status !== 'ok').map((l) => ({ offerId: l.offerId, reason: l.status }));
  return unprocessable(
    'offers_unavailable',
    `offers cannot be traded: ${items.map((i) => `${i.offerId} (${i.reason})`).join(', ')}`,
    undefined,
    { items },
  );
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}

/**
 * Creates a trade from offers the server issued, in one transaction: the Idempotency-Key row first
 * (a concurrent duplicate waits on it and then finds the trade), then the re-priced items, the
 * voucher's redemption, the customer, address, payout account (IBAN encrypted) and the first step.
 * Throws ApiErrors for everything the customer can fix; stores nothing then.
 */
export async function createTrade(
  db: Db,
  cipher: PayoutCipher,
  ctx: TradeContext,
  body: CreateTradeRequest,
  checked: CheckedCustomerData,
  /** Written in the trade's transaction (its confirmation mail in the outbox). */
  withTrade: (tx: Queryable, tradeId: number) => Promise<unknown>,
): Promise<CreateTradeOutcome> {
  const hash = requestHash(ctx, body);
  try {
    const tradeId = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'insert into trade_idempotency_keys (key, request_hash) values ($1, $2) on conflict (key) do nothing returning key',
        [ctx.idempotencyKey, hash],
      );
      if (claimed.rowCount === 0) throw new Replay();

      const price = await priceCart(tx, ctx.country, body.items, body.voucherCode, ctx.b2b, { lockVoucher: true });
      if (price.lines.some((l) => l.status !== 'ok')) throw offersUnavailable(price.lines);
      if (price.voucher && price.voucher.status !== 'valid') {
        throw unprocessable(
          'voucher_invalid',
          `voucher ${price.voucher.code}: ${price.voucher.status}`,
          { voucherCode: price.voucher.status },
          {
            reason: price.voucher.status,
            minCartValue: price.voucher.minCartValue,
          },
        );
      }
      if (price.overCap) {
        throw unprocessable(
          'b2b_cap_exceeded',
          `a business cart may hold at most ${businessContact(ctx.country).cap} EUR`,
          undefined,
          {
            itemsTotal: price.itemsTotal,
            ...businessContact(ctx.country),
          },
        );
      }
      if (Math.round(body.expectedTotal * 100) !== Math.round(price.payoutTotal * 100)) {
        throw conflict('price_changed', `the payout total is ${price.payoutTotal}, not ${body.expectedTotal}`, {
          itemsTotal: price.itemsTotal,
          voucherBonus: price.voucher?.bonus ?? 0,
          payoutTotal: price.payoutTotal,
        });
      }
      if (price.voucher) {
        const redeemed = await tx.query(
          `update vouchers set redemptions = redemptions + 1
            where code = $1 and (max_redemptions is null or redemptions < max_redemptions) returning code`,
          [price.voucher.code],
        );
        if (redeemed.rowCount === 0) {
          throw unprocessable(
            'voucher_invalid',
            `voucher ${price.voucher.code}: used_up`,
            { voucherCode: 'used_up' },
            { reason: 'used_up', minCartValue: null },
          );
        }
      }

      // One statement stores the trade with everything that belongs to it (data-modifying CTEs):
      // fewer round trips inside the transaction, and all of it or nothing.
      const items = price.lines.map((line, i) => {
        const offer = line.offer!;
        const device = deviceFacts(offer);
        return {
          position: i + 1,
          offer_id: offer.id,
          device_id: offer.device_id,
          device_name: device.name,
          device_slug: device.slug,
          category: device.category,
          condition_id: conditionId(offer),
          condition_summary: offer.condition_summary ?? [],
          answers: offer.answers ?? {},
          unit_price: line.unitPrice,
          quantity: line.quantity,
          line_total: line.lineTotal,
        };
      });
      const c = body.customer;
      const a = body.address;
      const p = body.payout;
      let tradeId: number | undefined;
      for (let attempt = 0; tradeId === undefined && attempt < 8; attempt++) {
        // The trade number is the IBAN's associated data, so it is drawn before encrypting.
        const tradeNumber = newTradeNumber();
        const { rows } = await tx.query<{ id: number }>(
          `with t as (
             insert into trades (trade_number, country, locale, shop_mode, items_total, voucher_code, voucher_bonus, payout_total,
                                 b2b, customer_id, account_user_id, email, client_id, shop_origin)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
             on conflict (trade_number) do nothing returning id
           ), items as (
             insert into trade_items (trade_id, position, offer_id, device_id, device_name, device_slug, category, condition_id,
                                      condition_summary, answers, unit_price, quantity, line_total)
             select t.id, i.position, i.offer_id, i.device_id, i.device_name, i.device_slug, i.category, i.condition_id,
                    i.condition_summary, i.answers, i.unit_price, i.quantity, i.line_total
               from t, jsonb_to_recordset($15::jsonb) as i(position int, offer_id text, device_id text, device_name text, device_slug text,
                    category text, condition_id text, condition_summary jsonb, answers jsonb, unit_price numeric, quantity int, line_total numeric)
           ), customer as (
             insert into trade_customers (trade_id, salutation, first_name, last_name, email, phone, company, vat_id)
             select t.id, $16, $17, $18, $19, $20, $21, $22 from t
           ), address as (
             insert into trade_addresses (trade_id, street, house_number, address_extra, postal_code, city, country)
             select t.id, $23, $24, $25, $26, $27, $2 from t
           ), payout as (
             insert into trade_payouts (trade_id, method, payment_type_code, account_holder, iban_encrypted, iban_last4, paypal_email)
             select t.id, $28, $29, $30, $31, $32, $33 from t
           ), history as (
             insert into trade_status_history (trade_id, step, status, previous_status, actor_type, source, data)
             select t.id, 'created', 'created', null, 'customer', 'checkout', $34::jsonb from t
           ), idempotency as (
             update trade_idempotency_keys set trade_id = t.id from t where key = $35
           )
           select id from t`,
          [
            tradeNumber,
            ctx.country,
            ctx.locale,
            ctx.shopMode,
            price.itemsTotal,
            price.voucher?.code ?? null,
            price.voucher?.bonus ?? 0,
            price.payoutTotal,
            ctx.b2b,
            ctx.customerId,
            ctx.accountUserId,
            c.email,
            body.clientId,
            ctx.shopOrigin,
            JSON.stringify(items),
            c.salutation,
            c.firstName,
            c.lastName,
            c.email,
            checked.phoneE164,
            ctx.b2b ? checked.company : null,
            checked.vatId,
            a.street,
            a.houseNumber,
            a.addressExtra,
            checked.postalCode,
            a.city,
            p.method,
            body.paymentTypeCode,
            p.method === 'DirectDebitSwift' ? p.accountHolder : null,
            p.method === 'DirectDebitSwift' ? cipher.encrypt(checked.iban!, tradeNumber) : null,
            p.method === 'DirectDebitSwift' ? checked.iban!.slice(-4) : null,
            p.method === 'Paypal' ? p.paypalEmail : null,
            JSON.stringify({ offers: price.lines.length, payoutTotal: price.payoutTotal }),
            ctx.idempotencyKey,
          ],
        );
        if (rows[0]) tradeId = Number(rows[0].id);
      }
      if (tradeId === undefined) throw new Error('no free trade number after 8 attempts');
      await withTrade(tx, tradeId);
      return tradeId;
    });
    return { kind: 'created', tradeId };
  } catch (error) {
    if (error instanceof Replay) {
      const { rows } = await db.query<{ request_hash: string; trade_id: number | null }>(
        'select request_hash, trade_id from trade_idempotency_keys where key = $1',
        [ctx.idempotencyKey],
      );
      const row = rows[0];
      if (!row || row.trade_id === null)
        throw conflict('request_in_progress', 'a request with this Idempotency-Key is still running');
      if (row.request_hash !== hash) {
        throw unprocessable('idempotency_key_reused', 'this Idempotency-Key was used for a different request');
      }
      return { kind: 'replayed', tradeId: Number(row.trade_id) };
    }
    if (isUniqueViolation(error, 'trade_items_offer_id_key')) {
      // Another checkout took one of these offers at the same moment: name which.
      throw offersUnavailable(await priceLines(db, ctx.country, body.items));
    }
    throw error;
  }
}

interface TradeItemRow {
  position: number;
  offer_id: string;
  device_id: string;
  device_name: string;
  device_slug: string;
  category: string;
  condition_id: string;
  unit_price: number;
  quantity: number;
  line_total: number;
}

interface TradeRow {
  id: number;
  trade_number: string;
  country: CountryCode;
  locale: string;
  status: TradeStatus;
  created_at: Date;
  b2b: boolean;
  items_total: number;
  voucher_code: string | null;
  voucher_bonus: number;
  payout_total: number;
  salutation: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  method: 'DirectDebitSwift' | 'Paypal';
  iban_last4: string | null;
  paypal_email: string | null;
}

/** A trade as its owner sees it (thank-you page, account history): no full IBAN, ever. */
export async function loadTradeView(
  db: Queryable,
  access: TradeAccess,
  by: { tradeNumber: string } | { tradeId: number },
): Promise<TradeView | null> {
  const where = 'tradeNumber' in by ? 't.trade_number = $1' : 't.id = $1';
  // One query: the trade, its items and its history (as JSON arrays).
  const { rows } = await db.query<
    TradeRow & {
      items: TradeItemRow[];
      history: { step: string; status: TradeStatus; created_at: string; note: string | null }[];
    }
  >(
    `select t.id, t.trade_number, t.country, t.locale, t.status, t.created_at, t.b2b, t.items_total, t.voucher_code, t.voucher_bonus,
            t.payout_total, c.salutation, c.first_name, c.last_name, c.email, c.company, p.method, p.iban_last4, p.paypal_email,
            (select coalesce(json_agg(json_build_object('position', i.position, 'offer_id', i.offer_id, 'device_id', i.device_id,
                      'device_name', i.device_name, 'device_slug', i.device_slug, 'category', i.category, 'condition_id', i.condition_id,
                      'unit_price', i.unit_price, 'quantity', i.quantity, 'line_total', i.line_total) order by i.position), '[]'::json)
               from trade_items i where i.trade_id = t.id) as items,
            (select coalesce(json_agg(json_build_object('step', h.step, 'status', h.status, 'created_at', h.created_at, 'note', h.note)
                      order by h.id), '[]'::json)
               from trade_status_history h where h.trade_id = t.id) as history
       from trades t
       join trade_customers c on c.trade_id = t.id
       join trade_payouts p on p.trade_id = t.id
      where ${where}`,
    ['tradeNumber' in by ? by.tradeNumber : by.tradeId],
  );
  const t = rows[0];
  if (!t) return null;
  const items = { rows: t.items };
  const history = { rows: t.history };
  const token = access.tokenFor(t.trade_number, new Date(t.created_at));
  return {
    tradeId: Number(t.id),
    tradeNumber: t.trade_number,
    accessToken: token,
    status: t.status,
    country: t.country,
    locale: t.locale,
    currency: 'EUR',
    createdAt: new Date(t.created_at).toISOString(),
    b2b: t.b2b,
    itemsTotal: Number(t.items_total),
    voucher: t.voucher_code ? { code: t.voucher_code, bonus: Number(t.voucher_bonus) } : null,
    payoutTotal: Number(t.payout_total),
    items: items.rows.map((i) => ({
      position: i.position,
      offerId: i.offer_id,
      deviceId: i.device_id,
      deviceName: i.device_name,
      deviceSlug: i.device_slug,
      category: i.category,
      conditionId: i.condition_id,
      unitPrice: Number(i.unit_price),
      quantity: i.quantity,
      lineTotal: Number(i.line_total),
    })),
    customer: {
      salutation: t.salutation,
      firstName: t.first_name,
      lastName: t.last_name,
      email: t.email,
      company: t.company,
    },
    payout: { method: t.method, ibanLast4: t.iban_last4, paypalEmail: t.paypal_email },
    carrier: countries[t.country].footerShippingLogo,
    labelUrl: `/api/trades/${t.trade_number}/label.pdf?token=${token}`,
    history: history.rows.map((h) => ({
      step: h.step,
      status: h.status,
      at: new Date(h.created_at).toISOString(),
      note: h.note,
    })),
  };
}
