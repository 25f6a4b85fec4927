/**
 * The scaled-out shop, for real: nginx with the deployment's config balancing two API processes
 * (`node api/dist/server.js`, no TypeScript tooling loaded) on one fresh PostgreSQL database and
 * Redis. A customer's journey goes through the balancer across both instances (the offer on one,
 * the trade on the other; login on one, refresh on the other). Then customers keep selling while
 * one instance is stopped (SIGTERM: it stops taking requests, finishes those under way, exits 0),
 * started again, and the other is killed (SIGKILL). Every trade a customer was told about must be
 * stored once, none twice, none that nobody was told about. Metrics and traces are read at the end.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { SECRETS } from '../harness/built-api';
import {
  Customer,
  findDevice,
  linkInMail,
  refusesConnections,
  RequestUnderWay,
  sell,
  tradeBody,
  type Sale,
  type SellableDevice,
} from '../harness/customer';
import { MAIL_DIR, SHUTDOWN_DELAY_MS, skip, sleep, Topology, until } from '../harness/topology';

const PASSWORD = 'Sommer2024!Kiel';
const topology = new Topology();
/** The journey's customer's latest refresh token: it must keep working while instances stop and die. */
let refreshToken = '';

before(
  async () => {
    if (skip) return;
    await topology.start();
  },
  { timeout: 600_000 },
);

after(async () => {
  if (skip) return;
  await topology.stop();
});

