import deAT from './de-AT.json';
import deDE from './de-DE.json';
import esES from './es-ES.json';
import frFR from './fr-FR.json';
import itIT from './it-IT.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of keys(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const german = keys(deDE as Tree);

describe('host texts', () => {
  it.each([
    ['es-ES', esES],
    ['fr-FR', frFR],
    ['it-IT', itIT],
  ])('%s has every text German has, none empty, with the same placeholders', (_locale, texts) => {
    const other = keys(texts as Tree);
    expect([...other.keys()].sort()).toEqual([...german.keys()].sort());
    for (const [key, value] of other) {
      expect([key, value.trim().length > 0]).toEqual([key, true]);
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect([key, placeholders(value)]).toEqual([key, placeholders(german.get(key)!)]);
    }
  });

  it('Austria only holds what is said differently there', () => {
    for (const key of keys(deAT as Tree).keys()) expect(german.has(key)).toBe(true);
  });

  it('holds the error page keys of spec section 8', () => {
    for (const key of ['ERRORPAGE_OOPS', 'ERRORPAGE_OOPS_EXPIRED_LINK', 'ERRORPAGE_SUBTITLE', 'ERRORPAGE_MSG', 'ERRORPAGE_EXPIRED_LINK']) expect(german.has(key)).toBe(true);
  });
});
