/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, HttpError, ResponseShapeError } from './index';

/** A real HTTP server whose answers each test scripts; it records every request it gets. */
function scriptedServer() {
  const requests: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
  let answers: { status: number; body?: unknown; headers?: Record<string, string> }[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method!, url: req.url!, headers: req.headers });
    const answer = answers.shift() ?? { status: 200, body: { ok: true } };
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(JSON.stringify(answer.body ?? {}));
  });
  return {
    requests,
    answer(...a: typeof answers) {
      answers = a;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const server = scriptedServer();
let client: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  const baseURL = await server.start();
  client = createHttpClient({ baseURL, sleep: async () => undefined });
});
afterAll(() => server.stop());
beforeEach(() => {
  server.requests.length = 0;
});

describe('retries of safe methods', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('GET is retried once on %i', async (status) => {
    server.answer({ status }, { status: 200, body: { value: 1 } });
    await expect(client.get('/thing')).resolves.toEqual({ value: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('GET is retried only once by default', async () => {
    server.answer({ status: 503 }, { status: 503 }, { status: 200 });
    await expect(client.get('/thing')).rejects.toThrow('GET /thing 503');
    expect(server.requests).toHaveLength(2);
  });

  it('GET honours a retry count given by the call', async () => {
    server.answer({ status: 500 }, { status: 500 }, { status: 500 }, { status: 200, body: { done: true } });
    await expect(client.get('/thing', { retries: 3 })).resolves.toEqual({ done: true });
    expect(server.requests).toHaveLength(4);
    server.answer({ status: 500 }, { status: 200 });
    await expect(client.get('/other', { retries: 0 })).rejects.toBeInstanceOf(HttpError);
  });

  it.each([400, 401, 403, 404, 422])('GET is not retried on %i', async (status) => {
    server.answer({ status }, { status: 200 });
    await expect(client.get('/thing')).rejects.toMatchObject({ status });
    expect(server.requests).toHaveLength(1);
  });
});

describe('retries of unsafe methods', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s is never retried without a count and a key',
    async (method) => {
      server.answer({ status: 503 }, { status: 200 });
      await expect(client.call({ method, url: '/trades', data: {} })).rejects.toThrow(`${method} /trades 503`);
      expect(server.requests).toHaveLength(1);
    },
  );

  it('POST with a count but no Idempotency-Key is not retried', async () => {
    server.answer({ status: 503 }, { status: 200 });
    await expect(client.post('/trades', {}, { retries: 2 })).rejects.toBeInstanceOf(HttpError);
    expect(server.requests).toHaveLength(1);
  });

  it('POST with a count and an Idempotency-Key is retried with the same key', async () => {
    server.answer({ status: 503 }, { status: 201, body: { tradeNumber: 'T-1' } });
    await expect(client.post('/trades', { a: 1 }, { retries: 1, idempotencyKey: 'key-123' })).resolves.toEqual({
      tradeNumber: 'T-1',
    });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-123', 'key-123']);
  });
});

/** A response schema (zod's safeParse shape): `{ n: number }`. */
const numberSchema = {
  safeParse: (input: unknown) =>
    typeof (input as { n?: unknown }).n === 'number'
      ? ({ success: true, data: input as { n: number } } as const)
      : ({ success: false, error: { issues: [{ path: ['n'], message: 'expected number' }] } } as const),
};

describe('what a retry cannot change', () => {
  it('a keyed POST answered 409 (the price changed) goes back to the caller at once', async () => {
    server.answer({ status: 409, body: { code: 'price_changed' } }, { status: 201, body: { tradeNumber: 'T-1' } });
    await expect(client.post('/api/trades', {}, { retries: 2, idempotencyKey: 'key-409' })).rejects.toMatchObject({
      status: 409,
      code: 'price_changed',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('a 429 that asks to come back in an hour is not retried; one that asks for a second is', async () => {
    server.answer({ status: 429, headers: { 'retry-after': '3600' } }, { status: 201, body: { tradeNumber: 'T-1' } });
    await expect(client.post('/api/trades', {}, { retries: 2, idempotencyKey: 'key-429' })).rejects.toMatchObject({
      status: 429,
    });
    expect(server.requests).toHaveLength(1);
    server.requests.length = 0;
    server.answer({ status: 429, headers: { 'retry-after': '1' } }, { status: 201, body: { tradeNumber: 'T-1' } });
    await expect(client.post('/api/trades', {}, { retries: 2, idempotencyKey: 'key-429b' })).resolves.toEqual({
      tradeNumber: 'T-1',
    });
    expect(server.requests).toHaveLength(2);
  });
});

describe('failures and responses', () => {
  it('names method, URL and status in the error, and keeps the body', async () => {
    server.answer({
      status: 422,
      body: { code: 'offer_expired', message: 'expired', fields: { 'items.0': 'offer_expired' } },
    });
    const error = (await client.post('/api/trades', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('POST /api/trades 422');
    expect(error.code).toBe('offer_expired');
    expect(error.fields).toEqual({ 'items.0': 'offer_expired' });
  });

  it('reports a network failure with status 0', async () => {
    const offline = createHttpClient({ baseURL: 'http://127.0.0.1:9', sleep: async () => undefined });
    await expect(offline.post('/x', {})).rejects.toMatchObject({ status: 0, message: 'POST /x network error' });
  });

  it('parses a response with a schema and fails clearly when it does not fit', async () => {
    server.answer({ status: 200, body: { n: 2 } });
    await expect(client.get('/n', { schema: numberSchema })).resolves.toEqual({ n: 2 });
    server.answer({ status: 200, body: { n: 'two' } });
    const error = await client.get('/n', { schema: numberSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toContain('n: expected number');
  });

  it('loads a lazy schema beside the request, once per call, and parses with it', async () => {
    const load = jest.fn(async () => numberSchema);
    server.answer({ status: 200, body: { n: 3 } });
    await expect(client.get('/n', { schema: load })).resolves.toEqual({ n: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    server.answer({ status: 200, body: { n: 'three' } });
    await expect(client.get('/n', { schema: load })).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('fails a 2xx call whose lazy schema cannot be loaded; an error status does not wait for it', async () => {
    const missing = () => Promise.reject(new Error('Loading chunk schemas failed'));
    server.answer({ status: 200, body: { n: 1 } });
    await expect(client.get('/n', { schema: missing })).rejects.toThrow('Loading chunk schemas failed');
    server.answer({ status: 404, body: { message: 'no' } });
    await expect(client.get('/n', { schema: missing })).rejects.toBeInstanceOf(HttpError);
  });

  it('sends the bearer token of the provider on auth calls and refuses without one', async () => {
    client.setAccessTokenProvider(async () => 'token-abc');
    server.answer({ status: 200 });
    await client.get('/api/customers/customers', { auth: true });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-abc');
    client.setAccessTokenProvider(async () => null);
    await expect(client.get('/api/customers/customers', { auth: true })).rejects.toMatchObject({ status: 401 });
    client.setAccessTokenProvider(null);
  });
});
