import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forbiddenCharacterAt } from './input-guard';

const ADMIN = { authorization: 'Bearer test-admin-token-0123456789' };

describe('forbiddenCharacterAt', () => {
  it('finds U+0000 in a value, a nested value or a key, and names where', () => {
    expect(forbiddenCharacterAt('a\u0000b')).toEqual({ path: '', character: 'U+0000' });
    expect(forbiddenCharacterAt({ address: { street: 'Hauptstr.\u0000 1' } })?.path).toBe('address.street');
    expect(forbiddenCharacterAt({ items: [{ id: 'x' }, { id: '\u0000' }] })?.path).toBe('items.1.id');
    expect(forbiddenCharacterAt({ answers: { ['power\u0000']: 'yes' } })?.path).toBe('answers.power\u0000');
  });

  it('finds lone surrogates, U+FFFD and bidirectional overrides and isolates', () => {
    expect(forbiddenCharacterAt({ name: 'Ann\ud800a' })).toEqual({ path: 'name', character: 'U+D800' });
    expect(forbiddenCharacterAt({ name: 'Ann\udc00a' })).toEqual({ path: 'name', character: 'U+DC00' });
    expect(forbiddenCharacterAt({ name: 'end\ud83d' })).toEqual({ path: 'name', character: 'U+D83D' });
    expect(forbiddenCharacterAt({ city: 'Ber\ufffdlin' })?.character).toBe('U+FFFD');
    expect(forbiddenCharacterAt({ street: 'Hauptstr. \u202e1 5' })?.character).toBe('U+202E');
    expect(forbiddenCharacterAt({ street: '\u2066x\u2069' })?.character).toBe('U+2066');
  });

  it('passes everything else, whatever its shape, emoji (surrogate pairs) included', () => {
    for (const value of [
      null,
      undefined,
      0,
      true,
      '',
      'Straße 1 – 3 ✓',
      'Zoë 📱 😀',
      'مرحبا \u200f',
      [],
      {},
      { a: [1, 'b', { c: null }] },
    ]) {
      expect(forbiddenCharacterAt(value)).toBeNull();
    }
  });
});

describe('the API refuses U+0000 before any handler runs', () => {
  let t: TestApp;
  let handled = 0;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.withTypeProvider<ZodTypeProvider>().post(
        '/api/probe/:id',
        {
          schema: {
            params: z.object({ id: z.string() }),
            body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }),
          },
        },
        async () => {
          handled++;
          return { ok: true };
        },
      );
    });
  });
  afterAll(() => t.close());

  it('in a path parameter, the query or the body: 400 validation naming the field, and the handler never runs', async () => {
    const cases = [
      { url: '/api/probe/%00', body: { name: 'x' }, field: 'id' },
      { url: '/api/probe/1?q=a%00', body: { name: 'x' }, field: 'q' },
      { url: '/api/probe/1', body: { name: 'x', tags: ['ok', 'n\u0000'] }, field: 'tags.1' },
    ];
    for (const { url, body, field } of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { [field]: 'invalid' } });
    }
    expect(handled).toBe(0);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/probe/1?q=Stra%C3%9Fe',
      payload: { name: 'Zoë', tags: ['ok'] },
    });
    expect(ok.statusCode).toBe(200);
    expect(handled).toBe(1);
  });

  // Without the guard both answer 500 (the database refuses the character).
  it.each(['/api/admin/clarifications/%00', '/api/admin/trades/%00/confirmation-mail'])(
    '%s is a 400, not a 500',
    async (url) => {
      const res = await t.app.inject({
        method: url.endsWith('mail') ? 'POST' : 'GET',
        url,
        headers: ADMIN,
        payload: url.endsWith('mail') ? {} : undefined,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    },
  );

  it('a search with U+0000 in its phrase is a 400 and the service keeps answering', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/trade/searches',
      payload: { search: { type: 'phrase', phrase: 'iphone\u0000 13' }, application: 'devices_de', resultSize: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', fields: { 'search.phrase': 'invalid' } });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });
});
