import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  beginServerRender,
  createHttpClient,
  endServerRender,
  forgetPrimedAnswers,
  hasPrimedAnswers,
  HttpError,
  PRIMED_ANSWERS_ELEMENT_ID,
  ResponseShapeError,
  type ResponseSchema,
} from './index';
import { primedAnswerKey, readPrimedAnswers } from './primed-answers';

/** A real HTTP server (the page's API) that records what it is asked and answers every GET with `{ from: 'api' }`. */
const requests: string[] = [];
const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
  // The page's origin is not the server's (jsdom): a request with its own headers is asked about first.
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': '*',
    });
    return res.end();
  }
  requests.push(`${req.method} ${req.url}`);
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify({ from: 'api' }));
});
let client: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  client = createHttpClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let now = 1000;
beforeEach(() => {
  requests.length = 0;
  now = 1000;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  document.getElementById(PRIMED_ANSWERS_ELEMENT_ID)?.remove();
  forgetPrimedAnswers();
});
afterEach(() => jest.restoreAllMocks());

/** Writes the element the server writes into the page: `[{ url, accept, body }]`. */
function primePage(
  answers: { url: string; accept?: string; body: unknown }[],
  text = JSON.stringify(answers.map((a) => ({ accept: 'application/json', ...a }))),
) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRIMED_ANSWERS_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

const JSON_API = 'application/vnd.api+json';
const home = { data: { id: 'de-default', attributes: { title: 'Verkaufen' } } };

describe('answers the server primed the page with', () => {
  it('answer the same public GET without a request, keyed by path, query and media type', async () => {
    primePage([{ url: '/api/cms/home-pages/de-default?include=menus', accept: JSON_API, body: home }]);
    expect(hasPrimedAnswers()).toBe(true);
    const answer = await client.get('/api/cms/home-pages/de-default', {
      params: { include: 'menus' },
      headers: { Accept: JSON_API },
    });
    expect(answer).toEqual(home);
    // Asked again during the page's first view (React's strict mode asks twice): the same answer.
    await expect(
      client.get('/api/cms/home-pages/de-default', { params: { include: 'menus' }, headers: { Accept: JSON_API } }),
    ).resolves.toEqual(home);
    expect(requests).toEqual([]);
  });

  it('leave every other request to the API: another query, media type, method or a call with the token', async () => {
    primePage([{ url: '/api/cms/home-pages/de-default?include=menus', accept: JSON_API, body: home }]);
    await expect(client.get('/api/cms/home-pages/de-default', { headers: { Accept: JSON_API } })).resolves.toEqual({
      from: 'api',
    });
    await expect(client.get('/api/cms/home-pages/de-default', { params: { include: 'menus' } })).resolves.toEqual({
      from: 'api',
    });
    await expect(
      client.post('/api/cms/home-pages/de-default?include=menus', {}, { headers: { Accept: JSON_API } }),
    ).resolves.toEqual({ from: 'api' });
    expect(requests).toEqual([
      'GET /api/cms/home-pages/de-default',
      'GET /api/cms/home-pages/de-default?include=menus',
      'POST /api/cms/home-pages/de-default?include=menus',
    ]);
  });

  it('stand only for the first view of the page: 10 s after it began loading the API is asked', async () => {
    primePage([{ url: '/api/home', body: home }]);
    now = 10_500;
    expect(hasPrimedAnswers()).toBe(false);
    await expect(client.get('/api/home')).resolves.toEqual({ from: 'api' });
    expect(requests).toEqual(['GET /api/home']);
  });

  it('are checked with the call’s schema like an answer of the API', async () => {
    primePage([{ url: '/api/home', body: { title: 42 } }]);
    const schema: ResponseSchema<{ title: string }> = {
      safeParse: (input) =>
        typeof (input as { title?: unknown }).title === 'string'
          ? { success: true, data: input as { title: string } }
          : { success: false, error: { issues: [{ path: ['title'], message: 'expected a string' }] } },
    };
    await expect(client.get('/api/home', { schema })).rejects.toThrow(ResponseShapeError);
    await expect(client.get('/api/home', { schema: async () => schema })).rejects.toThrow(
      'GET /api/home returned an unexpected response: title: expected a string',
    );
  });

  it('are ignored when the page holds none, an unreadable element or entries of another shape', async () => {
    expect(hasPrimedAnswers()).toBe(false);
    await expect(client.get('/api/home')).resolves.toEqual({ from: 'api' });
    for (const text of [
      '{not json',
      '{"GET /api/home application/json":{}}',
      '[{"url":"/api/home"},{"accept":"application/json","body":1},null,7]',
    ]) {
      document.getElementById(PRIMED_ANSWERS_ELEMENT_ID)?.remove();
      primePage([], text);
      forgetPrimedAnswers();
      await expect(client.get('/api/home')).resolves.toEqual({ from: 'api' });
    }
    expect(requests).toEqual(Array.from({ length: 4 }, () => 'GET /api/home'));
    expect(
      readPrimedAnswers(
        '[{"url":"/a?b=1","accept":"text/plain","body":null},{"url":"/c"},{"method":"DELETE","url":"/d","accept":"text/plain","body":1}]',
      ),
    ).toEqual(new Map([['GET /a?b=1 text/plain', null]]));
  });

  it('key a request the same way whatever the order of its query or of its body’s fields', () => {
    expect(primedAnswerKey('GET', '/a?b=2&a=1', { c: true, d: undefined }, 'application/json')).toBe(
      'GET /a?a=1&b=2&c=true application/json',
    );
    expect(primedAnswerKey('GET', '/a', { b: 2, a: '1', c: true }, 'application/json')).toBe(
      'GET /a?a=1&b=2&c=true application/json',
    );
    expect(primedAnswerKey('GET', '/a', {}, 'application/json')).toBe('GET /a application/json');
    expect(
      primedAnswerKey('POST', '/s', undefined, 'application/json', { b: [2, { y: 1, x: 0 }], a: 'é', c: undefined }),
    ).toBe('POST /s application/json {"a":"é","b":[2,{"x":0,"y":1}]}');
  });

  it('answer a read-only POST with the same body (a search), and no POST with another body', async () => {
    const result = { total: 1, hits: [{ id: 'd1' }] };
    primePage(
      [{ url: '/api/trade/searches', body: result }],
      JSON.stringify([
        {
          method: 'POST',
          url: '/api/trade/searches',
          accept: 'application/json',
          data: { search: { type: 'deviceByUrl', url: 'iphone-13' }, application: 'devices_it', resultSize: 1 },
          body: result,
        },
      ]),
    );
    await expect(
      client.post('/api/trade/searches', {
        application: 'devices_it',
        resultSize: 1,
        search: { url: 'iphone-13', type: 'deviceByUrl' },
      }),
    ).resolves.toEqual(result);
    await expect(
      client.post('/api/trade/searches', {
        application: 'devices_it',
        resultSize: 2,
        search: { url: 'iphone-13', type: 'deviceByUrl' },
      }),
    ).resolves.toEqual({ from: 'api' });
    // One with an Idempotency-Key is a request to do something: always sent.
    await expect(
      client.post(
        '/api/trade/searches',
        { application: 'devices_it', resultSize: 1, search: { url: 'iphone-13', type: 'deviceByUrl' } },
        { idempotencyKey: 'k1' },
      ),
    ).resolves.toEqual({ from: 'api' });
    expect(requests).toEqual(['POST /api/trade/searches', 'POST /api/trade/searches']);
  });
});

