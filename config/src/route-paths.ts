import type { CountryCode } from './countries';
import type { RouteBaseName } from './route-targets';

/** The paths of each route, per route set: the spec's base set and each country's. */

/** The base (unlocalized) set, exactly as spec section 2 lists it. Names carry no suffix. */
export const BASE_PATHS: Partial<Record<RouteBaseName, string>> = {
  home: '/',
  contact: '/contact',
  checkout: '/checkout',
  thankYou: '/thankYou',
  pdp: '/products/{pdp}',
  // Same pattern as pdp: in the base set a /products/ path is a product detail page; the
  // overview is reached through its localized path.
  overview: '/products/{overview}',
  b2bLandingpage: '/b2b/landingpage',
  sell: '/sell/{category}',
  search: '/search',
  accountOverview: '/account/overview',
  accountRegister: '/account/register',
  accountManagement: '/account/management',
  accountAddressChange: '/account/addressChange',
  accountPaymentChange: '/account/paymentChange',
  accountPasswordReset: '/account/password/reset',
  accountPasswordForgot: '/account/password/forgot',
  content: '/content/{contentPages}',
  clarification: '/clarification/{id}:{trade}',
  clarificationQuickAnswer: '/clarification/clarificationQuickAnswer/{id}:{trade}:{offerid}',
  newsletterEnrichHash: '/newsletter/enrich/{emailHash}',
  newsletterEnrich: '/newsletter/enrich',
  newsletterUnsubscribeSuccess: '/newsletter/unsubscribe/success',
  newsletterUnsubscribe: '/newsletter/unsubscribe/{emailHash}',
};

/** The German set (Germany and Austria); the other countries override a few paths. */
const GERMAN_PATHS: Partial<Record<RouteBaseName, string>> = {
  home: '/',
  overview: '/produkte/uebersicht-{overview}',
  pdp: '/produkte/{pdp}',
  sell: '/verkaufen/{category}',
  search: '/suche',
  content: '/content/{content}',
  contact: '/kontakt',
  checkout: '/checkout',
  thankYou: '/thankYou',
  clarification: '/clarification/{id}/{trade}',
  clarificationQuickAnswer: '/clarificationQuickAnswer/{id}/{trade}/{offerid}',
  clarificationLegacy: '/browser/clarification/id/{id}/trade/{trade}',
  clarificationQuickAnswerLegacy: '/browser/clarificationQuickAnswer/id/{id}/trade/{trade}/offerid/{offerid}',
  // The spec's unlocalized forms of the two links (base set), served too: links in mails outlive a
  // URL scheme, and a customer who has one must still reach their open clarification.
  clarificationColon: '/clarification/{id}:{trade}',
  clarificationQuickAnswerColon: '/clarification/clarificationQuickAnswer/{id}:{trade}:{offerid}',
  accountOverview: '/account',
  accountRegister: '/account/register',
  accountManagement: '/account/management',
  accountPasswordReset: '/account/password-reset',
  accountPasswordForgot: '/account/password-forgot',
  accountPaymentChange: '/account/payment-change',
  accountAddressChange: '/account/address-change',
  newsletterEnrichHash: '/newsletter/enrich/{emailHash}',
  newsletterEnrich: '/newsletter/enrich',
  newsletterUnsubscribeSuccess: '/newsletter/unsubscribe/success',
  newsletterUnsubscribe: '/newsletter/unsubscribe/{emailHash}',
};

export const COUNTRY_PATHS: Record<CountryCode, Partial<Record<RouteBaseName, string>>> = {
  de: { ...GERMAN_PATHS, b2bLandingpage: '/b2b/ankaufsportal' },
  at: { ...GERMAN_PATHS },
  es: {
    ...GERMAN_PATHS,
    overview: '/productos/todos-los-articulos-{overview}',
    pdp: '/productos/{pdp}',
    sell: '/vender/{category}',
    contact: '/contacto',
    search: '/buscar',
  },
  fr: {
    ...GERMAN_PATHS,
    overview: '/produits/apercu-{overview}',
    pdp: '/produits/{pdp}',
    sell: '/catalogue/{category}',
    contact: '/contact',
    search: '/recherche',
  },
  it: {
    ...GERMAN_PATHS,
    overview: '/prodotti/panoramica-{overview}',
    pdp: '/prodotti/{pdp}',
    sell: '/catalogo/{category}',
    contact: '/contatti',
    checkout: '/guardare',
    thankYou: '/grazie',
    search: '/cerca',
  },
};
