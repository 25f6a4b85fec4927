import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { OfferWriter } from './offers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => t.close());

const IPHONE = 'apple-iphone-13-128gb';
const flawlessPhone = {
  powers_on: 'yes',
  activation_lock: 'removed',
  display: 'flawless',
  housing: 'like_new',
  battery: 'yes',
  functions: 'yes',
};

async function basePrice(deviceId: string, country: string): Promise<number> {
  const { rows } = await t.db.query<{ base_price: number }>(
    'select base_price from catalog_device_prices where device_id = $1 and country = $2',
    [deviceId, country],
  );
  return Number(rows[0]!.base_price);
}

async function offerCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from offers');
  return rows[0]!.n;
}

let ip = 0;
function post(url: string, payload: unknown) {
  // Each call from its own address, so the offer rate limit only applies where a test wants it.
  ip++;
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: `203.0.113.${ip % 250}`,
  });
}

describe(`quotes (${TEST_DB})`, () => {
  it('prices answers as they come, without storing anything', async () => {
    const base = await basePrice(IPHONE, 'de');
    const before = await offerCount();
    const start = (await post('/api/trade/quotes', { deviceId: IPHONE, country: 'de', answers: {} })).json();
    expect(start).toMatchObject({
      complete: false,
      purchasable: true,
      price: Math.floor(base),
      maxPrice: Math.floor(base),
    });
    const scratched = (
      await post('/api/trade/quotes', { deviceId: IPHONE, country: 'de', answers: { display: 'heavy_scratches' } })
    ).json();
    expect(scratched.price).toBe(Math.floor(base * 0.8));
    const broken = (
      await post('/api/trade/quotes', {
        deviceId: IPHONE,
        country: 'de',
        answers: { display: 'broken', housing: 'damaged' },
      })
    ).json();
    expect(broken.price).toBe(Math.floor(base * 0.5 * 0.6));
    expect(broken.price).toBeLessThan(scratched.price);
    expect(await offerCount()).toBe(before);
  });

  it('prices each country from its own base price', async () => {
    const de = (await post('/api/trade/quotes', { deviceId: IPHONE, country: 'de', answers: flawlessPhone })).json();
    const es = (await post('/api/trade/quotes', { deviceId: IPHONE, country: 'es', answers: flawlessPhone })).json();
    expect(de.price).toBe(Math.floor(await basePrice(IPHONE, 'de')));
    expect(es.price).toBe(Math.floor(await basePrice(IPHONE, 'es')));
    expect(es.price).not.toBe(de.price);
  });

  it('says when we cannot buy a device', async () => {
    const locked = (
      await post('/api/trade/quotes', {
        deviceId: IPHONE,
        country: 'fr',
        answers: { ...flawlessPhone, activation_lock: 'active' },
      })
    ).json();
    expect(locked).toMatchObject({ purchasable: false, price: null, rejectReasons: ['activation_lock'] });
    const fungus = (
      await post('/api/trade/quotes', { deviceId: 'sony-fe-85mm-f1-8', country: 'it', answers: { fungus: 'present' } })
    ).json();
    expect(fungus).toMatchObject({ purchasable: false, rejectReasons: ['fungus'] });
    const deadMonitor = (
      await post('/api/trade/quotes', {
        deviceId: 'dell-ultrasharp-u2723qe',
        country: 'de',
        answers: { powers_on: 'no' },
      })
    ).json();
    expect(deadMonitor).toMatchObject({ purchasable: false, rejectReasons: ['defective_monitor'] });
  });

  it('still buys a phone that does not switch on, for parts', async () => {
    const base = await basePrice(IPHONE, 'at');
    const dead = (
      await post('/api/trade/quotes', {
        deviceId: IPHONE,
        country: 'at',
        answers: { powers_on: 'no', activation_lock: 'removed', display: 'flawless', housing: 'like_new' },
      })
    ).json();
    expect(dead).toMatchObject({
      complete: true,
      purchasable: true,
      conditionGrade: 'defective',
      price: Math.floor(base * 0.3),
    });
  });

  it.each([
    ['an unknown device', { deviceId: 'nokia-3310', country: 'de', answers: {} }, 422, 'unknown_device'],
    ['an unknown country', { deviceId: IPHONE, country: 'uk', answers: {} }, 400, 'validation'],
    [
      'a question the category does not ask',
      { deviceId: IPHONE, country: 'de', answers: { shutter_count: 'under_10k' } },
      400,
      'invalid_answers',
    ],
    [
      'an answer the question does not offer',
      { deviceId: IPHONE, country: 'de', answers: { display: 'like_a_mirror' } },
      400,
      'invalid_answers',
    ],
    [
      'an answer that is not a code',
      { deviceId: IPHONE, country: 'de', answers: { display: "' or 1=1" } },
      400,
      'validation',
    ],
  ])('refuses %s', async (_label, payload, status, code) => {
    const res = await post('/api/trade/quotes', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });
});

describe(`offers (${TEST_DB})`, () => {
  it('creates an offer priced by the server, guaranteed for 7 days', async () => {
    const base = await basePrice(IPHONE, 'de');
    const answers = { ...flawlessPhone, display: 'light_scratches', battery: 'no' };
    const res = await post('/api/trade/offers', { deviceId: IPHONE, country: 'de', answers });
    expect(res.statusCode).toBe(201);
    const offer = res.json();
    expect(offer.id).toMatch(/^of_[a-z2-7]{20}$/);
    expect(offer.price).toBe(Math.floor(base * 0.93 * 0.9));
    expect(offer).toMatchObject({
      deviceId: IPHONE,
      country: 'de',
      currency: 'EUR',
      expired: false,
      device: { name: 'Apple iPhone 13 128 GB', category: 'Smartphones' },
    });
    const days = (Date.parse(offer.validUntil) - Date.parse(offer.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    expect(offer.conditionSummary[2]).toMatchObject({
      question: 'display',
      answer: 'light_scratches',
      answerText: 'Leichte Kratzer, kaum sichtbar',
    });

    const { rows } = await t.db.query<{ price: number; device_id: string; country: string; answers: object }>(
      'select price, device_id, country, answers from offers where id = $1',
      [offer.id],
    );
    expect(rows[0]).toMatchObject({ price: offer.price, device_id: IPHONE, country: 'de', answers });

    const again = await t.app.inject({ method: 'GET', url: `/api/trade/offers/${offer.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: offer.id, price: offer.price, validUntil: offer.validUntil });
    // What creation answered is exactly what was stored.
    expect(again.json()).toEqual(offer);
  });

  it('writes the offer in the language of its country', async () => {
    const offer = (await post('/api/trade/offers', { deviceId: IPHONE, country: 'it', answers: flawlessPhone })).json();
    expect(offer).toMatchObject({
      locale: 'it-IT',
      device: { name: 'Apple iPhone 13 128 GB', category: 'Smartphone' },
    });
    expect(offer.conditionSummary[0].questionText).toBe('Il dispositivo si accende e funziona?');
  });

  it('adds for extra controllers and subtracts for missing cables', async () => {
    const ps5 = 'sony-playstation-5-slim-disc-edition';
    const base = await basePrice(ps5, 'fr');
    const offer = (
      await post('/api/trade/offers', {
        deviceId: ps5,
        country: 'fr',
        answers: { powers_on: 'yes', controllers: 'two_or_more', functions: 'yes', housing: 'like_new', cables: 'no' },
      })
    ).json();
    expect(offer.price).toBe(Math.floor(base + 15 - 10));
  });

  it('never takes a price from the client', async () => {
    const before = await offerCount();
    const res = await post('/api/trade/offers', {
      deviceId: IPHONE,
      country: 'de',
      answers: flawlessPhone,
      price: 9999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['(body)']);
    expect(await offerCount()).toBe(before);
    const sneaky = await post('/api/trade/offers', {
      deviceId: IPHONE,
      country: 'de',
      answers: flawlessPhone,
      offer: { price: 9999 },
      validUntil: '2099-01-01',
    });
    expect(sneaky.statusCode).toBe(400);
    expect(await offerCount()).toBe(before);
  });

  it.each([
    ['missing answers', { deviceId: IPHONE, country: 'de', answers: { powers_on: 'yes' } }, 400, 'answers_missing'],
    ['no answers at all', { deviceId: IPHONE, country: 'de' }, 400, 'validation'],
    [
      'a locked phone',
      { deviceId: IPHONE, country: 'de', answers: { ...flawlessPhone, activation_lock: 'active' } },
      422,
      'not_purchasable',
    ],
    ['an unknown device', { deviceId: 'x-1', country: 'de', answers: flawlessPhone }, 422, 'unknown_device'],
    [
      'a malformed client id',
      { deviceId: IPHONE, country: 'de', answers: flawlessPhone, clientId: 'robert"); drop table offers;--' },
      400,
      'validation',
    ],
    [
      'too many answers',
      {
        deviceId: IPHONE,
        country: 'de',
        answers: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i}`, 'a'])),
      },
      400,
      'validation',
    ],
  ])('refuses %s and stores nothing', async (_label, payload, status, code) => {
    const before = await offerCount();
    const res = await post('/api/trade/offers', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await offerCount()).toBe(before);
  });

  it('names the missing answers', async () => {
    const res = await post('/api/trade/offers', {
      deviceId: IPHONE,
      country: 'de',
      answers: { powers_on: 'yes', activation_lock: 'removed' },
    });
    expect(res.json().fields).toEqual({
      'answers.display': 'required',
      'answers.housing': 'required',
      'answers.battery': 'required',
      'answers.functions': 'required',
    });
  });

  it('answers 404 for an unknown offer and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/trade/offers/of_aaaaaaaaaaaaaaaaaaaa' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: "/api/trade/offers/1'%20or%201=1" })).statusCode).toBe(400);
  });

  it('limits how many offers one address creates per minute', async () => {
    const remoteAddress = '198.51.100.7';
    const statuses: number[] = [];
    // The limit counts a sliding minute (plugins/shared-state.ts): this minute's offers plus the last
    // minute's, weighted by how much of that minute is still within the last 60 s. The 62 offers go
    // within one clock minute, so each counts in full: across the start of the next (which a slow
    // run can reach), the first minute's offers would already count a little less.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
    const started = Date.now();
    let retryAfter = 0;
    for (let i = 0; i < 62; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trade/offers',
        payload: { deviceId: IPHONE, country: 'de', answers: flawlessPhone },
        remoteAddress,
      });
      statuses.push(res.statusCode);
      retryAfter = Number(res.headers['retry-after']);
    }
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    expect(Math.floor(Date.now() / 60_000)).toBe(Math.floor(started / 60_000));
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    // 62 offers count over 60 until 62 * (share of this minute within the last 60 s) is below 60: ~1.9 s
    // into the next minute, not at its start.
    expect(retryAfter * 1000).toBeGreaterThan(leftOfMinute + 1000);
    expect(retryAfter * 1000).toBeLessThanOrEqual(leftOfMinute + 3000 + (Date.now() - started));
  }, 60_000);
});

