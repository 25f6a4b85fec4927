/**
 * Every documented route with a JSON body, sent bodies that follow its published schema but for one
 * value: a value of the wrong type, a string or number just past its bounds, a required field left
 * out, or an otherwise valid body with odd but allowed values. These get past the first checks into
 * the handlers. Whatever the route thinks of them, the answer is never a 5xx. Seeded; 48 rounds in CI
 * (~2 s), `NEAR_VALID_ROUNDS=300` for a longer sweep. It found a voucher's `maxRedemptions` past the
 * 32-bit column (a 500).
 */
import { ADMIN_AUTH, prng, sweepApp } from './testing/sweep';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  additionalProperties?: boolean | Schema;
}

const ODD: unknown[] = [
  null,
  '',
  ' ',
  'üñí©ødé',
  '\u202e',
  'a'.repeat(5000),
  -1,
  0,
  1.5,
  1e21,
  true,
  [],
  {},
  '0000',
  '<b>x</b>',
];

const sweep = sweepApp('near-valid@example.com');

describe('near-valid bodies to every documented route', () => {
  it('never get a 5xx', async () => {
    const rand = prng(1127);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

    function string(s: Schema): string {
      if (s.format === 'email') return pick(['kunde@example.com', 'a@b.de', 'x+y@example.org']);
      if (s.format === 'uuid') return pick(['00000000-0000-4000-8000-000000000000', crypto.randomUUID()]);
      if (s.format === 'date-time') return new Date(Date.UTC(2026, 10, 27)).toISOString();
      if (s.format === 'date') return '2026-11-27';
      if (s.format === 'uri') return 'https://example.com/x';
      const min = s.minLength ?? 1;
      const max = Math.min(s.maxLength ?? 12, 40);
      const length = Math.max(min, Math.min(max, min + Math.floor(rand() * 8)));
      return pick(['abcdefghij', 'DE89370400440532013000', '12345', 'Hauptstraße 1'])
        .repeat(5)
        .slice(0, length)
        .padEnd(length, 'x');
    }

    function valid(s: Schema, depth = 0): unknown {
      if (s.const !== undefined) return s.const;
      if (s.enum) return pick(s.enum);
      const options = s.anyOf ?? s.oneOf;
      if (options) {
        const notNull = options.filter((o) => o.type !== 'null');
        return valid(pick(notNull.length ? notNull : options), depth);
      }
      if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => valid(part, depth)));
      const type = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? 'null') : s.type;
      switch (type) {
        case 'object': {
          const out: Record<string, unknown> = {};
          for (const [key, prop] of Object.entries(s.properties ?? {})) {
            if (s.required?.includes(key) || rand() < 0.5) out[key] = depth > 6 ? null : valid(prop, depth + 1);
          }
          return out;
        }
        case 'array': {
          const n = Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 1 + Math.floor(rand() * 2)));
          return Array.from({ length: n }, () => (s.items && depth <= 6 ? valid(s.items, depth + 1) : null));
        }
        case 'string':
          return string(s);
        case 'integer':
        case 'number': {
          const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
          const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : low + 100);
          return Math.floor(low + rand() * (high - low + 1));
        }
        case 'boolean':
          return rand() < 0.5;
        case 'null':
          return null;
        default:
          return pick(['x', 1, true]);
      }
    }

    /** The same value, broken in one place: wrong type, just out of bounds, or a required key gone. */
    function broken(s: Schema, value: unknown): unknown {
      if (value && typeof value === 'object' && !Array.isArray(value) && s.properties) {
        const keys = Object.keys(value);
        if (keys.length && rand() < 0.8) {
          const key = pick(keys);
          const copy = { ...(value as Record<string, unknown>) };
          if (rand() < 0.2) delete copy[key];
          else copy[key] = broken(s.properties[key] ?? {}, copy[key]);
          return copy;
        }
      }
      if (Array.isArray(value) && value.length && s.items && rand() < 0.7) {
        const copy = [...value];
        const i = Math.floor(rand() * copy.length);
        copy[i] = broken(s.items, copy[i]);
        return copy;
      }
      if (typeof value === 'string' && rand() < 0.5)
        return s.maxLength !== undefined ? 'y'.repeat(s.maxLength + 1) : (s.minLength ?? 0) > 0 ? '' : value + '\u0301';
      if (typeof value === 'number' && rand() < 0.5)
        return pick([(s.maximum ?? value) + 1, (s.minimum ?? value) - 1, value + 0.5, Number.MAX_SAFE_INTEGER + 2]);
      return pick(ODD);
    }

    const spec = sweep.t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    const routes = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          schema: op.requestBody?.content?.['application/json']?.schema,
        }))
        .filter((r): r is { method: string; path: string; schema: Schema } => Boolean(r.schema)),
    );
    expect(routes.length).toBeGreaterThan(25);

    const failures: string[] = [];
    const answered = new Map<number, number>();
    for (let round = 0; round < Number(process.env.NEAR_VALID_ROUNDS ?? 48); round++) {
      const as = (['admin', 'customer', 'anyone'] as const)[round % 3];
      for (const { method, path, schema } of routes) {
        if (as === 'customer' && (path.includes('logout') || path.includes('password') || path.includes('email')))
          continue;
        const url = path.replace(/\{[^}]+\}/g, () => pick(['1', '00000000-0000-4000-8000-000000000000', 'x']));
        const good = valid(schema);
        const body = round % 4 === 3 ? good : broken(schema, good);
        const headers: Record<string, string> = {
          host: pick(['de.localhost', 'fr.localhost', 'at.localhost']),
          'content-type': 'application/json',
          'idempotency-key': `near-valid-${round}-${path}`,
        };
        if (as === 'admin') headers.authorization = ADMIN_AUTH;
        if (as === 'customer') headers.authorization = sweep.customerAuth;
        const res = await sweep.t.app.inject({ method: method as 'POST', url, headers, payload: JSON.stringify(body) });
        answered.set(res.statusCode, (answered.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${method} ${url} as ${as} ${JSON.stringify(body).slice(0, 300)} -> ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // Some got past the schemas into the handlers: answers other than 400 and 401.
    expect([...answered.keys()].filter((s) => s !== 400 && s !== 401).length).toBeGreaterThanOrEqual(3);
  }, 180_000);
});
