import { B2B_TRADE_CAP, countries, type CountryCode } from 'config';
import { addAmounts, cartTotal, lineTotal, voucherBonus, type VoucherKind } from 'config/checkout';
import type { Queryable } from '../../db/db';
import type { OfferProblem, VoucherProblem } from './schemas';

/** An offer as the catalogue stored it (table offers, migration 0100). */
export interface OfferRow {
  id: string;
  device_id: string;
  country: string;
  price: number;
  answers: unknown;
  condition_summary: unknown;
  device_snapshot: unknown;
  valid_until: Date | string;
  /** The catalogue's condition grade (column added by the catalogue, migration 0102), if any. */
  condition_grade: string | null;
  still_valid: boolean;
  traded: boolean;
}

/** What the trade keeps of the device from the offer's snapshot (written by the catalogue). */
export interface DeviceFacts {
  name: string;
  slug: string;
  category: string;
}

function str(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value;
  if (value && typeof value === 'object' && 'name' in value) return str((value as { name: unknown }).name);
  return null;
}

/** Reads the snapshot tolerantly: the catalogue owns its exact shape. */
export function deviceFacts(offer: Pick<OfferRow, 'device_id' | 'device_snapshot'>): DeviceFacts {
  const s = (offer.device_snapshot ?? {}) as Record<string, unknown>;
  const name = str(s.name) ?? str(s.model) ?? offer.device_id;
  const slug = str(s.url) ?? str(s.slug) ?? offer.device_id;
  const category = str(s.category) ?? str(s.categoryName) ?? '';
  return { name, slug, category };
}

/**
 * The condition id of the analytics fields: the catalogue's condition grade when it gives one,
 * else the offer's answer codes in question order joined by '-' (`yes-flawless-light_scratches`),
 * so equal conditions of a device group together.
 */
export function conditionId(offer: Pick<OfferRow, 'condition_summary' | 'answers' | 'condition_grade'>): string {
  if (offer.condition_grade) return offer.condition_grade;
  const summary = offer.condition_summary;
  if (Array.isArray(summary) && summary.length) {
    return summary
      .map((s) => {
        if (typeof s === 'string') return s;
        const entry = (s ?? {}) as Record<string, unknown>;
        return str(entry.answer) ?? str(entry.code) ?? '';
      })
      .join('-');
  }
  if (offer.answers && typeof offer.answers === 'object')
    return Object.values(offer.answers as Record<string, unknown>)
      .map(String)
      .join('-');
  return '';
}

export interface RequestedItem {
  offerId: string;
  quantity: number;
}

export interface PricedLine {
  offerId: string;
  quantity: number;
  status: 'ok' | OfferProblem;
  unitPrice: number | null;
  lineTotal: number;
  validUntil: string | null;
  offer: OfferRow | null;
}

