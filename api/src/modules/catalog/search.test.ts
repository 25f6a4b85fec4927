import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';
import { searchAnswerText } from './search/answer-text';
import { HitArena } from './search/hit-arena';
import { answerJson, HitCache } from './search/hit-cache';
import { keepEveryDevice, runSearch } from './search/run-search';
import type { SearchBody } from './schemas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => t.close());

interface Hit {
  kind: string;
  id: string;
  name: string;
  model?: string;
  url: string;
  releaseYear?: number;
  releaseMonth?: number;
  maxPrice?: number | null;
  [key: string]: unknown;
}

async function search(payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/api/trade/searches', payload: payload as object });
  return {
    status: res.statusCode,
    body: res.json() as { total: number; hits: Hit[]; code?: string; fields?: Record<string, string> },
  };
}

const phrase = (text: string, application = 'devices_de', resultSize = 10) =>
  search({ search: { type: 'phrase', phrase: text }, application, resultSize });

async function catalogueFingerprint() {
  const { rows } = await t.db.query<{ devices: number; texts: number; offers: number; version: number }>(
    `select (select count(*)::int from catalog_devices) as devices, (select count(*)::int from catalog_device_texts) as texts,
            (select count(*)::int from offers) as offers, (select version::int from catalog_state) as version`,
  );
  return rows[0];
}

