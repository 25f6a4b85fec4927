/** Events published by mf-catalog. Names are `catalog:<event>`. */
export type CatalogEvents = {
  /** The customer got an offer on a product page (the price is guaranteed until `validUntil`). */
  'catalog:offer-generated': { offerId: string; deviceId: string; price: number; currency: 'EUR'; validUntil: string };
  /** A search in the header box or on the results page found nothing. */
  'catalog:search-empty': { phrase: string };
};
