import { readdirSync } from 'node:fs';
import { isValidTradeNumber } from 'config/checkout';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { countRows, expectNothingStored, insertOffer, newKey, postTrade, tradeBody, waitForMail } from './test-helpers';

// PGlite starts slowly on a busy machine; the project's testTimeout does not reach hooks in every jest version.
jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRADE_CREATE_LIMIT: '10000' });
});
afterAll(() => t.close());

const post = (body: unknown, options?: { key?: string | null; host?: string }) => postTrade(t, body, options);
describe(`creating a trade (${TEST_DB})`, () => {
  it('creates a trade from two offers, priced by the server, with everything stored', async () => {
    const a = await insertOffer(t.db, { price: 310.5, deviceName: 'Apple iPhone 13 128 GB' });
    const b = await insertOffer(t.db, { price: 33.33, deviceName: 'Sony Alpha 7 III' });
    const before = await countRows(t.db, 'trades');
    // 310.50 + 3 x 33.33 = 410.49, as the server prices it (config/src/checkout.test.ts covers truncation)
    const res = await post(
      tradeBody(
        'de',
        [
          { offerId: a, quantity: 1 },
          { offerId: b, quantity: 3 },
        ],
        410.49,
      ),
    );
    expect(res.statusCode).toBe(201);
    const trade = res.json();
    expect(isValidTradeNumber(trade.tradeNumber)).toBe(true);
    expect(trade).toMatchObject({
      status: 'created',
      country: 'de',
      itemsTotal: 410.49,
      payoutTotal: 410.49,
      voucher: null,
      carrier: 'dhl',
      customer: { email: 'erika.mustermann@example.com', firstName: 'Erika' },
      payout: { method: 'DirectDebitSwift', ibanLast4: '3000', paypalEmail: null },
    });
    expect(
      trade.items.map((i: { lineTotal: number; quantity: number; deviceName: string }) => [
        i.deviceName,
        i.quantity,
        i.lineTotal,
      ]),
    ).toEqual([
      ['Apple iPhone 13 128 GB', 1, 310.5],
      ['Sony Alpha 7 III', 3, 99.99],
    ]);
    expect(trade.history).toEqual([expect.objectContaining({ step: 'created', status: 'created' })]);
    expect(trade.labelUrl).toBe(`/api/trades/${trade.tradeNumber}/label.pdf?token=${trade.accessToken}`);
    expect(await countRows(t.db, 'trades')).toBe(before + 1);

    const stored = await t.db.query<{
      items_total: number;
      phone: string;
      postal_code: string;
      iban_encrypted: string;
      iban_last4: string;
    }>(
      `select t.items_total, c.phone, a.postal_code, p.iban_encrypted, p.iban_last4
         from trades t join trade_customers c on c.trade_id = t.id join trade_addresses a on a.trade_id = t.id
         join trade_payouts p on p.trade_id = t.id where t.trade_number = $1`,
      [trade.tradeNumber],
    );
    expect(stored.rows[0]).toMatchObject({
      items_total: 410.49,
      phone: '+4930901820',
      postal_code: '10115',
      iban_last4: '3000',
    });
    expect(stored.rows[0]!.iban_encrypted).toMatch(/^v1:[0-9a-f]{8}:/);
  });

  it('keeps the IBAN encrypted at rest: it appears nowhere in the database in clear', async () => {
    const offer = await insertOffer(t.db, { price: 99 });
    const res = await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 99));
    expect(res.statusCode).toBe(201);
    const dump = await t.db.query<{ row: string }>(
      `select row_to_json(x)::text as row from (
         select * from trade_payouts union all select * from trade_payouts where false) x`,
    );
    const everything = dump.rows.map((r) => r.row).join('\n');
    expect(everything).not.toContain('DE89370400440532013000');
    expect(everything).not.toContain('0532 0130');
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/trades/${res.json().tradeNumber}`,
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().payout.iban).toBe('DE89370400440532013000');
  });

  it('sends the confirmation mail with trade number, shipping steps and the label attached', async () => {
    const offer = await insertOffer(t.db, { price: 120, deviceName: 'Nintendo Switch OLED' });
    const res = await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 120));
    const { tradeNumber } = res.json();
    const mail = await waitForMail(t.env.paths.mail, tradeNumber);
    expect(mail).toContain('To: erika.mustermann@example.com');
    expect(mail).toContain('From: no-reply@revalu.de');
    expect(mail).toContain(`revalu-label-${tradeNumber}.pdf`);
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toContain('Sehr geehrte Frau Mustermann');
    expect(mail).toContain('DHL');
    // The outbox marks the mail sent right after the file is written.
    const status = async () =>
      (
        await t.db.query<{ status: string }>(
          `select m.status from mail_outbox m join trades t on t.id = m.trade_id
            where t.trade_number = $1 and m.kind = 'trade-confirmation'`,
          [tradeNumber],
        )
      ).rows[0]!.status;
    for (let i = 0; i < 100 && (await status()) !== 'sent'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBe('sent');
  });

  it('refuses a request without Idempotency-Key and stores nothing', async () => {
    const offer = await insertOffer(t.db, { price: 50 });
    const before = await countRows(t.db, 'trades');
    const res = await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 50), { key: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('idempotency_key_required');
    await expectNothingStored(t.db, before);
  });
});

describe(`prices come from the server (${TEST_DB})`, () => {
  it('refuses a forged total with 409 price_changed, naming the real one, and stores nothing', async () => {
    const offer = await insertOffer(t.db, { price: 250 });
    const before = await countRows(t.db, 'trades');
    const res = await post(tradeBody('de', [{ offerId: offer, quantity: 2 }], 5000));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'price_changed', payoutTotal: 500, itemsTotal: 500 });
    await expectNothingStored(t.db, before);
    // Agreeing to the real amount then works, and the stored amount is the server's.
    const ok = await post(tradeBody('de', [{ offerId: offer, quantity: 2 }], 500));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payoutTotal).toBe(500);
  });

  it('refuses a price sent with an item', async () => {
    const offer = await insertOffer(t.db, { price: 80 });
    const before = await countRows(t.db, 'trades');
    const res = await post(tradeBody('de', [{ offerId: offer, quantity: 1, price: 8000 } as never], 8000));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    await expectNothingStored(t.db, before);
  });
});

describe(`offers that cannot be traded (${TEST_DB})`, () => {
  const cases: [string, () => Promise<string>, string][] = [
    ['an unknown offer id', async () => 'of_doesnotexist000000', 'unknown'],
    ['an expired offer', () => insertOffer(t.db, { validForSeconds: -60 }), 'expired'],
    [
      'a foreign offer (French offer in the German shop)',
      () => insertOffer(t.db, { country: 'fr' }),
      'foreign_country',
    ],
  ];
  it.each(cases)('refuses %s item by item and stores nothing', async (_label, makeBad, reason) => {
    const good = await insertOffer(t.db, { price: 100 });
    const bad = await makeBad();
    const before = await countRows(t.db, 'trades');
    const res = await post(
      tradeBody(
        'de',
        [
          { offerId: good, quantity: 1 },
          { offerId: bad, quantity: 1 },
        ],
        410.5,
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'offers_unavailable', items: [{ offerId: bad, reason }] });
    await expectNothingStored(t.db, before);
    // The good offer stays available.
    expect((await post(tradeBody('de', [{ offerId: good, quantity: 1 }], 100))).statusCode).toBe(201);
  });

  it('turns an offer into one trade at most', async () => {
    const offer = await insertOffer(t.db, { price: 70 });
    expect((await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 70))).statusCode).toBe(201);
    const before = await countRows(t.db, 'trades');
    const again = await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 70));
    expect(again.statusCode).toBe(422);
    expect(again.json().items).toEqual([{ offerId: offer, reason: 'already_traded' }]);
    await expectNothingStored(t.db, before);
  });
});

describe(`Idempotency-Key (${TEST_DB})`, () => {
  it('answers a repeated key with the same trade, never a second one', async () => {
    const offer = await insertOffer(t.db, { price: 199.99 });
    const body = tradeBody('de', [{ offerId: offer, quantity: 1 }], 199.99);
    const key = newKey();
    const before = await countRows(t.db, 'trades');
    const first = await post(body, { key });
    const second = await post(body, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await countRows(t.db, 'trades')).toBe(before + 1);
  });

  it('refuses the same key with a different request', async () => {
    const offer = await insertOffer(t.db, { price: 20 });
    const other = await insertOffer(t.db, { price: 30 });
    const key = newKey();
    expect((await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 20), { key })).statusCode).toBe(201);
    const before = await countRows(t.db, 'trades');
    const res = await post(tradeBody('de', [{ offerId: other, quantity: 1 }], 30), { key });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('idempotency_key_reused');
    expect(await countRows(t.db, 'trades')).toBe(before);
  });

  it('lets a key be used again after a refused request (nothing was stored for it)', async () => {
    const offer = await insertOffer(t.db, { price: 20 });
    const key = newKey();
    expect((await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 25), { key })).statusCode).toBe(409);
    expect((await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 20), { key })).statusCode).toBe(201);
  });

  it('creates one trade from 12 concurrent submissions with the same key', async () => {
    const offer = await insertOffer(t.db, { price: 45.5 });
    const body = tradeBody('de', [{ offerId: offer, quantity: 2 }], 91);
    const key = newKey();
    const before = await countRows(t.db, 'trades');
    const results = await Promise.all(Array.from({ length: 12 }, () => post(body, { key })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(results.map((r) => r.json().tradeNumber)).size).toBe(1);
    expect(await countRows(t.db, 'trades')).toBe(before + 1);
    const items = await t.db.query<{ n: number }>('select count(*)::int as n from trade_items where offer_id = $1', [
      offer,
    ]);
    expect(items.rows[0]!.n).toBe(1);
  });

  it('creates one trade from 12 concurrent submissions of the same offers with different keys', async () => {
    const offer = await insertOffer(t.db, { price: 60 });
    const body = tradeBody('de', [{ offerId: offer, quantity: 1 }], 60);
    const before = await countRows(t.db, 'trades');
    const results = await Promise.all(Array.from({ length: 12 }, () => post(body)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(11);
    for (const r of results.filter((x) => x.statusCode === 422))
      expect(r.json().items).toEqual([{ offerId: offer, reason: 'already_traded' }]);
    expect(await countRows(t.db, 'trades')).toBe(before + 1);
  });
});

describe(`the trade's page and label (${TEST_DB})`, () => {
  it("shows a trade only with its token, and one customer's token opens no other trade", async () => {
    const [a, b] = [await insertOffer(t.db, { price: 10 }), await insertOffer(t.db, { price: 11 })];
    const one = (await post(tradeBody('de', [{ offerId: a, quantity: 1 }], 10))).json();
    const two = (await post(tradeBody('de', [{ offerId: b, quantity: 1 }], 11))).json();
    const get = (n: string, token?: string) =>
      t.app.inject({ method: 'GET', url: `/api/trades/${n}${token ? `?token=${token}` : ''}` });
    expect((await get(one.tradeNumber, one.accessToken)).json().tradeNumber).toBe(one.tradeNumber);
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: `/api/trades/${one.tradeNumber}`,
      headers: { 'x-trade-token': one.accessToken },
    });
    expect(viaHeader.statusCode).toBe(200);
    for (const res of [
      await get(one.tradeNumber),
      await get(one.tradeNumber, two.accessToken),
      await get(two.tradeNumber, one.accessToken),
      await get('1234567890', one.accessToken),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('trade_not_found');
    }
    const label = await t.app.inject({
      method: 'GET',
      url: `/api/trades/${two.tradeNumber}/label.pdf?token=${one.accessToken}`,
    });
    expect(label.statusCode).toBe(404);
  });

  it('serves the label PDF as a download', async () => {
    const offer = await insertOffer(t.db, { price: 10 });
    const trade = (await post(tradeBody('de', [{ offerId: offer, quantity: 1 }], 10))).json();
    const res = await t.app.inject({ method: 'GET', url: trade.labelUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="revalu-label-${trade.tradeNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe(`mail (${TEST_DB})`, () => {
  it('wrote one mail file per trade created in this file', async () => {
    const trades = await countRows(t.db, 'trades');
    expect(trades).toBeGreaterThan(15);
    const deadline = Date.now() + 10_000;
    let files = 0;
    while (Date.now() < deadline) {
      files = readdirSync(t.env.paths.mail).filter((f) => f.endsWith('.eml')).length;
      if (files >= trades) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(files).toBe(trades);
  });
});
