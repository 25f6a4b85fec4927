import { registerActivateLogin, registration, mails, mailsTo, PASSWORD } from '../testing/accounts';
import { linkIn } from '../testing/mailbox';
import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';
import { insertOffer, newKey, tradeBody, waitForMail } from '../modules/checkout/test-helpers';
import { agedFormToken, mailsIn } from '../modules/content/testing/forms';
import { parseTrustProxy, loadEnv } from '../env';
import { FORGED_PROXY_HEADERS, freshAddress, localOrigin, originsOfMailsSince, urlsIn } from './hostile-client';

jest.setTimeout(180_000);

/**
 * With no proxy configured, a client's own proxy headers change nothing it can observe: no link in a
 * mail, no per-address limit, no stored address. With a proxy configured, only that proxy names the client.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRADE_CREATE_LIMIT: '3' });
});
afterAll(() => t.close());

const DE = { host: 'de.localhost:8080' };

async function tradeFrom(remoteAddress: string, headers: Record<string, string> = {}, email = 'erika@example.com') {
  const offer = await insertOffer(t.db, { price: 120 });
  return t.app.inject({
    method: 'POST',
    url: '/api/trades',
    remoteAddress,
    headers: { ...DE, 'idempotency-key': newKey(), ...headers },
    payload: tradeBody('de', [{ offerId: offer, quantity: 1 }], 120, {
      customer: {
        salutation: 'ms',
        firstName: 'Erika',
        lastName: 'Mustermann',
        email,
        phone: '030 901820',
        company: null,
        vatId: null,
      },
    }),
  });
}

describe(`links in mails come from configuration, never from headers (${TEST_DB})`, () => {
  it('a password-reset link goes to the shop, whatever X-Forwarded-Proto, -Host, Forwarded or Host say', async () => {
    const email = 'reset-victim@example.com';
    await registerActivateLogin(t, email);
    for (const host of ['de.localhost:8080', 'evil.example', 'de.localhost:8080@evil.example']) {
      const before = mailsTo(t, email).length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/forgotPasswordMail',
        remoteAddress: freshAddress(),
        headers: { ...FORGED_PROXY_HEADERS, host },
        payload: { email },
      });
      expect(res.statusCode).toBe(202);
      await t.app.accountMails.drain();
      const mail = mailsTo(t, email).at(-1)!;
      expect(mailsTo(t, email)).toHaveLength(before + 1);
      const link = new URL(linkIn(mail, 'token='));
      expect(link.origin).toBe(localOrigin('de'));
      expect([...originsOfMailsSince([mail], 0)]).toEqual([localOrigin('de')]);
    }
  });

  it('the stolen token of such a link would set no password: the link a forged request mails opens our shop only', async () => {
    // The attack end to end: the reset mail asked for with forged headers, its token posted by "the attacker".
    const email = 'takeover@example.com';
    await registerActivateLogin(t, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/forgotPasswordMail',
      remoteAddress: freshAddress(),
      headers: { ...DE, ...FORGED_PROXY_HEADERS },
      payload: { email },
    });
    await t.app.accountMails.drain();
    const text = mailsTo(t, email).at(-1)!.text;
    expect(text).not.toContain('evil.example');
    expect(urlsIn(text).every((u) => u.origin === localOrigin('de'))).toBe(true);
  });

  it('activation, already-registered and password-changed mails link to the shop as well', async () => {
    const email = 'mails-all@example.com';
    const since = mails(t).length;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      remoteAddress: freshAddress(),
      headers: { ...DE, ...FORGED_PROXY_HEADERS },
      payload: registration(email),
    });
    expect(reg.statusCode).toBe(202);
    await t.app.accountMails.drain();
    const token = new URL(linkIn(mailsTo(t, email).at(-1)!, 'activation=')).searchParams.get('activation')!;
    await t.app.inject({ method: 'POST', url: '/api/account/activateRegistration', headers: { token } });
    await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      remoteAddress: freshAddress(),
      headers: { host: 'fr.localhost:8080', ...FORGED_PROXY_HEADERS },
      payload: registration(email),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: freshAddress(),
      payload: { username: email, password: PASSWORD },
    });
    const { access_token: access } = login.json() as { access_token: string };
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/customers/customers',
      headers: { authorization: `Bearer ${access}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/account/changePassword',
      remoteAddress: freshAddress(),
      headers: { ...DE, ...FORGED_PROXY_HEADERS, authorization: `Bearer ${access}` },
      payload: {
        password: 'Winter2026!Jena',
        userId: me.json().identifier,
        email,
        currentPassword: PASSWORD,
      },
    });
    await t.app.accountMails.drain();
    const written = mailsTo(t, email);
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(originsOfMailsSince(mails(t), since)).toEqual(new Set([localOrigin('de'), localOrigin('fr')]));
  });

  it('a trade’s confirmation mail links to the shop; a forged X-Forwarded-Host is neither linked nor stored', async () => {
    const email = 'trade-links@example.com';
    const res = await tradeFrom(freshAddress(), FORGED_PROXY_HEADERS, email);
    expect(res.statusCode).toBe(201);
    const { tradeNumber } = res.json() as { tradeNumber: string };
    const raw = await waitForMail(t.env.paths.mail, tradeNumber);
    expect(raw).not.toContain('evil.example');
    const mail = mailsTo(t, email).find((m) => m.text.includes(tradeNumber))!;
    const origins = originsOfMailsSince([mail], 0);
    expect(origins).toEqual(new Set([localOrigin('de')]));
    const stored = await t.db.query<{ shop_origin: string }>('select shop_origin from trades where trade_number = $1', [
      tradeNumber,
    ]);
    expect(stored.rows[0]!.shop_origin).toBe(localOrigin('de'));
  });
});

describe(`per-address limits count the real peer, not X-Forwarded-For (${TEST_DB})`, () => {
  /** One limited route: `send(i)` makes the i-th request; `max` requests pass, the next is refused. */
  interface Limited {
    name: string;
    max: number;
    send: (i: number, peer: string, headers: Record<string, string>) => Promise<{ statusCode: number }>;
  }
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    return (peer: string, headers: Record<string, string>, extra: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url,
        remoteAddress: peer,
        headers: { ...DE, ...headers, ...extra },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  };
  const limited: Limited[] = [
    {
      name: 'login',
      max: 60,
      send: (i, peer, h) =>
        inject('POST', '/api/account/login', { username: `nobody-${i}@example.com`, password: 'Wrong2024!x' })(peer, h),
    },
    {
      name: 'registration',
      max: 10,
      send: (i, peer, h) => inject('POST', '/api/account/register', registration(`reg-${i}@example.com`))(peer, h),
    },
    {
      name: 'password-reset mails',
      max: 10,
      send: (i, peer, h) =>
        inject('POST', '/api/account/forgotPasswordMail', { email: `who-${i}@example.com` })(peer, h),
    },
    {
      name: 'refresh',
      max: 120,
      send: (_i, peer, h) => inject('POST', '/api/account/loginRefresh')(peer, h, { 'refresh-token': 'x'.repeat(43) }),
    },
    {
      name: 'trade creation',
      max: 3,
      send: (i, peer, h) => tradeFrom(peer, h, `limit-${i}@example.com`),
    },
    {
      name: 'contact form',
      max: 8,
      send: async (i, peer, h) => {
        const formToken = await agedFormToken(t, 'contact', freshAddress());
        return inject('POST', '/api/contact', {
          country: 'de',
          subject: 'offer',
          name: 'Erika',
          email: `contact-${i}@example.com`,
          message: 'Eine Frage zu meinem Angebot, bitte.',
          formToken,
        })(peer, h);
      },
    },
    {
      name: 'B2B form',
      max: 5,
      send: async (i, peer, h) => {
        const formToken = await agedFormToken(t, 'b2b', freshAddress());
        return inject('POST', '/api/b2b/enquiries', {
          country: 'de',
          company: `Firma ${i}`,
          contactName: 'Erika Mustermann',
          email: `b2b-${i}@example.com`,
          deviceCount: '20-99',
          deviceTypes: ['smartphones'],
          formToken,
        })(peer, h);
      },
    },
    {
      name: 'newsletter sign-up',
      max: 10,
      send: (i, peer, h) =>
        inject('POST', '/api/newsletter/subscriptions', {
          country: 'de',
          email: `news-${i}@example.com`,
          consent: true,
        })(peer, h),
    },
    {
      name: 'CMS sign-in',
      max: 20,
      send: (_i, peer, h) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/cms/content-pages/de-terms',
          remoteAddress: peer,
          headers: {
            ...h,
            authorization: `Basic ${Buffer.from('editor:wrong-password-123').toString('base64')}`,
            'content-type': 'application/vnd.api+json',
          },
          payload: JSON.stringify({ data: { type: 'content-pages', id: 'de-terms', attributes: { title: 'x' } } }),
        }),
    },
  ];

  it.each(limited.map((l) => [l.name, l] as const))(
    '%s: a new X-Forwarded-For on each request does not reset the count',
    async (_name, route) => {
      const peer = freshAddress();
      let last = 0;
      for (let i = 0; i <= route.max; i++) {
        const forged = { ...FORGED_PROXY_HEADERS, 'x-forwarded-for': `6.6.${Math.floor(i / 250)}.${(i % 250) + 1}` };
        last = (await route.send(i, peer, forged)).statusCode;
        if (i < route.max) expect(last).not.toBe(429);
      }
      expect(last).toBe(429);
    },
  );

  it('stores the real peer as the client address of messages, enquiries and newsletter consents', async () => {
    const peer = '192.0.2.77';
    const email = 'stored-ip@example.com';
    const send = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, remoteAddress: peer, headers: { ...DE, ...FORGED_PROXY_HEADERS }, payload });
    const contact = await send('/api/contact', {
      country: 'de',
      subject: 'offer',
      name: 'Erika',
      email,
      message: 'Eine Frage zu meinem Angebot, bitte.',
      formToken: await agedFormToken(t, 'contact', freshAddress()),
    });
    expect(contact.statusCode).toBe(202);
    const b2b = await send('/api/b2b/enquiries', {
      country: 'de',
      company: 'Muster GmbH',
      contactName: 'Erika Mustermann',
      email,
      deviceCount: '1-19',
      deviceTypes: ['laptops'],
      formToken: await agedFormToken(t, 'b2b', freshAddress()),
    });
    expect(b2b.statusCode).toBe(202);
    const news = await send('/api/newsletter/subscriptions', { country: 'de', email, consent: true });
    expect(news.statusCode).toBe(202);
    const stored = await t.db.query<{ ip: string }>(
      `select client_ip as ip from contact_requests where email = $1
       union all select client_ip from b2b_enquiries where email = $1
       union all select consent_ip from newsletter_subscribers where email = $1`,
      [email],
    );
    expect(stored.rows.map((r) => r.ip)).toEqual([peer, peer, peer]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes nothing, a hop count, or addresses and networks; refuses `true` and what is not an address', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
    for (const bad of ['true', 'lb.example', '10.0.0.0/33', '300.1.1.1', '99'])
      expect(typeof parseTrustProxy(bad)).toBe('string');
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ PUBLIC_ORIGIN: 'https://evil.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadEnv({ PUBLIC_ORIGIN: 'https://www.revalu.fr/steal' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe(`behind a configured proxy (${TEST_DB})`, () => {
  let behind: TestApp;
  beforeAll(async () => {
    behind = await createTestApp({ TRUST_PROXY: '127.0.0.1', TRADE_CREATE_LIMIT: '1000' });
  });
  afterAll(() => behind.close());

  it('takes the client from the proxy’s X-Forwarded-For (the right-most entry), never from a peer it does not trust', async () => {
    const signUp = (remoteAddress: string, headers: Record<string, string>, email: string) =>
      behind.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscriptions',
        remoteAddress,
        headers: { ...DE, ...headers },
        payload: { country: 'de', email, consent: true },
      });
    // The proxy appends the address it saw; what the client wrote before it stays on the left.
    const proxied = await signUp(
      '127.0.0.1',
      {
        'x-forwarded-for': '6.6.6.6, 203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'de.localhost:9999',
      },
      'proxied@example.com',
    );
    expect(proxied.statusCode).toBe(202);
    // The trusted proxy said https: the answer carries HSTS.
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const direct = await signUp('192.0.2.5', FORGED_PROXY_HEADERS, 'direct@example.com');
    expect(direct.statusCode).toBe(202);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const rows = await behind.db.query<{ email: string; consent_ip: string }>(
      `select email, consent_ip from newsletter_subscribers order by id`,
    );
    expect(rows.rows).toEqual([
      { email: 'proxied@example.com', consent_ip: '203.0.113.9' },
      { email: 'direct@example.com', consent_ip: '192.0.2.5' },
    ]);
    // Even a trusted proxy's host and scheme put no other origin into a mail: configuration decides.
    expect(originsOfMailsSince(mailsIn(behind), 0)).toEqual(new Set([localOrigin('de')]));
  });
});
