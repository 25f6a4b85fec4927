/**
 * The API under faults, for real: the built API (`node api/dist/server.js`) on a fresh PostgreSQL
 * database, with customers selling devices and searching from a few connections at once, while
 * every database connection is killed several times (as a failover or a connection reaper does)
 * and then the API itself is killed with SIGKILL and started again. It holds:
 * - the process never ends on its own: only the SIGKILL ends it;
 * - every answer is a success, a 503 or a 4xx (no 500; no answer only while the process is down);
 * - every trade a customer was told about is stored, once, and nothing else is;
 * - every trade has exactly one confirmation mail within 30 s of the restart, apart from the mails
 *   that were being handed over at the kill (printed).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { BuiltApi, REPO_ROOT, SYSTEM_DIR, type ReadyAnswer } from '../harness/built-api';
import { Customer, findDevice, tradeBody, type Answer, type SellableDevice } from '../harness/customer';
import { freshDatabase, type FreshDatabase } from '../harness/fresh-database';

const PORT = Number(process.env.SYSTEM_FAULTS_PORT ?? 8091);
const MAIL_DIR = path.join(SYSTEM_DIR, 'faults-mail');
const CUSTOMERS = 4;
const CONNECTION_KILLS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ready to take trades and searches; the shop's pages (a build of the web apps) are not part of this test. */
const apiReady = (ready: ReadyAnswer) =>
  ready.checks.database === true && ready.checks.sharedState === true && ready.search.catalogueVersion !== null;

let db: FreshDatabase;
let api: BuiltApi;

before(async () => {
  const built = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', 'api'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  assert.equal(built.status, 0, 'npm run build -- api failed');
  rmSync(MAIL_DIR, { recursive: true, force: true });
  db = await freshDatabase('faults');
  api = new BuiltApi({
    name: 'faults-api',
    port: PORT,
    env: {
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '6',
      MAIL_DIR,
      DATA_DIR: path.join(SYSTEM_DIR, 'faults-data'),
      TRADE_CREATE_LIMIT: '100000',
      SEARCH_WORKERS: '1',
      SHUTDOWN_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
    },
  });
});

after(async () => {
  await api?.dispose();
  await db?.drop();
});

/** The process's ends, and whether the test asked for each. */
const exits: { code: number | null; signal: NodeJS.Signals | null; expected: boolean }[] = [];
let killing = false;
function watchExit() {
  void api.exit().then((end) => exits.push({ ...end, expected: killing }));
}

/** Every answer: its status, what was asked, and whether the process was down on purpose meanwhile. */
const answers: { status: number; what: string; code: unknown; retryAfter: unknown; duringKill: boolean }[] = [];
function record(what: string, answer: Answer): Answer {
  const retryAfter = answer.headers['retry-after'];
  answers.push({ status: answer.status, what, code: answer.json.code, retryAfter, duringKill: killing });
  return answer;
}

/** Not final: the process is down, a dependency is (503), or the same trade is still being made (409). */
const sendAgain = (a: Answer) =>
  a.status === 0 || a.status === 502 || a.status === 503 || a.json.code === 'request_in_progress';

async function untilFinal(what: string, send: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = record(what, await send());
    if (!sendAgain(answer) || Date.now() > deadline) return answer;
    await sleep(answer.status === 503 ? 200 : 100);
  }
}

/** Trades acknowledged (201) by Idempotency-Key, and how many sales ended otherwise. */
const acknowledged = new Map<string, string>();
let unfinished = 0;

