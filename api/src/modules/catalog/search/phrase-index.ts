/**
 * A small full-text index, as a search engine keeps one: a term dictionary (minisearch's radix
 * tree, which answers exact, prefix and fuzzy look-ups) and a posting list per term. Documents
 * are numbered in their static order (newest first), so ties keep that order.
 *
 * Ranking of a phrase (every query word must match, as a whole word, a prefix or a typo):
 *   each query word scores its best match in the document: exact 3, prefix 2, typo 1, doubled
 *   when the match is in the model name rather than in the other search words;
 *   +4 when the query names the whole model (iPhone 13 before iPhone 13 Pro);
 *   equal scores keep the static order, so newer devices come first among equals.
 *
 * A query costs the length of the posting lists its words touch, never a scan of the catalogue.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { isPlainWord, tokenize } from './tokenize';

export interface IndexedDocument {
  /** The model name (strong). */
  model: string;
  /** Other words that find it: brand, series, aliases, variant (weaker). */
  terms: readonly string[];
}

export interface PhraseResult {
  total: number;
  /** Document numbers, best first. */
  hits: number[];
}

const EXACT = 3;
const PREFIX = 2;
const FUZZY = 1;
const MODEL_FIELD = 2;
const WHOLE_MODEL_BONUS = 4;
export const MAX_QUERY_WORDS = 8;
const MAX_EXPANSIONS = 400;
/** Cell value: the match's score (1-6) in the low bits, "in the model name" in bit 3. */
const IN_MODEL = 8;
const SCORE_MASK = 7;

export class PhraseIndex {
  private readonly dictionary = new SearchableMap<number>();
  /** Per term: its documents (ascending) and whether the term is in each one's model name. */
  private readonly postings: Int32Array[];
  private readonly postingInModel: Uint8Array[];
  private readonly modelWordCount: Uint8Array;
  /** Scratch per query word: cell values, valid where stamp equals the current query. */
  private readonly cells: Uint8Array[];
  private readonly stamps: Uint32Array[];
  private query = 0;
  readonly size: number;

  constructor(documents: readonly IndexedDocument[]) {
    this.size = documents.length;
    const docsOf: number[][] = [];
    const modelOf: number[][] = [];
    const tokens = new Map<string, string[]>();
    const tokensOf = (text: string) => {
      let list = tokens.get(text);
      if (!list) tokens.set(text, (list = tokenize(text)));
      return list;
    };
    const termId = (term: string): number => {
      let id = this.dictionary.get(term);
      if (id === undefined) {
        id = docsOf.length;
        docsOf.push([]);
        modelOf.push([]);
        this.dictionary.set(term, id);
      }
      return id;
    };
    this.modelWordCount = new Uint8Array(documents.length);
    const seen = new Map<number, boolean>();
    documents.forEach((document, doc) => {
      seen.clear();
      const modelWords = tokensOf(document.model);
      for (const word of modelWords) seen.set(termId(word), true);
      this.modelWordCount[doc] = Math.min(255, seen.size);
      for (const phrase of document.terms) {
        for (const word of tokensOf(phrase)) {
          const id = termId(word);
          if (!seen.has(id)) seen.set(id, false);
        }
      }
      for (const [id, inModel] of seen) {
        docsOf[id]!.push(doc);
        modelOf[id]!.push(inModel ? 1 : 0);
      }
    });
    this.postings = docsOf.map((list) => Int32Array.from(list));
    this.postingInModel = modelOf.map((list) => Uint8Array.from(list));
    this.cells = Array.from({ length: MAX_QUERY_WORDS }, () => new Uint8Array(documents.length));
    this.stamps = Array.from({ length: MAX_QUERY_WORDS }, () => new Uint32Array(documents.length));
  }

