import { TEST_DB } from '../../testing/test-app';
import { searchTestApp } from './search-testing';

const app = searchTestApp();
const { search, phrase } = app;

async function catalogueFingerprint() {
  const { rows } = await app.t.db.query<{ devices: number; texts: number; offers: number; version: number }>(
    `select (select count(*)::int from catalog_devices) as devices, (select count(*)::int from catalog_device_texts) as texts,
            (select count(*)::int from offers) as offers, (select version::int from catalog_state) as version`,
  );
  return rows[0];
}

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
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      headers: { 'content-type': 'application/json' },
      payload: '{"search": ',
    });
    expect(res.statusCode).toBe(400);
    const text = await app.t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      headers: { 'content-type': 'text/plain' },
      payload: 'iphone',
    });
    expect(text.statusCode).toBe(400);
    const form = await app.t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'search=iphone',
    });
    expect(form.statusCode).toBe(415);
  });
});
