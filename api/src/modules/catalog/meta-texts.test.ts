import { MetaTexts } from './meta-texts';

describe('MetaTexts', () => {
  it('gives back every description and keywords as stored, across chunks, in any script', () => {
    const texts = new MetaTexts();
    const stored: [string, string][] = [];
    const refs = [];
    // ~9 MB in all: more than two 4 MB chunks.
    for (let i = 0; i < 30_000; i++) {
      const description = `Apple iPhone ${i} verkaufen – Zustand angeben, Sofortpreis: ${'€ modèle d’exposition '.repeat(i % 17)}`;
      const keywords = i % 5 === 0 ? '' : `iphone ${i}, ankauf, prix, vendere, ñ`;
      stored.push([description, keywords]);
      refs.push(texts.add(description, keywords));
    }
    for (const [i, ref] of refs.entries()) {
      expect(texts.get(ref.index)).toEqual({ metaDescription: stored[i]![0], metaKeywords: stored[i]![1] });
    }
  });

  it('holds a text longer than a chunk', () => {
    const texts = new MetaTexts();
    const long = 'ü'.repeat(3 * 1024 * 1024);
    const a = texts.add('short', 'k');
    const b = texts.add(long, long);
    expect(texts.get(a.index)).toEqual({ metaDescription: 'short', metaKeywords: 'k' });
    expect(texts.get(b.index)).toEqual({ metaDescription: long, metaKeywords: long });
  });
});
