import { sendControllingEvent } from 'shared/analytics';
import type { TradeView } from './get-trade';

/**
 * The trade analytics fields of spec section 3, one set per device of the trade: conditionId,
 * currency, deviceId, offerId, revenue (the line's payout), tradeId, productName, category,
 * voucherCode, voucherValue (the voucher's bonus, on every line of its trade).
 */
export function tradeAnalyticsFields(trade: TradeView) {
  return trade.items.map((item) => ({
    conditionId: item.conditionId,
    currency: trade.currency,
    deviceId: item.deviceId,
    offerId: item.offerId,
    revenue: item.lineTotal,
    tradeId: trade.tradeNumber,
    productName: item.deviceName,
    category: item.category,
    voucherCode: trade.voucher?.code ?? null,
    voucherValue: trade.voucher?.bonus ?? null,
    quantity: item.quantity,
    tradeRevenue: trade.payoutTotal,
  }));
}

/** Sends `trade_created` to controlling, once per device line (failures are logged, never shown). */
export async function reportTradeCreated(trade: TradeView): Promise<void> {
  await Promise.all(tradeAnalyticsFields(trade).map((fields) => sendControllingEvent('trade_created', fields)));
}
