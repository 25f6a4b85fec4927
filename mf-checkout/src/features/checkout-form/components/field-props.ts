import type { ChangeEvent } from 'react';
import type { CountryCode } from 'config';
import type { TFunction } from 'i18next';
import { fieldErrorKey } from '../../../lib/problem-text';
import type { CheckoutFormValues, FieldName } from '../schemas/checkout-form';
import type { useCheckoutForm } from '../hooks/use-checkout-form';

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

/** The id of a field's control, for labels, the error summary and focus. */
export const fieldId = (name: FieldName) => `checkout-${name}`;

/** The text of a field's problem. Postal codes name the country's rule. */
export function errorText(
  t: TFunction,
  name: FieldName,
  code: string | undefined,
  country: CountryCode,
): string | undefined {
  if (!code) return undefined;
  if (name === 'postalCode' && code === 'invalid_postal_code') return t(`postalCodeError.${country}`);
  return t(fieldErrorKey(code));
}

/** Props of a text field bound to the form: value, change, blur, id, error. */
export function textFieldProps(
  form: CheckoutForm,
  t: TFunction,
  name: Exclude<FieldName, 'termsAccepted' | 'adultConfirmed' | 'payoutMethod' | 'salutation'>,
  country: CountryCode,
) {
  return {
    id: fieldId(name),
    name,
    value: form.values[name] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.set(name, e.target.value as CheckoutFormValues[typeof name]),
    onBlur: () => form.blur(name),
    error: errorText(t, name, form.errors[name], country),
  };
}