  /** The terms a query word matches, with the weight of each kind of match. */
  private expand(word: string, isLast: boolean): Map<number, number> {
    const matches = new Map<number, number>();
    const exact = this.dictionary.get(word);
    if (exact !== undefined) matches.set(exact, EXACT);
    // Prefixes: of the word being typed, and of any word of two characters or more.
    if (isLast || word.length >= 2) {
      let n = 0;
      for (const [, id] of this.dictionary.atPrefix(word)) {
        if (!matches.has(id)) matches.set(id, PREFIX);
        if (++n >= MAX_EXPANSIONS) break;
      }
    }
    // Typos, in plain words: one edit from 4 letters, two from 5 ("iphnoe" -> "iphone").
    if (isPlainWord(word) && word.length >= 4) {
      for (const [, [id]] of this.dictionary.fuzzyGet(word, word.length >= 5 ? 2 : 1)) {
        if (!matches.has(id)) matches.set(id, FUZZY);
      }
    }
    return matches;
  }

  /**
   * Documents matching every word of the phrase, best first; `from` and `size` cut a page.
   * `allowed` (one byte per document) leaves documents out, e.g. those not sold in a country.
   */
  search(phrase: string, options: { from: number; size: number; allowed?: Uint8Array }): PhraseResult {
    const words = [...new Set(tokenize(phrase))].slice(0, MAX_QUERY_WORDS);
    if (!words.length) return { total: 0, hits: [] };
    const expansions = words.map((word, i) => this.expand(word, i === words.length - 1));
    if (expansions.some((e) => e.size === 0)) return { total: 0, hits: [] };

    // The word with the fewest postings drives: its documents are the candidates.
    let driver = 0;
    let driverSize = Infinity;
    expansions.forEach((matches, w) => {
      let touched = 0;
      for (const id of matches.keys()) touched += this.postings[id]!.length;
      if (touched < driverSize) {
        driverSize = touched;
        driver = w;
      }
    });

    // Mark, per word, each document's best match (cost: the posting lists touched).
    this.query = (this.query + 1) >>> 0 || 1;
    const stampValue = this.query;
    const candidates = new Int32Array(driverSize);
    let candidateCount = 0;
    expansions.forEach((matches, w) => {
      const cells = this.cells[w]!;
      const stamps = this.stamps[w]!;
      const isDriver = w === driver;
      for (const [id, weight] of matches) {
        const docs = this.postings[id]!;
        const inModel = this.postingInModel[id]!;
        const plain = weight;
        const strong = (weight * MODEL_FIELD) | IN_MODEL;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          const value = inModel[i] ? strong : plain;
          if (stamps[doc] !== stampValue) {
            stamps[doc] = stampValue;
            cells[doc] = value;
            if (isDriver) candidates[candidateCount++] = doc;
          } else if ((value & SCORE_MASK) > (cells[doc]! & SCORE_MASK)) {
            cells[doc] = value;
          }
        }
      }
    });
    const driverDocs = candidates.subarray(0, candidateCount);
    if (expansions[driver]!.size > 1) driverDocs.sort();

    const buckets: number[][] = [];
    let total = 0;
    const wordCount = words.length;
    const allowed = options.allowed;
    for (let c = 0; c < driverDocs.length; c++) {
      const doc = driverDocs[c]!;
      if (allowed && !allowed[doc]) continue;
      let score = 0;
      let inModel = 0;
      let all = true;
      for (let w = 0; w < wordCount; w++) {
        if (this.stamps[w]![doc] !== stampValue) {
          all = false;
          break;
        }
        const cell = this.cells[w]![doc]!;
        score += cell & SCORE_MASK;
        if (cell & IN_MODEL) inModel++;
      }
      if (!all) continue;
      if (inModel >= this.modelWordCount[doc]!) score += WHOLE_MODEL_BONUS;
      (buckets[score] ??= []).push(doc);
      total++;
    }
    // Best score first; within a score, static order (newest first).
    const hits: number[] = [];
    let skip = options.from;
    for (let score = buckets.length - 1; score >= 0 && hits.length < options.size; score--) {
      const bucket = buckets[score];
      if (!bucket) continue;
      if (skip >= bucket.length) {
        skip -= bucket.length;
        continue;
      }
      for (let i = skip; i < bucket.length && hits.length < options.size; i++) hits.push(bucket[i]!);
      skip = 0;
    }
    return { total, hits };
  }
}
