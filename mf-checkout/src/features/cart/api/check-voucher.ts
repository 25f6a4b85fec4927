import { priceCart, type CartPriceRequest, type VoucherResult } from '../../../lib/cart-price';

/** Asks the server whether a voucher code applies to this cart (country, validity, minimum value). */
export async function checkVoucher(request: CartPriceRequest & { voucherCode: string }): Promise<VoucherResult> {
  const price = await priceCart(request);
  return (
    price.voucher ?? {
      code: request.voucherCode,
      status: 'unknown',
      kind: null,
      value: null,
      minCartValue: null,
      bonus: 0,
    }
  );
}
