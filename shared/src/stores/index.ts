export { createPersistedStore, STORAGE_PREFIX, type PersistedStoreOptions } from './create-persisted-store';
export { useSiteStore, useSiteState, getSite } from './site-store';
export { useAppErrorStore, registerErrorNavigation, type AppError } from './app-error-store';
export {
  useCheckoutStore,
  maxQuantity,
  CHECKOUT_STORAGE_KEY,
  type AddToCartResult,
  type CartItem,
  type CartVoucher,
  type CheckoutState,
  type LastTrade,
} from './checkout-store';
export { setServerCartDevices, storedCartDevices } from './cart-cookie';
export { usePageHeadStore, type PageHeadOverride } from './page-head-store';
export {
  useAccountStore,
  accountPrefill,
  decodeAccessToken,
  startAccountSession,
  type AccountState,
  type AccountPrefill,
  type LogoutReason,
} from './account-store';
export type { CustomerData, CustomerAddress, CustomerBankAccount, CustomerPaypalAccount } from './account-schemas';
