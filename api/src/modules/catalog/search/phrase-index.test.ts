import { PhraseIndex, type IndexedDocument } from './phrase-index';

/** A catalogue where some words are everywhere ("pro", "gb") and others rare, as in a large one. */
function documents(): IndexedDocument[] {
  const docs: IndexedDocument[] = [];
  const lines = ['iPhone', 'Galaxy S', 'Pixel', 'MacBook', 'ThinkPad X', 'EOS R'];
  for (let n = 0; n < 3000; n++) {
    const line = lines[n % lines.length]!;
    const generation = 1 + (n % 17);
    const suffix = ['', ' Pro', ' Pro Max', ' Plus', ' Mini'][n % 5]!;
    docs.push({ model: `${line} ${generation}${suffix}`, terms: [line.split(' ')[0]!, `${(n % 4) * 128 + 64} GB`, ['black', 'blue', 'silver'][n % 3]!] });
  }
  return docs;
}

const QUERIES = ['iphone 13 pro', 'iphone 13', 'galaxy s 7 plus', 'pro', 'pro max 192 gb', 'iphnoe 13', 'thinkpad x 1', 'eos r', 'mac', 'pixel 9 blue', 'silver mini 64', 'gb', 'x y z', 'i'];

describe('PhraseIndex', () => {
  const docs = documents();
  const auto = new PhraseIndex(docs);
  const inverted = new PhraseIndex(docs, 'never');
  const forward = new PhraseIndex(docs, 'always');

  it.each(QUERIES)('answers "%s" the same whether other words are matched by posting list or by the candidates\u2019 terms', (query) => {
    for (const page of [{ from: 0, size: 10 }, { from: 20, size: 50 }]) {
      const expected = inverted.search(query, page);
      expect(forward.search(query, page)).toEqual(expected);
      expect(auto.search(query, page)).toEqual(expected);
    }
  });

  it('ranks the whole model first and finds a typo, over many documents', () => {
    const hits = auto.search('iphone 13 pro', { from: 0, size: 3 }).hits.map((doc) => docs[doc]!.model);
    expect(hits[0]).toBe('iPhone 13 Pro');
    expect(auto.search('iphnoe 13', { from: 0, size: 50 }).hits.every((doc) => docs[doc]!.model.startsWith('iPhone 13'))).toBe(true);
    expect(auto.search('iphone 13', { from: 0, size: 1000 }).total).toBeGreaterThan(0);
  });

  it('gives the same answer when asked again (cached look-ups change nothing)', () => {
    const first = auto.search('galaxy s 7', { from: 0, size: 20 });
    auto.search('galaxy s 8', { from: 0, size: 20 });
    expect(auto.search('galaxy s 7', { from: 0, size: 20 })).toEqual(first);
  });
});