async function customerLoop(n: number, device: SellableDevice, stop: () => boolean) {
  let sale = 0;
  while (!stop()) {
    // Each sale from an address of its own, as many customers are: the per-address limits stay out of the way.
    const customer = new Customer(api.origin, `127.${n + 1}.${Math.floor(sale / 250)}.${(sale % 250) + 1}`);
    try {
      const search = await untilFinal('search', () =>
        customer.call('POST', '/api/trade/searches', { search: 'galaxy', application: 'devices_de', resultSize: 5 }),
      );
      if (stop()) break;
      const offer = await untilFinal('offer', () =>
        customer.call('POST', '/api/trade/offers', { deviceId: device.id, country: 'de', answers: device.answers }),
      );
      if (offer.status !== 201 || search.status !== 200) {
        unfinished++;
        sale++;
        continue;
      }
      const key = randomUUID();
      const body = tradeBody(offer.json as { id: string; price: number }, n * 10_000 + sale++);
      const trade = await untilFinal('trade', () =>
        customer.call('POST', '/api/trades', body, { 'idempotency-key': key }),
      );
      if (trade.status === 201) acknowledged.set(key, String(trade.json.tradeNumber));
      else unfinished++;
    } finally {
      await customer.close();
    }
  }
}

/** Confirmation mails written so far, by trade number (from their Message-ID). */
function confirmationMails(): Map<string, number> {
  const byTrade = new Map<string, number>();
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml'));
  } catch {
    return byTrade;
  }
  for (const file of files) {
    const id = /^Message-ID: <trade-(\d+)\.confirmation@/im.exec(readFileSync(path.join(MAIL_DIR, file), 'utf8'));
    if (id) byTrade.set(id[1]!, (byTrade.get(id[1]!) ?? 0) + 1);
  }
  return byTrade;
}

