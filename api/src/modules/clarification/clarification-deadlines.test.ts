import { formatDate, formatPrice } from 'config';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { hostOf, insertOffer, newKey, tradeBody } from '../checkout/test-helpers';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { mailsIn } from '../content/testing/forms';
import { ADMIN, clarificationTestApp, inspectedTrade, open, opening } from './test-helpers';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await clarificationTestApp();
}, 180_000);
afterAll(() => t.close());

describe(`clarification deadline and reminders (${TEST_DB})`, () => {
  const process = () =>
    t.app.inject({ method: 'POST', url: '/api/admin/clarifications/process-deadlines', headers: ADMIN });

  it('gives at least 7 days, shows the date in the mailed .eml, and reminds 4 days and 1 day before, each once', async () => {
    const trade = await inspectedTrade(t, 'it');
    const c = (await open(t, opening(trade.tradeNumber, { deadlineDays: 7 }))).json();
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
      const trade = await inspectedTrade(t, country);
      const c = (await open(t, opening(trade.tradeNumber))).json();
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
    const trade = await inspectedTrade(t);
    const c = (await open(t, opening(trade.tradeNumber))).json();
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
