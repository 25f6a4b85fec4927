/**
 * A small full-text index, as a search engine keeps one: a term dictionary (minisearch's radix
 * tree, which answers exact, prefix and fuzzy look-ups) and a posting list per term. Documents
 * are numbered in their static order (newest first), so ties keep that order.
 *
 * Ranking of a phrase (every query word must match, as a whole word, a prefix or a typo: one edit
 * from 4 letters, two from 5 after the same first letter, as Lucene's fuzzy query with a prefix
 * length of 1):
 *   each query word scores its best match in the document: exact 3, prefix 2, typo 1, doubled
 *   when the match is in the model name rather than in the other search words;
 *   +4 when the query names the whole model (iPhone 13 before iPhone 13 Pro);
 *   equal scores keep the static order, so newer devices come first among equals.
 *
 * How a query runs: each query word's matches (every term it matches, merged into one list of
 * documents in document order with the word's best match in each) are looked up once and kept,
 * as a search engine caches its filters: new questions are made of the same few words ("iphone",
 * "13", "pro", "galax"). The word with the shortest list drives; the others are searched ahead
 * in their lists (galloping), so a query costs about the length of its rarest word's list, and
 * the answer comes out in document order: no sorting, and only the page is kept.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { isPlainWord, tokenize } from './tokenize';
import { TwoHalves } from './two-halves';

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
const MAX_SCORE = MAX_QUERY_WORDS * EXACT * MODEL_FIELD + WHOLE_MODEL_BONUS;
/**
 * The kept word lists, per index (one per language): at most this many words. Their documents and
 * cells are written into two preallocated halves (ListArena), so a new word's list allocates
 * nothing: on the 100k catalogue a word's list is up to ~40,000 documents ("1"), and a new typed
 * array per new word would be memory outside the heap at ~15 MB/s under load, which V8 answers with
 * full collections of the whole heap ("external memory pressure": 100-200 ms of the server's
 * time each, every few seconds).
 */
const WORD_CACHE_ENTRIES = 10_000;
/**
 * Documents per half of the word lists' arena (5 bytes each: 6 MB a half, 60 MB for the five
 * languages' device indexes): a half holds dozens of the longest lists (~40,000 documents).
 */
const LIST_HALF_LENGTH = 1_200_000;

/** Word lists' documents and cells, in two preallocated halves written in turn (TwoHalves). */
class ListArena {
  private readonly docs: Int32Array[];
  private readonly cells: Uint8Array[];
  private readonly places: TwoHalves;

  constructor(halfLength: number) {
    this.places = new TwoHalves(halfLength);
    this.docs = [new Int32Array(halfLength), new Int32Array(halfLength)];
    this.cells = [new Uint8Array(halfLength), new Uint8Array(halfLength)];
  }

  /** Room for `length` documents (views of the arena, no allocation; may empty the other half), or null when it is larger than a half. */
  take(
    length: number,
    withDocs: boolean,
  ): { docs: Int32Array | null; cells: Uint8Array; half: number; generation: number } | null {
    const start = this.places.take(length, true);
    if (start < 0) return null;
    const { half, generation } = this.places;
    return {
      docs: withDocs ? this.docs[half]!.subarray(start, start + length) : null,
      cells: this.cells[half]!.subarray(start, start + length),
      half,
      generation,
    };
  }

  /** Whether a list written in `half` during `generation` is still there. */
  holds(half: number, generation: number): boolean {
    return this.places.holds(half, generation);
  }
}

/** A query word's matches: documents ascending, and per document its best match's cell value. */
interface WordList {
  docs: Int32Array;
  cells: Uint8Array;
  /** Where in the arena it was written (-1: not in the arena, always valid). */
  half: number;
  generation: number;
}

const NO_MATCH: WordList = { docs: new Int32Array(0), cells: new Uint8Array(0), half: -1, generation: 0 };

export class PhraseIndex {
  private readonly dictionary = new SearchableMap<number>();
  /** Per term: its documents (ascending) and whether the term is in each one's model name. */
  private readonly postings: Int32Array[];
  private readonly postingInModel: Uint8Array[];
  private readonly modelWordCount: Uint8Array;
  /** Scratch for merging a word's terms: cell values, valid where stamp equals the current merge. */
  private readonly mergeCells: Uint8Array;
  private readonly mergeStamps: Uint32Array;
  private merge = 0;
  /** Scratch per query: documents per score. */
  private readonly counts = new Int32Array(MAX_SCORE + 1);
  /** Query words' lists, least recently used first (see WORD_CACHE_ENTRIES). */
  private readonly words = new Map<string, WordList>();
  private readonly arena: ListArena;
  readonly size: number;

