import { emptyForm, tradeCustomerData, validateField, validateForm, type CheckoutFormValues } from './checkout-form';

const filled: CheckoutFormValues = {
  ...emptyForm,
  salutation: 'ms',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  phone: '030 901820',
  street: 'Hauptstraße',
  houseNumber: '5a',
  postalCode: '10115',
  city: 'Berlin',
  accountHolder: 'Erika Mustermann',
  iban: 'DE89370400440532013000',
  termsAccepted: true,
  adultConfirmed: true,
};

describe('checkout form rules', () => {
  it('accepts a complete German form', () => {
    expect(validateForm(filled, { country: 'de', b2b: false })).toEqual({});
  });

  it.each([
    ['de', '10115', null],
    ['de', '1011', 'invalid_postal_code'],
    ['at', '1010', null],
    ['at', '10100', 'invalid_postal_code'],
    ['es', '28013', null],
    ['it', '00184', null],
    ['it', '0018', 'invalid_postal_code'],
    ['fr', '75001', null],
    ['fr', '20090', null],
    ['fr', '00100', 'invalid_postal_code'],
    ['fr', '99000', 'invalid_postal_code'],
    ['fr', '', 'required'],
  ] as const)('%s postal code %j: %s', (country, postalCode, problem) => {
    expect(validateField('postalCode', { ...filled, postalCode }, { country, b2b: false })).toBe(problem);
  });

  it.each([
    ['', 'required'],
    ['DE89 3704 0044 0532 0130 00', null],
    ['DE89 3704', 'invalid_iban'],
    ['DE89 3704 0044 0532 0130 01', 'iban_checksum'],
    ['BR18 0036 0305 0000 1000 9795 493C 1', 'iban_not_sepa'],
  ] as const)('IBAN %j when sent: %s (shared/iban decides)', (iban, problem) => {
    expect(validateField('iban', { ...filled, iban }, { country: 'de', b2b: false })).toBe(problem);
  });

  it('asks for the payout fields of the chosen method only', () => {
    const paypal = { ...filled, payoutMethod: 'Paypal' as const, iban: '', accountHolder: '', paypalEmail: 'nope' };
    expect(validateForm(paypal, { country: 'de', b2b: false })).toEqual({ paypalEmail: 'invalid_email' });
  });

  it('asks businesses for company and a VAT id of their country', () => {
    const ctx = { country: 'at' as const, b2b: true };
    expect(validateForm({ ...filled, postalCode: '1010', phone: '01 5880' }, ctx)).toEqual({
      company: 'required',
      vatId: 'required',
    });
    expect(validateField('vatId', { ...filled, vatId: 'DE123456789' }, ctx)).toBe('invalid_vat_id');
    expect(validateField('vatId', { ...filled, vatId: 'atu 1234 5678' }, ctx)).toBeNull();
  });

  it('wants a phone number that can exist and both consents', () => {
    expect(validateField('phone', { ...filled, phone: '123' }, { country: 'de', b2b: false })).toBe('invalid_phone');
    expect(validateField('phone', { ...filled, phone: '+33 1 42 68 53 00' }, { country: 'de', b2b: false })).toBeNull();
    expect(
      validateForm({ ...filled, termsAccepted: false, adultConfirmed: false }, { country: 'de', b2b: false }),
    ).toEqual({
      termsAccepted: 'must_accept',
      adultConfirmed: 'must_confirm_age',
    });
  });

  it('builds the request body the API expects, without company data for private sellers', () => {
    const body = tradeCustomerData({ ...filled, company: 'Leftover GmbH', iban: 'de89 3704 0044 0532 0130 00' }, false);
    expect(body).toMatchObject({
      b2b: false,
      customer: { salutation: 'ms', company: null, vatId: null },
      payout: { method: 'DirectDebitSwift', iban: 'DE89370400440532013000' },
      paymentTypeCode: '13',
      termsAccepted: true,
      adultConfirmed: true,
    });
  });
});
