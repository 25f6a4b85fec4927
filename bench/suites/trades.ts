/**
 * Trade creation under load, on the production server: 20 customers at once, each from its own
 * address (X-Forwarded-For, as real customers), each with offers from the catalogue
 * (POST /api/trade/offers) sending its checkout (POST /api/trades with an Idempotency-Key). One
 * submission in ten goes out twice at the same moment with the same key, as a double click or a
 * retry after a lost answer does. Prints trades per second and latency percentiles of the trade
 * requests, and the trades acknowledged against the trades the database holds afterwards (read
 * through the back office API).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { BENCH_ADMIN_TOKEN } from '../lib/server';
import { percentile, printTable } from '../lib/report';

const CONCURRENCY = 20;
const TRADES_PER_CUSTOMER = 15;
const DEVICES_PER_TRADE = 2;
const DUPLICATE_EVERY = 10;
const HOST = 'de.localhost';

interface Answer<T> {
  status: number;
  json: T;
  ms: number;
}

async function call<T = Record<string, unknown>>(
  origin: string,
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { host: HOST, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as T, ms: performance.now() - started };
}

interface Hit {
  kind?: string;
  id?: string;
  url?: string;
}

interface Question {
  code: string;
  answers: { code: string }[];
}

/** A few devices of the demo catalogue and an answer for each of their questions. */
async function pickDevices(origin: string): Promise<{ id: string; answers: Record<string, string> }[]> {
  const found = await call<{ hits?: Hit[] }>(origin, 'POST', '/api/trade/searches', {
    search: 'iphone',
    application: 'devices_de',
    resultSize: 10,
  });
  const hits = (found.json.hits ?? []).filter((h) => h.id && h.url).slice(0, 5);
  if (found.status !== 200 || !hits.length) throw new Error(`no devices to sell: search answered ${found.status}`);
  const devices = [];
  for (const hit of hits) {
    const detail = await call<{ hits?: (Hit & { questions?: Question[] })[] }>(origin, 'POST', '/api/trade/searches', {
      search: { type: 'deviceByUrl', url: hit.url },
      application: 'devices_de',
      resultSize: 1,
    });
    const questions = detail.json.hits?.[0]?.questions ?? [];
    devices.push({ id: hit.id!, answers: Object.fromEntries(questions.map((q) => [q.code, q.answers[0]!.code])) });
  }
  return devices;
}

function tradeBody(offers: { id: string; price: number }[], customer: number) {
  const expectedTotal = Math.round(offers.reduce((sum, o) => sum + o.price * 100, 0)) / 100;
  return {
    items: offers.map((o) => ({ offerId: o.id, quantity: 1 })),
    voucherCode: null,
    expectedTotal,
    b2b: false,
    customer: {
      salutation: 'none',
      firstName: 'Bench',
      lastName: `Kunde ${customer}`,
      email: `bench-${customer}@example.com`,
      phone: '030 901820',
      company: null,
      vatId: null,
    },
    address: {
      street: 'Teststraße',
      houseNumber: String(customer + 1),
      addressExtra: null,
      postalCode: '10115',
      city: 'Berlin',
    },
    payout: { method: 'DirectDebitSwift', accountHolder: 'Bench Kunde', iban: 'DE89370400440532013000' },
    paymentTypeCode: '13',
    termsAccepted: true,
    adultConfirmed: true,
    clientId: null,
  };
}

