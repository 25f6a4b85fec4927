import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`health and readiness (${TEST_DB})`, () => {
  it('answers liveness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness with its checks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    const body = res.json();
    expect(body.checks.database).toBe(true);
    expect(body.checks.releases).toBe(true);
    // No search workers under test; the catalogue is built in the background after start.
    expect(body.search).toMatchObject({ workers: 0, workersReady: 0 });
    await t.app.catalog.current();
    // Not ready before the catalogue is in memory (every search and offer would wait for it).
    if (body.search.catalogueVersion === null) expect(res.statusCode).toBe(503);
    const again = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(again.json().search.catalogueVersion).toEqual(expect.any(Number));
    expect(again.statusCode).toBe(body.checks.hostBuild ? 200 : 503);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('says it is not ready once it drains, and closes each connection after its answer', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/health' });
    expect(before.headers.connection).not.toBe('close');
    t.app.shutdown.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', draining: true, checks: { database: true } });
    // Still served meanwhile, so a request on its way is not lost.
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });

  it('applied the migrations once', async () => {
    const { rows } = await t.db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toContain('0001');
  });
});
