import type { Offer } from '../api/create-offer';

type Translate = (key: string, values: Record<string, string>) => string;

/** A question already ends with its question mark, which sets the answer apart. */
const QUESTION = /\?\s*$/;

/**
 * The cart line of an offer, as the checkout reads it (shared/stores CartItem). Each condition is
 * one chip, the question followed by its answer ("Wie sieht das Display aus? Makellos – keine
 * Kratzer"): a colon after the question mark ("…aus?: Makellos") read as a typo, and a dash as
 * separator met the dashes of answers. A condition named without a question mark takes a colon
 * (`offer.conditionChip`: "Display: Makellos").
 */
export function cartItemOf(offer: Offer, t: Translate) {
  return {
    offerId: offer.id,
    deviceId: offer.deviceId,
    deviceName: offer.device.name,
    deviceSlug: offer.device.url,
    categoryName: offer.device.category,
    image: offer.device.image,
    conditionSummary: offer.conditionSummary.map((c) =>
      QUESTION.test(c.questionText)
        ? `${c.questionText.trimEnd()} ${c.answerText}`
        : t('offer.conditionChip', { question: c.questionText, answer: c.answerText }),
    ),
    price: offer.price,
    quantity: 1,
    validUntil: offer.validUntil,
  };
}
