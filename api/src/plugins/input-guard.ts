import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/api-error';

/** Deeper than any body the API takes (its schemas refuse such a body): not walked further. */
const MAX_DEPTH = 32;

/**
 * Where in `value` a string holds U+0000 (a dotted path, '' for the value itself), or null.
 * Keys count as well as values: both can reach a column.
 */
export function nulCharacterAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = nulCharacterAt(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (at !== null) return at;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const where = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return where;
    const at = nulCharacterAt((value as Record<string, unknown>)[key], where, depth + 1);
    if (at !== null) return at;
  }
  return null;
}

/**
 * PostgreSQL's text and jsonb cannot hold U+0000: a request that carries one as far as the database
 * is answered with a 500 after the work before the query has been done (api/src/malformed-input.test.ts
 * sends every documented route such input). No text the shop asks for can contain it, so the API refuses it
 * at the door, before any handler runs: a 400 `validation` that names the field with the code
 * `invalid` (the shop's forms show "please check this entry" in the customer's language), and
 * nothing changes. Pages (HTML) are not guarded here: their paths are looked up, never stored.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (!request.url.startsWith('/api/')) return;
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const at = nulCharacterAt(value);
        if (at === null) continue;
        const field = at || `(${part})`;
        throw badRequest('validation', `invalid ${part}: ${field}: contains the character U+0000`, {
          [field]: 'invalid',
        });
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
