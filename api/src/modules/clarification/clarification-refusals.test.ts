import { TEST_DB, type TestApp } from '../../testing/test-app';
import { ADMIN, clarificationTestApp, history, inspectedTrade, open, opening, snapshot } from './test-helpers';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await clarificationTestApp();
}, 180_000);
afterAll(() => t.close());

describe(`clarifications: refused requests change nothing (${TEST_DB})`, () => {
  it('guards every back-office route with the admin token', async () => {
    const trade = await inspectedTrade(t);
    const c = (await open(t, opening(trade.tradeNumber))).json();
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0000000000' },
      { authorization: 'Basic ZWRpdG9yOnRlc3Q=' },
    ]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/admin/clarifications/${c.id}`, headers });
      expect(read.statusCode).toBe(401);
      expect(read.body).not.toContain(c.offerId);
      const before = await snapshot(t, trade.tradeId);
      await t.db.query("update clarifications set next_reminder_at = now() - interval '1 minute' where id = $1", [
        c.id,
      ]);
      const job = await t.app.inject({ method: 'POST', url: '/api/admin/clarifications/process-deadlines', headers });
      expect(job.statusCode).toBe(401);
      expect(await snapshot(t, trade.tradeId)).toEqual(before);
      await t.db.query("update clarifications set next_reminder_at = deadline - interval '4 days' where id = $1", [
        c.id,
      ]);
    }
  });

  it('refuses bad opening bodies with the field named, and stores nothing', async () => {
    const trade = await inspectedTrade(t);
    const before = await snapshot(t, trade.tradeId);
    const item = { position: 1, findings: ['displayCracked'], deductions: [{ reason: 'displayCracked', amount: 10 }] };
    const cases: [unknown, string][] = [
      [{ tradeNumber: trade.tradeNumber, items: [{ ...item, newPrice: 1 }] }, 'items.0'],
      [{ tradeNumber: trade.tradeNumber, items: [item], payoutTotal: 5 }, ''],
      [
        {
          tradeNumber: trade.tradeNumber,
          items: [{ ...item, deductions: [{ reason: 'displayCracked', amount: -10 }] }],
        },
        'items.0.deductions.0.amount',
      ],
      [
        {
          tradeNumber: trade.tradeNumber,
          items: [{ ...item, deductions: [{ reason: 'displayCracked', amount: 10.001 }] }],
        },
        'items.0.deductions.0.amount',
      ],
      [{ tradeNumber: trade.tradeNumber, items: [{ ...item, deductions: [] }] }, 'items.0.deductions'],
      [{ tradeNumber: trade.tradeNumber, items: [{ ...item, findings: ['scratchedSoul'] }] }, 'items.0.findings.0'],
      [{ tradeNumber: trade.tradeNumber, items: [] }, 'items'],
      [{ tradeNumber: trade.tradeNumber, items: [item], deadlineDays: 31 }, 'deadlineDays'],
      [{ tradeNumber: trade.tradeNumber, items: [item], deadlineDays: 7.5 }, 'deadlineDays'],
      [{ tradeNumber: trade.tradeNumber, items: [item, item] }, 'items'],
      [{ items: [item] }, 'tradeNumber'],
    ];
    for (const [payload, field] of cases) {
      const res = await open(t, payload);
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
      if (field) expect(Object.keys(res.json().fields ?? {}).some((k) => k.startsWith(field))).toBe(true);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clarifications',
      headers: { ...ADMIN, 'content-type': 'application/json' },
      payload: '{"tradeNumber": ',
    });
    expect(malformed.statusCode).toBe(400);
    const unknownTrade = await open(t, opening('0000000000'));
    expect(unknownTrade.statusCode).toBe(404);
    expect(unknownTrade.json().code).toBe('trade_not_found');
    expect(await snapshot(t, trade.tradeId)).toEqual(before);
  });

  it('refuses an answer with the wrong trade number, a wrong offer id or a bad body, and changes nothing', async () => {
    const trade = await inspectedTrade(t);
    const other = await inspectedTrade(t);
    const c = (await open(t, opening(trade.tradeNumber))).json();
    const before = await snapshot(t, trade.tradeId);
    const answer = (payload: Record<string, unknown>, id = c.id as string) =>
      t.app.inject({ method: 'POST', url: `/api/clarifications/${id}/answer`, payload });
    const wrongTrade = await answer({ trade: other.tradeNumber, decision: 'accept', offerId: c.offerId });
    expect(wrongTrade.statusCode).toBe(404);
    expect(wrongTrade.json().code).toBe('clarification_not_found');
    const wrongOffer = await answer({ trade: trade.tradeNumber, decision: 'accept', offerId: `co_${'x'.repeat(20)}` });
    expect(wrongOffer.statusCode).toBe(409);
    expect(wrongOffer.json().code).toBe('offer_mismatch');
    const unknown = await answer(
      { trade: trade.tradeNumber, decision: 'decline', offerId: c.offerId },
      'nosuchclarification00000',
    );
    expect(unknown.statusCode).toBe(404);
    for (const payload of [
      { trade: trade.tradeNumber, decision: 'maybe', offerId: c.offerId },
      { trade: trade.tradeNumber, offerId: c.offerId },
      { trade: trade.tradeNumber, decision: 'accept', offerId: c.offerId, newTotal: 999 },
      { trade: trade.tradeNumber, decision: 'accept', offerId: c.offerId, channel: 'fax' },
      { trade: trade.tradeNumber, decision: 'accept', offerId: 'y'.repeat(65) },
    ]) {
      const res = await answer(payload);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
    }
    expect(await snapshot(t, trade.tradeId)).toEqual(before);
    expect(before.clarifications).toEqual([expect.objectContaining({ status: 'open', answered_at: null })]);
    expect(before.trade!.status).toBe('clarification');
    // The page still works after all that.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/clarifications/${c.id}?trade=${trade.tradeNumber}` })).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of an accept and a decline in a race win, and the trade follows the winner', async () => {
    const trade = await inspectedTrade(t);
    const c = (await open(t, opening(trade.tradeNumber))).json();
    const send = (decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/clarifications/${c.id}/answer`,
        payload: { trade: trade.tradeNumber, decision, offerId: c.offerId },
      });
    const [accept, decline] = await Promise.all([send('accept'), send('decline')]);
    expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 410]);
    const winner = accept.statusCode === 200 ? 'accepted' : 'declined';
    const { rows } = await t.db.query<{ status: string; payout_total: number }>(
      'select status, payout_total from trades where id = $1',
      [trade.tradeId],
    );
    expect(rows[0]).toEqual({ status: winner, payout_total: winner === 'accepted' ? 154.5 : 200 });
    const answers = (await history(t, trade.tradeId)).filter((h) => /^clarification_(accepted|declined)/.test(h));
    expect(answers).toEqual([`clarification_${winner}:${winner}:customer`]);
  });
});
