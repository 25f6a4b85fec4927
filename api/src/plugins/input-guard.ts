import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/api-error';

/** Deeper than any body the API takes (its schemas refuse such a body): not walked further. */
const MAX_DEPTH = 32;

/**
 * Characters no text the shop asks for contains:
 * - U+0000, which PostgreSQL's text and jsonb cannot hold;
 * - a lone surrogate (a JSON `\ud800` escape), which would be stored as U+FFFD, and U+FFFD itself,
 *   what bytes that are not UTF-8 became on the way in: the text is no longer what was sent;
 * - the bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069), which
 *   make a name or an address read differently from what it holds (a trade label, a mail, the back
 *   office).
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- U+0000 is exactly what it looks for
  /[\u0000\ufffd\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The forbidden character of a string as U+XXXX, or null. */
function forbiddenIn(text: string): string | null {
  const found = FORBIDDEN.exec(text)?.[0];
  return found === undefined ? null : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Where in `value` a string (a value or a key) holds a forbidden character: a dotted path ('' for the
 * value itself) and the character, or null.
 */
export function forbiddenCharacterAt(value: unknown, path = '', depth = 0): { path: string; character: string } | null {
  if (typeof value === 'string') {
    const character = forbiddenIn(value);
    return character ? { path, character } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = forbiddenCharacterAt(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (at !== null) return at;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const where = path ? `${path}.${key}` : key;
    const inKey = forbiddenIn(key);
    if (inKey) return { path: where, character: inKey };
    const at = forbiddenCharacterAt((value as Record<string, unknown>)[key], where, depth + 1);
    if (at !== null) return at;
  }
  return null;
}

/**
 * A request that carries such a character is refused at the door, before any handler runs: a 400
 * `validation` that names the field with the code `invalid` (the shop's forms show "please check
 * this entry" in the customer's language), and nothing changes (api/src/malformed-input.test.ts sends
 * every documented route such input). Pages (HTML) are not guarded here: their paths are looked up,
 * never stored.
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
        const at = forbiddenCharacterAt(value);
        if (at === null) continue;
        const field = at.path || `(${part})`;
        throw badRequest('validation', `invalid ${part}: ${field}: contains the character ${at.character}`, {
          [field]: 'invalid',
        });
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
