import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  clientId: '0123456789abcdef0123456789abcdef',
  applicationId: 'WKFS_DE',
  url: 'https://www.revalu.de/produkte/iphone-13',
  eventName: 'offer_generated',
  eventData: { deviceId: 'd-1', offerId: 'o-1', revenue: 310.5, currency: 'EUR' },
};

describe(`controlling (${TEST_DB})`, () => {
  it('stores an event', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/controlling/controlling', payload: valid });
    expect(res.statusCode).toBe(202);
    const { rows } = await t.db.query<{ event_name: string; event_data: { revenue: number } }>(
      'select event_name, event_data from controlling_events',
    );
    expect(rows).toEqual([{ event_name: 'offer_generated', event_data: expect.objectContaining({ revenue: 310.5 }) }]);
  });

  it.each([
    ['an unknown event', { ...valid, eventName: 'page_hacked' }],
    ['an unknown application', { ...valid, applicationId: 'EVIL' }],
    ['a malformed client id', { ...valid, clientId: "' or 1=1 --" }],
    ['nested event data', { ...valid, eventData: { a: { b: 1 } } }],
    ['no url', { ...valid, url: undefined }],
  ])('refuses %s and stores nothing', async (_label, payload) => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from controlling_events');
    const res = await t.app.inject({ method: 'POST', url: '/api/controlling/controlling', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from controlling_events');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('hands out distinct client ids', async () => {
    const a = (await t.app.inject({ method: 'GET', url: '/api/client-id' })).json().clientId;
    const b = (await t.app.inject({ method: 'GET', url: '/api/client-id' })).json().clientId;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
