import type { CountryCode } from 'config';
import type { CategoryHit, DeviceHit, SearchResponse } from '../schemas';
import { HitArena } from './hit-arena';

/**
 * Hits that come back answer after answer, per catalogue version and country, as a search engine
 * keeps its documents' stored source:
 *  - devices as lists show them (search results, a series' devices): whatever the question, the
 *    same devices come back ("iphone 1", "iphone 13", "iphnoe 13"). Their JSON is kept as bytes
 *    outside the JavaScript heap (HitArena) and list answers are put together from it
 *    (`keptAnswerBytes`);
 *  - a category with all its manufacturers and series, which every category, manufacturer and
 *    series page's answer holds (8 categories: all kept), and each category's questions, which
 *    every product page sends. Their JSON is made once, when an answer first sends them.
 */
export class HitCache {
  private readonly categories = new Map<string, CategoryHit>();
  private readonly questionLists = new Map<string, Questions>();
  private readonly kept = new WeakSet<object>();
  private readonly json = new WeakMap<object, string>();
  /** A node's category answer -> the kept category it was made from (its JSON is that one's, plus the match). */
  private readonly bases = new WeakMap<CategoryHit, CategoryHit>();

  private scratchBuffer = Buffer.alloc(0);

  constructor(readonly devices = new HitArena()) {}

  /** A buffer of at least `size` bytes to put an answer together in, reused by every answer (overwritten by the next). */
  scratch(size: number): Buffer {
    if (this.scratchBuffer.length < size) this.scratchBuffer = Buffer.allocUnsafeSlow(Math.max(size, 64 * 1024));
    return this.scratchBuffer;
  }

  /** The category with all its manufacturers and series, made once per version and country. */
  fullCategory(version: number, country: CountryCode, categoryId: string, make: () => CategoryHit): CategoryHit {
    const key = `${version}|${country}|${categoryId}`;
    let hit = this.categories.get(key);
    if (!hit) {
      // A new catalogue version makes new ones; the old ones go.
      if (this.categories.size >= 200) this.categories.clear();
      this.categories.set(key, (hit = make()));
      this.kept.add(hit);
    }
    return hit;
  }

  /** A category's questions in a language, made once per version (every product page of the category sends them). */
  questions(version: number, categoryId: string, locale: string, make: () => Questions): Questions {
    const key = `${version}|${locale}|${categoryId}`;
    let questions = this.questionLists.get(key);
    if (!questions) {
      if (this.questionLists.size >= 200) this.questionLists.clear();
      this.questionLists.set(key, (questions = make()));
      this.json.set(questions, JSON.stringify(questions));
    }
    return questions;
  }

  /** The JSON of questions from `questions`. */
  questionsJson(questions: Questions): string {
    return this.json.get(questions) ?? JSON.stringify(questions);
  }

  /** `{ ...category, match }`, whose JSON is the kept category's with the match added. */
  withMatch(category: CategoryHit, match: NonNullable<CategoryHit['match']>): CategoryHit {
    const hit = { ...category, match };
    if (this.kept.has(category)) this.bases.set(hit, category);
    return hit;
  }

  /** A hit's JSON, made once for a kept hit. */
  jsonOf(hit: SearchResponse['hits'][number]): string {
    let json = this.json.get(hit);
    if (json !== undefined) return json;
    const base = hit.kind === 'category' ? this.bases.get(hit) : undefined;
    if (base && hit.kind === 'category')
      return `${this.jsonOf(base).slice(0, -1)},"match":${JSON.stringify(hit.match)}}`;
    json = JSON.stringify(hit);
    if (this.kept.has(hit)) this.json.set(hit, json);
    return json;
  }

  clear(): void {
    this.devices.use(-1, 0);
    this.categories.clear();
    this.questionLists.clear();
  }

  get size(): number {
    return this.devices.size;
  }
}

export type Questions = NonNullable<DeviceHit['questions']>;

/**
 * The answer as JSON: its list hits' JSON comes from the cache where it was made before. The same
 * text as `JSON.stringify(answer)`.
 */
export function answerJson(answer: SearchResponse, hits?: HitCache): string {
  if (!hits || answer.hits.length === 0) return JSON.stringify(answer);
  const head = JSON.stringify({ ...answer, hits: undefined });
  let list = '';
  for (const hit of answer.hits) {
    const json = hits.jsonOf(hit);
    list = list ? `${list},${json}` : json;
  }
  return `${head.slice(0, -1)},"hits":[${list}]}`;
}
