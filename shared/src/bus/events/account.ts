/** Events published by the account: the shared account store and mf-account. Names are `account:<event>`. */
export type AccountEvents = {
  /** A customer logged in. */
  'account:logged-in': { customerId: string | null; customerNumber: string };
  /** On start, a stored session of a logged-in customer was found (spec section 4: reported to analytics). */
  'account:session-restored': { customerId: string | null; customerNumber: string };
  /** The session ended: logout, a refused refresh, no customer number on start, or the account was deleted. */
  'account:logged-out': { reason: 'user' | 'refresh-failed' | 'no-customer-number' | 'account-deleted' };
  /** A customer registered; the activation mail is on its way. */
  'account:registered': { locale: string };
};
