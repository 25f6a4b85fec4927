import deAT from './de-AT.json';
import deDE from './de-DE.json';
import esES from './es-ES.json';
import frFR from './fr-FR.json';
import itIT from './it-IT.json';

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
