import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import type { SearchBody } from './schemas';
import { searchAnswerText } from './search/answer-text';
import { HitCache } from './search/hit-cache';
import { workerExecArgv } from './search/search-workers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true', SEARCH_WORKERS: '1' });
}, 120_000);
afterAll(() => t.close());

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const workers = () => t.app.catalog.workers!;

async function workerReady(): Promise<number> {
  const { version } = await t.app.catalog.current();
  await until(() => workers().readyFor(version) === 1, 'the search worker to hold the catalogue');
  return version;
}

async function post(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/trade/searches', payload: body as object });
}

const bodies: SearchBody[] = [
  { search: { type: 'listCategories' }, application: 'aggregations_fr', resultSize: 20, from: 0 },
  {
    search: { type: 'categoryByUrl', url: 'canon-eos-r-kameras' },
    application: 'aggregations_de',
    resultSize: 1,
    from: 0,
  },
  { search: { type: 'phrase', phrase: 'canon' }, application: 'aggregations_it', resultSize: 5, from: 0 },
  { search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-go' }, application: 'devices_fr', resultSize: 1, from: 0 },
  {
    search: { type: 'devicesBySeries', seriesId: 'smartphones.apple.iphone-13' },
    application: 'devices_at',
    resultSize: 5,
    from: 0,
  },
  {
    search: { type: 'devicesByManufacturer', manufacturerId: 'cameras.canon', sort: [{ field: 'name', order: 'asc' }] },
    application: 'devices_es',
    resultSize: 5,
    from: 2,
  },
  { search: { type: 'devicesByCategory', categoryId: 'lenses' }, application: 'devices_it', resultSize: 3, from: 0 },
  { search: { type: 'phrase', phrase: 'iphnoe 13' }, application: 'devices_de', resultSize: 10, from: 0 },
  { search: 'galaxy s24', application: 'devices_es', resultSize: 3, from: 0 },
  { search: { type: 'phrase', phrase: 'qwertzuiop' }, application: 'devices_fr', resultSize: 10, from: 0 },
];

describe(`search worker threads (${TEST_DB})`, () => {
  it('answers every query form with the same bytes the main thread makes', async () => {
    const version = await workerReady();
    const snapshot = await t.app.catalog.current();
    const before = workers().counts.answered;
    const asTextBefore = workers().counts.asText;
    for (const body of bodies) {
      const res = await post(body);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.body).toBe(searchAnswerText(snapshot, body, new HitCache(), true));
    }
    expect(workers().counts.answered - before).toBe(bodies.length);
    // Every answer came as bytes in the memory the worker shares with this thread, and was
    // released once its response had been sent.
    expect(workers().counts.asText).toBe(asTextBefore);
    expect(workers().answersHeld()).toBe(0);
    expect(workers().readyFor(version)).toBe(1);
    const ready = (await t.app.inject({ method: 'GET', url: '/ready' })).json();
    expect(ready.search).toEqual({ catalogueVersion: version, workers: 1, workersReady: 1 });
    // Asked again, the answers come from the main thread's answer cache (admitted on the second ask), not the worker.
    for (const body of bodies) await post(body);
    const cachedFrom = workers().counts.answered;
    for (const body of bodies) expect((await post(body)).statusCode).toBe(200);
    expect(workers().counts.answered).toBe(cachedFrom);
  });

  it('sends answers of every size from the shared memory, many at once, each whole', async () => {
    const version = await workerReady();
    const snapshot = await t.app.catalog.current();
    const asTextBefore = workers().counts.asText;
    // Category pages (~20 KB), product pages, long and short lists; more at once than one tick.
    const many: SearchBody[] = [];
    for (let i = 0; i < 60; i++) {
      many.push({
        search: { type: 'phrase', phrase: ['galaxy', 'iphone', 'canon eos', 'sony'][i % 4]! },
        application: ['devices_de', 'devices_fr', 'devices_it', 'devices_es', 'devices_at'][i % 5]!,
        resultSize: 1 + (i % 40),
        from: 0,
      });
      many.push({
        search: { type: 'categoryByUrl', url: 'smartphones' },
        application: 'aggregations_fr',
        resultSize: 1 + i,
        from: 0,
      });
    }
    const answers = await Promise.all(many.map((body) => post(body)));
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(searchAnswerText(snapshot, many[i]!, new HitCache(), false));
    });
    expect(workers().counts.asText).toBe(asTextBefore);
    expect(workers().answersHeld()).toBe(0);
    expect(workers().readyFor(version)).toBe(1);
  });

  it('passes a query the worker refuses back as the same 400', async () => {
    await workerReady();
    const before = workers().counts.answered;
    const res = await post({
      search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-gb' },
      application: 'aggregations_de',
      resultSize: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'query_not_supported', fields: { 'search.type': 'query_not_supported' } });
    // The worker made that answer (a failed search is not counted as answered), and is still there.
    expect(workers().counts.answered).toBe(before);
    expect(workers().threads()).toHaveLength(1);
  });

  it('keeps answering when the worker dies, and replaces it', async () => {
    let version = await workerReady();
    const pool = workers();
    const search = pool.search.bind(pool);
    // Searches in the worker's hands when it dies are answered by the main thread. The worker is
    // stopped in the same tick as the first search is handed to it, so that it dies holding it;
    // should it still get an answer out first (it is a race with a thread), it is tried again.
    let dying = pool.threads()[0]!;
    for (let attempt = 1; ; attempt++) {
      const lostBefore = pool.counts.lost;
      const exited = new Promise((resolve) => dying.once('exit', resolve));
      let stopping = false;
      pool.search = (v, body) => {
        const answer = search(v, body);
        if (answer && !stopping) {
          stopping = true;
          void dying.terminate();
        }
        return answer;
      };
      const inFlight = [0, 1, 2, 3].map((n) =>
        post({ search: { type: 'phrase', phrase: 'ipad' }, application: 'devices_de', resultSize: attempt * 4 + n }),
      );
      const answers = await Promise.all(inFlight);
      pool.search = search;
      await exited;
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json().total).toBeGreaterThan(0);
      }
      const meanwhile = await post({
        search: { type: 'phrase', phrase: 'macbook air' },
        application: 'devices_fr',
        resultSize: attempt,
      });
      expect(meanwhile.statusCode).toBe(200);
      expect(meanwhile.json().total).toBeGreaterThan(0);
      const gone = dying;
      await until(() => pool.readyFor(version) === 1 && pool.threads()[0] !== gone, 'a new search worker');
      if (pool.counts.lost > lostBefore || attempt === 5) {
        expect(pool.counts.lost).toBeGreaterThan(lostBefore);
        break;
      }
      dying = pool.threads()[0]!;
      version = (await t.app.catalog.current()).version;
    }
    const before = pool.counts.answered;
    expect(
      (await post({ search: { type: 'phrase', phrase: 'playstation 5' }, application: 'devices_it', resultSize: 5 }))
        .statusCode,
    ).toBe(200);
    expect(pool.counts.answered).toBe(before + 1);
  });

  it('builds a new catalogue version in the worker; the main thread answers meanwhile', async () => {
    const old = await workerReady();
    await t.db.query('update catalog_state set version = version + 1');
    const reloaded = t.app.catalog.refreshIfChanged();
    await reloaded;
    const { version } = await t.app.catalog.current();
    expect(version).toBe(old + 1);
    // Whatever the worker's state, the search is answered with the new version's data.
    expect(
      (await post({ search: { type: 'phrase', phrase: 'nikon z' }, application: 'devices_de', resultSize: 5 }))
        .statusCode,
    ).toBe(200);
    await until(() => workers().readyFor(version) === 1, 'the worker to build the new version');
    const before = workers().counts.answered;
    expect(
      (await post({ search: { type: 'phrase', phrase: 'nikon z 6' }, application: 'devices_de', resultSize: 5 }))
        .statusCode,
    ).toBe(200);
    expect(workers().counts.answered).toBe(before + 1);
  });
});

describe('a search worker thread', () => {
  it("gets the server's Node options without its TypeScript loader or profiling flags", () => {
    expect(workerExecArgv(['--import', 'tsx', '--max-old-space-size=4096'])).toEqual(['--max-old-space-size=4096']);
    expect(
      workerExecArgv([
        '--require',
        '/x/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///x/node_modules/tsx/dist/loader.mjs',
      ]),
    ).toEqual([]);
    expect(workerExecArgv(['--cpu-prof', '--cpu-prof-dir=var/p', '--experimental-vm-modules', '--import=tsx'])).toEqual(
      ['--experimental-vm-modules'],
    );
  });
});
