import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { createTestApp, openTestDb, TEST_DB, type TestApp } from '../testing/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  // The balancer in front is on this machine (inject's peer is 127.0.0.1).
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

describe(`request ids (${TEST_DB})`, () => {
  it("takes the balancer's X-Request-Id and names it in the answer", async () => {
    const id = '0f3c9a8e5b7d41a2b6c8d9e0f1a2b3c4';
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it("never takes a client's own X-Request-Id: only a proxy TRUST_PROXY names may name a request", async () => {
    const id = '0f3c9a8e5b7d41a2b6c8d9e0f1a2b3c4';
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '192.0.2.44',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('makes a new UUID for a request without one, or with one that is not well-formed', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/health' });
    const other = await t.app.inject({ method: 'GET', url: '/health' });
    expect(without.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(without.headers['x-request-id']);
    for (const bad of [
      'short',
      'a'.repeat(200),
      'has spaces in it',
      'line\\nbreak-0123456789',
      '<script>alert(1)</script>',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is in every kind of error answer, whatever the route declares as its error shape', async () => {
    const id = 'req-from-balancer-000000000001';
    const headers = { 'x-request-id': id };
    const answers = await Promise.all([
      // A module's own error (401), a validation error (400), an unknown API route (404).
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers,
        payload: { username: 'nobody@example.com', password: 'not-the-password' },
      }),
      t.app.inject({ method: 'POST', url: '/api/trade/searches', headers, payload: { search: 1 } }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here', headers }),
      t.app.inject({ method: 'GET', url: '/api/admin/releases', headers }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 400, 404, 401]);
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({ requestId: id });
      expect(answer.headers['x-request-id']).toBe(id);
    }
    // JSON:API (the content API): in the document's meta.
    const cms = await t.app.inject({
      method: 'GET',
      url: '/api/cms/content-pages/nope',
      headers: { ...headers, accept: 'application/vnd.api+json' },
    });
    expect(cms.statusCode).toBe(404);
    expect(cms.json()).toMatchObject({ meta: { requestId: id }, errors: [expect.objectContaining({ status: '404' })] });
  });
});

describe(`request ids in the log (${TEST_DB})`, () => {
  it('are on every line written for a request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const { db, drop } = await openTestDb();
    const app = await buildApp({ env: t.env, db, logger: { level: 'info', stream } });
    try {
      await app.ready();
      const id = 'req-from-balancer-000000000002';
      await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': id } });
      const forRequest = lines.filter((l) => l.req !== undefined || l.res !== undefined);
      expect(forRequest.length).toBeGreaterThanOrEqual(2);
      for (const line of forRequest) expect(line.reqId).toBe(id);

      // What a module logs while it serves a page: a head resolver that fails, and the page's primed
      // answers, asked in process, under the page's id too.
      app.shopPages.addHeadResolver('contact', async () => {
        throw new Error('content service down');
      });
      const pageId = 'req-from-balancer-000000000003';
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/kontakt', headers: { host: 'de.localhost', 'x-request-id': pageId } });
      const warning = lines.find((l) => l.msg === 'page head resolver failed; using the route defaults');
      expect(warning?.reqId).toBe(pageId);
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/', headers: { host: 'de.localhost', 'x-request-id': pageId } });
      const urls = lines.filter((l) => l.req !== undefined).map((l) => (l.req as { url: string }).url);
      expect(urls).toContain('/');
      expect(urls.some((u) => u.startsWith('/api/'))).toBe(true);
      for (const line of lines.filter((l) => l.reqId !== undefined)) expect(line.reqId).toBe(pageId);
    } finally {
      await app.close();
      await db.close();
      await drop();
    }
  });
});
