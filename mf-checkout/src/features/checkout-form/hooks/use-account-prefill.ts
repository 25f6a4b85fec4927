import { useEffect } from 'react';
import type { CountryCode } from 'config';
import { accountPrefill, useAccountStore } from 'shared/stores';
import type { CheckoutFormValues } from '../schemas/checkout-form';
import type { useCheckoutForm } from './use-checkout-form';

/** A logged-in customer finds the address and payout account of the account filled in. */
export function useAccountPrefill(
  isLoggedIn: boolean,
  prefill: ReturnType<typeof useCheckoutForm>['prefill'],
  country: CountryCode,
): void {
  const customerData = useAccountStore((s) => s.customerData);
  useEffect(() => {
    if (!isLoggedIn) return;
    if (!customerData) {
      void useAccountStore
        .getState()
        .loadCustomer()
        .catch(() => undefined);
      return;
    }
    const known = accountPrefill(customerData);
    const person = customerData.person;
    const address = known?.address;
    const payout = known?.payout;
    prefill({
      salutation: (person?.salutation ?? address?.salutation ?? '') as CheckoutFormValues['salutation'],
      firstName: person?.firstName ?? address?.firstName ?? '',
      lastName: person?.lastName ?? address?.lastName ?? '',
      email: known?.email ?? '',
      phone: known?.phone ?? '',
      street: address?.street ?? '',
      houseNumber: address?.houseNumber ?? '',
      addressExtra: address?.addition ?? '',
      postalCode: address && address.country === country ? address.zip : '',
      city: address && address.country === country ? address.city : '',
      ...(payout?.type === 'paypal'
        ? { payoutMethod: 'Paypal' as const, paypalEmail: payout.email }
        : payout?.type === 'bank'
          ? {
              payoutMethod: 'DirectDebitSwift' as const,
              accountHolder: payout.accountHolder,
              iban: payout.iban.replace(/\s+/g, ''),
            }
          : {}),
    });
  }, [isLoggedIn, customerData, prefill, country]);
}
