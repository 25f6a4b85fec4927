import { createTestApp, type TestApp } from '../../testing/test-app';
import { hostOf, insertOffer, newKey, tradeBody } from '../checkout/test-helpers';
import { mailsIn } from '../content/testing/forms';

/** The app the clarification tests run against. */
export const clarificationTestApp = () => createTestApp({ TRADE_CREATE_LIMIT: '10000' });

export const ADMIN = { authorization: 'Bearer test-admin-token-0123456789' };

/** A trade of two devices (120 € and 80 €), received and inspected, as the back office sees it. */
export async function inspectedTrade(
  t: TestApp,
  country: 'de' | 'fr' | 'it' = 'de',
  steps: string[] = ['received', 'inspected'],
) {
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

export const opening = (tradeNumber: string, extra: Record<string, unknown> = {}) => ({
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

export function open(t: TestApp, payload: unknown, headers: Record<string, string> = ADMIN) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/clarifications',
    headers: { ...headers, host: 'localhost:8097' },
    payload: payload as Record<string, unknown>,
  });
}

export async function history(t: TestApp, tradeId: number) {
  const { rows } = await t.db.query<{ step: string; status: string; actor_type: string }>(
    'select step, status, actor_type from trade_status_history where trade_id = $1 order by id',
    [tradeId],
  );
  return rows.map((r) => `${r.step}:${r.status}:${r.actor_type}`);
}

/** What a refused request must leave alone: the trade's status and history, clarifications and mails. */
export async function snapshot(t: TestApp, tradeId: number) {
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
    history: await history(t, tradeId),
    mails: mailsIn(t).filter((m) => m.file.includes('-clarification-')).length,
  };
}