describe(`offers written together (${TEST_DB})`, () => {
  it('stores every one of many offers created at once, each as answered', async () => {
    const before = await offerCount();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/api/trade/offers', {
          deviceId: IPHONE,
          country: (['de', 'fr', 'it', 'es', 'at'] as const)[i % 5],
          answers: flawlessPhone,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    expect(await offerCount()).toBe(before + 40);
    const offers = responses.map((r) => r.json());
    expect(new Set(offers.map((o) => o.id)).size).toBe(40);
    // Written in groups: the offers of one statement share its transaction's time.
    expect(new Set(offers.map((o) => o.createdAt)).size).toBeLessThan(40);
    for (const offer of offers.slice(0, 10)) {
      const again = await t.app.inject({ method: 'GET', url: `/api/trade/offers/${offer.id}` });
      expect(again.json()).toEqual(offer);
    }
  });

  it('fails only the offer that cannot be written when its group fails', async () => {
    const writer = new OfferWriter(t.db);
    const row = (id: string): Parameters<OfferWriter['write']>[0] => [
      id,
      IPHONE,
      'de',
      100,
      '{}',
      '[]',
      '{}',
      null,
      'de-DE',
      120,
      '{}',
      'good',
    ];
    const first = await writer.write(row('of_groupwritefirst00001'));
    expect(first.valid_until).toBeTruthy();
    const before = await offerCount();
    // The four go as one group, in which the same id again cannot be stored: the three others
    // must be.
    const results = await Promise.allSettled([
      writer.write(row('of_groupwriteother00001')),
      writer.write(row('of_groupwriteother00002')),
      writer.write(row('of_groupwritefirst00001')),
      writer.write(row('of_groupwriteother00003')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await offerCount()).toBe(before + 3);
  });
});
