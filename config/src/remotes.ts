/** The four remotes. The name is also the folder, the `data-boundary` value and the store path. */
export const REMOTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-content'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Module Federation container names must be identifiers: `mf-catalog` -> `mf_catalog`. */
export function containerName(remote: RemoteName): string {
  return remote.replace('-', '_');
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTES as readonly string[]).includes(value);
}

/**
 * Each remote's public surface: the modules it exposes. Pages are mounted by the host under
 * routes; the others are regions of the layout. Every remote's rspack config exposes exactly these.
 */
export const REMOTE_EXPOSES = {
  'mf-catalog': ['./SellCategoryPage', './ProductOverviewPage', './ProductDetailPage', './SearchPage', './SearchBox'],
  'mf-checkout': ['./CheckoutPage', './ThankYouPage', './CartButton'],
  'mf-account': [
    './AccountOverviewPage',
    './RegisterPage',
    './AccountManagementPage',
    './AddressChangePage',
    './PaymentChangePage',
    './PasswordForgotPage',
    './PasswordResetPage',
  ],
  'mf-content': [
    './HomePage',
    './ContentPage',
    './ContactPage',
    './B2BLandingPage',
    './ClarificationPage',
    './ClarificationQuickAnswerPage',
    './NewsletterEnrichPage',
    './NewsletterUnsubscribePage',
    './NewsletterUnsubscribeSuccessPage',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ExposedModule<R extends RemoteName = RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/**
 * The global through which a remote version's server build learns where browsers load its files from (its
 * assets' URLs): the API sets it to the remote store's public base before it loads a server build.
 */
export const SERVER_REMOTE_STORE_GLOBAL = '__SHOP_REMOTE_STORE__';
