import { sendControllingEvent } from 'shared/analytics';
import type { Offer } from './create-offer';

/**
 * The trade analytics fields of spec section 3 for an offer: there is no trade yet, so `tradeId`
 * and the voucher fields are null; `conditionId` is the catalogue's condition grade.
 */
export function offerAnalyticsFields(offer: Offer, quantity = 1) {
  return {
    conditionId: offer.conditionGrade,
    currency: offer.currency,
    deviceId: offer.deviceId,
    offerId: offer.id,
    revenue: offer.price,
    tradeId: null,
    productName: offer.device.name,
    category: offer.device.category,
    voucherCode: null,
    voucherValue: null,
    quantity,
  };
}

/** `offer_generated` to controlling (a failure is logged as 'error creating controlling order', never shown). */
export function reportOfferGenerated(offer: Offer): Promise<void> {
  return sendControllingEvent('offer_generated', offerAnalyticsFields(offer));
}

/** `offer_add_to_cart` to controlling. */
export function reportOfferAddedToCart(offer: Offer): Promise<void> {
  return sendControllingEvent('offer_add_to_cart', offerAnalyticsFields(offer));
}
