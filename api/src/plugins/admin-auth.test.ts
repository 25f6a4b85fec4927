import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/admin/probe', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

describe('admin guard', () => {
  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer nope' }],
    ['the token without Bearer', { authorization: 'test-admin-token-0123456789' }],
  ])('refuses %s', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/probe', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('admin_unauthorized');
  });

  it('lets the admin token through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
    });
    expect(res.statusCode).toBe(200);
  });
});
