import { CONTENT_PAGE_SLUGS } from './content-pages';
import { COUNTRY_CODES } from './countries';
import type { RemoteName } from './remotes';
import type { ParamShape, RouteValidator } from './route-params';

/** Route names without their locale suffix. */
export const ROUTE_BASE_NAMES = [
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
  'content',
  'clarification',
  'clarificationQuickAnswer',
  'clarificationLegacy',
  'clarificationQuickAnswerLegacy',
  'clarificationColon',
  'clarificationQuickAnswerColon',
  'newsletterEnrichHash',
  'newsletterEnrich',
  'newsletterUnsubscribeSuccess',
  'newsletterUnsubscribe',
] as const;
export type RouteBaseName = (typeof ROUTE_BASE_NAMES)[number];

export type Layout = 'default' | 'home';

interface RouteTarget {
  remote: RemoteName;
  page: string;
  layout: Layout;
  params: Partial<Record<string, ParamShape>>;
  /** Checked after every parameter has its shape; e.g. a content slug must be one of the country's pages. */
  validate?: RouteValidator;
}

/** The content page slug must be one of the 11 static pages of that country (any language's in the base set). */
const validateContentSlug: RouteValidator = (params, set) => {
  const slug = params.content ?? params.contentPages;
  if (slug === undefined) return false;
  const sets = set === 'base' ? COUNTRY_CODES.map((cc) => CONTENT_PAGE_SLUGS[cc]) : [CONTENT_PAGE_SLUGS[set]];
  return sets.some((slugs) => Object.values(slugs).includes(slug));
};

/** Which remote page renders each route, whatever the country. */
export const ROUTE_TARGETS: Record<RouteBaseName, RouteTarget> = {
  home: { remote: 'mf-content', page: './HomePage', layout: 'home', params: {} },
  contact: { remote: 'mf-content', page: './ContactPage', layout: 'default', params: {} },
  checkout: { remote: 'mf-checkout', page: './CheckoutPage', layout: 'default', params: {} },
  thankYou: { remote: 'mf-checkout', page: './ThankYouPage', layout: 'default', params: {} },
  pdp: { remote: 'mf-catalog', page: './ProductDetailPage', layout: 'default', params: { pdp: 'slug' } },
  overview: { remote: 'mf-catalog', page: './ProductOverviewPage', layout: 'default', params: { overview: 'slug' } },
  b2bLandingpage: { remote: 'mf-content', page: './B2BLandingPage', layout: 'default', params: {} },
  sell: { remote: 'mf-catalog', page: './SellCategoryPage', layout: 'default', params: { category: 'slug' } },
  search: { remote: 'mf-catalog', page: './SearchPage', layout: 'default', params: {} },
  accountOverview: { remote: 'mf-account', page: './AccountOverviewPage', layout: 'default', params: {} },
  accountRegister: { remote: 'mf-account', page: './RegisterPage', layout: 'default', params: {} },
  accountManagement: { remote: 'mf-account', page: './AccountManagementPage', layout: 'default', params: {} },
  accountAddressChange: { remote: 'mf-account', page: './AddressChangePage', layout: 'default', params: {} },
  accountPaymentChange: { remote: 'mf-account', page: './PaymentChangePage', layout: 'default', params: {} },
  accountPasswordReset: { remote: 'mf-account', page: './PasswordResetPage', layout: 'default', params: {} },
  accountPasswordForgot: { remote: 'mf-account', page: './PasswordForgotPage', layout: 'default', params: {} },
  content: {
    remote: 'mf-content',
    page: './ContentPage',
    layout: 'default',
    params: { content: 'slug', contentPages: 'slug' },
    validate: validateContentSlug,
  },
  clarification: {
    remote: 'mf-content',
    page: './ClarificationPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade' },
  },
  clarificationQuickAnswer: {
    remote: 'mf-content',
    page: './ClarificationQuickAnswerPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade', offerid: 'offerId' },
  },
  clarificationLegacy: {
    remote: 'mf-content',
    page: './ClarificationPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade' },
  },
  clarificationQuickAnswerLegacy: {
    remote: 'mf-content',
    page: './ClarificationQuickAnswerPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade', offerid: 'offerId' },
  },
  clarificationColon: {
    remote: 'mf-content',
    page: './ClarificationPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade' },
  },
  clarificationQuickAnswerColon: {
    remote: 'mf-content',
    page: './ClarificationQuickAnswerPage',
    layout: 'default',
    params: { id: 'id', trade: 'trade', offerid: 'offerId' },
  },
  newsletterEnrichHash: {
    remote: 'mf-content',
    page: './NewsletterEnrichPage',
    layout: 'default',
    params: { emailHash: 'emailHash' },
  },
  newsletterEnrich: { remote: 'mf-content', page: './NewsletterEnrichPage', layout: 'default', params: {} },
  newsletterUnsubscribeSuccess: {
    remote: 'mf-content',
    page: './NewsletterUnsubscribeSuccessPage',
    layout: 'default',
    params: {},
  },
  newsletterUnsubscribe: {
    remote: 'mf-content',
    page: './NewsletterUnsubscribePage',
    layout: 'default',
    params: { emailHash: 'emailHash' },
  },
};