export async function run({ origin }: { origin: string }): Promise<void> {
  const devices = await pickDevices(origin);
  const net = randomInt(1, 250);
  const ipOf = (customer: number) => `10.${net}.${Math.floor(customer / 200)}.${(customer % 200) + 1}`;

  // Offers first (not measured): each customer gets its own, as on the product pages.
  const plans: { customer: number; offers: { id: string; price: number }[] }[][] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, customer) => {
      const mine: { customer: number; offers: { id: string; price: number }[] }[] = [];
      for (let t = 0; t < TRADES_PER_CUSTOMER; t++) {
        const offers = [];
        for (let d = 0; d < DEVICES_PER_TRADE; d++) {
          const device = devices[(customer + t + d) % devices.length]!;
          const res = await call<{ id: string; price: number }>(
            origin,
            'POST',
            '/api/trade/offers',
            { deviceId: device.id, country: 'de', answers: device.answers },
            {
              'x-forwarded-for': ipOf(customer),
            },
          );
          if (res.status !== 201) throw new Error(`offer ${res.status} ${JSON.stringify(res.json)}`);
          offers.push({ id: res.json.id, price: res.json.price });
        }
        mine.push({ customer, offers });
      }
      plans[customer] = mine;
    }),
  );

  const latencies: number[] = [];
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  let requests = 0;
  let duplicatePairs = 0;
  let duplicatePairsSameTrade = 0;
  const started = performance.now();
  const startedAt = new Date();
  await Promise.all(
    plans.map(async (mine) => {
      for (const [i, plan] of mine.entries()) {
        const key = randomUUID();
        const body = tradeBody(plan.offers, plan.customer);
        const headers = { 'idempotency-key': key, 'x-forwarded-for': ipOf(plan.customer) };
        const twice = (plan.customer * TRADES_PER_CUSTOMER + i) % DUPLICATE_EVERY === 0;
        const answers = await Promise.all(
          (twice ? [0, 1] : [0]).map(() =>
            call<{ tradeNumber?: string }>(origin, 'POST', '/api/trades', body, headers),
          ),
        );
        for (const a of answers) {
          requests++;
          latencies.push(a.ms);
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          if (a.status === 201 && a.json.tradeNumber) acknowledged.add(a.json.tradeNumber);
        }
        if (twice) {
          duplicatePairs++;
          if (answers.every((a) => a.status === 201) && answers[0]!.json.tradeNumber === answers[1]!.json.tradeNumber)
            duplicatePairsSameTrade++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // What the database holds: every trade created since this run started, through the back office.
  const admin = { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` };
  const stored = new Set<string>();
  let beforeId: number | undefined;
  for (;;) {
    const page = await call<{ trades: { tradeId: number; tradeNumber: string; createdAt: string }[] }>(
      origin,
      'GET',
      `/api/admin/trades?limit=200${beforeId ? `&beforeId=${beforeId}` : ''}`,
      undefined,
      admin,
    );
    if (page.status !== 200) throw new Error(`admin trades ${page.status}`);
    const recent = page.json.trades.filter((t) => new Date(t.createdAt) >= new Date(startedAt.getTime() - 1000));
    for (const t of recent) stored.add(t.tradeNumber);
    if (recent.length < page.json.trades.length || page.json.trades.length < 200) break;
    beforeId = page.json.trades.at(-1)!.tradeId;
  }
  const missing = [...acknowledged].filter((n) => !stored.has(n)).length;

  printTable(
    `trade creation (POST /api/trades), ${CONCURRENCY} concurrent customers, ${DEVICES_PER_TRADE} devices per trade`,
    [
      {
        requests,
        seconds: seconds.toFixed(1),
        'trades/s': (acknowledged.size / seconds).toFixed(1),
        'p50 ms': percentile(latencies, 50).toFixed(0),
        'p95 ms': percentile(latencies, 95).toFixed(0),
        'p99 ms': percentile(latencies, 99).toFixed(0),
        statuses: [...statuses].map(([s, n]) => `${s}x${n}`).join(' '),
      },
    ],
  );
  printTable('trades acknowledged against trades in the database', [
    {
      'acknowledged (distinct numbers)': acknowledged.size,
      'in the database': stored.size,
      'acknowledged but missing': missing,
      'duplicate submissions': duplicatePairs,
      'duplicates answered with one trade': duplicatePairsSameTrade,
    },
  ]);
}
