import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';
import { agedFormToken, mailsIn } from '../testing/forms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
const send = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

const valid = {
  country: 'fr',
  subject: 'payout',
  name: 'Claire Martin',
  email: 'claire.martin@example.fr',
  tradeNumber: '482 913 0576',
  message: 'Bonjour, je n’ai pas encore reçu mon paiement.',
};

describe(`contact form (${TEST_DB})`, () => {
  it('stores the message and mails it to the country’s recipient, with a confirmation to the customer', async () => {
    const formToken = await agedFormToken(t, 'contact');
    const res = await send({ ...valid, formToken });
    expect(res.statusCode).toBe(202);
    const { reference } = res.json();
    expect(reference).toMatch(/^K-[0-9A-Z]{8}$/);
    const { rows } = await t.db.query(
      'select country, subject, email, trade_number, message from contact_requests where reference = $1',
      [reference],
    );
    expect(rows).toEqual([
      {
        country: 'fr',
        subject: 'payout',
        email: 'claire.martin@example.fr',
        trade_number: '4829130576',
        message: valid.message,
      },
    ]);
    const mails = mailsIn(t);
    const toService = mails.find((m) => m.to === 'service-client@revalu.fr');
    expect(toService?.subject).toBe(`[${reference}] Paiement – 4829130576`);
    expect(toService?.raw).toMatch(/^Reply-To: claire\.martin@example\.fr$/m);
    expect(toService?.text).toContain('je n’ai pas encore reçu mon paiement');
    const toCustomer = mails.find((m) => m.to === 'claire.martin@example.fr');
    expect(toCustomer?.subject).toBe(`Votre message à Revalu (${reference})`);
  });

  it('gives field codes for bad input and stores nothing', async () => {
    const before = await count('contact_requests');
    const formToken = await agedFormToken(t, 'contact');
    const res = await send({
      country: 'de',
      subject: 'nonsense',
      name: '',
      email: 'not-an-email',
      tradeNumber: '4829130577',
      message: 'kurz',
      formToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      fields: {
        subject: 'invalid_subject',
        name: 'required',
        email: 'invalid_email',
        tradeNumber: 'invalid_trade_number',
        message: 'too_short',
      },
    });
    expect(await count('contact_requests')).toBe(before);
  });

  it('refuses a subject the country does not offer', async () => {
    const formToken = await agedFormToken(t, 'contact');
    // Austria lists vouchers instead of the business team.
    const res = await send({ ...valid, country: 'at', subject: 'business', formToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ subject: 'invalid_subject' });
  });

  it('drops what the honeypot catches without storing or mailing it', async () => {
    const before = await count('contact_requests');
    const mailsBefore = mailsIn(t).length;
    const formToken = await agedFormToken(t, 'contact');
    const res = await send({ ...valid, website: 'https://spam.example', formToken });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ reference: null });
    expect(await count('contact_requests')).toBe(before);
    expect(mailsIn(t).length).toBe(mailsBefore);
  });

  it('holds back a form sent at once, and one without a valid token', async () => {
    const fresh = (await t.app.inject({ method: 'GET', url: '/api/forms/contact/token' })).json().token;
    const tooFast = await send({ ...valid, formToken: fresh });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().code).toBe('too_fast');
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThan(0);
    const forged = await send({ ...valid, formToken: 'made-up-token-123' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('form_expired');
  });

  it('uses a token once', async () => {
    const formToken = await agedFormToken(t, 'contact', '10.0.0.7');
    expect((await send({ ...valid, formToken }, '10.0.0.7')).statusCode).toBe(202);
    const again = await send({ ...valid, formToken }, '10.0.0.7');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('form_expired');
  });

  it('limits messages per address', async () => {
    const ip = '10.0.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const formToken = await agedFormToken(t, 'contact', ip);
      statuses.push((await send({ ...valid, email: `person${i}@example.fr`, formToken }, ip)).statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const payload of [
      '{"country":',
      '[]',
      'null',
      JSON.stringify({ ...valid, message: 42 }),
      JSON.stringify({ ...valid, country: { $ne: 1 } }),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
