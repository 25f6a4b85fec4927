/**
 * What the product page needs once the customer asks for an offer, and not before: creating it,
 * showing it with its validity, and reporting it to controlling. One chunk, loaded when the customer
 * answers the first question (product-detail.tsx), or at the latest when they ask for the offer.
 */
export { createOffer } from '../api/create-offer';
export { reportOfferAddedToCart, reportOfferGenerated } from '../api/report-offer';
export { cartItemOf } from './cart-item';
export { CartFull } from './cart-full';
export { OfferCard } from './offer-card';
