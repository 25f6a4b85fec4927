import { PhraseIndex, seek, type IndexedDocument, type PhraseResult } from './phrase-index';
import { isPlainWord, tokenize } from './tokenize';

/** A catalogue where some words are everywhere ("pro", "gb") and others rare, as in a large one. */
function documents(): IndexedDocument[] {
  const docs: IndexedDocument[] = [];
  const lines = ['iPhone', 'Galaxy S', 'Pixel', 'MacBook', 'ThinkPad X', 'EOS R'];
  for (let n = 0; n < 3000; n++) {
    const line = lines[n % lines.length]!;
    const generation = 1 + (n % 17);
    const suffix = ['', ' Pro', ' Pro Max', ' Plus', ' Mini'][n % 5]!;
    docs.push({
      model: `${line} ${generation}${suffix}`,
      terms: [
        line.split(' ')[0]!,
        `${(n % 4) * 128 + 64} GB`,
        ['black', 'blue', 'silver'][n % 3]!,
        n % 997 === 0 ? 'Limited' : n % 991 === 0 ? 'Limitless' : '',
      ],
    });
  }
  return docs;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** One edit anywhere; two from five letters, after the same first letter. */
const isTypo = (word: string, term: string) =>
  levenshtein(word, term) <= 1 || (word.length >= 5 && word[0] === term[0] && levenshtein(word, term) <= 2);

/**
 * The ranking of the index's doc comment, by brute force over every document and every term:
 * what the index must answer, however it gets there.
 */
function reference(
  docs: readonly IndexedDocument[],
  phrase: string,
  page: { from: number; size: number },
): PhraseResult {
  const words = [...new Set(tokenize(phrase))].slice(0, 8);
  if (!words.length) return { total: 0, hits: [] };
  const scored: { doc: number; score: number }[] = [];
  docs.forEach((document, doc) => {
    const model = new Set(tokenize(document.model));
    const other = new Set(document.terms.flatMap((t) => tokenize(t)).filter((t) => !model.has(t)));
    let score = 0;
    let inModel = 0;
    for (const [i, word] of words.entries()) {
      const isLast = i === words.length - 1;
      // [value, in the model, kind]: the best value wins; on a tie the earlier kind (exact, prefix, typo).
      let best: [number, boolean, number] = [0, false, 9];
      const consider = (term: string, isModel: boolean) => {
        const kind =
          term === word
            ? 0
            : (isLast || word.length >= 2) && term.startsWith(word)
              ? 1
              : isPlainWord(word) && word.length >= 4 && isTypo(word, term)
                ? 2
                : -1;
        if (kind < 0) return;
        const value = [3, 2, 1][kind]! * (isModel ? 2 : 1);
        if (value > best[0] || (value === best[0] && kind < best[2])) best = [value, isModel, kind];
      };
      for (const term of model) consider(term, true);
      for (const term of other) consider(term, false);
      if (!best[0]) return;
      score += best[0];
      if (best[1]) inModel++;
    }
    if (inModel >= model.size) score += 4;
    scored.push({ doc, score });
  });
  scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return { total: scored.length, hits: scored.slice(page.from, page.from + page.size).map((s) => s.doc) };
}

const QUERIES = [
  'iphone 13 pro',
  'iphone 13',
  'galaxy s 7 plus',
  'pro',
  'pro max 192 gb',
  'iphnoe 13',
  'thinkpad x 1',
  'eos r',
  'mac',
  'pixel 9 blue',
  'silver mini 64',
  'gb',
  'x y z',
  'i',
  'ip',
  'gal',
  'macbok 1',
  '13 iphone',
  'limit',
  'limit iphone',
  'sliver',
  'xilver',
  'ixpel',
  'pxiel 9',
];

describe('PhraseIndex', () => {
  const docs = documents();
  const auto = new PhraseIndex(docs);

  it.each(QUERIES)('answers "%s" as the ranking says (checked against every document by brute force)', (query) => {
    for (const page of [
      { from: 0, size: 10 },
      { from: 20, size: 50 },
      { from: 0, size: 3000 },
    ]) {
      expect(auto.search(query, page)).toEqual(reference(docs, query, page));
    }
  });

  it('ranks the whole model first and finds a typo, over many documents', () => {
    const hits = auto.search('iphone 13 pro', { from: 0, size: 3 }).hits.map((doc) => docs[doc]!.model);
    expect(hits[0]).toBe('iPhone 13 Pro');
    expect(
      auto.search('iphnoe 13', { from: 0, size: 50 }).hits.every((doc) => docs[doc]!.model.startsWith('iPhone 13')),
    ).toBe(true);
    expect(auto.search('iphone 13', { from: 0, size: 1000 }).total).toBeGreaterThan(0);
  });

  it('leaves out documents that are not allowed, in the total too', () => {
    const allowed = Uint8Array.from(docs, (_, doc) => (doc % 2 === 0 ? 1 : 0));
    const all = auto.search('iphone', { from: 0, size: 3000 });
    const some = auto.search('iphone', { from: 0, size: 3000, allowed });
    expect(some.hits).toEqual(all.hits.filter((doc) => doc % 2 === 0));
    expect(some.total).toBe(some.hits.length);
  });

  it('gives the same answer when asked again (cached look-ups change nothing)', () => {
    const first = auto.search('galaxy s 7', { from: 0, size: 20 });
    auto.search('galaxy s 8', { from: 0, size: 20 });
    expect(auto.search('galaxy s 7', { from: 0, size: 20 })).toEqual(first);
  });

  it('answers the same when its word lists keep being emptied, or do not fit where they are kept', () => {
    // Halves of 2,500 documents (the catalogue has 3,000): almost every query empties a half, some
    // lists are emptied by a later word of the same query, and the longest do not fit at all.
    for (const halfLength of [2_500, 6_000]) {
      const small = new PhraseIndex(docs, halfLength);
      for (let round = 0; round < 2; round++) {
        for (const query of QUERIES)
          expect(small.search(query, { from: 0, size: 50 })).toEqual(reference(docs, query, { from: 0, size: 50 }));
      }
    }
  });

  it.each(['i', 'pro', 'mac', 'gb', 'ip', 'gal'])(
    'pages "%s" (candidates from several terms) as the whole sorted answer does',
    (query) => {
      const all = auto.search(query, { from: 0, size: 3000 });
      expect(all.hits.length).toBe(all.total);
      expect(all.total).toBeGreaterThan(100);
      for (const from of [0, 7, 20, 95]) {
        expect(auto.search(query, { from, size: 8 }).hits).toEqual(all.hits.slice(from, from + 8));
      }
    },
  );
});

describe('seek', () => {
  it('finds the first position at or after the start whose document is at least the one sought', () => {
    const docs = Int32Array.from([2, 3, 5, 8, 13, 21, 34, 55, 89, 144]);
    for (let from = 0; from <= docs.length; from++) {
      for (let doc = 0; doc < 150; doc++) {
        let expected = from;
        while (expected < docs.length && docs[expected]! < doc) expected++;
        expect(seek(docs, from, doc)).toBe(expected);
      }
    }
  });
});
