/**
 * A search's answer as the bytes the API sends, made the same way in the server's main thread and
 * in a search worker thread (search-workers.ts): a device list from the devices' kept JSON bytes,
 * any other answer as JSON text from its hits (kept ones' JSON made once).
 */
import { isDeepStrictEqual } from 'node:util';
import type * as z from 'zod';
import type { CatalogSnapshot } from '../catalog-snapshot';
import { searchResponseSchema, type SearchBody } from '../schemas';
import { answerJson, listAnswerBytes, runSearch, type HitCache } from './run-search';

/**
 * Throws when an answer does not have exactly the published shape: a missing or wrong field, or
 * one the schema does not name (zod would strip it; sent as it is, it would leak).
 */
export function assertPublishedShape(answer: unknown, schema: z.ZodType = searchResponseSchema): void {
  const parsed = schema.parse(answer);
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed)), JSON.parse(JSON.stringify(answer)))) {
    throw new Error('answer has fields its schema does not publish');
  }
}

/**
 * The answer to a checked search as JSON text. With `check` (tests and development: every API
 * test's search goes through it) the answer's shape is checked against the published schema, and
 * the JSON put together from kept hits against the answer's own; in production those checks
 * would cost ~7% of a search's time for answers built by typed code.
 */
export function searchAnswerText(snapshot: CatalogSnapshot, body: SearchBody, hits: HitCache, check: boolean): string {
  const answer = runSearch(snapshot, body, hits);
  const text = answerJson(answer, hits);
  if (check) {
    assertPublishedShape(answer);
    if (text !== JSON.stringify(answer)) throw new Error('the answer put together from kept hits differs from the answer');
  }
  return text;
}

/**
 * The answer to a checked search as the JSON bytes sent. With `check` (see `searchAnswerText`) a
 * device list's bytes are also compared with a fresh answer's JSON.
 */
export function searchAnswerBytes(snapshot: CatalogSnapshot, body: SearchBody, hits: HitCache, check: boolean): Buffer {
  const list = listAnswerBytes(snapshot, body, hits);
  if (!list) return Buffer.from(searchAnswerText(snapshot, body, hits, check));
  if (check) {
    const answer = runSearch(snapshot, body);
    assertPublishedShape(answer);
    if (list.toString('utf8') !== JSON.stringify(answer)) throw new Error('the list answer put together from kept devices differs from the answer');
  }
  return list;
}