describe('a server render (host/src/server-render/render.tsx)', () => {
  afterEach(() => endServerRender());

  it('answers from the answers it is given, asks no one for the rest, and ends with the render', async () => {
    // The page's own element is not what a server render reads: it is given the text the server will write.
    primePage([{ url: '/api/home', body: { from: 'page' } }]);
    beginServerRender(JSON.stringify([{ url: '/api/home', accept: 'application/json', body: { from: 'server' } }]));
    await expect(client.get('/api/home')).resolves.toEqual({ from: 'server' });
    const missed = client.get('/api/other');
    await expect(missed).rejects.toBeInstanceOf(HttpError);
    await expect(missed).rejects.toMatchObject({ method: 'GET', url: '/api/other', status: 0 });
    // Long after the page's first view: the server's answers still stand for the render.
    now = 60_000;
    await expect(client.get('/api/home')).resolves.toEqual({ from: 'server' });
    // A request with a token or an Idempotency-Key is never answered from them, and not sent either.
    await expect(client.post('/api/home', {}, { idempotencyKey: 'k1' })).rejects.toMatchObject({ status: 0 });
    expect(requests).toEqual([]);

    endServerRender();
    now = 1000;
    await expect(client.get('/api/home')).resolves.toEqual({ from: 'page' });
    await expect(client.get('/api/other')).resolves.toEqual({ from: 'api' });
    expect(requests).toEqual(['GET /api/other']);
  });

  it('asks no one when the page is primed with nothing', async () => {
    beginServerRender(null);
    await expect(client.get('/api/home')).rejects.toMatchObject({ status: 0 });
    expect(requests).toEqual([]);
  });
});
