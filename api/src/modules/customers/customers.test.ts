import { mailsTo, registerActivateLogin } from '../../testing/accounts';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

let t: TestApp;
type Session = Awaited<ReturnType<typeof registerActivateLogin>>;
let a: Session;
let b: Session;
beforeAll(async () => {
  t = await createTestApp();
  a = await registerActivateLogin(t, 'customer-a@example.com');
  b = await registerActivateLogin(t, 'customer-b@example.com', {
    Payment: { type: 'paypal', paypalAccount: { email: 'B.Pay@Example.com' } },
    attributes: { locale: 'fr-FR' },
    Address: {
      salutation: 'mr',
      firstName: 'Bruno',
      lastName: 'Lefèvre',
      street: 'Rue de la Paix',
      houseNumber: '12',
      zip: '75002',
      city: 'Paris',
      country: 'fr',
    },
  });
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { member?: Json[] };
const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, s: Session | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: s ? s.auth : {}, payload: payload as object });
const json = async (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, s: Session | null, payload?: unknown) =>
  (await call(method, url, s, payload)).json() as Json;
const first = async (resource: string, s: Session) => (await json('GET', `/api/customers/${resource}`, s)).member![0]!;

describe(`customers: own data (${TEST_DB})`, () => {
  it('answers the customer with IRIs on every resource', async () => {
    const me = await json('GET', '/api/customers/customers', a);
    expect(me['@id']).toBe(`/api/customers/customers/${a.customer.id}`);
    expect(me.customerNumber).toMatch(/^RV\d{8}$/);
    expect(me.status).toBe('active');
    expect(me.payoutMethod).toBe('bank');
    expect(me.person).toMatchObject({
      firstName: 'Anna',
      lastName: 'Müller',
      salutation: 'ms',
      '@id': expect.stringMatching(/^\/api\/customers\/people\//),
    });
    expect(me.addresses).toEqual([
      expect.objectContaining({ street: 'Hauptstraße', zip: '10115', customer: me['@id'], '@type': 'Address' }),
    ]);
    expect(me.bankAccounts).toEqual([expect.objectContaining({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' })]);
    expect(me.paymentAccounts).toEqual([
      expect.objectContaining({
        paymentType: 'INVOICE',
        isPrimary: false,
        bankAccount: (me.bankAccounts as Json[])[0]!['@id'],
        paypalAccount: null,
      }),
    ]);
    const byId = await call('GET', `/api/customers/customers/${a.customer.id}`, a);
    expect(byId.statusCode).toBe(200);
    const b2 = await json('GET', '/api/customers/customers', b);
    expect(b2.paypalAccounts).toEqual([expect.objectContaining({ email: 'b.pay@example.com' })]);
    expect(b2.locale).toBe('fr-FR');
  });

  it('refuses every call without a bearer token', async () => {
    for (const [method, url] of [
      ['GET', '/api/customers/customers'],
      ['DELETE', '/api/customers/customers'],
      ['GET', '/api/customers/addresses'],
      ['PATCH', '/api/customers/addresses'],
      ['GET', '/api/customers/bank_accounts'],
      ['PATCH', '/api/customers/bank_accounts'],
      ['GET', '/api/customers/paypal_accounts'],
      ['PATCH', '/api/customers/paypal_accounts'],
      ['POST', '/api/customers/customer_payment_accounts'],
      ['POST', '/api/customers/guest_account_number'],
      ['POST', '/api/customers/phone_contacts'],
      ['PATCH', '/api/customers/phone_contacts'],
      ['PATCH', '/api/customers/people'],
    ] as const) {
      const res = await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'unauthenticated']);
    }
  });

  it('changes the address, and refuses a postal code that does not fit the country without changing anything', async () => {
    const address = await first('addresses', a);
    const bad = await call('PATCH', '/api/customers/addresses', a, { address: { '@id': address['@id'], zip: '1010' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'address.zip': 'zip_invalid' });
    // Austria's postal codes have four digits: the same code is right with the country changed too.
    const moved = await call('PATCH', '/api/customers/addresses', a, {
      addressIri: address['@id'],
      address: { street: 'Mariahilfer Straße', houseNumber: '77', zip: '1060', city: 'Wien', country: 'at' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      street: 'Mariahilfer Straße',
      zip: '1060',
      country: 'at',
      firstName: 'Anna',
      '@id': address['@id'],
    });
    expect(await first('addresses', a)).toMatchObject({ city: 'Wien' });
  });

  it('changes the bank account and checks the IBAN', async () => {
    const bank = await first('bank_accounts', a);
    const bad = await call('PATCH', '/api/customers/bank_accounts', a, {
      payment: { '@id': bank['@id'], iban: 'DE89370400440532013001' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'payment.iban': 'iban_invalid' });
    const ok = await call('PATCH', `/api/customers/bank_accounts/${bank.id}`, a, {
      payment: { iban: 'AT61 1904 3002 3457 3201', bic: '', accountHolder: 'Anna Müller' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ iban: 'AT611904300234573201', bic: null });
    // The owner hears of it by mail, with the new account masked.
    await t.app.accountMails.drain();
    const mail = mailsTo(t, 'customer-a@example.com').at(-1)!;
    expect(mail.subject).toBe('Ihr Auszahlungskonto wurde geändert');
    expect(mail.text).toContain('IBAN AT61 •••• 3201 (Anna Müller)');
    expect(mail.text).not.toContain('AT611904300234573201');
  });

  it('adds a PayPal account once (payment type INVOICE, not primary), then changes it', async () => {
    const me = await json('GET', '/api/customers/customers', a);
    const created = await call('POST', '/api/customers/customer_payment_accounts', a, {
      customer: me['@id'],
      paymentType: 'INVOICE',
      isPrimary: false,
      paypalAccount: { email: 'anna.paypal@example.com' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      paymentType: 'INVOICE',
      isPrimary: false,
      bankAccount: null,
      paypalAccountResource: { email: 'anna.paypal@example.com' },
    });
    expect((await json('GET', '/api/customers/customers', a)).payoutMethod).toBe('paypal');

    const again = await call('POST', '/api/customers/customer_payment_accounts', a, {
      customer: me['@id'],
      paypalAccount: { email: 'x@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_account_exists');

    for (const body of [
      { customer: me['@id'], isPrimary: true, paypalAccount: { email: 'x@example.com' } },
      { customer: me['@id'], paymentType: 'CASH', paypalAccount: { email: 'x@example.com' } },
      { customer: me['@id'] },
      { customer: me['@id'], paypalAccount: { email: 'not-an-email' } },
    ]) {
      expect((await call('POST', '/api/customers/customer_payment_accounts', a, body)).statusCode).toBe(400);
    }

    const paypal = await first('paypal_accounts', a);
    const changed = await call('PATCH', '/api/customers/paypal_accounts', a, {
      paypalAccount: { '@id': paypal['@id'], email: 'Anna.New@Example.com' },
    });
    expect(changed.json()).toMatchObject({ email: 'anna.new@example.com' });
  });

  it('adds and changes the phone number, normalized to E.164', async () => {
    const me = await json('GET', '/api/customers/customers', a);
    const bad = await call('POST', '/api/customers/phone_contacts', a, { phone: '12', customerIri: me['@id'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ phone: 'phone_invalid' });
    // The address is in Austria now: a national number is read as Austrian.
    const created = await call('POST', '/api/customers/phone_contacts', a, {
      phone: '0664 1234567',
      customerIri: me['@id'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().phone).toBe('+436641234567');
    const again = await call('POST', '/api/customers/phone_contacts', a, {
      phone: '0664 1234567',
      customerIri: me['@id'],
    });
    expect(again.statusCode).toBe(409);
    const changed = await call('PATCH', '/api/customers/phone_contacts', a, {
      phone: '+49 30 1234567',
      phoneIri: created.json()['@id'],
      customerIri: me['@id'],
    });
    expect(changed.json().phone).toBe('+49301234567');
  });

  it('sets the birthdate through people, and refuses impossible dates and minors', async () => {
    const me = await json('GET', '/api/customers/customers', a);
    const person = me.person as Json;
    const patch = (birthdate: string) =>
      call('PATCH', '/api/customers/people', a, {
        address: { birthdate },
        peopleIri: person['@id'],
        customerIri: me['@id'],
      });
    expect((await patch('1990-02-30')).json().fields).toEqual({ 'address.birthdate': 'birthdate_invalid' });
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    expect((await patch(young.toISOString().slice(0, 10))).json().fields).toEqual({
      'address.birthdate': 'birthdate_too_young',
    });
    const ok = await patch('1985-07-14');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().birthdate).toBe('1985-07-14');
  });
});

describe(`customers: one customer never reaches another's data (${TEST_DB})`, () => {
  it('by id: reads and writes of B through A are not found, and B is unchanged', async () => {
    const bMe = await json('GET', '/api/customers/customers', b);
    const bAddress = (bMe.addresses as Json[])[0]!;
    const bPaypal = (bMe.paypalAccounts as Json[])[0]!;
    const bPerson = bMe.person as Json;
    const bPayment = (bMe.paymentAccounts as Json[])[0]!;
    for (const url of [
      `/api/customers/customers/${b.customer.id}`,
      `/api/customers/addresses/${bAddress.id}`,
      `/api/customers/paypal_accounts/${bPaypal.id}`,
      `/api/customers/people/${bPerson.id}`,
      `/api/customers/customer_payment_accounts/${bPayment.id}`,
    ]) {
      const res = await call('GET', url, a);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('Lefèvre');
    }
    expect(
      (await call('PATCH', `/api/customers/addresses/${bAddress.id}`, a, { address: { city: 'Lyon' } })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/api/customers/paypal_accounts/${bPaypal.id}`, a, {
          paypalAccount: { email: 'thief@example.com' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/customers/customers/${b.customer.id}`, a)).statusCode).toBe(404);
    // A's own lists hold nothing of B.
    const aAddresses = await json('GET', '/api/customers/addresses', a);
    expect(aAddresses.member!.map((x) => x.id)).not.toContain(bAddress.id);
    expect(await json('GET', '/api/customers/customers', b)).toEqual(bMe);
  });

  it('by IRI: changes of B named by IRI through A are not found, and B is unchanged', async () => {
    const bMe = await json('GET', '/api/customers/customers', b);
    const aMe = await json('GET', '/api/customers/customers', a);
    const bAddress = (bMe.addresses as Json[])[0]!;
    const bPaypal = (bMe.paypalAccounts as Json[])[0]!;
    const bPerson = bMe.person as Json;
    const attempts: [string, string, unknown][] = [
      ['PATCH', '/api/customers/addresses', { address: { '@id': bAddress['@id'], city: 'Lyon' } }],
      [
        'PATCH',
        '/api/customers/addresses',
        { addressIri: `http://fr.localhost${bAddress['@id']}`, address: { city: 'Lyon' } },
      ],
      [
        'PATCH',
        '/api/customers/paypal_accounts',
        { paypalAccountIri: bPaypal['@id'], paypalAccount: { email: 'thief@example.com' } },
      ],
      ['PATCH', '/api/customers/people', { peopleIri: bPerson['@id'], address: { birthdate: '1970-01-01' } }],
      // A's own resource, but claiming B as the customer.
      [
        'PATCH',
        '/api/customers/people',
        { peopleIri: (aMe.person as Json)['@id'], customerIri: bMe['@id'], address: { birthdate: '1970-01-01' } },
      ],
      [
        'POST',
        '/api/customers/customer_payment_accounts',
        { customer: bMe['@id'], bankAccount: { accountHolder: 'Thief', iban: 'DE89370400440532013000' } },
      ],
      ['POST', '/api/customers/phone_contacts', { phone: '+33 1 42 68 53 00', customerIri: bMe['@id'] }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method as 'PATCH', url, a, body);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const wrongKind = await call('PATCH', '/api/customers/addresses', a, {
      addressIri: bPaypal['@id'],
      address: { city: 'Lyon' },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields).toEqual({ addressIri: 'iri_invalid' });
    expect(await json('GET', '/api/customers/customers', b)).toEqual(bMe);
  });
});

describe(`customers: customer number and deletion of the customer data (${TEST_DB})`, () => {
  it('keeps the number, and gives a user whose customer data was deleted a new one', async () => {
    const c = await registerActivateLogin(t, 'customer-c@example.com');
    const number = await json('POST', '/api/customers/guest_account_number', c);
    expect(number).toEqual({ customerNumber: c.customer.customerNumber, customer: c.customer['@id'] });

    const deleted = await call('DELETE', '/api/customers/customers', c);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call('GET', '/api/customers/customers', c)).statusCode).toBe(404);
    const fresh = await json('POST', '/api/customers/guest_account_number', c);
    expect(fresh.customerNumber).toMatch(/^RV\d{8}$/);
    expect(fresh.customerNumber).not.toBe(c.customer.customerNumber);
    expect((await call('GET', '/api/customers/customers', c)).statusCode).toBe(200);
  });
});
