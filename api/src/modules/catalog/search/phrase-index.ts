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
/** Query words whose dictionary look-ups are kept (a search engine's term cache): queries share few words. */
const EXPANSION_CACHE_SIZE = 10_000;
/** Cell value: the match's score (1-6) in the low bits, "in the model name" in bit 3. */
const IN_MODEL = 8;
const SCORE_MASK = 7;

export class PhraseIndex {
  private readonly dictionary = new SearchableMap<number>();
  /** Per term: its documents (ascending) and whether the term is in each one's model name. */
  private readonly postings: Int32Array[];
  private readonly postingInModel: Uint8Array[];
  private readonly modelWordCount: Uint8Array;
  /** The forward index: per document its terms (`docTerms` from `docTermStart[doc]`), each with "in the model name". */
  private readonly docTermStart: Int32Array;
  private readonly docTerms: Int32Array;
  private readonly docTermInModel: Uint8Array;
  private readonly averageTermsPerDoc: number;
  /** Scratch per query word over terms: the weight of each term the word matches, valid where stamped. */
  private readonly termWeights: Uint8Array[];
  private readonly termStamps: Uint32Array[];
  /** Scratch per query word: cell values, valid where stamp equals the current query. */
  private readonly cells: Uint8Array[];
  private readonly stamps: Uint32Array[];
  private query = 0;
  /**
   * Dictionary look-ups per query word (exact, prefix, fuzzy): they depend on the word and this
   * index only, and the fuzzy walk of the term tree is the dearest step of a query. The same words
   * come back all the time ("iphone", "galaxy", "13"), whatever the rest of the query.
   */
  private readonly expansions = new Map<string, [ids: Int32Array, weights: Uint8Array]>();
  readonly size: number;

