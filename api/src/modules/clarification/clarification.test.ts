import { formatDate, formatPrice } from 'config';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { hostOf, insertOffer, newKey, tradeBody } from '../checkout/test-helpers';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { mailsIn } from '../content/testing/forms';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRADE_CREATE_LIMIT: '10000' });
}, 180_000);
afterAll(() => t.close());

const ADMIN = { authorization: 'Bearer test-admin-token-0123456789' };

/** A trade of two devices (120 € and 80 €), received and inspected, as the back office sees it. */
async function inspectedTrade(country: 'de' | 'fr' | 'it' = 'de', steps: string[] = ['received', 'inspected']) {
  const a = await insertOffer(t.db, { country, price: 120, deviceName: 'Apple iPhone 13 128 GB' });
  const b = await insertOffer(t.db, { country, price: 80, deviceName: 'Nintendo Switch OLED' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/trades',
    headers: { host: `${hostOf(country)}:8097`, 'idempotency-key': newKey() },
    payload: tradeBody(
      country,
      [
        { offerId: a, quantity: 1 },
        { offerId: b, quantity: 1 },
      ],
      200,
    ),
  });
  expect(res.statusCode).toBe(201);
  const trade = res.json() as { tradeNumber: string; tradeId: number };
  for (const s of steps) {
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/admin/trades/${trade.tradeNumber}/steps`,
      headers: ADMIN,
      payload: { step: s, status: s },
    });
    expect(step.statusCode).toBe(201);
  }
  return trade;
}

const opening = (tradeNumber: string, extra: Record<string, unknown> = {}) => ({
  tradeNumber,
  note: 'Bitte beachten Sie die Fotos in Ihrem Kundenkonto.',
  items: [
    {
      position: 1,
      findings: ['displayCracked'],
      foundNote: 'Riss oben links',
      deductions: [{ reason: 'displayCracked', amount: 45.5 }],
    },
  ],
  ...extra,
});

function open(payload: unknown, headers: Record<string, string> = ADMIN) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/clarifications',
    headers: { ...headers, host: 'localhost:8097' },
    payload: payload as Record<string, unknown>,
  });
}

async function history(tradeId: number) {
  const { rows } = await t.db.query<{ step: string; status: string; actor_type: string }>(
    'select step, status, actor_type from trade_status_history where trade_id = $1 order by id',
    [tradeId],
  );
  return rows.map((r) => `${r.step}:${r.status}:${r.actor_type}`);
}

describe(`clarifications (${TEST_DB})`, () => {
  it('is opened by the back office only', async () => {
    const trade = await inspectedTrade();
    expect((await open(opening(trade.tradeNumber), {})).statusCode).toBe(401);
    expect(
      (await open(opening(trade.tradeNumber), { authorization: 'Bearer wrong-token-0000000000' })).statusCode,
    ).toBe(401);
    const { rows } = await t.db.query('select 1 from clarifications');
    expect(rows).toHaveLength(0);
  });

  it('opens with the new price computed by the server, mails both links and records the step', async () => {
    const trade = await inspectedTrade();
    const res = await open(opening(trade.tradeNumber));
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
    expect(await history(trade.tradeId)).toEqual([
      'created:created:customer',
      'received:received:admin',
      'inspected:inspected:admin',
      'clarification_opened:clarification:admin',
      'clarification_mail_sent:clarification:system',
    ]);
  });

  it('refuses a deadline under 7 days, deductions above the price, unknown devices and trades not inspected', async () => {
    const trade = await inspectedTrade();
    const short = await open(opening(trade.tradeNumber, { deadlineDays: 5 }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('deadlineDays');
    const tooMuch = await open(
      opening(trade.tradeNumber, {
        items: [{ position: 2, findings: ['notPoweringOn'], deductions: [{ reason: 'notPoweringOn', amount: 80.01 }] }],
      }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ 'items.0.deductions': 'exceeds_price' });
    const unknown = await open(
      opening(trade.tradeNumber, {
        items: [{ position: 9, findings: ['other'], deductions: [{ reason: 'other', amount: 1 }] }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    const received = await inspectedTrade('de', ['received']);
    const notYet = await open(opening(received.tradeNumber));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('trade_not_inspected');
    const { rows } = await t.db.query('select 1 from clarifications where trade_number = any($1)', [
      [trade.tradeNumber, received.tradeNumber],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('is accepted once through the quick answer; the same link again is gone (410) and the payout is the new price', async () => {
    const trade = await inspectedTrade('fr');
    const c = (await open(opening(trade.tradeNumber, { deadlineDays: 7 }))).json();
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
    expect((await history(trade.tradeId)).slice(-1)).toEqual(['clarification_accepted:accepted:customer']);
    expect(
      mailsIn(t).some(
        (m) =>
          m.to === 'erika.mustermann@example.com' &&
          m.subject === `Nouvelle offre acceptée – commande ${trade.tradeNumber}`,
      ),
    ).toBe(true);
  });

  it('declines into a free return and keeps the original payout', async () => {
    const trade = await inspectedTrade();
    const c = (await open(opening(trade.tradeNumber))).json();
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
    const trade = await inspectedTrade();
    const c = (await open(opening(trade.tradeNumber))).json();
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
    expect((await history(trade.tradeId)).slice(-2)).toEqual([
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
    const trade = await inspectedTrade();
    expect((await open(opening(trade.tradeNumber))).statusCode).toBe(201);
    const second = await open(opening(trade.tradeNumber));
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

/** What a refused request must leave alone: the trade's status and history, clarifications and mails. */
async function snapshot(tradeId: number) {
  const trade = await t.db.query<{ status: string; payout_total: number }>(
    'select status, payout_total from trades where id = $1',
    [tradeId],
  );
  const clarifications = await t.db.query(
    'select id, status, answered_at, reminders_sent from clarifications where trade_id = $1 order by id',
    [tradeId],
  );
  // Only this module's mails: the trade's own confirmation may still be on its way (it leaves after the trade's commit).
  return {
    trade: trade.rows[0],
    clarifications: clarifications.rows,
    history: await history(tradeId),
    mails: mailsIn(t).filter((m) => m.file.includes('-clarification-')).length,
  };
}

describe(`clarifications: refused requests change nothing (${TEST_DB})`, () => {
  it('guards every back-office route with the admin token', async () => {
    const trade = await inspectedTrade();
    const c = (await open(opening(trade.tradeNumber))).json();
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0000000000' },
      { authorization: 'Basic ZWRpdG9yOnRlc3Q=' },
    ]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/admin/clarifications/${c.id}`, headers });
      expect(read.statusCode).toBe(401);
      expect(read.body).not.toContain(c.offerId);
      const before = await snapshot(trade.tradeId);
      await t.db.query("update clarifications set next_reminder_at = now() - interval '1 minute' where id = $1", [
        c.id,
      ]);
      const job = await t.app.inject({ method: 'POST', url: '/api/admin/clarifications/process-deadlines', headers });
      expect(job.statusCode).toBe(401);
      expect(await snapshot(trade.tradeId)).toEqual(before);
      await t.db.query("update clarifications set next_reminder_at = deadline - interval '4 days' where id = $1", [
        c.id,
      ]);
    }
  });

  it('refuses bad opening bodies with the field named, and stores nothing', async () => {
    const trade = await inspectedTrade();
    const before = await snapshot(trade.tradeId);
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
      const res = await open(payload);
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
    const unknownTrade = await open(opening('0000000000'));
    expect(unknownTrade.statusCode).toBe(404);
    expect(unknownTrade.json().code).toBe('trade_not_found');
    expect(await snapshot(trade.tradeId)).toEqual(before);
  });

  it('refuses an answer with the wrong trade number, a wrong offer id or a bad body, and changes nothing', async () => {
    const trade = await inspectedTrade();
    const other = await inspectedTrade();
    const c = (await open(opening(trade.tradeNumber))).json();
    const before = await snapshot(trade.tradeId);
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
    expect(await snapshot(trade.tradeId)).toEqual(before);
    expect(before.clarifications).toEqual([expect.objectContaining({ status: 'open', answered_at: null })]);
    expect(before.trade!.status).toBe('clarification');
    // The page still works after all that.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/clarifications/${c.id}?trade=${trade.tradeNumber}` })).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of an accept and a decline in a race win, and the trade follows the winner', async () => {
    const trade = await inspectedTrade();
    const c = (await open(opening(trade.tradeNumber))).json();
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
    const answers = (await history(trade.tradeId)).filter((h) => /^clarification_(accepted|declined)/.test(h));
    expect(answers).toEqual([`clarification_${winner}:${winner}:customer`]);
  });
});