test('a customer journey through the balancer uses both instances', { skip, timeout: 240_000 }, async () => {
  const customer = new Customer(topology.lb);
  try {
    // The shop's home page, rendered on the server by the built API.
    const home = await customer.call('GET', '/');
    assert.equal(home.status, 200);
    assert.match(home.text, /data-server-rendered/);
    assert.match(home.requestId, /^[0-9a-f]{32}$/, "nginx's request id is the answer's");
    assert.equal((await customer.call('GET', '/metrics')).status, 404, 'metrics are not public');

    // Register, activate from the mail, log in on one instance, refresh on the other.
    const email = `topology-${Date.now()}@example.com`;
    const registration = await customer.call('POST', '/api/account/register', {
      enabled: true,
      firstName: 'Anna',
      lastName: 'Müller',
      username: email,
      email,
      credentials: [{ type: 'password', value: PASSWORD, temporary: false }],
      requiredActions: ['VERIFY_EMAIL'],
      groups: ['customers'],
      attributes: { locale: ['de-DE'] },
      Address: {
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Müller',
        street: 'Hauptstraße',
        houseNumber: '5a',
        zip: '10115',
        city: 'Berlin',
        country: 'de',
      },
      Payment: {
        type: 'bank',
        bankAccount: { accountHolder: 'Anna Müller', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
      },
    });
    assert.equal(registration.status, 202, registration.text);
    const link = await linkInMail(MAIL_DIR, email, 'activation=');
    const activation = await customer.call('POST', '/api/account/activateRegistration', undefined, {
      token: new URL(link).searchParams.get('activation')!,
    });
    assert.equal(activation.status, 200, activation.text);
    const login = await customer.call<{ refresh_token: string }>('POST', '/api/account/login', {
      username: email,
      password: PASSWORD,
    });
    assert.equal(login.status, 200, login.text);
    const refresh = await customer.call<{ refresh_token: string; access_token: string }>(
      'POST',
      '/api/account/loginRefresh',
      undefined,
      { 'refresh-token': login.json.refresh_token },
    );
    assert.equal(refresh.status, 200, refresh.text);
    assert.notEqual(
      await topology.instanceOf(login.requestId),
      await topology.instanceOf(refresh.requestId),
      'login and refresh on two instances',
    );
    const again = await customer.call<{ refresh_token: string }>('POST', '/api/account/loginRefresh', undefined, {
      'refresh-token': refresh.json.refresh_token,
    });
    assert.equal(again.status, 200, again.text);
    refreshToken = again.json.refresh_token;

    // The offer on one instance, the trade on the other; the trade is shown by both.
    const device = await findDevice(customer);
    const sale = await sell(customer, device, 0);
    assert.equal(sale.trade.status, 201, sale.trade.text);
    assert.notEqual(
      await topology.instanceOf(sale.offer.requestId),
      await topology.instanceOf(sale.trade.requestId),
      'offer and trade on two',
    );
    const { tradeNumber, accessToken } = sale.trade.json;
    const views = [
      await customer.call('GET', `/api/trades/${tradeNumber}?token=${accessToken}`),
      await customer.call('GET', `/api/trades/${tradeNumber}?token=${accessToken}`),
    ];
    assert.deepEqual(
      views.map((v) => v.status),
      [200, 200],
    );
    assert.notEqual(await topology.instanceOf(views[0]!.requestId), await topology.instanceOf(views[1]!.requestId));
    // The same trade sent again with its Idempotency-Key (an answer lost): the same trade, not a second.
    const replay = await customer.call<{ tradeNumber?: string }>('POST', '/api/trades', sale.body, {
      'idempotency-key': sale.key,
    });
    assert.equal(replay.status, 201, replay.text);
    assert.equal(replay.json.tradeNumber, tradeNumber);
  } finally {
    await customer.close();
  }
});

test(
  'customers keep selling while one instance stops (SIGTERM) and the other dies (SIGKILL)',
  { skip, timeout: 300_000 },
  async () => {
    const [first, second] = topology.apis;
    const probe = new Customer(topology.lb, '127.0.1.1');
    const device: SellableDevice = await findDevice(probe);
    const sales: Sale[] = [];
    const failures: string[] = [];
    let selling = true;
    let retriedAtStop = 0;
    let n = 100;
    const customers: Customer[] = [];
    // Four at a time, each from an address of its own; a new customer (address) every 30 sales, within
    // the shop's limit of offers a minute per address.
    const loops = Array.from({ length: 4 }, async (_, i) => {
      for (let batch = 0; selling; batch++) {
        const customer = new Customer(topology.lb, `127.0.${2 + batch}.${i + 2}`);
        customers.push(customer);
        for (let sold = 0; selling && sold < 30; sold++) {
          try {
            sales.push(await sell(customer, device, n++));
          } catch (error) {
            failures.push(String(error));
            await sleep(500);
          }
        }
      }
    });
    /** The customer's session goes on: one refresh through the balancer, whichever instance answers. */
    const refreshSession = async (when: string) => {
      const answer = await probe.untilAnswered(() =>
        probe.call<{ refresh_token: string }>('POST', '/api/account/loginRefresh', undefined, {
          'refresh-token': refreshToken,
        }),
      );
      assert.equal(answer.status, 200, `refresh ${when}: ${answer.text}`);
      refreshToken = answer.json.refresh_token;
    };
    try {
      await until(() => sales.length >= 4, 'customers sell through the balancer');

      // A trade under way on the first instance when it gets SIGTERM: its body is still arriving
      // (a slow client) when the instance stops listening, and it is answered all the same.
      const offer = await probe.call<{ id: string; price: number }>('POST', '/api/trade/offers', {
        deviceId: device.id,
        country: 'de',
        answers: device.answers,
      });
      assert.equal(offer.status, 201, offer.text);
      const slowKey = randomUUID();
      const slow = new RequestUnderWay(first.origin, '/api/trades', tradeBody(offer.json, 99), {
        'idempotency-key': slowKey,
      });
      await sleep(300);
      const retriedBefore = customers.reduce((a, c) => a + c.retried, 0);
      const stopping = Date.now();
      first.signal('SIGTERM');
      await until(
        async () => {
          const ready = await fetch(`${first.origin}/ready`);
          const body = (await ready.json()) as { draining?: boolean };
          return ready.status === 503 && body.draining === true;
        },
        'a stopping instance says it is not ready at once',
        1000,
      );
      // Still serving during the delay (balancers take a moment to notice), then no new connections.
      assert.equal(await refusesConnections(first.origin), false, 'serves during the delay');
      assert.ok(Date.now() - stopping < SHUTDOWN_DELAY_MS, 'checked within the delay');
      let refused = false;
      while (!refused && Date.now() - stopping < SHUTDOWN_DELAY_MS + 5000) {
        refused = await refusesConnections(first.origin);
        if (!refused) await sleep(100);
      }
      assert.ok(refused, 'a stopping instance stops listening after the delay');
      assert.ok(Date.now() - stopping >= SHUTDOWN_DELAY_MS, 'not before the delay');
      assert.equal(first.running, true, 'the instance waits for the request under way');
      const slowAnswer = await slow.finish();
      assert.equal(slowAnswer.status, 201, `the request under way is answered: ${slowAnswer.text}`);
      assert.deepEqual(await first.exit(), { code: 0, signal: null }, 'a graceful stop exits with 0');
      const [slowTrade] = await topology.db.query<{ trade_number: string }>(
        'select t.trade_number from trade_idempotency_keys k join trades t on t.id = k.trade_id where k.key = $1',
        [slowKey],
      );
      assert.equal(slowTrade?.trade_number, slowAnswer.json.tradeNumber, 'and its trade is stored');
      const whileOne = sales.length;
      await until(() => sales.length >= whileOne + 4, 'customers keep selling on the other instance');
      await refreshSession('with one instance');
      retriedAtStop = customers.reduce((a, c) => a + c.retried, 0) - retriedBefore;

      // Back to two, then the other is killed outright.
      await first.start();
      const beforeKill = sales.length;
      await until(() => sales.length >= beforeKill + 4, 'customers sell on both again');
      second.signal('SIGKILL');
      assert.deepEqual(await second.exit(), { code: null, signal: 'SIGKILL' });
      const afterKill = sales.length;
      await until(() => sales.length >= afterKill + 4, 'customers keep selling after the kill');
      await refreshSession('after the kill');
    } finally {
      selling = false;
      await Promise.all(loops);
      for (const customer of customers) await customer.close();
    }
    assert.deepEqual(failures, []);

    // Every sale was acknowledged in the end (a lost answer was sent again with the same key)...
    const unanswered = sales.filter((s) => s.trade.status !== 201 || !s.trade.json.tradeNumber);
    assert.deepEqual(
      unanswered.map((s) => `${s.trade.status} ${s.trade.text}`),
      [],
    );
    const acknowledged = new Map(sales.map((s) => [s.key, s.trade.json.tradeNumber!]));
    assert.equal(new Set(acknowledged.values()).size, acknowledged.size, 'no two keys were told the same trade');
    // ... and the database holds each acknowledged trade once, and no other.
    const stored = await topology.db.query<{ key: string; trade_number: string }>(
      `select k.key, t.trade_number from trade_idempotency_keys k join trades t on t.id = k.trade_id
        where k.key = any($1::text[])`,
      [[...acknowledged.keys()]],
    );
    assert.deepEqual(new Map(stored.map((r) => [r.key, r.trade_number])), acknowledged);
    const [count] = await topology.db.query<{ trades: number }>('select count(*)::int as trades from trades');
    // The journey's trade and the slow one besides these.
    assert.equal(count?.trades, acknowledged.size + 2, 'no trade that nobody was told about');
    console.log(
      `sales while stopping and killing: ${acknowledged.size}; requests sent again: ` +
        `${retriedAtStop} around the graceful stop, ${customers.reduce((a, c) => a + c.retried, 0)} in all`,
    );
    await probe.close();
  },
);

test('metrics and traces show the journey', { skip, timeout: 60_000 }, async () => {
  const [first] = topology.apis;
  // The instance left since the kill answers a customer's search (it was started again since the journey's).
  const customer = new Customer(topology.lb, '127.0.1.1');
  await findDevice(customer);
  await customer.close();
  const res = await fetch(`${first.origin}/metrics`, { headers: { authorization: `Bearer ${SECRETS.METRICS_TOKEN}` } });
  assert.equal(res.status, 200);
  const text = await res.text();
  for (const series of [
    /^http_request_duration_seconds_bucket\{le="[^"]+",route="\/api\/trades",method="POST",status_class="2xx"\}/m,
    /^shop_search_duration_seconds_count\{index="devices",country="de"\} [1-9]/m,
    /^shop_mail_outbox_pending\{outbox="trade-confirmation"\} \d/m,
    /^shop_mail_outbox_oldest_pending_seconds\{outbox="clarification"\} \d/m,
    /^shop_mail_sent_total\{kind="[^"]+",transport="file"\} [1-9]/m,
    /^shop_mail_send_failures_total\{transport="file"\} 0$/m,
    /^db_pool_connections\{state="max"\} 10$/m,
    /^db_pool_connections\{state="idle"\} [1-9]/m,
    /^db_pool_connections\{state="busy"\} \d/m,
    /^db_pool_waiting_queries \d/m,
    /^process_cpu_user_seconds_total /m,
  ])
    assert.match(text, series);
  // The instance that was started again after its SIGTERM has served the shop's pages since. Bursts
  // of home pages at once (each its own URL, so none is a kept render): every page is served, and once
  // more renders wait than the queue holds, the rest fall back to the browser. How many arrive together
  // depends on the machine's speed, so up to five bursts.
  const direct = new Customer(first.origin);
  const metrics = async () =>
    (await fetch(`${first.origin}/metrics`, { headers: { authorization: `Bearer ${SECRETS.METRICS_TOKEN}` } })).text();
  let after = '';
  for (let burst = 0; burst < 5 && !/reason="busy"\} [1-9]/.test(after); burst++) {
    const pages = await Promise.all(Array.from({ length: 40 }, (_, i) => direct.call('GET', `/?burst=${burst}-${i}`)));
    assert.deepEqual(
      pages.map((p) => p.status),
      pages.map(() => 200),
    );
    assert.ok(pages.some((p) => p.text.includes('data-server-rendered')));
    after = await metrics();
  }
  await direct.close();
  assert.match(after, /^shop_server_render_duration_seconds_count\{page="HomePage",outcome="rendered"\} [1-9]/m);
  assert.match(after, /^shop_server_render_duration_seconds_count\{page="HomePage",outcome="fallback"\} [1-9]/m);
  assert.match(after, /^shop_server_render_fallbacks_total\{page="HomePage",reason="busy"\} [1-9]/m);

  // Traces from the instance with OTEL_EXPORTER_OTLP_ENDPOINT: HTTP, Fastify, PostgreSQL and Redis.
  const deadline = Date.now() + 10_000;
  const scopes = () => new Set(topology.otlp.spans.map((s) => s.scope));
  while (Date.now() < deadline && scopes().size < 4) await sleep(200);
  for (const scope of [
    '@opentelemetry/instrumentation-http',
    '@fastify/otel',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/instrumentation-ioredis',
  ])
    assert.ok(scopes().has(scope), `spans of ${scope}: ${[...scopes()].join(', ')}`);
  assert.ok(
    topology.otlp.spans.some(
      (s) => s.scope === '@fastify/otel' && /^[0-9a-f]{32}$/.test(String(s.attributes['http.request.id'])),
    ),
    "a request span carries the balancer's request id",
  );

  // Neither instance loaded a TypeScript tool, through any of their starts; OpenTelemetry was loaded
  // by the instance with an endpoint (each start), and not at all by the other.
  for (const api of topology.apis) assert.deepEqual(api.typescriptLoaded, [], api.options.name);
  assert.equal(topology.apis[0].openTelemetryLoaded.length, 2, topology.apis[0].openTelemetryLoaded.join('\n'));
  assert.deepEqual(topology.apis[1].openTelemetryLoaded, []);
});