  constructor(documents: readonly IndexedDocument[], listHalfLength = LIST_HALF_LENGTH) {
    this.size = documents.length;
    this.arena = new ListArena(listHalfLength);
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
    this.mergeCells = new Uint8Array(documents.length);
    this.mergeStamps = new Uint32Array(documents.length);
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
    // Typos, in plain words: one edit from 4 letters ("uphone"), two from 5 after the same first
    // letter ("iphnoe"). Two edits across the whole dictionary would be the search's largest cost (a
    // tenth of the server's time under load); its first letter's branch is a small part of it.
    if (isPlainWord(word) && word.length >= 4) {
      for (const [, [id]] of this.dictionary.fuzzyGet(word, 1)) {
        if (!matches.has(id)) matches.set(id, FUZZY);
      }
      if (word.length >= 5) {
        for (const [, [id]] of this.dictionary.atPrefix(word[0]!).fuzzyGet(word.slice(1), 2)) {
          if (!matches.has(id)) matches.set(id, FUZZY);
        }
      }
    }
    return matches;
  }

  /** A query word's list: its terms' posting lists merged, each document with its best match (kept). */
  private wordList(word: string, isLast: boolean, inArena = true): WordList {
    // Only a one-letter word matches differently last (as a prefix) and elsewhere (whole).
    const key = isLast && word.length < 2 ? `${word}|` : word;
    const kept = this.words.get(key);
    if (kept && inArena && (kept.half < 0 || this.arena.holds(kept.half, kept.generation))) {
      this.words.delete(key);
      this.words.set(key, kept);
      return kept;
    }
    const matches = this.expand(word, isLast);
    let list: WordList;
    if (matches.size === 0) {
      list = NO_MATCH;
    } else if (matches.size === 1) {
      const [id, weight] = matches.entries().next().value!;
      const inModel = this.postingInModel[id]!;
      const strong = (weight * MODEL_FIELD) | IN_MODEL;
      const room = inArena ? this.arena.take(inModel.length, false) : null;
      const listCells = room?.cells ?? new Uint8Array(inModel.length);
      for (let i = 0; i < inModel.length; i++) listCells[i] = inModel[i] ? strong : weight;
      list = { docs: this.postings[id]!, cells: listCells, half: room?.half ?? -1, generation: room?.generation ?? 0 };
    } else {
      this.merge = (this.merge + 1) >>> 0 || 1;
      const stamp = this.merge;
      const cells = this.mergeCells;
      const stamps = this.mergeStamps;
      let count = 0;
      let first = this.size;
      let last = -1;
      for (const [id, weight] of matches) {
        const docs = this.postings[id]!;
        const inModel = this.postingInModel[id]!;
        const strong = (weight * MODEL_FIELD) | IN_MODEL;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          const value = inModel[i] ? strong : weight;
          if (stamps[doc] !== stamp) {
            stamps[doc] = stamp;
            cells[doc] = value;
            count++;
          } else if ((value & SCORE_MASK) > (cells[doc]! & SCORE_MASK)) {
            cells[doc] = value;
          }
        }
        if (docs.length) {
          if (docs[0]! < first) first = docs[0]!;
          if (docs[docs.length - 1]! > last) last = docs[docs.length - 1]!;
        }
      }
      const room = inArena ? this.arena.take(count, true) : null;
      const docs = room?.docs ?? new Int32Array(count);
      let n = 0;
      if (last - first < count * 16) {
        // Dense (most words): reading the stamps across the range gives document order at once.
        for (let doc = first; doc <= last; doc++) if (stamps[doc] === stamp) docs[n++] = doc;
      } else {
        for (const id of matches.keys()) {
          const posting = this.postings[id]!;
          for (let i = 0; i < posting.length; i++) {
            const doc = posting[i]!;
            // Each document once: the first term that lists it takes it (and unstamps it).
            if (stamps[doc] === stamp) {
              docs[n++] = doc;
              stamps[doc] = 0;
            }
          }
        }
        docs.sort();
      }
      // A plain loop: Uint8Array.from with a mapping function iterates with boxed values (slow, and garbage).
      const listCells = room?.cells ?? new Uint8Array(count);
      for (let i = 0; i < count; i++) listCells[i] = cells[docs[i]!]!;
      list = { docs, cells: listCells, half: room?.half ?? -1, generation: room?.generation ?? 0 };
    }
    // A list outside the arena (too long for it, or asked so) is made again when next asked for.
    if (list.half >= 0 || (list === NO_MATCH && inArena)) {
      this.words.delete(key);
      this.words.set(key, list);
      if (this.words.size > WORD_CACHE_ENTRIES) this.words.delete(this.words.keys().next().value!);
    }
    return list;
  }

  /**
   * Documents matching every word of the phrase, best first; `from` and `size` cut a page.
   * `allowed` (one byte per document) leaves documents out, e.g. those not sold in a country.
   */
  search(phrase: string, options: { from: number; size: number; allowed?: Uint8Array }): PhraseResult {
    const words = [...new Set(tokenize(phrase))].slice(0, MAX_QUERY_WORDS);
    if (!words.length) return { total: 0, hits: [] };
    const listsOf = (inArena: boolean) => words.map((word, i) => this.wordList(word, i === words.length - 1, inArena));
    const emptied = (lists: WordList[]) =>
      lists.some((list) => list.half >= 0 && !this.arena.holds(list.half, list.generation));
    let lists = listsOf(true);
    // A later word's list may have emptied the half that held an earlier one's: made once more (a
    // half holds far more than one query's lists, so the second time they stay), or else outside the arena.
    if (emptied(lists)) lists = listsOf(true);
    if (emptied(lists)) lists = listsOf(false);
    // The rarest word drives; the others are searched ahead in their lists.
    lists.sort((a, b) => a.docs.length - b.docs.length);
    const driver = lists[0]!;
    if (driver.docs.length === 0) return { total: 0, hits: [] };
    const others = lists.slice(1);
    const cursors = new Int32Array(others.length);

    // Per score: how many documents, and the first `need` of them (document order is the order within a score).
    const need = options.from + options.size;
    const counts = this.counts.fill(0);
    const firsts: number[][] = [];
    const allowed = options.allowed;
    const modelWordCount = this.modelWordCount;
    const driverDocs = driver.docs;
    const driverCells = driver.cells;
    candidates: for (let c = 0; c < driverDocs.length; c++) {
      const doc = driverDocs[c]!;
      if (allowed && !allowed[doc]) continue;
      let cell = driverCells[c]!;
      let score = cell & SCORE_MASK;
      let inModel = cell & IN_MODEL ? 1 : 0;
      for (let o = 0; o < others.length; o++) {
        const list = others[o]!;
        const at = seek(list.docs, cursors[o]!, doc);
        cursors[o] = at;
        if (at >= list.docs.length) break candidates;
        if (list.docs[at] !== doc) continue candidates;
        cell = list.cells[at]!;
        score += cell & SCORE_MASK;
        if (cell & IN_MODEL) inModel++;
      }
      if (inModel >= modelWordCount[doc]!) score += WHOLE_MODEL_BONUS;
      if (counts[score]!++ < need) (firsts[score] ??= []).push(doc);
    }

    let total = 0;
    for (let score = 0; score <= MAX_SCORE; score++) total += counts[score]!;
    const hits: number[] = [];
    let skip = options.from;
    for (let score = MAX_SCORE; score >= 0 && hits.length < options.size; score--) {
      const count = counts[score]!;
      if (count === 0) continue;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const bucket = firsts[score]!;
      for (let i = skip; i < bucket.length && hits.length < options.size; i++) hits.push(bucket[i]!);
      skip = 0;
    }
    return { total, hits };
  }
}

/**
 * The first position at or after `from` whose document is at least `doc` (`docs` ascending):
 * galloping, so a long list is crossed in steps that double, then halved.
 */
export function seek(docs: Int32Array, from: number, doc: number): number {
  const length = docs.length;
  if (from >= length || docs[from]! >= doc) return from;
  let low = from;
  let step = 1;
  let high = from + 1;
  while (high < length && docs[high]! < doc) {
    low = high;
    step <<= 1;
    high = from + step;
  }
  if (high > length) high = length;
  // docs[low] < doc, and docs[high] >= doc or high === length.
  while (high - low > 1) {
    const mid = (low + high) >>> 1;
    if (docs[mid]! < doc) low = mid;
    else high = mid;
  }
  return high;
}