describe(`search service (${TEST_DB})`, () => {
  it('lists the categories in the language of the index', async () => {
    const fr = await search({ search: { type: 'listCategories' }, application: 'aggregations_fr', resultSize: 20 });
    expect(fr.status).toBe(200);
    expect(fr.body.total).toBe(8);
    expect(fr.body.hits.map((h) => h.url)).toEqual([
      'smartphones',
      'tablettes',
      'ordinateurs-portables',
      'appareils-photo',
      'objectifs',
      'camescopes',
      'consoles',
      'ecrans',
    ]);
    const es = await search({ search: { type: 'listCategories' }, application: 'aggregations_es', resultSize: 20 });
    expect(es.body.hits[0]).toMatchObject({ kind: 'category', name: 'Móviles', url: 'moviles' });
    expect((es.body.hits[0]!.manufacturers as unknown[]).length).toBeGreaterThan(0);
  });

  it.each([
    ['aggregations_de', 'kameras', 'category', 'cameras'],
    ['aggregations_de', 'kameras-canon', 'manufacturer', 'cameras.canon'],
    ['aggregations_de', 'canon-eos-r-kameras', 'series', 'cameras.canon.eos-r'],
    ['aggregations_es', 'camaras-canon', 'manufacturer', 'cameras.canon'],
    ['aggregations_fr', 'appareils-photo-canon', 'manufacturer', 'cameras.canon'],
    ['aggregations_it', 'canon-eos-r-fotocamere', 'series', 'cameras.canon.eos-r'],
    ['aggregations_at', 'smartphones-apple', 'manufacturer', 'smartphones.apple'],
  ])('finds the category of %s url %s (a %s)', async (application, url, kind, id) => {
    const { status, body } = await search({ search: { type: 'categoryByUrl', url }, application, resultSize: 1 });
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    const hit = body.hits[0]!;
    expect(hit.kind).toBe('category');
    expect(hit.id).toBe(id.split('.')[0]);
    expect(hit.match).toMatchObject({ kind, id, url });
    expect((hit.match as { metaDescription: string }).metaDescription.length).toBeGreaterThan(20);
  });

  it('finds no category for an unknown url or a url of another language', async () => {
    expect(
      (await search({ search: { type: 'categoryByUrl', url: 'gibt-es-nicht' }, application: 'aggregations_de' })).body,
    ).toMatchObject({ total: 0, hits: [] });
    // French slug on the German index.
    expect(
      (await search({ search: { type: 'categoryByUrl', url: 'appareils-photo' }, application: 'aggregations_de' })).body
        .total,
    ).toBe(0);
  });

  it('finds a device by its url, with its questions and its storage variants', async () => {
    const { body } = await search({
      search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-go' },
      application: 'devices_fr',
      resultSize: 1,
    });
    expect(body.total).toBe(1);
    const device = body.hits[0]!;
    expect(device).toMatchObject({
      kind: 'device',
      id: 'apple-iphone-13-128gb',
      name: 'Apple iPhone 13 128 Go',
      model: 'iPhone 13',
      category: 'Smartphones',
      releaseYear: 2021,
    });
    const questions = device.questions as {
      code: string;
      question: string;
      answers: { code: string; text: string }[];
    }[];
    expect(questions.map((q) => q.code)).toEqual([
      'powers_on',
      'activation_lock',
      'display',
      'housing',
      'battery',
      'functions',
    ]);
    expect(questions[2]!.question).toBe('Dans quel état est l’écran\u202f?');
    const variants = device.variants as { id: string; maxPrice: number; current: boolean }[];
    expect(variants.map((v) => v.id)).toEqual([
      'apple-iphone-13-128gb',
      'apple-iphone-13-256gb',
      'apple-iphone-13-512gb',
    ]);
    expect(variants[0]!.maxPrice).toBeLessThan(variants[2]!.maxPrice);
  });

  it('lists the devices of a series newest first, or in a given order', async () => {
    const newest = await search({
      search: { type: 'devicesBySeries', seriesId: 'smartphones.apple.iphone-16' },
      application: 'devices_de',
      resultSize: 100,
    });
    expect(newest.body.total).toBe(16);
    const dates = newest.body.hits.map((h) => h.releaseYear! * 100 + h.releaseMonth!);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(newest.body.hits[0]!.model).toBe('iPhone 16e');

    const byPrice = await search({
      search: {
        type: 'devicesBySeries',
        seriesId: 'smartphones.apple.iphone-16',
        sort: [{ field: 'maxPrice', order: 'desc' }],
      },
      application: 'devices_de',
      resultSize: 100,
    });
    const prices = byPrice.body.hits.map((h) => h.maxPrice!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(byPrice.body.hits[0]!.id).toBe('apple-iphone-16-pro-max-1tb');

    const byName = await search({
      search: {
        type: 'devicesBySeries',
        seriesId: 'consoles.sony.playstation-5',
        sort: [{ field: 'name', order: 'asc' }],
      },
      application: 'devices_it',
      resultSize: 100,
    });
    expect(byName.body.hits.map((h) => h.name)).toEqual(
      [...byName.body.hits.map((h) => h.name)].sort((a, b) => a.localeCompare(b, 'it')),
    );
  });

  it('lists the devices of a manufacturer and of a category, page by page', async () => {
    const manufacturer = await search({
      search: { type: 'devicesByManufacturer', manufacturerId: 'consoles.nintendo' },
      application: 'devices_de',
      resultSize: 100,
    });
    expect(manufacturer.body.total).toBeGreaterThan(5);
    expect(manufacturer.body.hits.every((h) => h.manufacturerId === 'consoles.nintendo')).toBe(true);
    const priced = async (where: string, id: string) =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from catalog_devices d join catalog_series s on s.id = d.series_id join catalog_manufacturers m on m.id = s.manufacturer_id
           where d.active and ${where} = $1 and exists (select 1 from catalog_device_prices p where p.device_id = d.id and p.country = 'de')`,
          [id],
        )
      ).rows[0]!.n;
    expect(manufacturer.body.total).toBe(await priced('m.id', 'consoles.nintendo'));
    const dates = manufacturer.body.hits.map((h) => h.releaseYear! * 100 + h.releaseMonth!);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = await search({
      search: { type: 'devicesByCategory', categoryId: 'lenses' },
      application: 'devices_de',
      resultSize: 20,
    });
    const second = await search({
      search: { type: 'devicesByCategory', categoryId: 'lenses' },
      application: 'devices_de',
      resultSize: 20,
      from: 20,
    });
    expect(first.body.total).toBeGreaterThan(100);
    expect(second.body.total).toBe(first.body.total);
    expect(first.body.total).toBe(await priced('m.category_id', 'lenses'));
    const ids = new Set(first.body.hits.map((h) => h.id));
    expect(second.body.hits.some((h) => ids.has(h.id))).toBe(false);
  });

  it.each([
    ['iphone 13', 'iPhone 13'],
    ['iPhone 13', 'iPhone 13'],
    ['iphnoe 13', 'iPhone 13'],
    ['iphone13', 'iPhone 13'],
    ['s23 ultra', 'Galaxy S23 Ultra'],
    ['galaxy s23+', 'Galaxy S23+'],
    ['a7 iv', 'Alpha 7 IV'],
    ['ps5 slim', 'PlayStation 5 Slim'],
    ['macbok air m2', 'MacBook Air 15 (M2, 2023)'],
  ])('finds "%s": first hit %s', async (text, model) => {
    const { status, body } = await phrase(text);
    expect(status).toBe(200);
    expect(body.hits[0]?.model).toBe(model);
  });

  it('finds a phrase in every country, in its language', async () => {
    for (const cc of ['at', 'de', 'es', 'fr', 'it']) {
      const { body } = await phrase('iphnoe 13', `devices_${cc}`, 3);
      expect(body.hits[0]).toMatchObject({ model: 'iPhone 13' });
    }
    expect((await phrase('iphone 13', 'devices_fr', 1)).body.hits[0]!.name).toBe('Apple iPhone 13 128 Go');
  });

  it('completes a word being typed and puts newer devices first among equals', async () => {
    const { body } = await phrase('ipho', 'devices_de', 50);
    expect(body.total).toBeGreaterThan(50);
    expect(body.hits.every((h) => (h.model as string).startsWith('iPhone'))).toBe(true);
    const dates = body.hits.map((h) => h.releaseYear! * 100 + h.releaseMonth!);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('names the whole model before longer ones', async () => {
    const { body } = await phrase('iphone 13', 'devices_de', 20);
    expect(body.total).toBe(14); // 13 mini, 13, 13 Pro, 13 Pro Max in their storage sizes
    expect(body.hits.slice(0, 3).map((h) => h.id)).toEqual([
      'apple-iphone-13-128gb',
      'apple-iphone-13-256gb',
      'apple-iphone-13-512gb',
    ]);
  });

  it('finds manufacturers and series on the aggregations index', async () => {
    const { body } = await phrase('canon', 'aggregations_de', 20);
    expect(body.hits.map((h) => h.kind)).toContain('manufacturer');
    expect(body.hits.some((h) => h.url === 'kameras-canon')).toBe(true);
    const series = await phrase('eos r', 'aggregations_fr', 5);
    expect(series.body.hits[0]).toMatchObject({ kind: 'series', url: 'canon-eos-r-appareils-photo' });
  });

  it('takes a plain text as a phrase search', async () => {
    const { status, body } = await search({ search: 'galaxy s24', application: 'devices_es', resultSize: 3 });
    expect(status).toBe(200);
    expect(body.hits[0]!.model).toMatch(/^Galaxy S24/);
  });

  it('sends devices, categories and questions kept from earlier answers as the same JSON as a fresh answer', async () => {
    const snapshot = await t.app.catalog.current();
    const cache = new HitCache();
    const bodies = [
      { search: { type: 'phrase' as const, phrase: 'iphone 1' }, application: 'devices_fr', resultSize: 10, from: 0 },
      {
        search: { type: 'devicesBySeries' as const, seriesId: 'smartphones.apple.iphone-16' },
        application: 'devices_de',
        resultSize: 5,
        from: 0,
      },
      {
        search: { type: 'categoryByUrl' as const, url: 'canon-eos-r-kameras' },
        application: 'aggregations_de',
        resultSize: 1,
        from: 0,
      },
      {
        search: { type: 'deviceByUrl' as const, url: 'apple-iphone-13-128-go' },
        application: 'devices_fr',
        resultSize: 1,
        from: 0,
      },
      {
        search: { type: 'deviceByUrl' as const, url: 'apple-iphone-13-256-go' },
        application: 'devices_fr',
        resultSize: 1,
        from: 0,
      },
      {
        search: { type: 'categoryByUrl' as const, url: 'kameras-canon' },
        application: 'aggregations_de',
        resultSize: 1,
        from: 0,
      },
    ];
    for (const body of bodies) {
      const fresh = JSON.stringify(runSearch(snapshot, body));
      expect(JSON.parse(fresh).hits.length).toBeGreaterThan(0);
      // First use makes and keeps; the second and third are put together from what was kept.
      for (let use = 1; use <= 3; use++) {
        expect(answerJson(runSearch(snapshot, body, cache), cache)).toBe(fresh);
        expect(searchAnswerText(snapshot, body, cache, false)).toBe(fresh);
      }
    }
    // The phrase's ten devices, the series' five and the two product pages' (their list JSON is their answer's start).
    expect(cache.size).toBe(17);
    // A device's JSON is kept per country: the French answer's prices and names are not the German one's.
    const de = { ...bodies[0]!, application: 'devices_de' };
    expect(searchAnswerText(snapshot, de, cache, false)).toBe(JSON.stringify(runSearch(snapshot, de)));
    // Ten more, less the five German iPhone 16 the series answer kept.
    expect(cache.size).toBe(22);
  });

  it('puts list answers together when the kept devices are emptied and the page does not fit', async () => {
    const snapshot = await t.app.catalog.current();
    // Halves of 3 KB: a few devices each, so that every page of ten empties a half and keeps only part of itself.
    const cache = new HitCache(new HitArena(3 * 1024, 1024));
    const phrases = ['iphone 1', 'galaxy s2', 'iphone 13', 'pixel', 'iphnoe 13', 'iphone 1'];
    for (const phrase of phrases) {
      const body = { search: { type: 'phrase' as const, phrase }, application: 'devices_it', resultSize: 10, from: 0 };
      expect(searchAnswerText(snapshot, body, cache, false)).toBe(JSON.stringify(runSearch(snapshot, body)));
    }
  });

  it("answers lists and product pages from every device's JSON written when the catalogue was built, the same as made fresh", async () => {
    const snapshot = await t.app.catalog.current();
    const cache = new HitCache();
    keepEveryDevice(snapshot, cache);
    expect(cache.devices.preloaded).toBe(true);
    const bodies: SearchBody[] = [];
    for (const application of ['devices_de', 'devices_at', 'devices_fr', 'devices_es', 'devices_it']) {
      bodies.push({ search: { type: 'phrase', phrase: 'iphone 1' }, application, resultSize: 40, from: 0 });
      bodies.push({
        search: { type: 'devicesByCategory', categoryId: 'lenses' },
        application,
        resultSize: 60,
        from: 20,
      });
      bodies.push({
        search: {
          type: 'devicesByManufacturer',
          manufacturerId: 'cameras.canon',
          sort: [{ field: 'name', order: 'asc' }],
        },
        application,
        resultSize: 30,
        from: 0,
      });
    }
    bodies.push({
      search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-go' },
      application: 'devices_fr',
      resultSize: 1,
      from: 0,
    });
    bodies.push({
      search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-gb' },
      application: 'devices_at',
      resultSize: 1,
      from: 0,
    });
    for (const body of bodies) {
      const fresh = JSON.stringify(runSearch(snapshot, body));
      expect(JSON.parse(fresh).hits.length).toBeGreaterThan(0);
      expect(searchAnswerText(snapshot, body, cache, false)).toBe(fresh);
    }
    // Nothing was made and kept while answering.
    expect(cache.size).toBe(0);
  });

  it('answers nothing found with an empty list', async () => {
    const { status, body } = await phrase('qwertzuiop');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, hits: [] });
  });
});

describe(`search service refuses bad bodies and changes nothing (${TEST_DB})`, () => {
  const valid = { search: { type: 'phrase', phrase: 'iphone' }, application: 'devices_de', resultSize: 10 };
  it.each([
    ['an unknown application', { ...valid, application: 'devices_xx' }, 'application'],
    ['an application given as a number', { ...valid, application: 7 }, 'application'],
    ['no application', { search: valid.search, resultSize: 10 }, 'application'],
    ['no search', { application: 'devices_de', resultSize: 10 }, 'search'],
    ['a huge resultSize', { ...valid, resultSize: 1_000_000 }, 'resultSize'],
    ['a negative resultSize', { ...valid, resultSize: -1 }, 'resultSize'],
    ['a fractional resultSize', { ...valid, resultSize: 2.5 }, 'resultSize'],
    ['a far page', { ...valid, from: 1_000_000 }, 'from'],
    ['an unknown query type', { ...valid, search: { type: 'raw', query: 'select * from offers' } }, 'search'],
    ['an extra field in the query', { ...valid, search: { type: 'phrase', phrase: 'x', where: '1=1' } }, 'search'],
    ['an extra field in the body', { ...valid, sql: 'select 1' }, '(body)'],
    ['an injection in a url', { ...valid, search: { type: 'deviceByUrl', url: "x' or '1'='1" } }, 'search.url'],
    [
      'an injection in an id',
      { ...valid, search: { type: 'devicesBySeries', seriesId: '1; drop table catalog_devices' } },
      'search.seriesId',
    ],
    [
      'a sort by an unknown field',
      {
        ...valid,
        search: {
          type: 'devicesBySeries',
          seriesId: 'smartphones.apple.iphone-13',
          sort: [{ field: 'price; drop', order: 'asc' }],
        },
      },
      'search.sort.0.field',
    ],
    ['an empty phrase', { ...valid, search: { type: 'phrase', phrase: '   ' } }, 'search'],
    ['an overlong phrase', { ...valid, search: { type: 'phrase', phrase: 'x'.repeat(5000) } }, 'search'],
    [
      'a devices query on the aggregations index',
      { ...valid, application: 'aggregations_de', search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-gb' } },
      'search.type',
    ],
    ['a category query on the devices index', { ...valid, search: { type: 'listCategories' } }, 'search.type'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const before = await catalogueFingerprint();
    const { status, body } = await search(payload);
    expect(status).toBe(400);
    expect(
      Object.keys(body.fields ?? {}).some((f) => f === field || f.startsWith(`${field}.`) || field.startsWith(f)),
    ).toBe(true);
    expect(await catalogueFingerprint()).toEqual(before);
  });

  it('treats SQL in a phrase as words: nothing found, nothing changed', async () => {
    const before = await catalogueFingerprint();
    for (const text of ["'; drop table catalog_devices; --", "iphone' or 1=1 --", '%_%', '\\x00']) {
      const { status } = await phrase(text);
      expect(status).toBe(200);
    }
    expect(await catalogueFingerprint()).toEqual(before);
  });

  it('refuses a body that is not JSON without a server error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      headers: { 'content-type': 'application/json' },
      payload: '{"search": ',
    });
    expect(res.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      headers: { 'content-type': 'text/plain' },
      payload: 'iphone',
    });
    expect(text.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'search=iphone',
    });
    expect(form.statusCode).toBe(415);
  });
});