  /**
   * `forward` chooses how words other than the driver are matched: by cost (`auto`), or always one
   * way (the tests check that both ways give the same answers).
   */
  constructor(
    documents: readonly IndexedDocument[],
    private readonly forward: 'auto' | 'always' | 'never' = 'auto',
  ) {
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
    const forwardStart: number[] = [0];
    const forwardTerms: number[] = [];
    const forwardInModel: number[] = [];
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
        forwardTerms.push(id);
        forwardInModel.push(inModel ? 1 : 0);
      }
      forwardStart.push(forwardTerms.length);
    });
    this.postings = docsOf.map((list) => Int32Array.from(list));
    this.postingInModel = modelOf.map((list) => Uint8Array.from(list));
    this.docTermStart = Int32Array.from(forwardStart);
    this.docTerms = Int32Array.from(forwardTerms);
    this.docTermInModel = Uint8Array.from(forwardInModel);
    this.averageTermsPerDoc = documents.length ? forwardTerms.length / documents.length : 0;
    this.termWeights = Array.from({ length: MAX_QUERY_WORDS }, () => new Uint8Array(docsOf.length));
    this.termStamps = Array.from({ length: MAX_QUERY_WORDS }, () => new Uint32Array(docsOf.length));
    this.cells = Array.from({ length: MAX_QUERY_WORDS }, () => new Uint8Array(documents.length));
    this.stamps = Array.from({ length: MAX_QUERY_WORDS }, () => new Uint32Array(documents.length));
  }

  /** The terms a query word matches, with the weight of each kind of match (cached per word). */
  private expand(word: string, isLast: boolean): [ids: Int32Array, weights: Uint8Array] {
    const key = isLast ? `${word}|` : word;
    const cached = this.expansions.get(key);
    if (cached) return cached;
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
    const expansion: [Int32Array, Uint8Array] = [Int32Array.from(matches.keys()), Uint8Array.from(matches.values())];
    // The oldest look-up goes (insertion order), not the whole cache: emptied at once, every
    // query after it would walk the term tree again.
    if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.delete(this.expansions.keys().next().value!);
    this.expansions.set(key, expansion);
    return expansion;
  }

  /** Marks word `w` on the candidates by reading each candidate's terms (the forward index). */
  private markForward(w: number, ids: Int32Array, weights: Uint8Array, candidates: Int32Array, stampValue: number): void {
    const termWeights = this.termWeights[w]!;
    const termStamps = this.termStamps[w]!;
    for (let t = 0; t < ids.length; t++) {
      termStamps[ids[t]!] = stampValue;
      termWeights[ids[t]!] = weights[t]!;
    }
    const cells = this.cells[w]!;
    const stamps = this.stamps[w]!;
    for (let c = 0; c < candidates.length; c++) {
      const doc = candidates[c]!;
      let best = 0;
      for (let k = this.docTermStart[doc]!, end = this.docTermStart[doc + 1]!; k < end; k++) {
        const term = this.docTerms[k]!;
        if (termStamps[term] !== stampValue) continue;
        const weight = termWeights[term]!;
        const value = this.docTermInModel[k] ? (weight * MODEL_FIELD) | IN_MODEL : weight;
        if ((value & SCORE_MASK) > (best & SCORE_MASK)) best = value;
      }
      if (best) {
        stamps[doc] = stampValue;
        cells[doc] = best;
      }
    }
  }

  /**
   * Documents matching every word of the phrase, best first; `from` and `size` cut a page.
   * `allowed` (one byte per document) leaves documents out, e.g. those not sold in a country.
   */
  search(phrase: string, options: { from: number; size: number; allowed?: Uint8Array }): PhraseResult {
    const words = [...new Set(tokenize(phrase))].slice(0, MAX_QUERY_WORDS);
    if (!words.length) return { total: 0, hits: [] };
    const expansions = words.map((word, i) => this.expand(word, i === words.length - 1));
    if (expansions.some(([ids]) => ids.length === 0)) return { total: 0, hits: [] };

    // The word with the fewest postings drives: its documents are the candidates.
    let driver = 0;
    let driverSize = Infinity;
    for (let w = 0; w < expansions.length; w++) {
      const ids = expansions[w]![0];
      let touched = 0;
      for (let t = 0; t < ids.length; t++) touched += this.postings[ids[t]!]!.length;
      if (touched < driverSize) {
        driverSize = touched;
        driver = w;
      }
    }

    // Mark, per word, each document's best match. The driver goes first and names the candidates;
    // another word then costs the smaller of its posting lists (inverted) or the candidates' terms
    // (forward): "iphone 13 pro" does not walk the 20,000 documents that say "pro".
    this.query = (this.query + 1) >>> 0 || 1;
    const stampValue = this.query;
    const candidates = new Int32Array(driverSize);
    let candidateCount = 0;
    const driverStamps = this.stamps[driver]!;
    const order = [driver, ...expansions.keys()].filter((w, i) => i === 0 || w !== driver);
    for (const w of order) {
      const [ids, weights] = expansions[w]!;
      const cells = this.cells[w]!;
      const stamps = this.stamps[w]!;
      const isDriver = w === driver;
      if (!isDriver) {
        let touched = 0;
        for (let t = 0; t < ids.length; t++) touched += this.postings[ids[t]!]!.length;
        const useForward = this.forward === 'auto' ? candidateCount * this.averageTermsPerDoc < touched : this.forward === 'always';
        if (useForward) {
          this.markForward(w, ids, weights, candidates.subarray(0, candidateCount), stampValue);
          continue;
        }
      }
      for (let t = 0; t < ids.length; t++) {
        const id = ids[t]!;
        const weight = weights[t]!;
        const docs = this.postings[id]!;
        const inModel = this.postingInModel[id]!;
        const strong = (weight * MODEL_FIELD) | IN_MODEL;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          if (!isDriver && driverStamps[doc] !== stampValue) continue;
          const value = inModel[i] ? strong : weight;
          if (stamps[doc] !== stampValue) {
            stamps[doc] = stampValue;
            cells[doc] = value;
            if (isDriver) candidates[candidateCount++] = doc;
          } else if ((value & SCORE_MASK) > (cells[doc]! & SCORE_MASK)) {
            cells[doc] = value;
          }
        }
      }
    }
    const driverDocs = candidates.subarray(0, candidateCount);
    if (expansions[driver]![0].length > 1) driverDocs.sort();

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
