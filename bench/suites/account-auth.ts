/**
 * Login and token refresh latency: 20 customers at once, each logging in (Argon2id check, tokens
 * issued) or refreshing its own rotating refresh token, as the production server answers them.
 * Every customer comes from its own address (X-Forwarded-For), as real customers do, so the
 * per-address rate limits of the API do not turn the measurement into 429s.
 */
import os from 'node:os';
import path from 'node:path';
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from '../../api/src/modules/account/passwords';
import { linkIn, readMailbox } from '../../api/src/testing/mailbox';
import { BENCH_DIR } from '../lib/server';
import { percentile, printTable } from '../lib/report';

const CONCURRENCY = 20;
const LOGINS_PER_CUSTOMER = 8;
const REFRESHES_PER_CUSTOMER = 25;
const PASSWORD = 'Bench-Passwort-2024!';

interface Customer {
  email: string;
  ip: string;
}

async function post(origin: string, url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function createCustomer(origin: string, index: number, runId: string): Promise<Customer> {
  const email = `bench-${runId}-${index}@example.com`;
  const ip = `10.77.${Math.floor(index / 200)}.${(index % 200) + 1}`;
  const headers = { 'x-forwarded-for': ip, host: 'de.localhost' };
  const reg = await post(
    origin,
    '/api/account/register',
    {
      firstName: 'Bench',
      lastName: 'Kunde',
      username: email,
      email,
      credentials: [{ type: 'password', value: PASSWORD, temporary: false }],
      requiredActions: ['VERIFY_EMAIL'],
      groups: ['customers'],
      attributes: { locale: ['de-DE'] },
      Address: {
        firstName: 'Bench',
        lastName: 'Kunde',
        street: 'Teststraße',
        houseNumber: '1',
        zip: '10115',
        city: 'Berlin',
        country: 'de',
      },
    },
    headers,
  );
  if (reg.status !== 202) throw new Error(`register ${reg.status} ${JSON.stringify(reg.json)}`);
  const mailDir = path.join(BENCH_DIR, 'mail');
  let token: string | null = null;
  for (let i = 0; i < 100 && !token; i++) {
    const mail = readMailbox(mailDir).find((m) => m.to.includes(email));
    if (mail) token = new URL(linkIn(mail, 'activation=')).searchParams.get('activation');
    else await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`no activation mail for ${email}`);
  const act = await post(origin, '/api/account/activateRegistration', undefined, { ...headers, token });
  if (act.status !== 200) throw new Error(`activate ${act.status} ${JSON.stringify(act.json)}`);
  return { email, ip };
}

interface Sample {
  ms: number;
  status: number;
}

async function measure(label: string, workers: (() => Promise<Sample[]>)[]) {
  const started = performance.now();
  const samples = (await Promise.all(workers.map((w) => w()))).flat();
  const seconds = (performance.now() - started) / 1000;
  const ok = samples.filter((s) => s.status === 200).map((s) => s.ms);
  return {
    call: label,
    concurrent: CONCURRENCY,
    requests: samples.length,
    'non-200': samples.length - ok.length,
    'p50 ms': percentile(ok, 50).toFixed(0),
    'p95 ms': percentile(ok, 95).toFixed(0),
    'p99 ms': percentile(ok, 99).toFixed(0),
    'req/s': (samples.length / seconds).toFixed(1),
  };
}

/**
 * The password check alone, in this process with the API's parameters: one at a time (its cost on
 * one core) and 20 at once (queued on libuv's thread pool as the server's are). Login latency far
 * above the single check is queueing for cores and threads, not the database.
 */
async function measureHash() {
  const stored = await hashPassword(PASSWORD);
  const timeOne = async () => {
    const t0 = performance.now();
    await verifyPassword(stored, PASSWORD);
    return performance.now() - t0;
  };
  const alone: number[] = [];
  for (let i = 0; i < 20; i++) alone.push(await timeOne());
  const together: number[] = [];
  for (let round = 0; round < 3; round++)
    together.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, timeOne))));
  const row = (call: string, concurrent: number, ms: number[]) => ({
    call,
    concurrent,
    requests: ms.length,
    'non-200': '-',
    'p50 ms': percentile(ms, 50).toFixed(0),
    'p95 ms': percentile(ms, 95).toFixed(0),
    'p99 ms': percentile(ms, 99).toFixed(0),
    'req/s': '-',
  });
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
  const threads = process.env.UV_THREADPOOL_SIZE ?? '4';
  return {
    title: `Argon2id alone (m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}; ${os.availableParallelism()} cores, ${threads} libuv threads; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
    rows: [row('argon2id verify, one at a time', 1, alone), row('argon2id verify, 20 at once', CONCURRENCY, together)],
  };
}

export async function run({ origin }: { origin: string }): Promise<void> {
  const runId = Date.now().toString(36);
  const customers: Customer[] = [];
  // Registration hashes a password too; create the customers a few at a time.
  for (let i = 0; i < CONCURRENCY; i += 5) {
    customers.push(...(await Promise.all([0, 1, 2, 3, 4].map((k) => createCustomer(origin, i + k, runId)))));
  }

  const refreshTokens = new Map<string, string>();
  const login = await measure(
    'POST /api/account/login',
    customers.map((c) => async () => {
      const samples: Sample[] = [];
      for (let i = 0; i < LOGINS_PER_CUSTOMER; i++) {
        const t0 = performance.now();
        const res = await post(
          origin,
          '/api/account/login',
          { username: c.email, password: PASSWORD },
          { 'x-forwarded-for': c.ip },
        );
        samples.push({ ms: performance.now() - t0, status: res.status });
        if (res.status === 200) refreshTokens.set(c.email, res.json.refresh_token as string);
      }
      return samples;
    }),
  );

  const refresh = await measure(
    'POST /api/account/loginRefresh',
    customers.map((c) => async () => {
      const samples: Sample[] = [];
      let token = refreshTokens.get(c.email);
      for (let i = 0; i < REFRESHES_PER_CUSTOMER && token; i++) {
        const t0 = performance.now();
        const res = await post(origin, '/api/account/loginRefresh', undefined, {
          'refresh-token': token,
          'x-forwarded-for': c.ip,
        });
        samples.push({ ms: performance.now() - t0, status: res.status });
        token = res.status === 200 ? (res.json.refresh_token as string) : undefined;
      }
      return samples;
    }),
  );

  printTable(
    `Account: login and token refresh latency (production server, PGlite, each customer rotating its own refresh token; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
    [login, refresh],
  );
  const hash = await measureHash();
  printTable(hash.title, hash.rows);
}