describe(`clarification deadline and reminders (${TEST_DB})`, () => {
  const process = () =>
    t.app.inject({ method: 'POST', url: '/api/admin/clarifications/process-deadlines', headers: ADMIN });

  it('gives at least 7 days, shows the date in the mailed .eml, and reminds 4 days and 1 day before, each once', async () => {
    const trade = await inspectedTrade('it');
    const c = (await open(opening(trade.tradeNumber, { deadlineDays: 7 }))).json();
    const days = (Date.parse(c.deadline) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    // The clarification page's formatter: dd/mm/yy, the day in Italy.
    const date = formatDate(c.deadline, 'it');
    expect(date).toMatch(/^\d\d\/\d\d\/\d\d$/);
    const opened = mailsIn(t).filter((m) => m.subject.startsWith(`Chiarimento sul tuo ordine ${trade.tradeNumber}`));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.file).toMatch(/clarification-opened.*\.eml$/);
    expect(opened[0]!.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(opened[0]!.text).toContain(date);

    const reminderAt = async () =>
      (
        await t.db.query<{ next_reminder_at: Date | null; deadline: Date }>(
          'select next_reminder_at, deadline from clarifications where id = $1',
          [c.id],
        )
      ).rows[0]!;
    let state = await reminderAt();
    expect(new Date(state.deadline).getTime() - new Date(state.next_reminder_at!).getTime()).toBe(4 * 86_400_000);
    // Day 3: the first reminder is due. Two jobs at once (two instances) send it once.
    await t.db.query(
      "update clarifications set deadline = now() + interval '4 days' - interval '1 minute', next_reminder_at = now() - interval '1 minute' where id = $1",
      [c.id],
    );
    const [a, b] = await Promise.all([process(), process()]);
    expect(a.json().reminded + b.json().reminded).toBe(1);
    state = await reminderAt();
    expect(new Date(state.deadline).getTime() - new Date(state.next_reminder_at!).getTime()).toBe(86_400_000);
    expect((await process()).json().reminded).toBe(0);
    // Day 6: the second one.
    await t.db.query(
      "update clarifications set deadline = now() + interval '1 day' - interval '1 minute', next_reminder_at = now() - interval '1 minute' where id = $1",
      [c.id],
    );
    expect((await process()).json().reminded).toBe(1);
    expect((await reminderAt()).next_reminder_at).toBeNull();
    expect((await process()).json().reminded).toBe(0);

    const reminders = mailsIn(t).filter(
      (m) => m.subject.startsWith(`Promemoria`) && m.subject.includes(trade.tradeNumber),
    );
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.text).toContain(c.links.quickAnswer);
    const steps = await t.db.query<{ data: { reminder: number } }>(
      "select data from trade_status_history where trade_id = $1 and step = 'clarification_reminder_sent' order by id",
      [trade.tradeId],
    );
    expect(steps.rows.map((r) => r.data.reminder)).toEqual([1, 2]);
  });

  it.each([
    // 00:30 in the country, still the day before in UTC: winter (CET) and summer (CEST).
    [
      'de',
      '2099-01-14T23:30:00Z',
      '15.01.99',
      '14.01.2099',
      (n: string, d: string) => `Erinnerung: Rückfrage zu Ihrem Auftrag ${n} (bis ${d})`,
      'de-DE',
    ],
    [
      'fr',
      '2099-07-14T22:30:00Z',
      '15/07/99',
      '14/07/2099',
      (n: string, d: string) => `Rappel\u00a0: précisions sur votre commande ${n} (jusqu’au ${d})`,
      'fr-FR',
    ],
  ] as const)(
    'writes the deadline in %s mails as the page does: the day in the country, two-digit year',
    async (country, deadline, shown, utcDay, subject, locale) => {
      const trade = await inspectedTrade(country);
      const c = (await open(opening(trade.tradeNumber))).json();
      await t.db.query(
        "update clarifications set deadline = $2, next_reminder_at = now() - interval '1 minute' where id = $1",
        [c.id, deadline],
      );
      expect((await process()).json().reminded).toBe(1);
      expect(formatDate(deadline, country)).toBe(shown);
      const reminder = mailsIn(t).find(
        (m) => m.subject.includes(trade.tradeNumber) && m.file.includes('clarification-reminder'),
      );
      expect(reminder?.subject).toBe(subject(trade.tradeNumber, shown));
      expect(reminder?.text).toContain(shown);
      expect(reminder?.text).not.toContain(utcDay);
      // Amounts too are the page's: formatPrice in the trade's language.
      expect(reminder?.text).toContain(formatPrice(154.5, locale));
    },
  );

  it('sends no reminder for an answered clarification', async () => {
    const trade = await inspectedTrade();
    const c = (await open(opening(trade.tradeNumber))).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/clarifications/${c.id}/answer`,
      payload: { trade: trade.tradeNumber, decision: 'accept', offerId: c.offerId },
    });
    await t.db.query(
      "update clarifications set deadline = now() + interval '2 days', next_reminder_at = now() - interval '1 minute' where id = $1",
      [c.id],
    );
    expect((await process()).json()).toEqual({ reminded: 0, expired: 0, retried: 0 });
    await t.db.query("update clarifications set deadline = now() - interval '1 minute' where id = $1", [c.id]);
    expect((await process()).json()).toEqual({ reminded: 0, expired: 0, retried: 0 });
    const { rows } = await t.db.query<{ status: string }>('select status from trades where id = $1', [trade.tradeId]);
    expect(rows[0]!.status).toBe('accepted');
  });
});

describe(`clarification mails when the mail server is down (${TEST_DB})`, () => {
  let sink: SmtpSink;
  let m: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    m = await createTestApp({ TRADE_CREATE_LIMIT: '10000', SMTP_URL: sink.url });
  }, 60_000);
  afterAll(async () => {
    await m.close();
    await sink.close();
  });

  it('keeps the clarification and the answer, and sends the mails once the server is back', async () => {
    const offer = await insertOffer(m.db, { country: 'es', price: 150, deviceName: 'Samsung Galaxy S22' });
    const created = await m.app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: { host: `${hostOf('es')}:8097`, 'idempotency-key': newKey() },
      payload: tradeBody('es', [{ offerId: offer, quantity: 1 }], 150),
    });
    const trade = created.json() as { tradeNumber: string; tradeId: number };
    for (const s of ['received', 'inspected']) {
      await m.app.inject({
        method: 'POST',
        url: `/api/admin/trades/${trade.tradeNumber}/steps`,
        headers: ADMIN,
        payload: { step: s, status: s },
      });
    }
    const steps = async () =>
      (
        await m.db.query<{ step: string }>('select step from trade_status_history where trade_id = $1 order by id', [
          trade.tradeId,
        ])
      ).rows.map((r) => r.step);
    // The sink also receives the trade's confirmation (with its label as a PDF); ours have no attachment.
    // Quoted-printable soft line breaks are joined so links can be found.
    const clarificationMails = () =>
      sink.messages.filter((raw) => !raw.includes('application/pdf')).map((raw) => raw.replace(/=\r?\n/g, ''));
    const due = () =>
      m.db.query(
        "update mail_outbox set next_attempt_at = now() - interval '1 second' where status = 'pending' and clarification_id is not null",
      );
    const job = () =>
      m.app.inject({ method: 'POST', url: '/api/admin/clarifications/process-deadlines', headers: ADMIN });

    sink.accepting = false;
    const res = await m.app.inject({
      method: 'POST',
      url: '/api/admin/clarifications',
      headers: { ...ADMIN, host: 'localhost:8097' },
      payload: {
        tradeNumber: trade.tradeNumber,
        items: [{ position: 1, findings: ['batteryWorn'], deductions: [{ reason: 'batteryWorn', amount: 30 }] }],
      },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.mailSent).toBe(false);
    expect(await steps()).not.toContain('clarification_mail_sent');
    // A retry before its time does nothing; when due, the server is still down.
    expect((await job()).json().retried).toBe(0);
    await due();
    expect((await job()).json().retried).toBe(0);
    let admin = (
      await m.app.inject({ method: 'GET', url: `/api/admin/clarifications/${c.id}`, headers: ADMIN })
    ).json();
    expect(admin.mails).toEqual([
      expect.objectContaining({
        kind: 'opened',
        status: 'pending',
        attempts: 2,
        sentAt: null,
        lastError: expect.stringContaining('451'),
      }),
    ]);

    sink.accepting = true;
    await due();
    expect((await job()).json().retried).toBe(1);
    expect(clarificationMails()).toHaveLength(1);
    expect(clarificationMails()[0]).toContain(c.links.quickAnswer.replace(/^https?:\/\/[^/]+/, ''));
    expect(await steps()).toContain('clarification_mail_sent');

    // The customer answers while the server is down again: the answer counts, the confirmation follows.
    sink.accepting = false;
    const answer = await m.app.inject({
      method: 'POST',
      url: `/api/clarifications/${c.id}/answer`,
      payload: { trade: trade.tradeNumber, decision: 'decline', offerId: c.offerId },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('declined');
    sink.accepting = true;
    await due();
    expect((await job()).json().retried).toBe(1);
    expect(clarificationMails()).toHaveLength(2);
    admin = (await m.app.inject({ method: 'GET', url: `/api/admin/clarifications/${c.id}`, headers: ADMIN })).json();
    expect(admin.mails.map((x: { kind: string; status: string }) => `${x.kind}:${x.status}`)).toEqual([
      'opened:sent',
      'declined:sent',
    ]);
  });

  it('gives a mail up after 8 attempts; the back office can send it again, and never repeats a sent one', async () => {
    const offer = await insertOffer(m.db, { country: 'fr', price: 90, deviceName: 'Sony Alpha 7 III' });
    const created = await m.app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: { host: `${hostOf('fr')}:8097`, 'idempotency-key': newKey() },
      payload: tradeBody('fr', [{ offerId: offer, quantity: 1 }], 90),
    });
    const trade = created.json() as { tradeNumber: string };
    for (const s of ['received', 'inspected']) {
      await m.app.inject({
        method: 'POST',
        url: `/api/admin/trades/${trade.tradeNumber}/steps`,
        headers: ADMIN,
        payload: { step: s, status: s },
      });
    }
    sink.accepting = false;
    const c = (
      await m.app.inject({
        method: 'POST',
        url: '/api/admin/clarifications',
        headers: { ...ADMIN, host: 'localhost:8097' },
        payload: {
          tradeNumber: trade.tradeNumber,
          items: [
            { position: 1, findings: ['housingDamaged'], deductions: [{ reason: 'housingDamaged', amount: 20 }] },
          ],
        },
      })
    ).json();
    // Seven attempts have failed already; the eighth fails too and the mail is given up.
    await m.db.query(
      "update mail_outbox set attempts = 7, next_attempt_at = now() - interval '1 second' where clarification_id = $1",
      [c.id],
    );
    await m.app.inject({ method: 'POST', url: '/api/admin/clarifications/process-deadlines', headers: ADMIN });
    const mails = async () =>
      (await m.app.inject({ method: 'GET', url: `/api/admin/clarifications/${c.id}`, headers: ADMIN })).json().mails;
    expect(await mails()).toEqual([expect.objectContaining({ kind: 'opened', status: 'failed', attempts: 8 })]);
    const retry = () =>
      m.app.inject({ method: 'POST', url: `/api/admin/clarifications/${c.id}/mails/retry`, headers: ADMIN });
    expect(
      (await m.app.inject({ method: 'POST', url: `/api/admin/clarifications/${c.id}/mails/retry` })).statusCode,
    ).toBe(401);
    sink.accepting = true;
    // Ours only: the trade's confirmation (with its PDF label) may arrive at any time.
    const ours = () => sink.messages.filter((raw) => !raw.includes('application/pdf')).length;
    const before = ours();
    expect((await retry()).json()).toEqual({ retried: 1, sent: 1 });
    expect(await mails()).toEqual([expect.objectContaining({ kind: 'opened', status: 'sent' })]);
    expect((await retry()).json()).toEqual({ retried: 0, sent: 0 });
    expect(ours() - before).toBe(1);
    expect(
      (
        await m.app.inject({
          method: 'POST',
          url: '/api/admin/clarifications/nosuchclarification000/mails/retry',
          headers: ADMIN,
        })
      ).statusCode,
    ).toBe(404);
  });
});