/** Loads the offers of a cart and says, line by line, whether each can be traded in `country`. */
export async function priceLines(db: Queryable, country: CountryCode, items: RequestedItem[]): Promise<PricedLine[]> {
  const ids = items.map((i) => i.offerId);
  const { rows } = await db.query<OfferRow>(
    `select o.id, o.device_id, o.country, o.price, o.answers, o.condition_summary, o.device_snapshot, o.valid_until,
            to_jsonb(o) ->> 'condition_grade' as condition_grade,
            o.valid_until > now() as still_valid,
            exists (select 1 from trade_items ti where ti.offer_id = o.id) as traded
       from offers o where o.id = any($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return items.map((item) => {
    const offer = byId.get(item.offerId) ?? null;
    let status: PricedLine['status'] = 'ok';
    if (!offer) status = 'unknown';
    else if (offer.country !== country) status = 'foreign_country';
    else if (offer.traded) status = 'already_traded';
    else if (!offer.still_valid) status = 'expired';
    const visible = offer && status !== 'foreign_country' ? offer : null;
    return {
      offerId: item.offerId,
      quantity: item.quantity,
      status,
      unitPrice: visible ? Number(visible.price) : null,
      lineTotal: status === 'ok' ? lineTotal(Number(offer!.price), item.quantity) : 0,
      validUntil: visible ? new Date(visible.valid_until).toISOString() : null,
      offer: visible,
    };
  });
}

export interface VoucherRow {
  code: string;
  country: string;
  kind: VoucherKind;
  value: number;
  max_bonus: number | null;
  min_cart_value: number;
  max_redemptions: number | null;
  redemptions: number;
  active: boolean;
  started: boolean;
  not_expired: boolean;
}

export interface VoucherResult {
  code: string;
  status: 'valid' | VoucherProblem;
  kind: VoucherKind | null;
  value: number | null;
  minCartValue: number | null;
  bonus: number;
}

/** Reads a voucher; `forUpdate` locks its row for the rest of the transaction (redemption count). */
export async function loadVoucher(db: Queryable, code: string, forUpdate = false): Promise<VoucherRow | null> {
  const { rows } = await db.query<VoucherRow>(
    `select code, country, kind, value, max_bonus, min_cart_value, max_redemptions, redemptions, active,
            valid_from <= now() as started, valid_until > now() as not_expired
       from vouchers where code = $1 ${forUpdate ? 'for update' : ''}`,
    [code],
  );
  return rows[0] ?? null;
}

/** Checks a voucher against the country and the cart value (percentage or fixed, validity, minimum). */
export function evaluateVoucher(
  code: string,
  voucher: VoucherRow | null,
  country: CountryCode,
  itemsTotal: number,
): VoucherResult {
  const base = {
    code,
    kind: voucher?.kind ?? null,
    value: voucher ? Number(voucher.value) : null,
    minCartValue: voucher ? Number(voucher.min_cart_value) : null,
  };
  const problem = (status: VoucherProblem): VoucherResult => ({ ...base, status, bonus: 0 });
  if (!voucher) return { code, status: 'unknown', kind: null, value: null, minCartValue: null, bonus: 0 };
  if (!voucher.active) return problem('inactive');
  if (voucher.country !== country)
    return { code, status: 'foreign_country', kind: null, value: null, minCartValue: null, bonus: 0 };
  if (!voucher.started) return problem('not_yet_valid');
  if (!voucher.not_expired) return problem('expired');
  if (voucher.max_redemptions !== null && voucher.redemptions >= voucher.max_redemptions) return problem('used_up');
  if (itemsTotal < Number(voucher.min_cart_value)) return problem('below_minimum');
  const bonus = voucherBonus(
    voucher.kind,
    Number(voucher.value),
    itemsTotal,
    voucher.max_bonus === null ? null : Number(voucher.max_bonus),
  );
  return { ...base, status: 'valid', bonus };
}

export interface CartPrice {
  lines: PricedLine[];
  itemsTotal: number;
  voucher: VoucherResult | null;
  payoutTotal: number;
  cartExpiry: string | null;
  overCap: boolean;
}

/** Prices a cart the way a trade would be priced: the numbers the cart page shows. */
export async function priceCart(
  db: Queryable,
  country: CountryCode,
  items: RequestedItem[],
  voucherCode: string | null,
  b2b: boolean,
  options: { lockVoucher?: boolean } = {},
): Promise<CartPrice & { voucherRow: VoucherRow | null }> {
  const lines = await priceLines(db, country, items);
  const ok = lines.filter((l) => l.status === 'ok');
  const itemsTotal = cartTotal(ok.map((l) => ({ price: l.unitPrice!, quantity: l.quantity })));
  const voucherRow = voucherCode ? await loadVoucher(db, voucherCode, options.lockVoucher) : null;
  const voucher = voucherCode ? evaluateVoucher(voucherCode, voucherRow, country, itemsTotal) : null;
  const payoutTotal = addAmounts(itemsTotal, voucher?.status === 'valid' ? voucher.bonus : 0);
  const expiries = ok.map((l) => Date.parse(l.validUntil!));
  return {
    lines,
    itemsTotal,
    voucher,
    payoutTotal,
    cartExpiry: expiries.length ? new Date(Math.min(...expiries)).toISOString() : null,
    overCap: b2b && itemsTotal > B2B_TRADE_CAP,
    voucherRow,
  };
}

export function businessContact(country: CountryCode) {
  return {
    cap: B2B_TRADE_CAP,
    businessEmail: countries[country].businessEmail,
    supportPhone: countries[country].supportPhone,
  };
}
