import { TEST_DB } from '../../testing/test-app';
import { searchTestApp } from './search-testing';

const app = searchTestApp();
const { search, phrase } = app;

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
        await app.t.db.query<{ n: number }>(
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

  it('answers nothing found with an empty list', async () => {
    const { status, body } = await phrase('qwertzuiop');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, hits: [] });
  });
});
