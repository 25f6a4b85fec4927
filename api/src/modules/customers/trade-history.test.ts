import { hostOf, insertOffer, newKey, tradeBody } from '../checkout/test-helpers';
import { registerActivateLogin } from '../../testing/accounts';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = { authorization: 'Bearer test-admin-token-0123456789' };

async function trade(auth: Record<string, string> | null, price = 310.5) {
  const offerId = await insertOffer(t.db, { price });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/trades',
    headers: { host: hostOf('de'), 'idempotency-key': newKey(), ...(auth ?? {}) },
    payload: tradeBody('de', [{ offerId, quantity: 1 }], price),
  });
  if (res.statusCode !== 201) throw new Error(`trade: ${res.statusCode} ${res.body}`);
  return res.json() as { tradeNumber: string };
}

describe(`customers: trade history (${TEST_DB})`, () => {
  it("shows the trades made while logged in, newest first, with each one's status timeline, and nobody else's", async () => {
    const a = await registerActivateLogin(t, 'history-a@example.com');
    const b = await registerActivateLogin(t, 'history-b@example.com');
    const first = await trade(a.auth, 310.5);
    const second = await trade(a.auth, 120);
    const ofB = await trade(b.auth, 99);
    const guest = await trade(null, 50);

    for (const [step, status] of [
      ['parcel_received', 'received'],
      ['devices_inspected', 'inspected'],
      ['offer_accepted', 'accepted'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/trades/${first.tradeNumber}/steps`,
        headers: ADMIN,
        payload: { step, status },
      });
      expect(res.statusCode).toBe(201);
    }
    // A step that records something without changing the status is not a step of the timeline.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/trades/${first.tradeNumber}/steps`,
      headers: ADMIN,
      payload: { step: 'note_added', note: 'ok' },
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/customers/trade_history', headers: a.auth });
    expect(res.statusCode).toBe(200);
    const history = res.json() as {
      member: {
        tradeNumber: string;
        status: string;
        payoutTotal: number;
        items: unknown[];
        timeline: { status: string }[];
        payout: unknown;
      }[];
      totalItems: number;
    };
    expect(history.member.map((m) => m.tradeNumber)).toEqual([second.tradeNumber, first.tradeNumber]);
    const shown = history.member[1]!;
    expect(shown).toMatchObject({
      status: 'accepted',
      payoutTotal: 310.5,
      payout: { method: 'DirectDebitSwift', ibanLast4: '3000', paypalEmail: null },
    });
    expect(shown.items).toEqual([
      expect.objectContaining({ deviceName: 'Apple iPhone 13 128 GB', quantity: 1, lineTotal: 310.5 }),
    ]);
    expect(shown.timeline.map((s) => s.status)).toEqual(['created', 'received', 'inspected', 'accepted']);
    expect(res.body).not.toContain(ofB.tradeNumber);
    expect(res.body).not.toContain(guest.tradeNumber);

    const bHistory = await t.app.inject({ method: 'GET', url: '/api/customers/trade_history', headers: b.auth });
    expect(bHistory.json().member.map((m: { tradeNumber: string }) => m.tradeNumber)).toEqual([ofB.tradeNumber]);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers/trade_history' })).statusCode).toBe(401);

    // Deleting the account keeps the trades for bookkeeping, unlinked from any account.
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/deleteUser',
      headers: a.auth,
      payload: { customerId: a.customer.id, customerIdentifier: a.customer.identifier },
    });
    expect(del.statusCode).toBe(200);
    const { rows } = await t.db.query<{ customer_id: string | null; account_user_id: string | null }>(
      'select customer_id, account_user_id from trades where trade_number = $1',
      [first.tradeNumber],
    );
    expect(rows).toEqual([{ customer_id: null, account_user_id: null }]);
  });
});
