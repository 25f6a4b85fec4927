/**
 * The one interface of a full-text index over a language's devices (or manufacturers and series),
 * and the engines behind it: `own` (phrase-index.ts) and `minisearch` (the library, with our
 * tokenizer and typo rules). `SEARCH_ENGINE` picks one; the bench compares them
 * (docs/decisions/0130-search-engine.md).
 */
import MiniSearch from 'minisearch';
import { PhraseIndex, MAX_QUERY_WORDS, type IndexedDocument, type PhraseResult } from './phrase-index';
import { isPlainWord, tokenize } from './tokenize';

export type { IndexedDocument, PhraseResult };

export interface SearchOptions {
  from: number;
  size: number;
  /** One byte per document: 0 leaves it out (not sold in the country). */
  allowed?: Uint8Array;
}

export interface SearchIndex {
  readonly size: number;
  /** Documents matching every word of the phrase, best first. */
  search(phrase: string, options: SearchOptions): PhraseResult;
}

export const SEARCH_ENGINES = ['own', 'minisearch'] as const;
export type SearchEngine = (typeof SEARCH_ENGINES)[number];

export function buildSearchIndex(engine: SearchEngine, documents: readonly IndexedDocument[]): SearchIndex {
  return engine === 'minisearch' ? new MiniSearchIndex(documents) : new PhraseIndex(documents);
}

/**
 * MiniSearch with the shop's rules: every word must match (AND), each word also as a word
 * beginning, typos only in plain words (one edit from 4 letters, two from 5), the model name
 * weighs twice the other words. Ranking is MiniSearch's BM25; equal scores keep catalogue order.
 */
export class MiniSearchIndex implements SearchIndex {
  private readonly index: MiniSearch<{ id: number; model: string; terms: string }>;
  readonly size: number;

  constructor(documents: readonly IndexedDocument[]) {
    this.size = documents.length;
    this.index = new MiniSearch({
      fields: ['model', 'terms'],
      // Already folded by `tokenize`; MiniSearch's own lower-casing is not needed.
      tokenize: (text) => tokenize(text),
      processTerm: (term) => term,
      searchOptions: {
        combineWith: 'AND',
        boost: { model: 2 },
        prefix: (term) => term.length >= 2,
        fuzzy: (term) => (!isPlainWord(term) || term.length < 4 ? false : term.length >= 5 ? 2 : 1),
        maxFuzzy: 2,
      },
    });
    this.index.addAll(documents.map((d, id) => ({ id, model: d.model, terms: d.terms.join(' ') })));
  }

  search(phrase: string, options: SearchOptions): PhraseResult {
    const words = [...new Set(tokenize(phrase))].slice(0, MAX_QUERY_WORDS);
    if (!words.length) return { total: 0, hits: [] };
    const allowed = options.allowed;
    const results = this.index.search(words.join(' '), allowed ? { filter: (r) => allowed[r.id] === 1 } : {});
    // MiniSearch sorts by score only; among equals the newer (lower number) first.
    results.sort((a, b) => b.score - a.score || a.id - b.id);
    return {
      total: results.length,
      hits: results.slice(options.from, options.from + options.size).map((r) => r.id as number),
    };
  }
}
