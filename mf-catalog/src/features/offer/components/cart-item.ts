import type { Offer } from '../api/create-offer';

type Translate = (key: string, values: Record<string, string>) => string;

/**
 * The cart line of an offer, as the checkout reads it (shared/stores CartItem). Each condition is
 * the question and its answer as one chip (`offer.conditionChip`: "Wie sieht das Display aus? –
 * Makellos"); a colon after the question mark ("…aus?: Makellos") read as a typo.
 */
export function cartItemOf(offer: Offer, t: Translate) {
  return {
    offerId: offer.id,
    deviceId: offer.deviceId,
    deviceName: offer.device.name,
    deviceSlug: offer.device.url,
    categoryName: offer.device.category,
    image: offer.device.image,
    conditionSummary: offer.conditionSummary.map((c) => t('offer.conditionChip', { question: c.questionText, answer: c.answerText })),
    price: offer.price,
    quantity: 1,
    validUntil: offer.validUntil,
  };
}
