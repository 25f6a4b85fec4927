import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';
import { agedFormToken, mailsIn } from '../testing/forms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const valid = {
  country: 'de',
  company: 'Muster Logistik GmbH',
  contactName: 'Petra Muster',
  email: 'it@muster-logistik.de',
  phone: '+49 30 1234567',
  deviceCount: '100-499',
  deviceTypes: ['smartphones', 'laptops'],
  message: '140 iPhones und 60 ThinkPads aus der Flottenerneuerung.',
};

describe(`B2B enquiries (${TEST_DB})`, () => {
  it('stores an enquiry and mails the business team', async () => {
    const formToken = await agedFormToken(t, 'b2b');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2b/enquiries',
      payload: { ...valid, formToken },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(202);
    const { reference } = res.json();
    const { rows } = await t.db.query(
      'select company, device_count, device_types from b2b_enquiries where reference = $1',
      [reference],
    );
    expect(rows).toEqual([
      { company: 'Muster Logistik GmbH', device_count: '100-499', device_types: ['smartphones', 'laptops'] },
    ]);
    const mail = mailsIn(t).find((m) => m.to === 'business@revalu.de');
    expect(mail?.subject).toBe(`[${reference}] B2B: Muster Logistik GmbH (100-499)`);
    expect(mailsIn(t).some((m) => m.to === 'it@muster-logistik.de')).toBe(true);
  });

  it('exists only where the country has a B2B offer', async () => {
    const formToken = await agedFormToken(t, 'b2b');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2b/enquiries',
      payload: { ...valid, country: 'fr', formToken },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('b2b_unavailable');
  });

  it('gives field codes for bad input and stores nothing', async () => {
    const formToken = await agedFormToken(t, 'b2b');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2b/enquiries',
      payload: {
        ...valid,
        company: ' ',
        email: 'x@',
        phone: 'call me',
        deviceTypes: [],
        deviceCount: 'lots',
        formToken,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      company: 'required',
      email: 'invalid_email',
      phone: 'invalid_phone',
      deviceTypes: 'required',
      deviceCount: 'required',
    });
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from b2b_enquiries');
    expect(rows[0]!.n).toBe(1);
  });
});
