import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { requestForLog } from '../app';
import { createTradeAccess, DEV_TRADE_ACCESS_SECRET } from '../modules/checkout/trade-access';
import { insertOffer, newKey, tradeBody } from '../modules/checkout/test-helpers';
import { agedFormToken, mailsIn } from '../modules/content/testing/forms';
import { mailsTo } from '../testing/accounts';
import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';
import { freshAddress, rowCount } from './hostile-client';

jest.setTimeout(180_000);

/** What the public can post, treated as hostile: forms, sign-ups, texts, and the edges of the API. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRADE_CREATE_LIMIT: '1000', TRADE_ACCESS_DAYS: '30' });
});
afterAll(() => t.close());

const DE = { host: 'de.localhost:8080' };
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: { ...DE, ...headers },
    payload: payload as object,
  });

describe(`an anonymous newsletter sign-up never changes a confirmed subscriber (${TEST_DB})`, () => {
  it('keeps names, interests and the consent record, and tells the owner by mail', async () => {
    const email = 'confirmed-reader@example.com';
    await post('/api/newsletter/subscriptions', { country: 'de', email, consent: true, firstName: 'Lea' });
    const mail = mailsIn(t).find((m) => m.to === email && m.text.includes('?confirm='))!;
    const link = new URL(/(http:\/\/\S+\?confirm=\S+)/.exec(mail.text)![1]!);
    const hash = link.pathname.split('/').pop()!;
    expect(
      (await post('/api/newsletter/confirm', { emailHash: hash, token: link.searchParams.get('confirm') })).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/newsletter/subscribers/${hash}`,
      payload: { salutation: 'ms', firstName: 'Lea', lastName: 'Sommer', interests: ['cameras'] },
    });
    const read = () =>
      t.db.query(
        'select status, salutation, first_name, last_name, interests, consent_ip, consented_at, confirmed_at from newsletter_subscribers where email = $1',
        [email],
      );
    const before = (await read()).rows[0];
    const mailsBefore = mailsIn(t).filter((m) => m.to === email).length;

    const stranger = await post('/api/newsletter/subscriptions', {
      country: 'de',
      email,
      consent: true,
      salutation: 'mr',
      firstName: 'Mallory',
      lastName: 'Spam',
      interests: ['promotions'],
    });
    expect(stranger.statusCode).toBe(202);
    expect((await read()).rows[0]).toEqual(before);
    const told = mailsIn(t)
      .filter((m) => m.to === email)
      .slice(mailsBefore);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).not.toContain('Mallory');
  });
});

describe(`forms relay no stranger's text (${TEST_DB})`, () => {
  it('the contact confirmation to the address entered repeats neither the name nor the message', async () => {
    const victim = 'contact-victim@example.com';
    const res = await post('/api/contact', {
      country: 'de',
      subject: 'other',
      name: 'Gewinnspiel',
      email: victim,
      message: 'Sie haben gewonnen! Holen Sie Ihren Preis ab: http://evil.example/preis',
      formToken: await agedFormToken(t, 'contact', freshAddress()),
    });
    expect(res.statusCode).toBe(202);
    const confirmation = mailsIn(t).find((m) => m.to === victim)!;
    expect(confirmation.text).toContain(res.json().reference);
    expect(`${confirmation.subject}\n${confirmation.text}`).not.toMatch(/evil\.example|gewonnen|Gewinnspiel/);
    // Customer service gets the whole message, below a line of its own.
    const internal = mailsIn(t).find((m) => m.subject.includes(res.json().reference) && m.to !== victim)!;
    expect(internal.text).toContain('http://evil.example/preis');
  });

  it('the B2B confirmation carries no company name, and a line break in a one-line field is refused', async () => {
    const victim = 'b2b-victim@example.com';
    const enquiry = {
      country: 'de',
      company: 'Gratis iPhones unter evil punkt example',
      contactName: 'Mallory',
      email: victim,
      deviceCount: '1-19',
      deviceTypes: ['smartphones'],
    };
    const ok = await post('/api/b2b/enquiries', {
      ...enquiry,
      formToken: await agedFormToken(t, 'b2b', freshAddress()),
    });
    expect(ok.statusCode).toBe(202);
    const confirmation = mailsIn(t).find((m) => m.to === victim)!;
    expect(`${confirmation.subject}\n${confirmation.text}`).not.toMatch(/Gratis|evil|Mallory/);

    const before = await rowCount(t, 'b2b_enquiries');
    for (const field of ['company', 'contactName'] as const) {
      const injected = await post('/api/b2b/enquiries', {
        ...enquiry,
        [field]: 'ACME GmbH\r\nE-Mail: ceo@victim.example\r\nBcc: all@victim.example',
        formToken: await agedFormToken(t, 'b2b', freshAddress()),
      });
      expect(injected.statusCode).toBe(400);
      expect(injected.json().fields).toEqual({ [field]: 'invalid' });
    }
    const contact = await post('/api/contact', {
      country: 'de',
      subject: 'other',
      name: 'Erika\nBetreff: gefälscht',
      email: 'x@example.com',
      message: 'Eine ganz normale Nachricht.',
      formToken: await agedFormToken(t, 'contact', freshAddress()),
    });
    expect(contact.statusCode).toBe(400);
    expect(await rowCount(t, 'b2b_enquiries')).toBe(before);
  });

  it('an activation mail to an address nobody confirmed greets no one by the name the form was sent', async () => {
    const victim = 'register-victim@example.com';
    const res = await post('/api/account/register', {
      enabled: true,
      firstName: 'Besuchen Sie gewinn.example',
      lastName: 'Spam',
      username: victim,
      email: victim,
      credentials: [{ type: 'password', value: 'Sommer2024!Kiel', temporary: false }],
      attributes: { locale: ['de-DE'] },
      Address: {
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Muster',
        street: 'Hauptstraße',
        houseNumber: '5a',
        zip: '10115',
        city: 'Berlin',
        country: 'de',
      },
    });
    expect(res.statusCode).toBe(202);
    await t.app.accountMails.drain();
    const mail = mailsTo(t, victim).at(-1)!;
    expect(mail.text).toMatch(/^Hallo,/);
    expect(`${mail.subject}\n${mail.text}`).not.toContain('gewinn');
  });
});

describe(`the smaller edges (${TEST_DB})`, () => {
  it('back-office routes ask for the token before they read the body, under any spelling of the path', async () => {
    for (const url of ['/api/admin/vouchers', '/api/%61dmin/vouchers', '/api/admin/no-such-route']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { code: 1, bonus: 'x', unknownField: true } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('admin_unauthorized');
      expect(res.json().fields).toBeUndefined();
      expect(res.body).not.toMatch(/bonus|code:|percent|maxRedemptions/i);
    }
  });

  it('logs no secret a link carries in its query', () => {
    const logged = requestForLog({
      method: 'GET',
      url: '/api/trades/4829173516/label.pdf?token=lq2x3.SECRETMAC&download=1',
      host: 'de.localhost:8080',
      ip: '192.0.2.1',
      socket: { remotePort: 5000 },
    } as unknown as FastifyRequest);
    expect(JSON.stringify(logged)).not.toContain('SECRETMAC');
    expect(logged.url).toBe('/api/trades/4829173516/label.pdf?token=…&download=1');
    expect(
      requestForLog({ method: 'GET', url: '/newsletter/enrich/ab?confirm=XYZ', ip: '::1' } as unknown as FastifyRequest)
        .url,
    ).toBe('/newsletter/enrich/ab?confirm=…');
  });

  it('every API answer and the API documentation say nosniff', async () => {
    for (const url of ['/api/docs/json', '/api/docs', '/api/newsletter/subscribers/' + '0'.repeat(32), '/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses lone surrogates, U+FFFD and bidirectional overrides in what a trade stores, and stores nothing', async () => {
    const offer = await insertOffer(t.db, { price: 50 });
    const before = await rowCount(t, 'trades');
    const body = tradeBody('de', [{ offerId: offer, quantity: 1 }], 50);
    const attempts: [string, string][] = [
      ['address.street', JSON.stringify(body).replace('"Hauptstraße"', '"Haupt\\ud800straße"')],
      ['address.street', JSON.stringify(body).replace('"Hauptstraße"', '"Hauptstra\u00dfe \u202e5a"')],
      ['customer.lastName', JSON.stringify(body).replace('"Mustermann"', '"Muster\ufffdmann"')],
    ];
    for (const [field, payload] of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trades',
        remoteAddress: freshAddress(),
        headers: { ...DE, 'idempotency-key': newKey(), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { [field]: 'invalid' } });
    }
    expect(await rowCount(t, 'trades')).toBe(before);
  });

  it('a trade’s access link works for TRADE_ACCESS_DAYS, and a link without an expiry opens nothing', async () => {
    const offer = await insertOffer(t.db, { price: 70 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trades',
      remoteAddress: freshAddress(),
      headers: { ...DE, 'idempotency-key': newKey() },
      payload: tradeBody('de', [{ offerId: offer, quantity: 1 }], 70),
    });
    const { tradeNumber, accessToken } = res.json() as { tradeNumber: string; accessToken: string };
    const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/trades/${tradeNumber}?token=${token}` });
    expect((await open(accessToken)).statusCode).toBe(200);
    // A link of a trade made 31 days ago (signed as the server signs, with its expiry then).
    const old = createTradeAccess({ TRADE_ACCESS_SECRET: undefined, TRADE_ACCESS_DAYS: 30 }).tokenFor(
      tradeNumber,
      new Date(Date.now() - 31 * 86_400_000),
    );
    expect((await open(old)).statusCode).toBe(404);
    // The same MAC under a later expiry.
    const [, mac] = old.split('.');
    expect((await open(`${(Math.floor(Date.now() / 1000) + 86_400).toString(36)}.${mac}`)).statusCode).toBe(404);
    // A token that never expires (an HMAC of the trade number alone).
    const forever = createHmac('sha256', DEV_TRADE_ACCESS_SECRET)
      .update(`trade-access:v1:${tradeNumber}`)
      .digest()
      .subarray(0, 24)
      .toString('base64url');
    expect((await open(forever)).statusCode).toBe(404);
  });
});
