import type { ContentPageKey } from '../content-pages';

export interface PageText {
  /** The page's name in the title, before ` | <brand>`. */
  title: string;
  /** Meta description: what the page offers, 120-160 characters where it is indexed. */
  description: string;
}

/** Pages with a title of their own; the legacy clarification routes share the current ones'. */
export const SEO_PAGES = [
  'home',
  'contact',
  'checkout',
  'thankYou',
  'pdp',
  'overview',
  'b2bLandingpage',
  'sell',
  'search',
  'accountOverview',
  'accountRegister',
  'accountManagement',
  'accountAddressChange',
  'accountPaymentChange',
  'accountPasswordReset',
  'accountPasswordForgot',
  'clarification',
  'clarificationQuickAnswer',
  'newsletterEnrich',
  'newsletterUnsubscribe',
  'newsletterUnsubscribeSuccess',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

export const SEO_ERRORS = ['notFound', 'expiredLink', 'badRequest', 'uriTooLong', 'error'] as const;
export type SeoError = (typeof SEO_ERRORS)[number];

/**
 * Titles and meta descriptions of one language. They live in config/ because the server writes
 * them into the HTML for crawlers and the host sets the same ones when the customer navigates.
 */
export interface SeoTexts {
  pages: Record<SeoPage, PageText>;
  contentPages: Record<ContentPageKey, PageText>;
  errors: Record<SeoError, PageText>;
}
