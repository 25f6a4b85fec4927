import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { countRows, expectNothingStored, hostOf, insertOffer, postTrade, SAMPLE, tradeBody } from './test-helpers';

// PGlite starts slowly on a busy machine; the project's testTimeout does not reach hooks in every jest version.
jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRADE_CREATE_LIMIT: '10000' });
});
afterAll(() => t.close());

const post = (body: unknown, options?: { key?: string | null; host?: string }) => postTrade(t, body, options);
type Body = ReturnType<typeof tradeBody>;

describe(`customer data is checked by the country's rules (${TEST_DB})`, () => {
  async function expectField(body: Body, field: string, code: string, host = hostOf('de')) {
    const before = await countRows(t.db, 'trades');
    const res = await post(body, { host });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ [field]: code });
    await expectNothingStored(t.db, before);
  }

  it('refuses a wrong IBAN: a typo (check digits), a wrong length, a country outside SEPA', async () => {
    const offer = await insertOffer(t.db, { price: 10 });
    const items = [{ offerId: offer, quantity: 1 }];
    const payout = (iban: string) => ({
      payout: { method: 'DirectDebitSwift', accountHolder: 'Erika Mustermann', iban },
    });
    await expectField(
      tradeBody('de', items, 10, payout('DE89 3704 0044 0532 0130 01')),
      'payout.iban',
      'iban_checksum',
    );
    await expectField(tradeBody('de', items, 10, payout('DE89 3704 0044 0532 0130')), 'payout.iban', 'invalid_iban');
    await expectField(
      tradeBody('de', items, 10, payout('BR18 0036 0305 0000 1000 9795 493C 1')),
      'payout.iban',
      'iban_not_sepa',
    );
    await expectField(tradeBody('de', items, 10, payout('not an iban')), 'payout.iban', 'invalid_iban');
  });

  it('accepts PayPal instead of a bank account', async () => {
    const offer = await insertOffer(t.db, { price: 10 });
    const res = await post(
      tradeBody('de', [{ offerId: offer, quantity: 1 }], 10, {
        payout: { method: 'Paypal', paypalEmail: 'Erika@PayPal.example' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().payout).toEqual({ method: 'Paypal', ibanLast4: null, paypalEmail: 'erika@paypal.example' });
  });

  it.each([
    ['fr', '00100'],
    ['fr', '99000'],
    ['at', '10100'],
    ['de', '1011'],
    ['it', '0018'],
    ['es', '280130'],
  ] as const)('refuses the postal code %s %s', async (country, postalCode) => {
    const offer = await insertOffer(t.db, { country, price: 10 });
    const body = tradeBody(country, [{ offerId: offer, quantity: 1 }], 10);
    body.address.postalCode = postalCode;
    await expectField(body, 'address.postalCode', 'invalid_postal_code', hostOf(country));
  });

  it('accepts Corsica (fr 20xxx)', async () => {
    const offer = await insertOffer(t.db, { country: 'fr', price: 10 });
    const body = tradeBody('fr', [{ offerId: offer, quantity: 1 }], 10);
    body.address.postalCode = '20090';
    const res = await post(body, { host: hostOf('fr') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ country: 'fr', carrier: 'ups', locale: 'fr-FR' });
  });

  it('refuses a phone number that cannot exist, missing consents and empty names', async () => {
    const offer = await insertOffer(t.db, { price: 10 });
    const items = [{ offerId: offer, quantity: 1 }];
    const body = tradeBody('de', items, 10);
    body.customer.phone = '0301';
    await expectField(body, 'customer.phone', 'invalid_phone');
    await expectField(tradeBody('de', items, 10, { termsAccepted: false }), 'termsAccepted', 'must_accept');
    await expectField(tradeBody('de', items, 10, { adultConfirmed: false }), 'adultConfirmed', 'must_confirm_age');
    const noName = tradeBody('de', items, 10);
    noName.customer.lastName = '   ';
    await expectField(noName, 'customer.lastName', 'required');
  });

  it('limits a private seller to 10 devices per offer', async () => {
    const offer = await insertOffer(t.db, { price: 10 });
    await expectField(tradeBody('de', [{ offerId: offer, quantity: 11 }], 110), 'items.0.quantity', 'too_many');
  });

  it('refuses a request for a host that is no shop', async () => {
    const offer = await insertOffer(t.db, { price: 10 });
    const res = await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 10), { host: 'evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_site');
  });
});

describe(`business sellers (${TEST_DB})`, () => {
  const company = (country: 'de' | 'fr') => ({ company: 'Muster Handy GmbH', vatId: SAMPLE[country].vatId });

  it('refuses a cart over the 5000 cap, says why and how to reach the business team', async () => {
    const offer = await insertOffer(t.db, { price: 500.01 });
    const before = await countRows(t.db, 'trades');
    const body = tradeBody('de', [{ offerId: offer, quantity: 10 }], 5000.1, { b2b: true });
    Object.assign(body.customer, company('de'));
    const res = await post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'b2b_cap_exceeded',
      cap: 5000,
      itemsTotal: 5000.1,
      businessEmail: 'business@revalu.de',
      supportPhone: '+49 30 5557 1200',
    });
    await expectNothingStored(t.db, before);
  });

  it('accepts a business cart of exactly 5000 with company and VAT id', async () => {
    const offer = await insertOffer(t.db, { price: 250 });
    const body = tradeBody('de', [{ offerId: offer, quantity: 20 }], 5000, { b2b: true });
    Object.assign(body.customer, { company: 'Muster Handy GmbH', vatId: 'de 123 456 789' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ b2b: true, payoutTotal: 5000, customer: { company: 'Muster Handy GmbH' } });
    const vat = await t.db.query<{ vat_id: string }>(
      'select vat_id from trade_customers c join trades t on t.id = c.trade_id where t.trade_number = $1',
      [res.json().tradeNumber],
    );
    expect(vat.rows[0]!.vat_id).toBe('DE123456789');
  });

  it('is forced by the partner widget host: company and a VAT id of the country are required', async () => {
    const offer = await insertOffer(t.db, { country: 'fr', price: 40 });
    const before = await countRows(t.db, 'trades');
    const res = await post(tradeBody('fr', [{ offerId: offer, quantity: 1 }], 40), { host: hostOf('fr', 'b2bwidget') });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ 'customer.company': 'required', 'customer.vatId': 'required' });
    const wrongVat = tradeBody('fr', [{ offerId: offer, quantity: 1 }], 40);
    Object.assign(wrongVat.customer, { company: 'Société Exemple', vatId: 'DE123456789' });
    const res2 = await post(wrongVat, { host: hostOf('fr', 'b2bwidget') });
    expect(res2.json().fields).toMatchObject({ 'customer.vatId': 'invalid_vat_id' });
    await expectNothingStored(t.db, before);
  });
});
