import { bankAccountContext, type PayoutCipher } from '../../lib/payout-crypto';
import { iri } from './iri';

/**
 * The customer resources as the API answers them, and how a database row becomes one. The IBAN
 * is decrypted here (see lib/payout-crypto.ts); customers-repository.ts encrypts it.
 */

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface PersonResource {
  '@id': string;
  '@type': 'Person';
  id: string;
  customer: string;
  salutation: 'mr' | 'ms' | 'none' | null;
  firstName: string;
  lastName: string;
  birthdate: string | null;
}

export interface AddressResource {
  '@id': string;
  '@type': 'Address';
  id: string;
  customer: string;
  salutation: 'mr' | 'ms' | 'none' | null;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  addition: string | null;
  zip: string;
  city: string;
  country: string;
  updatedAt: string;
}

export interface PhoneContactResource {
  '@id': string;
  '@type': 'PhoneContact';
  id: string;
  customer: string;
  phone: string;
  updatedAt: string;
}

export interface BankAccountResource {
  '@id': string;
  '@type': 'BankAccount';
  id: string;
  customer: string;
  accountHolder: string;
  /** The full IBAN: the owner's own account, which checkout prefills (decision 0047). */
  iban: string;
  ibanLast4: string;
  bic: string | null;
  updatedAt: string;
}

export interface PaypalAccountResource {
  '@id': string;
  '@type': 'PaypalAccount';
  id: string;
  customer: string;
  email: string;
  updatedAt: string;
}

export interface PaymentAccountResource {
  '@id': string;
  '@type': 'CustomerPaymentAccount';
  id: string;
  customer: string;
  paymentType: 'INVOICE';
  isPrimary: boolean;
  bankAccount: string | null;
  paypalAccount: string | null;
  createdAt: string;
}

export interface CustomerResource {
  '@id': string;
  '@type': 'Customer';
  id: string;
  customerNumber: string;
  /** The login identity's id (the spec's customerIdentifier). */
  identifier: string;
  email: string;
  locale: string;
  status: 'pending' | 'active';
  payoutMethod: 'bank' | 'paypal' | null;
  createdAt: string;
  person: PersonResource | null;
  addresses: AddressResource[];
  phoneContacts: PhoneContactResource[];
  bankAccounts: BankAccountResource[];
  paypalAccounts: PaypalAccountResource[];
  paymentAccounts: PaymentAccountResource[];
}

export type Row = Record<string, unknown>;

export function person(r: Row): PersonResource {
  return {
    '@id': iri('people', r.id as string),
    '@type': 'Person',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    salutation: (r.salutation as PersonResource['salutation']) ?? null,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    birthdate: (r.birthdate as string | null) ?? null,
  };
}

export function address(r: Row): AddressResource {
  return {
    '@id': iri('addresses', r.id as string),
    '@type': 'Address',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    salutation: (r.salutation as AddressResource['salutation']) ?? null,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    street: r.street as string,
    houseNumber: r.house_number as string,
    addition: (r.addition as string | null) ?? null,
    zip: r.zip as string,
    city: r.city as string,
    country: r.country as string,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

export function phone(r: Row): PhoneContactResource {
  return {
    '@id': iri('phone_contacts', r.id as string),
    '@type': 'PhoneContact',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    phone: r.phone as string,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

export function bank(r: Row, cipher: PayoutCipher): BankAccountResource {
  const id = r.id as string;
  const customerId = r.customer_id as string;
  return {
    '@id': iri('bank_accounts', r.id as string),
    '@type': 'BankAccount',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    accountHolder: r.account_holder as string,
    iban: cipher.decrypt(r.iban_encrypted as string, bankAccountContext(id, customerId)),
    ibanLast4: r.iban_last4 as string,
    bic: (r.bic as string | null) ?? null,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

export function paypal(r: Row): PaypalAccountResource {
  return {
    '@id': iri('paypal_accounts', r.id as string),
    '@type': 'PaypalAccount',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    email: r.email as string,
    updatedAt: iso(r.updated_at as Date)!,
  };
}

export function paymentAccount(r: Row): PaymentAccountResource {
  return {
    '@id': iri('customer_payment_accounts', r.id as string),
    '@type': 'CustomerPaymentAccount',
    id: r.id as string,
    customer: iri('customers', r.customer_id as string),
    paymentType: 'INVOICE',
    isPrimary: Boolean(r.is_primary),
    bankAccount: r.bank_account_id ? iri('bank_accounts', r.bank_account_id as string) : null,
    paypalAccount: r.paypal_account_id ? iri('paypal_accounts', r.paypal_account_id as string) : null,
    createdAt: iso(r.created_at as Date)!,
  };
}
