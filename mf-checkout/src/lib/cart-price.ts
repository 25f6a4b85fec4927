import * as z from 'zod/mini';
import { http } from 'shared/http';

/** The answer of POST /api/cart/price: each line as the server priced it. */
export const cartLineSchema = z.object({
  offerId: z.string(),
  status: z.enum(['ok', 'unknown', 'expired', 'foreign_country', 'already_traded']),
  quantity: z.number(),
  unitPrice: z.nullable(z.number()),
  lineTotal: z.number(),
  validUntil: z.nullable(z.string()),
  deviceId: z.nullable(z.string()),
  deviceName: z.nullable(z.string()),
  deviceSlug: z.nullable(z.string()),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const voucherResultSchema = z.object({
  code: z.string(),
  status: z.enum([
    'valid',
    'unknown',
    'inactive',
    'foreign_country',
    'not_yet_valid',
    'expired',
    'used_up',
    'below_minimum',
  ]),
  kind: z.nullable(z.enum(['percent', 'fixed'])),
  value: z.nullable(z.number()),
  minCartValue: z.nullable(z.number()),
  bonus: z.number(),
});
export type VoucherResult = z.infer<typeof voucherResultSchema>;

export const cartPriceSchema = z.object({
  country: z.string(),
  currency: z.literal('EUR'),
  lines: z.array(cartLineSchema),
  itemsTotal: z.number(),
  voucher: z.nullable(voucherResultSchema),
  payoutTotal: z.number(),
  cartExpiry: z.nullable(z.string()),
  b2b: z.object({ cap: z.number(), overCap: z.boolean(), businessEmail: z.string(), supportPhone: z.string() }),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;

export interface CartPriceRequest {
  items: { offerId: string; quantity: number }[];
  voucherCode: string | null;
  b2b: boolean;
}

/** POST /api/cart/price: the server prices the cart from the offers it issued. */
export function priceCart(request: CartPriceRequest, signal?: AbortSignal): Promise<CartPrice> {
  return http.post('/api/cart/price', request, { schema: cartPriceSchema, signal });
}
