import { buildSearchIndex, SEARCH_ENGINES, type IndexedDocument } from './search-index';

const documents: IndexedDocument[] = [
  { model: 'iPhone 16 Pro', terms: ['Apple', 'iphone16pro', '256 GB'] },
  { model: 'Galaxy S24 Ultra', terms: ['Samsung', 's24u', '256 GB'] },
  { model: 'iPhone 13', terms: ['Apple', 'iphone13', '128 GB'] },
  { model: 'iPhone 13', terms: ['Apple', 'iphone13', '256 GB'] },
  { model: 'PlayStation 5', terms: ['Sony', 'ps5', 'Konsole'] },
];

describe.each(SEARCH_ENGINES)('the %s engine', (engine) => {
  const index = buildSearchIndex(engine, documents);

  it('finds documents matching every word, as words, beginnings and typos', () => {
    expect(index.search('iphone 13', { from: 0, size: 10 }).hits.sort()).toEqual([2, 3]);
    expect(index.search('iphone 13 256', { from: 0, size: 10 }).hits).toEqual([3]);
    expect(index.search('galax', { from: 0, size: 10 }).hits).toEqual([1]);
    expect(index.search('playstaton', { from: 0, size: 10 }).hits).toEqual([4]);
    expect(index.search('s24u', { from: 0, size: 10 }).hits).toEqual([1]);
  });

  it('never reads a typo into a number or a model code', () => {
    expect(index.search('iphone 14', { from: 0, size: 10 }).total).toBe(0);
    expect(index.search('ps4', { from: 0, size: 10 }).total).toBe(0);
  });

  it('leaves out what is not allowed and cuts the page', () => {
    const allowed = Uint8Array.from([1, 1, 0, 1, 1]);
    expect(index.search('iphone 13', { from: 0, size: 10, allowed }).hits).toEqual([3]);
    const all = index.search('apple', { from: 0, size: 10 });
    expect(all.total).toBe(3);
    expect(index.search('apple', { from: 1, size: 1 })).toEqual({ total: 3, hits: [all.hits[1]] });
  });
});
