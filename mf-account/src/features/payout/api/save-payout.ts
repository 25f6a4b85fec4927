import { http } from 'shared/http';

export type PayoutInput =
  { type: 'bank'; accountHolder: string; iban: string; bic: string } | { type: 'paypal'; email: string };

/**
 * Saves the payout account (spec section 5): creates it when it has no id yet
 * (POST customer_payment_accounts: INVOICE, not primary), otherwise changes it (PATCH).
 */
export function savePayout(customerIri: string, input: PayoutInput, existingIri: string | null) {
  if (input.type === 'bank') {
    const bankAccount = { accountHolder: input.accountHolder.trim(), iban: input.iban, bic: input.bic };
    return existingIri
      ? http.patch(
          '/api/customers/bank_accounts',
          { payment: { '@id': existingIri, ...bankAccount }, customerIri },
          { auth: true },
        )
      : http.post(
          '/api/customers/customer_payment_accounts',
          { customer: customerIri, paymentType: 'INVOICE', isPrimary: false, bankAccount },
          { auth: true },
        );
  }
  const paypalAccount = { email: input.email.trim() };
  return existingIri
    ? http.patch(
        '/api/customers/paypal_accounts',
        { paypalAccount: { '@id': existingIri, ...paypalAccount }, customerIri },
        { auth: true },
      )
    : http.post(
        '/api/customers/customer_payment_accounts',
        { customer: customerIri, paymentType: 'INVOICE', isPrimary: false, paypalAccount },
        { auth: true },
      );
}
