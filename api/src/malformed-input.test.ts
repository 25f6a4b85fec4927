/**
 * Every documented route, sent malformed input: odd path parameters, query strings, bodies of the
 * wrong shape, type and encoding, with and without credentials. Whatever the route thinks of it,
 * the answer is a 4xx (or a 2xx where the input happens to be acceptable), never a 5xx, and the
 * server keeps answering. Seeded, so a failure names a request that can be sent again.
 */
import { ADMIN_AUTH, prng, sweepApp } from './testing/sweep';

const sweep = sweepApp('malformed@example.com');

const WEIRD: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'x'.repeat(20_000),
  '',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  { $ne: null },
  [],
  [1, 2],
  JSON.parse('{"__proto__":{"admin":true}}'),
  'üñí©ødé',
  '\u0000',
  '9'.repeat(400),
  { a: { b: { c: {} } } },
];
const KEYS = [
  'search',
  'application',
  'resultSize',
  'email',
  'password',
  'country',
  'deviceId',
  'answers',
  'items',
  'iban',
  'token',
  'type',
  'url',
  'offerId',
  'constructor',
  '__proto__',
];
const PATH_VALUES = [
  '1',
  'x',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  'a'.repeat(900),
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '%C3%BC',
];
const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"a":1}'.repeat(200)];

describe('malformed input to every documented route', () => {
  it('never gets a 5xx', async () => {
    const spec = sweep.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => [m.toUpperCase(), p] as const),
    );
    expect(routes.length).toBeGreaterThan(50);
    const rand = prng(20261127);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const body = (depth = 0): unknown => {
      if (depth > 2 || rand() < 0.4) return pick(WEIRD);
      const o: Record<string, unknown> = {};
      for (let i = 0; i < 1 + rand() * 4; i++) o[pick(KEYS)] = body(depth + 1);
      return o;
    };
    const failures: string[] = [];
    const statuses = new Set<number>();
    // Each path value in every route three times: as the admin and as a logged-in customer (past the
    // door, into the handlers), and with whatever credentials the draw gives; bodies, queries and
    // headers drawn each time.
    for (let round = 0; round < 3 * PATH_VALUES.length; round++) {
      const as = (['admin', 'customer', 'anyone'] as const)[Math.floor(round / PATH_VALUES.length)];
      const pathValue = PATH_VALUES[round % PATH_VALUES.length]!;
      for (const [method, template] of routes) {
        // The customer stays logged in for the rest of the pass: not the routes that end the session.
        if (
          as === 'customer' &&
          (template.includes('logout') || (method === 'DELETE' && template.startsWith('/api/customers/customers')))
        )
          continue;
        const url =
          template.replace(/\{[^}]+\}/g, () => pathValue) +
          (rand() < 0.3
            ? `?${pick(['resultSize', 'page', 'country', 'token'])}=${encodeURIComponent(String(pick(WEIRD)))}`
            : '');
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
        const contentType = pick([
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ]);
        const payload = rand() < 0.15 ? pick(RAW_BODIES) : JSON.stringify(body());
        const headers: Record<string, string> = {
          host: pick(['de.localhost', 'fr.localhost', 'it.localhost', 'evil.example']),
        };
        if (hasBody) headers['content-type'] = contentType;
        if (as === 'admin') headers.authorization = ADMIN_AUTH;
        else if (as === 'customer') headers.authorization = sweep.customerAuth;
        else if (rand() < 0.3) headers.authorization = pick(['Bearer x', `Bearer ${'a'.repeat(500)}`, 'Basic Og==']);
        if (rand() < 0.2) headers.cookie = 'refresh=x; shop_session=%%%';
        if (rand() < 0.2) headers['idempotency-key'] = pick(['', 'x'.repeat(300), 'abc']);
        const res = await sweep.t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(hasBody ? { payload } : {}),
        });
        statuses.add(res.statusCode);
        // /ready answers 503 while the server cannot serve the shop (no host build in a clean checkout): its contract.
        const ready503 = template === '/ready' && res.statusCode === 503;
        if (res.statusCode >= 500 && !ready503)
          failures.push(
            `${res.statusCode} ${method} ${url.slice(0, 100)} ${contentType} ${payload.slice(0, 100)} -> ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // The requests reached the routes' own checks, not only the door: several kinds of answer.
    expect([...statuses].filter((s) => s >= 400 && s < 500).length).toBeGreaterThanOrEqual(4);
    const health = await sweep.t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
