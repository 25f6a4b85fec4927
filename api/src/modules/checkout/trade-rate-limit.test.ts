import { createTestApp, TEST_DB } from '../../testing/test-app';
import { countRows, hostOf, insertOffer, newKey, tradeBody } from './test-helpers';

// PGlite starts slowly on a busy machine; the project's testTimeout does not reach hooks in every jest version.
jest.setTimeout(180_000);

describe(`rate limit (${TEST_DB})`, () => {
  it('answers 429 once a client address has created too many trades', async () => {
    const limited = await createTestApp({ TRADE_CREATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const offer = await insertOffer(limited.db, { price: 10 });
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/trades',
          headers: { host: hostOf('de'), 'idempotency-key': newKey() },
          payload: tradeBody('de', [{ offerId: offer, quantity: 1 }], 10),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(await countRows(limited.db, 'trades')).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
