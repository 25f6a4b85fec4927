import deAT from './de-AT.json';
import deDE from './de-DE.json';
import esES from './es-ES.json';
import frFR from './fr-FR.json';
import itIT from './it-IT.json';
import pagesDeDE from './pages/de-DE.json';
import pagesEsES from './pages/es-ES.json';
import pagesFrFR from './pages/fr-FR.json';
import pagesItIT from './pages/it-IT.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function placeholders(tree: Tree): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (t: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(t)) {
      if (typeof v === 'string') out[`${prefix}${k}`] = [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
      else walk(v, `${prefix}${k}.`);
    }
  };
  walk(tree, '');
  return out;
}

describe('mf-content texts', () => {
  const reference = keys(deDE as Tree).sort();

  it.each([
    ['es-ES', esES],
    ['fr-FR', frFR],
    ['it-IT', itIT],
  ])('%s has every text of de-DE and no other', (_locale, texts) => {
    expect(keys(texts as Tree).sort()).toEqual(reference);
  });

  it.each([
    ['es-ES', esES],
    ['fr-FR', frFR],
    ['it-IT', itIT],
    ['de-AT', deAT],
  ])('%s uses the same placeholders as de-DE', (_locale, texts) => {
    const ours = placeholders(texts as Tree);
    const german = placeholders(deDE as Tree);
    for (const [key, names] of Object.entries(ours)) expect([key, names]).toEqual([key, german[key]]);
  });

  it('de-AT holds only keys that exist in de-DE', () => {
    for (const key of keys(deAT as Tree)) expect(reference).toContain(key);
  });
});

describe('mf-content texts of the contact, B2B and clarification pages (locales/pages)', () => {
  const reference = keys(pagesDeDE as Tree).sort();

  it.each([
    ['es-ES', pagesEsES],
    ['fr-FR', pagesFrFR],
    ['it-IT', pagesItIT],
  ])('%s has every text of de-DE and no other, with the same placeholders', (_locale, texts) => {
    expect(keys(texts as Tree).sort()).toEqual(reference);
    const german = placeholders(pagesDeDE as Tree);
    for (const [key, names] of Object.entries(placeholders(texts as Tree))) expect([key, names]).toEqual([key, german[key]]);
  });

  it('no key is in both files: a text lives where the pages that show it load it', () => {
    const first = new Set(keys(deDE as Tree));
    expect(reference.filter((key) => first.has(key))).toEqual([]);
    expect(reference.some((key) => key.startsWith('contact.'))).toBe(true);
  });
});
