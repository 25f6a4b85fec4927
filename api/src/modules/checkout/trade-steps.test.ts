import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { hostOf, insertOffer, newKey, tradeBody } from './test-helpers';
import { appendTradeStep } from './trade-steps';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRADE_CREATE_LIMIT: '10000' });
});
afterAll(() => t.close());

const ADMIN = { authorization: 'Bearer test-admin-token-0123456789' };

async function newTrade(): Promise<{ tradeNumber: string; tradeId: number; accessToken: string }> {
  const offer = await insertOffer(t.db, { price: 42 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/trades',
    headers: { host: hostOf('de'), 'idempotency-key': newKey() },
    payload: tradeBody('de', [{ offerId: offer, quantity: 1 }], 42),
  });
  return res.json();
}

function step(tradeNumber: string, payload: Record<string, unknown>, headers: Record<string, string> = ADMIN) {
  return t.app.inject({ method: 'POST', url: `/api/admin/trades/${tradeNumber}/steps`, headers, payload });
}

describe(`trade status history (${TEST_DB})`, () => {
  it('moves a trade along the model and records every step with its actor', async () => {
    const trade = await newTrade();
    for (const [name, status] of [
      ['received', 'received'],
      ['inspected', 'inspected'],
      ['clarification_opened', 'clarification'],
    ] as const) {
      const res = await step(trade.tradeNumber, { step: name, status, note: `step ${name}` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ step: name, status });
    }
    // A step without a status change, as the clarification module records a reminder.
    await t.db.transaction((tx) =>
      appendTradeStep(tx, {
        tradeId: trade.tradeId,
        step: 'clarification_reminder_sent',
        actorType: 'system',
        source: 'clarification',
      }),
    );
    await step(trade.tradeNumber, { step: 'counter_offer_accepted', status: 'accepted' });
    await step(trade.tradeNumber, { step: 'payout_sent', status: 'paid' });

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/trades/${trade.tradeNumber}`,
      headers: { 'x-trade-token': trade.accessToken },
    });
    expect(view.json().status).toBe('paid');
    expect(view.json().history.map((h: { step: string; status: string }) => `${h.step}:${h.status}`)).toEqual([
      'created:created',
      'received:received',
      'inspected:inspected',
      'clarification_opened:clarification',
      'clarification_reminder_sent:clarification',
      'counter_offer_accepted:accepted',
      'payout_sent:paid',
    ]);
    const admin = await t.app.inject({ method: 'GET', url: `/api/admin/trades/${trade.tradeNumber}`, headers: ADMIN });
    expect(
      admin
        .json()
        .history.map((h: { actorType: string; source: string; previousStatus: string | null }) => [
          h.actorType,
          h.source,
          h.previousStatus,
        ]),
    ).toEqual([
      ['customer', 'checkout', null],
      ['admin', 'admin', 'created'],
      ['admin', 'admin', 'received'],
      ['admin', 'admin', 'inspected'],
      ['system', 'clarification', 'clarification'],
      ['admin', 'admin', 'clarification'],
      ['admin', 'admin', 'accepted'],
    ]);
  });

  it('refuses a step the model does not allow, and records nothing', async () => {
    const trade = await newTrade();
    const res = await step(trade.tradeNumber, { step: 'payout_sent', status: 'paid' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition', from: 'created', to: 'paid' });
    const history = await t.db.query<{ n: number }>(
      'select count(*)::int as n from trade_status_history where trade_id = $1',
      [trade.tradeId],
    );
    expect(history.rows[0]!.n).toBe(1);
  });

  it('rolls a step back with the transaction it belongs to', async () => {
    const trade = await newTrade();
    await expect(
      t.db.transaction(async (tx) => {
        await appendTradeStep(tx, {
          tradeId: trade.tradeId,
          step: 'received',
          status: 'received',
          actorType: 'admin',
          source: 'test',
        });
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    const row = await t.db.query<{ status: string }>('select status from trades where id = $1', [trade.tradeId]);
    expect(row.rows[0]!.status).toBe('created');
  });

  it('lets exactly one of two concurrent identical transitions through', async () => {
    const trade = await newTrade();
    const results = await Promise.all([
      step(trade.tradeNumber, { step: 'received', status: 'received' }),
      step(trade.tradeNumber, { step: 'received', status: 'received' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('guards the back office and refuses bad steps', async () => {
    const trade = await newTrade();
    expect((await step(trade.tradeNumber, { step: 'received', status: 'received' }, {})).statusCode).toBe(401);
    expect((await step(trade.tradeNumber, { step: 'Received!', status: 'received' })).statusCode).toBe(400);
    expect((await step(trade.tradeNumber, { step: 'received', status: 'teleported' })).statusCode).toBe(400);
    expect((await step('1234567890', { step: 'received', status: 'received' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/trades', headers: {} })).statusCode).toBe(401);
  });

  it('lists trades for the back office and resends a confirmation mail', async () => {
    const trade = await newTrade();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/trades?status=created&limit=5', headers: ADMIN });
    expect(list.statusCode).toBe(200);
    expect(list.json().trades[0]).toMatchObject({ tradeNumber: trade.tradeNumber, status: 'created', country: 'de' });
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/trades/${trade.tradeNumber}/confirmation-mail`,
      headers: ADMIN,
    });
    expect(resend.statusCode).toBe(202);
    expect(resend.json().result).toBe('sent');
  });
});

describe(`trades of logged-in customers (${TEST_DB})`, () => {
  it('links the trade to the account that created it, and not a guest trade', async () => {
    const { registerActivateLogin } = await import('../../testing/accounts');
    const login = await registerActivateLogin(t, 'verkauf@example.com');
    const offer = await insertOffer(t.db, { price: 42 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: { host: hostOf('de'), 'idempotency-key': newKey(), ...login.auth },
      payload: tradeBody('de', [{ offerId: offer, quantity: 1 }], 42),
    });
    expect(res.statusCode).toBe(201);
    const guest = await newTrade();
    const rows = await t.db.query<{ trade_number: string; customer_id: string | null; account_user_id: string | null }>(
      'select trade_number, customer_id, account_user_id from trades where trade_number = any($1::text[])',
      [[res.json().tradeNumber, guest.tradeNumber]],
    );
    const byNumber = new Map(rows.rows.map((r) => [r.trade_number, r]));
    expect(byNumber.get(res.json().tradeNumber)).toMatchObject({
      customer_id: login.customer.id,
      account_user_id: login.customer.identifier,
    });
    expect(byNumber.get(guest.tradeNumber)).toMatchObject({ customer_id: null, account_user_id: null });
  });

  it('refuses a trade with a token that does not work (401), rather than losing it from the account', async () => {
    const offer = await insertOffer(t.db, { price: 42 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: { host: hostOf('de'), 'idempotency-key': newKey(), authorization: 'Bearer not.a.token' },
      payload: tradeBody('de', [{ offerId: offer, quantity: 1 }], 42),
    });
    expect(res.statusCode).toBe(401);
    const stored = await t.db.query('select 1 from trade_items where offer_id = $1', [offer]);
    expect(stored.rowCount).toBe(0);
  });
});
