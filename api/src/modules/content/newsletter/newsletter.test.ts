import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';
import { mailsIn } from '../testing/forms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'http://localhost:8097' });
}, 60_000);
afterAll(() => t.close());

const post = (url: string, payload: unknown, host = 'es.localhost:8097', ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { host },
    remoteAddress: ip,
  });

/** The confirmation link of the newest double opt-in mail to an address. */
function confirmLink(email: string): URL {
  const mail = mailsIn(t)
    .filter((m) => m.to === email && /\?confirm=/.test(m.text))
    .pop();
  const href = /(http:\/\/\S+\?confirm=\S+)/.exec(mail?.text ?? '')?.[1];
  if (!href) throw new Error(`no confirmation mail to ${email}`);
  return new URL(href);
}

describe(`newsletter (${TEST_DB})`, () => {
  it('signs up with double opt-in: a mail with a followable link, confirm, enrich, unsubscribe', async () => {
    const email = 'lucia.garcia@example.es';
    const res = await post('/api/newsletter/subscriptions', {
      country: 'es',
      email: 'Lucia.Garcia@Example.es',
      consent: true,
      source: 'home',
    });
    expect(res.statusCode).toBe(202);
    const stored = await t.db.query<{ status: string; consent_text_version: string }>(
      'select status, consent_text_version from newsletter_subscribers where email = $1',
      [email],
    );
    expect(stored.rows).toEqual([{ status: 'pending', consent_text_version: '2025-06' }]);

    const link = confirmLink(email);
    expect(link.host).toBe('es.localhost:8097');
    const [, hash] = /^\/newsletter\/enrich\/([0-9a-f]{32})$/.exec(link.pathname) ?? [];
    expect(hash).toBeDefined();
    // The page behind the link is a page of the Spanish shop.
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search, headers: { host: link.host } });
    expect(page.statusCode).not.toBe(404);

    const pending = await t.app.inject({
      method: 'PATCH',
      url: `/api/newsletter/subscribers/${hash}`,
      payload: { firstName: 'Lucía' },
    });
    expect(pending.statusCode).toBe(409);

    const confirmed = await post('/api/newsletter/confirm', {
      emailHash: hash,
      token: link.searchParams.get('confirm'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', emailMasked: 'l•••a@example.es', country: 'es' });
    const welcome = mailsIn(t).find((m) => m.to === email && m.subject === 'Bienvenido a la newsletter de Revalu');
    expect(welcome?.text).toContain(`http://es.localhost:8097/newsletter/unsubscribe/${hash}`);

    const enriched = await t.app.inject({
      method: 'PATCH',
      url: `/api/newsletter/subscribers/${hash}`,
      payload: {
        salutation: 'ms',
        firstName: 'Lucía',
        lastName: 'García',
        interests: ['cameras', 'lenses', 'cameras'],
      },
    });
    expect(enriched.statusCode).toBe(200);
    expect(enriched.json()).toMatchObject({ firstName: 'Lucía', lastName: 'García', interests: ['cameras', 'lenses'] });

    const out = await post('/api/newsletter/unsubscribe', { emailHash: hash, reason: 'tooMany' });
    expect(out.json()).toEqual({ status: 'unsubscribed' });
    const again = await post('/api/newsletter/unsubscribe', { emailHash: hash });
    expect(again.statusCode).toBe(200);
    const row = await t.db.query<{ status: string; first_name: string | null }>(
      'select status, first_name from newsletter_subscribers where email_hash = $1',
      [hash],
    );
    expect(row.rows).toEqual([{ status: 'unsubscribed', first_name: null }]);
  });

  it('refuses a wrong confirmation token and an unknown hash', async () => {
    await post(
      '/api/newsletter/subscriptions',
      { country: 'it', email: 'marco@example.it', consent: true },
      'it.localhost',
    );
    const link = confirmLink('marco@example.it');
    const hash = link.pathname.split('/').pop()!;
    const wrong = await post('/api/newsletter/confirm', { emailHash: hash, token: 'x'.repeat(32) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_token');
    const unknown = await post('/api/newsletter/unsubscribe', { emailHash: '0'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/newsletter/subscribers/not-a-hash' });
    expect(malformed.statusCode).toBe(400);
  });

  it('has no newsletter in Austria', async () => {
    const res = await post(
      '/api/newsletter/subscriptions',
      { country: 'at', email: 'sepp@example.at', consent: true },
      'at.localhost',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('newsletter_unavailable');
    const rows = await t.db.query("select 1 from newsletter_subscribers where country = 'at'");
    expect(rows.rows).toHaveLength(0);
  });

  it('needs consent and a valid address, and stores nothing otherwise', async () => {
    const res = await post(
      '/api/newsletter/subscriptions',
      { country: 'de', email: 'kaputt', consent: false },
      'de.localhost',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'invalid_email', consent: 'consent_required' });
    const rows = await t.db.query("select 1 from newsletter_subscribers where country = 'de'");
    expect(rows.rows).toHaveLength(0);
  });

  it('answers a second sign-up like the first and does not reveal or reset a confirmed subscriber', async () => {
    const email = 'anna@example.de';
    await post('/api/newsletter/subscriptions', { country: 'de', email, consent: true }, 'de.localhost', '10.1.0.5');
    const link = confirmLink(email);
    await post(
      '/api/newsletter/confirm',
      { emailHash: link.pathname.split('/').pop(), token: link.searchParams.get('confirm') },
      'de.localhost',
    );
    const again = await post(
      '/api/newsletter/subscriptions',
      { country: 'de', email, consent: true },
      'de.localhost',
      '10.1.0.5',
    );
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'pending' });
    const row = await t.db.query<{ status: string }>('select status from newsletter_subscribers where email = $1', [
      email,
    ]);
    expect(row.rows[0]!.status).toBe('confirmed');
    expect(
      mailsIn(t).some((m) => m.to === email && m.subject === 'Sie sind bereits für den Revalu-Newsletter angemeldet'),
    ).toBe(true);
  });
});
