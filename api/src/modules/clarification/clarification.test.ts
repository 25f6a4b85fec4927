import { TEST_DB, type TestApp } from '../../testing/test-app';
import { mailsIn } from '../content/testing/forms';
import { ADMIN, clarificationTestApp, history, inspectedTrade, open, opening } from './test-helpers';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await clarificationTestApp();
}, 180_000);
afterAll(() => t.close());

describe(`clarifications (${TEST_DB})`, () => {
  it('is opened by the back office only', async () => {
    const trade = await inspectedTrade(t);
    expect((await open(t, opening(trade.tradeNumber), {})).statusCode).toBe(401);
    expect(
      (await open(t, opening(trade.tradeNumber), { authorization: 'Bearer wrong-token-0000000000' })).statusCode,
    ).toBe(401);
    const { rows } = await t.db.query('select 1 from clarifications');
    expect(rows).toHaveLength(0);
  });

  it('opens with the new price computed by the server, mails both links and records the step', async () => {
    const trade = await inspectedTrade(t);
    const res = await open(t, opening(trade.tradeNumber));
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      status: 'open',
      originalTotal: 200,
      deductionTotal: 45.5,
      newTotal: 154.5,
      tradeNumber: trade.tradeNumber,
    });
    expect(c.items).toEqual([
      expect.objectContaining({
        position: 1,
        deviceName: 'Apple iPhone 13 128 GB',
        // The helper's offer stores its summary in the old plain form: answers without their question.
        declaredCondition: ['yes', 'flawless', 'light-scratches'].map((answer) => ({ question: null, answer })),
        findings: ['displayCracked'],
        originalPrice: 120,
        newPrice: 74.5,
      }),
    ]);
    const days = (Date.parse(c.deadline) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(c.links.page).toBe(`http://de.localhost:8080/clarification/${c.id}/${trade.tradeNumber}`);
    expect(c.links.quickAnswer).toBe(
      `http://de.localhost:8080/clarificationQuickAnswer/${c.id}/${trade.tradeNumber}/${c.offerId}`,
    );
    const mail = mailsIn(t).find(
      (m) =>
        m.to === 'erika.mustermann@example.com' &&
        m.subject.startsWith(`Rückfrage zu Ihrem Auftrag ${trade.tradeNumber}`),
    );
    expect(mail?.text).toContain(c.links.page);
    expect(mail?.text).toContain(c.links.quickAnswer);
    expect(mail?.text).toContain('154,50');
    expect(await history(t, trade.tradeId)).toEqual([
      'created:created:customer',
      'received:received:admin',
      'inspected:inspected:admin',
      'clarification_opened:clarification:admin',
      'clarification_mail_sent:clarification:system',
    ]);
  });

  it('refuses a deadline under 7 days, deductions above the price, unknown devices and trades not inspected', async () => {
    const trade = await inspectedTrade(t);
    const short = await open(t, opening(trade.tradeNumber, { deadlineDays: 5 }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('deadlineDays');
    const tooMuch = await open(
      t,
      opening(trade.tradeNumber, {
        items: [{ position: 2, findings: ['notPoweringOn'], deductions: [{ reason: 'notPoweringOn', amount: 80.01 }] }],
      }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ 'items.0.deductions': 'exceeds_price' });
    const unknown = await open(
      t,
      opening(trade.tradeNumber, {
        items: [{ position: 9, findings: ['other'], deductions: [{ reason: 'other', amount: 1 }] }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    const received = await inspectedTrade(t, 'de', ['received']);
    const notYet = await open(t, opening(received.tradeNumber));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('trade_not_inspected');
    const { rows } = await t.db.query('select 1 from clarifications where trade_number = any($1)', [
      [trade.tradeNumber, received.tradeNumber],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('is accepted once through the quick answer; the same link again is gone (410) and the payout is the new price', async () => {
    const trade = await inspectedTrade(t, 'fr');
    const c = (await open(t, opening(trade.tradeNumber, { deadlineDays: 7 }))).json();
    const view = await t.app.inject({ method: 'GET', url: `/api/clarifications/${c.id}?trade=${trade.tradeNumber}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().offerId).toBe(c.offerId);
    const wrongOffer = await t.app.inject({
      method: 'POST',
      url: `/api/clarifications/${c.id}/answer`,
      payload: { trade: trade.tradeNumber, decision: 'accept', offerId: 'co_other', channel: 'quick_answer' },
    });
    expect(wrongOffer.statusCode).toBe(409);
    const wrongTrade = await t.app.inject({ method: 'GET', url: `/api/clarifications/${c.id}?trade=1234567890` });
    expect(wrongTrade.statusCode).toBe(404);

    const answer = { trade: trade.tradeNumber, decision: 'accept', offerId: c.offerId, channel: 'quick_answer' };
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/clarifications/${c.id}/answer`, payload: answer }),
      t.app.inject({ method: 'POST', url: `/api/clarifications/${c.id}/answer`, payload: answer }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 410]);
    const again = await t.app.inject({ method: 'GET', url: `/api/clarifications/${c.id}?trade=${trade.tradeNumber}` });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('clarification_closed');
    const { rows } = await t.db.query<{ status: string; payout_total: number }>(
      'select status, payout_total from trades where id = $1',
      [trade.tradeId],
    );
    expect(rows[0]).toEqual({ status: 'accepted', payout_total: 154.5 });
    expect((await history(t, trade.tradeId)).slice(-1)).toEqual(['clarification_accepted:accepted:customer']);
    expect(
      mailsIn(t).some(
        (m) =>
          m.to === 'erika.mustermann@example.com' &&
          m.subject === `Nouvelle offre acceptée – commande ${trade.tradeNumber}`,
      ),
    ).toBe(true);
  });

  it('declines into a free return and keeps the original payout', async () => {
    const trade = await inspectedTrade(t);
    const c = (await open(t, opening(trade.tradeNumber))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/clarifications/${c.id}/answer`,
      payload: { trade: trade.tradeNumber, decision: 'decline', offerId: c.offerId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    const { rows } = await t.db.query<{ status: string; payout_total: number }>(
      'select status, payout_total from trades where id = $1',
      [trade.tradeId],
    );
    expect(rows[0]).toEqual({ status: 'declined', payout_total: 200 });
    const last = await t.db.query<{ data: { freeReturn: boolean } }>(
      "select data from trade_status_history where trade_id = $1 and step = 'clarification_declined'",
      [trade.tradeId],
    );
    expect(last.rows[0]!.data.freeReturn).toBe(true);
  });

  it('reminds before the deadline and takes silence as a decline with a free return, never as acceptance', async () => {
    const trade = await inspectedTrade(t);
    const c = (await open(t, opening(trade.tradeNumber))).json();
    const process = () =>
      t.app.inject({ method: 'POST', url: '/api/admin/clarifications/process-deadlines', headers: ADMIN });
    expect((await process()).json()).toEqual({ reminded: 0, expired: 0, retried: 0 });
    // Four days before the deadline: the first reminder is due.
    await t.db.query(
      "update clarifications set deadline = now() + interval '4 days', next_reminder_at = now() - interval '1 minute' where id = $1",
      [c.id],
    );
    expect((await process()).json()).toEqual({ reminded: 1, expired: 0, retried: 0 });
    expect((await process()).json()).toEqual({ reminded: 0, expired: 0, retried: 0 });
    const state = (
      await t.app.inject({ method: 'GET', url: `/api/admin/clarifications/${c.id}`, headers: ADMIN })
    ).json();
    expect(state.remindersSent).toBe(1);
    expect(
      mailsIn(t).filter((m) => m.subject.startsWith(`Erinnerung: Rückfrage zu Ihrem Auftrag ${trade.tradeNumber}`)),
    ).toHaveLength(1);
    // The deadline passes without an answer.
    await t.db.query("update clarifications set deadline = now() - interval '1 second' where id = $1", [c.id]);
    const link = await t.app.inject({ method: 'GET', url: `/api/clarifications/${c.id}?trade=${trade.tradeNumber}` });
    expect(link.statusCode).toBe(410);
    expect((await process()).json()).toEqual({ reminded: 0, expired: 1, retried: 0 });
    const { rows } = await t.db.query<{ status: string; payout_total: number }>(
      'select status, payout_total from trades where id = $1',
      [trade.tradeId],
    );
    expect(rows[0]).toEqual({ status: 'declined', payout_total: 200 });
    expect((await history(t, trade.tradeId)).slice(-2)).toEqual([
      'clarification_reminder_sent:clarification:system',
      'clarification_expired:declined:system',
    ]);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/clarifications/${c.id}/answer`,
      payload: { trade: trade.tradeNumber, decision: 'accept', offerId: c.offerId },
    });
    expect(late.statusCode).toBe(410);
  });

  it('opens only one clarification at a time per trade', async () => {
    const trade = await inspectedTrade(t);
    expect((await open(t, opening(trade.tradeNumber))).statusCode).toBe(201);
    const second = await open(t, opening(trade.tradeNumber));
    expect(second.statusCode).toBe(409);
  });

  it('answers bad links with 4xx, never 500', async () => {
    for (const url of [
      '/api/clarifications/x',
      '/api/clarifications/%00?trade=1',
      `/api/clarifications/${'a'.repeat(80)}?trade=1`,
      '/api/clarifications/abc?trade=<script>',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/clarifications/abc/answer',
      payload: { trade: 'x', decision: 'maybe', offerId: 'y' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
