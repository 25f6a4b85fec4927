import { rmSync, writeFileSync } from 'node:fs';
import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';
import { fallbackKind } from './metrics';

const METRICS_TOKEN = 'metrics-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series, or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`/metrics (${TEST_DB})`, () => {
  it('is refused without the token when METRICS_TOKEN is set', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456780' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('times requests by route pattern, method and status class, never by the URL', async () => {
    for (const id of ['A-1', 'B-2', 'C-3']) {
      await t.app.inject({
        method: 'GET',
        url: `/api/cms/content-pages/${id}`,
        headers: { accept: 'application/vnd.api+json' },
      });
    }
    await t.app.inject({ method: 'GET', url: '/health' });
    const text = await scrape();
    expect(value(text, 'http_request_duration_seconds_count{route="/health",method="GET",status_class="2xx"}')).toBe(1);
    expect(
      value(
        text,
        'http_request_duration_seconds_count{route="/api/cms/content-pages/:id",method="GET",status_class="4xx"}',
      ),
    ).toBe(3);
    expect(text).not.toMatch(/route="[^"]*(A-1|B-2|C-3)/);
    // Histograms with buckets, so quantiles can be computed across instances.
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",route="/health",method="GET",status_class="2xx"}',
    );
  });

  it('times searches by index and country', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      payload: { application: 'devices_fr', search: 'iphone', resultSize: 3, from: 0 },
    });
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    expect(value(text, 'shop_search_duration_seconds_count{index="devices",country="fr"}')).toBe(1);
    expect(
      value(text, 'http_request_duration_seconds_count{route="/api/trade/searches",method="POST",status_class="2xx"}'),
    ).toBe(1);
  });

  it('reports the mail outboxes from the database, and process metrics', async () => {
    const text = await scrape();
    expect(value(text, 'shop_mail_outbox_pending{outbox="trade-confirmation"}')).toBe(0);
    expect(value(text, 'shop_mail_outbox_oldest_pending_seconds{outbox="clarification"}')).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (TEST_DB === 'postgres') {
      expect(value(text, 'db_pool_connections{state="max"}')).toBe(5);
      // How many wait depends on what else runs at that moment (background jobs, the scrape's own query).
      expect(Number.isInteger(value(text, 'db_pool_waiting_queries'))).toBe(true);
      expect(Number.isInteger(value(text, 'db_pool_connections{state="busy"}'))).toBe(true);
    } else {
      expect(text).not.toContain('db_pool_connections{');
    }
  });

  it('counts sent mails by kind and transport, and failed ones by transport', async () => {
    const mail = { kind: 'metrics-test', from: 'a@revalu.de', to: 'b@example.com', subject: 's', text: 't' };
    expect(value(await scrape(), 'shop_mail_send_failures_total{transport="file"}')).toBe(0);
    await t.app.mailer.send(mail);
    let text = await scrape();
    expect(value(text, 'shop_mail_sent_total{kind="metrics-test",transport="file"}')).toBe(1);
    // The mail folder made unwritable: a file where the folder was.
    const dir = t.env.paths.mail;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    try {
      await expect(t.app.mailer.send(mail)).rejects.toThrow();
    } finally {
      rmSync(dir, { force: true });
    }
    text = await scrape();
    expect(value(text, 'shop_mail_send_failures_total{transport="file"}')).toBe(1);
    expect(value(text, 'shop_mail_sent_total{kind="metrics-test",transport="file"}')).toBe(1);
  });
});

describe('server render fallbacks are counted by a few kinds of reason', () => {
  it.each([
    ['busy', 'busy'],
    ['out of time', 'out_of_time'],
    ['out of time before the render began', 'out_of_time'],
    ['the render failed: TypeError: x is undefined', 'failed'],
    ['render failed', 'failed'],
    ['host server build unusable', 'failed'],
    ['a part of the page was not ready', 'not_ready'],
    ['no host server build', 'no_host_build'],
    ['mf-catalog 1.4.0 has no server build of ./ProductDetailPage', 'no_server_build'],
    ['no release pin', 'no_pin'],
    ['the release pins no mf-content', 'no_pin'],
    ['canary side not known yet', 'canary'],
    ['something new', 'other'],
  ])('%s -> %s', (reason, kind) => {
    expect(fallbackKind(reason)).toBe(kind);
  });
});
