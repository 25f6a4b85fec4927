import type * as z from 'zod';
import type { COUNTRY_CODES } from 'config';
import type { Queryable } from '../../db/db';
import type { createVoucherSchema, patchVoucherSchema, voucherSchema } from './admin-schemas';

/** Vouchers in the database, as the back office creates, lists and changes them. */

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

export function voucherView(r: VoucherDbRow): z.infer<typeof voucherSchema> {
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

/** The new voucher, or undefined when its code exists already. */
export async function insertVoucher(
  db: Queryable,
  v: z.output<typeof createVoucherSchema>,
): Promise<VoucherDbRow | undefined> {
  const { rows } = await db.query<VoucherDbRow>(
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
  return rows[0];
}

export async function listVouchers(db: Queryable, country: string | null): Promise<VoucherDbRow[]> {
  const { rows } = await db.query<VoucherDbRow>(
    `select ${VOUCHER_COLUMNS} from vouchers where ($1::text is null or country = $1) order by created_at desc limit 500`,
    [country],
  );
  return rows;
}

/** The changed voucher, or undefined when there is none or its new end is not after its start. */
export async function updateVoucher(
  db: Queryable,
  code: string,
  b: z.output<typeof patchVoucherSchema>,
): Promise<VoucherDbRow | undefined> {
  const { rows } = await db.query<VoucherDbRow>(
    `update vouchers set active = coalesce($2, active), valid_until = coalesce($3::timestamptz, valid_until),
            max_redemptions = case when $4::boolean then $5::integer else max_redemptions end
      where code = $1 and coalesce($3::timestamptz, valid_until) > valid_from
      returning ${VOUCHER_COLUMNS}`,
    [code, b.active ?? null, b.validUntil ?? null, b.maxRedemptions !== undefined, b.maxRedemptions ?? null],
  );
  return rows[0];
}

export async function voucherExists(db: Queryable, code: string): Promise<boolean> {
  const exists = await db.query('select 1 from vouchers where code = $1', [code]);
  return Boolean(exists.rowCount);
}
