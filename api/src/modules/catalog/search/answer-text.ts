/**
 * A search's answer as the JSON the API sends, made the same way in the server's main thread and
 * in a search worker thread (search-workers.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import type * as z from 'zod';
import type { CatalogSnapshot } from '../catalog-snapshot';
import { searchResponseSchema, type SearchBody } from '../schemas';
import { answerJson, type HitCache } from './hit-cache';
import { keptAnswerBytes, runSearch } from './run-search';

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
 * The answer to a checked search as the JSON text sent: a device list or a product page from its
 * devices' kept bytes, any other answer from its hits. With `check` (tests and development: every API test's
 * search goes through it) the answer's shape is checked against the published schema, and the
 * JSON put together from kept hits against a fresh answer's own; in production those checks
 * would cost ~7% of a search's time for answers built by typed code.
 */
export function searchAnswerText(snapshot: CatalogSnapshot, body: SearchBody, hits: HitCache, check: boolean): string {
  return answerText(searchAnswer(snapshot, body, hits, check));
}

/** An answer as text, whether it came as text or as UTF-8 bytes. */
export function answerText(answer: Buffer | string): string {
  return typeof answer === 'string' ? answer : answer.toString('utf8');
}

/**
 * As `searchAnswerText`, but a device list or a product page comes as its UTF-8 bytes in the
 * hit cache's scratch buffer (a view the next answer overwrites), for a caller that copies bytes
 * on (a search worker, into the memory it shares with the main thread).
 */
export function searchAnswer(
  snapshot: CatalogSnapshot,
  body: SearchBody,
  hits: HitCache,
  check: boolean,
): Buffer | string {
  const kept = keptAnswerBytes(snapshot, body, hits);
  const answer = kept === null || check ? runSearch(snapshot, body, kept === null ? hits : undefined) : null;
  const json = kept ?? answerJson(answer!, hits);
  if (check) {
    assertPublishedShape(answer);
    if (answerText(json) !== JSON.stringify(answer))
      throw new Error('the answer put together from kept hits differs from the answer');
  }
  return json;
}
