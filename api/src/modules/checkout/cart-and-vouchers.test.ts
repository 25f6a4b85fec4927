import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { countRows, hostOf, insertOffer, newKey, tradeBody } from './test-helpers';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRADE_CREATE_LIMIT: '10000' });
});
afterAll(() => t.close());

const ADMIN = { authorization: 'Bearer test-admin-token-0123456789' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function price(payload: Record<string, unknown>, host = hostOf('de')) {
  return t.app.inject({ method: 'POST', url: '/api/cart/price', headers: { host }, payload });
}

function createVoucher(payload: Record<string, unknown>, headers: Record<string, string> = ADMIN) {
  return t.app.inject({ method: 'POST', url: '/api/admin/vouchers', headers, payload });
}

describe(`cart pricing (${TEST_DB})`, () => {
  it('prices each line by the sum rule and says which offers cannot be traded', async () => {
    const soon = await insertOffer(t.db, { price: 33.33, validForSeconds: 600, deviceName: 'Canon EOS R6' });
    const later = await insertOffer(t.db, { price: 19.99, validForSeconds: 7200 });
    const expired = await insertOffer(t.db, { price: 500, validForSeconds: -5 });
    const foreign = await insertOffer(t.db, { country: 'it', price: 500 });
    const res = await price({
      items: [
        { offerId: soon, quantity: 3 },
        { offerId: later, quantity: 7 },
        { offerId: expired, quantity: 1 },
        { offerId: foreign, quantity: 1 },
        { offerId: 'of_unknown', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lines.map((l: { status: string; lineTotal: number }) => [l.status, l.lineTotal])).toEqual([
      ['ok', 99.99],
      ['ok', 139.93],
      ['expired', 0],
      ['foreign_country', 0],
      ['unknown', 0],
    ]);
    expect(body.lines[0]).toMatchObject({ deviceName: 'Canon EOS R6', deviceSlug: 'canon-eos-r6', unitPrice: 33.33 });
    // Another country's offer shows no price.
    expect(body.lines[3]).toMatchObject({ unitPrice: null, deviceName: null });
    expect(body.itemsTotal).toBe(239.92);
    expect(body.payoutTotal).toBe(239.92);
    // The cart expires with its earliest offer that can still be traded.
    const validUntil = await t.db.query<{ valid_until: Date }>('select valid_until from offers where id = $1', [soon]);
    expect(body.cartExpiry).toBe(new Date(validUntil.rows[0]!.valid_until).toISOString());
  });

  it('flags a business cart over the cap, and only a business cart', async () => {
    const offer = await insertOffer(t.db, { price: 2600 });
    const items = [{ offerId: offer, quantity: 2 }];
    expect((await price({ items, b2b: true })).json().b2b).toEqual({
      cap: 5000,
      overCap: true,
      businessEmail: 'business@revalu.de',
      supportPhone: '+49 30 5557 1200',
    });
    expect((await price({ items, b2b: false })).json().b2b.overCap).toBe(false);
    // The partner widget is always business.
    const fr = await insertOffer(t.db, { country: 'fr', price: 2600 });
    expect(
      (await price({ items: [{ offerId: fr, quantity: 2 }] }, hostOf('fr', 'b2bwidget'))).json().b2b,
    ).toMatchObject({
      overCap: true,
      businessEmail: 'entreprises@revalu.fr',
    });
  });

  it.each([
    ['no items', { items: [] }],
    ['a negative quantity', { items: [{ offerId: 'of_x', quantity: -1 }] }],
    ['a fractional quantity', { items: [{ offerId: 'of_x', quantity: 1.5 }] }],
    ['an offer id with SQL in it', { items: [{ offerId: "x' or '1'='1", quantity: 1 }] }],
    [
      'the same offer twice',
      {
        items: [
          { offerId: 'of_x', quantity: 1 },
          { offerId: 'of_x', quantity: 1 },
        ],
      },
    ],
    ['31 lines', { items: Array.from({ length: 31 }, (_, i) => ({ offerId: `of_${i}`, quantity: 1 })) }],
    ['a price', { items: [{ offerId: 'of_x', quantity: 1, price: 1 }] }],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await price(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/price',
      headers: { host: hostOf('de'), 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe(`vouchers (${TEST_DB})`, () => {
  it('are created through the admin API only', async () => {
    const payload = { code: 'nope10', country: 'de', kind: 'percent', value: 10, validUntil: inDays(30) };
    expect((await createVoucher(payload, {})).statusCode).toBe(401);
    expect((await createVoucher(payload, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect(await t.db.query('select 1 from vouchers where code = $1', ['NOPE10'])).toMatchObject({ rowCount: 0 });
  });

  it.each([
    ['a percentage over 100', { kind: 'percent', value: 120 }],
    ['a negative value', { kind: 'fixed', value: -5 }],
    ['an unknown country', { country: 'uk' }],
    ['an end before the start', { validFrom: inDays(5), validUntil: inDays(1) }],
    ['a code with spaces', { code: 'TWO WORDS' }],
    ['more redemptions than a voucher can have', { maxRedemptions: 1_000_001 }],
  ])('refuse %s', async (_label, change) => {
    const res = await createVoucher({
      code: 'BADONE',
      country: 'de',
      kind: 'fixed',
      value: 10,
      validUntil: inDays(30),
      ...change,
    });
    expect(res.statusCode).toBe(400);
  });

  it('add a percentage bonus as a line of its own, truncated and capped', async () => {
    const created = await createVoucher({
      code: 'sommer10',
      country: 'de',
      kind: 'percent',
      value: 10,
      maxBonus: 50,
      validUntil: inDays(30),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'SOMMER10',
      kind: 'percent',
      value: 10,
      maxBonus: 50,
      redemptions: 0,
      active: true,
    });
    expect(
      (await createVoucher({ code: 'SOMMER10', country: 'de', kind: 'fixed', value: 5, validUntil: inDays(3) }))
        .statusCode,
    ).toBe(409);

    const offer = await insertOffer(t.db, { price: 123.45 });
    const res = await price({ items: [{ offerId: offer, quantity: 1 }], voucherCode: ' sommer10 ' });
    expect(res.json()).toMatchObject({
      itemsTotal: 123.45,
      voucher: { code: 'SOMMER10', status: 'valid', bonus: 12.34 },
      payoutTotal: 135.79,
    });
    const big = await insertOffer(t.db, { price: 900 });
    expect(
      (await price({ items: [{ offerId: big, quantity: 1 }], voucherCode: 'SOMMER10' })).json().voucher.bonus,
    ).toBe(50);

    // The trade stores the bonus and counts the redemption.
    const trade = await t.app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: { host: hostOf('de'), 'idempotency-key': newKey() },
      payload: tradeBody('de', [{ offerId: offer, quantity: 1 }], 135.79, { voucherCode: 'SOMMER10' }),
    });
    expect(trade.statusCode).toBe(201);
    expect(trade.json()).toMatchObject({
      itemsTotal: 123.45,
      voucher: { code: 'SOMMER10', bonus: 12.34 },
      payoutTotal: 135.79,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/vouchers?country=de', headers: ADMIN });
    expect(list.json().vouchers.find((v: { code: string }) => v.code === 'SOMMER10').redemptions).toBe(1);
  });

  it('add a fixed bonus', async () => {
    await createVoucher({
      code: 'PLUS15',
      country: 'de',
      kind: 'fixed',
      value: 15,
      minCartValue: 100,
      validUntil: inDays(30),
    });
    const offer = await insertOffer(t.db, { price: 100 });
    expect((await price({ items: [{ offerId: offer, quantity: 1 }], voucherCode: 'PLUS15' })).json()).toMatchObject({
      voucher: { status: 'valid', bonus: 15 },
      payoutTotal: 115,
    });
  });

  it.each([
    ['unknown', 'GIBTSNICHT', {}],
    ['foreign_country', 'ITALIA5', { country: 'it' }],
    ['expired', 'VORBEI', { validFrom: inDays(-10), validUntil: inDays(-1) }],
    ['not_yet_valid', 'BALD', { validFrom: inDays(2), validUntil: inDays(10) }],
    ['below_minimum', 'AB500', { minCartValue: 500 }],
  ])('say %s when that is the problem, and a trade with it is refused', async (reason, code, change) => {
    if (reason !== 'unknown') {
      expect(
        (await createVoucher({ code, country: 'de', kind: 'fixed', value: 10, validUntil: inDays(30), ...change }))
          .statusCode,
      ).toBe(201);
    }
    const offer = await insertOffer(t.db, { price: 200 });
    const items = [{ offerId: offer, quantity: 1 }];
    const priced = (await price({ items, voucherCode: code })).json();
    expect(priced.voucher).toMatchObject({ code, status: reason, bonus: 0 });
    expect(priced.payoutTotal).toBe(200);
    const before = await countRows(t.db, 'trades');
    const trade = await t.app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: { host: hostOf('de'), 'idempotency-key': newKey() },
      payload: tradeBody('de', items, 200, { voucherCode: code }),
    });
    expect(trade.statusCode).toBe(422);
    expect(trade.json()).toMatchObject({ code: 'voucher_invalid', reason, fields: { voucherCode: reason } });
    expect(await countRows(t.db, 'trades')).toBe(before);
  });

  it('can be deactivated, and are used up after their redemptions', async () => {
    await createVoucher({
      code: 'EINMAL',
      country: 'de',
      kind: 'fixed',
      value: 5,
      maxRedemptions: 1,
      validUntil: inDays(30),
    });
    const [a, b] = [await insertOffer(t.db, { price: 10 }), await insertOffer(t.db, { price: 10 })];
    const post = (offerId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trades',
        headers: { host: hostOf('de'), 'idempotency-key': newKey() },
        payload: tradeBody('de', [{ offerId, quantity: 1 }], 15, { voucherCode: 'EINMAL' }),
      });
    const [first, second] = await Promise.all([post(a), post(b)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
    expect([first, second].find((r) => r.statusCode === 422)!.json().reason).toBe('used_up');

    await createVoucher({ code: 'STOPP', country: 'de', kind: 'fixed', value: 5, validUntil: inDays(30) });
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/vouchers/stopp',
      headers: ADMIN,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const offer = await insertOffer(t.db, { price: 10 });
    expect(
      (await price({ items: [{ offerId: offer, quantity: 1 }], voucherCode: 'STOPP' })).json().voucher.status,
    ).toBe('inactive');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/admin/vouchers/NONE',
          headers: ADMIN,
          payload: { active: false },
        })
      ).statusCode,
    ).toBe(404);
    // Past the 32-bit column: a 400 that names the field (not the database's 500), and the voucher keeps what it had.
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/vouchers/stopp',
      headers: ADMIN,
      payload: { maxRedemptions: 8_522_723_726_495_423 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty('maxRedemptions');
    expect(await t.db.query('select max_redemptions from vouchers where code = $1', ['STOPP'])).toMatchObject({
      rows: [{ max_redemptions: null }],
    });
  });
});