test('trades, searches and mails through killed database connections and a killed API', async () => {
  const t0 = Date.now();
  await api.start(180_000, apiReady);
  watchExit();
  console.log(`api ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const probe = new Customer(api.origin, '127.0.0.9');
  const device = await findDevice(probe);
  await probe.close();

  let stopped = false;
  const load = Array.from({ length: CUSTOMERS }, (_, n) => customerLoop(n, device, () => stopped));

  // Every connection of the API's pool killed, a few times, while customers sell and search.
  let killedConnections = 0;
  for (let round = 0; round < CONNECTION_KILLS; round++) {
    await sleep(2500);
    const killed = await db.query<{ pid: number }>(
      `select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    killedConnections += killed.length;
    assert.ok(api.running, `the API ended after killed database connections:\n${api.tail()}`);
  }
  await sleep(2000);
  assert.ok(api.running, `the API ended after killed database connections:\n${api.tail()}`);
  const tradesBeforeKill = acknowledged.size;

  // The process killed under load, and started again at once.
  killing = true;
  api.signal('SIGKILL');
  await api.exit();
  // The mails the dead process held: handed over or not, they are the only ones that may go out twice.
  const inFlightAtKill = await db.query<{ trade_number: string }>(
    `select t.trade_number from mail_outbox m join trades t on t.id = m.trade_id
      where m.kind = 'trade-confirmation' and m.status = 'sending'`,
  );
  const restartedAt = Date.now();
  await api.start(120_000, apiReady);
  killing = false;
  watchExit();
  console.log(`api restarted in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`);
  await sleep(3000);
  stopped = true;
  await Promise.all(load);
  assert.ok(api.running, `the API ended after its restart:\n${api.tail()}`);

  // Only the SIGKILL ended the process.
  assert.deepEqual(
    exits.filter((e) => !e.expected),
    [],
    `the API ended on its own:\n${api.tail()}`,
  );
  assert.deepEqual(
    exits.map((e) => e.signal),
    ['SIGKILL'],
  );

  // Success, 503 or a 4xx; no answer only while the process was down on purpose.
  const wrong = answers.filter(
    (a) => !(a.status >= 200 && a.status < 300) && a.status !== 503 && !(a.status >= 400 && a.status < 500),
  );
  const unexplained = wrong.filter((a) => !(a.status === 0 && a.duringKill));
  assert.deepEqual(unexplained, [], 'answers other than success, 503 or a 4xx');
  // A 503 names what is down and when to try again.
  const unclear = answers.filter(
    (a) =>
      a.status === 503 &&
      !(
        ['database_unavailable', 'shared_state_unavailable', 'mail_unavailable'].includes(String(a.code)) &&
        Number(a.retryAfter) > 0
      ),
  );
  assert.deepEqual(unclear, [], '503 answers without a dependency code or Retry-After');
  const count = (f: (a: (typeof answers)[number]) => boolean) => answers.filter(f).length;
  console.log(
    `answers: ${answers.length}; 503: ${count((a) => a.status === 503)} ` +
      `(${[...new Set(answers.filter((a) => a.status === 503).map((a) => a.code))].join(', ')}); ` +
      `none while killed: ${count((a) => a.status === 0)}; 4xx: ${count((a) => a.status >= 400 && a.status < 500)} ` +
      `(${[...new Set(answers.filter((a) => a.status >= 400 && a.status < 500).map((a) => `${a.what} ${a.code}`))].join(', ')})`,
  );

  // Every acknowledged trade stored, once; nothing stored that no one was told about.
  const stored = await db.query<{ trade_number: string; key: string }>(
    `select t.trade_number, k.key from trades t join trade_idempotency_keys k on k.trade_id = t.id`,
  );
  const storedTrades = await db.query<{ n: number }>('select count(*)::int as n from trades');
  assert.ok(acknowledged.size > 20, `too few trades to tell anything: ${acknowledged.size}`);
  assert.equal(storedTrades[0]!.n, acknowledged.size, 'stored trades against acknowledged ones');
  assert.deepEqual(
    new Map(stored.map((r) => [r.key, r.trade_number])),
    acknowledged,
    'each Idempotency-Key names the trade it was answered with',
  );
  console.log(
    `trades: ${acknowledged.size} acknowledged and stored (${tradesBeforeKill} before the SIGKILL), ` +
      `${unfinished} sales not finished (4xx); ${killedConnections} database connections killed in ${CONNECTION_KILLS} rounds`,
  );

  // One confirmation per trade within 30 s of the restart; repeats only of mails handed over at the kill.
  const numbers = new Set(acknowledged.values());
  const deadline = restartedAt + 30_000;
  let mails = confirmationMails();
  while ([...numbers].some((n) => !mails.has(n)) && Date.now() < deadline) {
    await sleep(250);
    mails = confirmationMails();
  }
  const missing = [...numbers].filter((n) => !mails.has(n));
  assert.deepEqual(missing, [], 'trades without a confirmation mail 30 s after the restart');
  const allowed = new Set(inFlightAtKill.map((r) => r.trade_number));
  const repeated = [...mails].filter(([, n]) => n > 1).map(([number]) => number);
  assert.deepEqual(
    repeated.filter((n) => !allowed.has(n)),
    [],
    'confirmation mails sent twice that were not in flight at the kill',
  );
  assert.ok(
    [...mails.values()].every((n) => n <= 2),
    'no confirmation mail went out more than twice',
  );
  // Every mail written is on record; a row still `sending` is one the dead process handed over.
  const logged = await db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from mail_log where kind = 'trade-confirmation' group by status order by status`,
  );
  const loggedCount = logged.reduce((sum, r) => sum + r.n, 0);
  const written = [...mails.values()].reduce((a, b) => a + b, 0);
  assert.ok(loggedCount >= written, `mail_log holds ${loggedCount} confirmations, ${written} were written`);
  assert.ok(
    (logged.find((r) => r.status === 'sending')?.n ?? 0) <= inFlightAtKill.length,
    'mail_log rows left sending by anything but the SIGKILL',
  );
  console.log(
    `mails: ${[...mails.values()].reduce((a, b) => a + b, 0)} confirmations for ${numbers.size} trades, ` +
      `${inFlightAtKill.length} in flight at the SIGKILL, ${repeated.length} of them repeated; ` +
      `mail_log ${logged.map((r) => `${r.status} ${r.n}`).join(', ')}; ` +
      `all out ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`,
  );
});
