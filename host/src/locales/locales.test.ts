import laterDeAT from './after-render/de-AT.json';
import laterDeDE from './after-render/de-DE.json';
import laterEsES from './after-render/es-ES.json';
import laterFrFR from './after-render/fr-FR.json';
import laterItIT from './after-render/it-IT.json';
import firstDeDE from './de-DE.json';
import firstEsES from './es-ES.json';
import firstFrFR from './fr-FR.json';
import firstItIT from './it-IT.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of keys(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// The first render's texts and those after it (footer, cookie banner, error pages) make one namespace.
const pairs = {
  'de-DE': [firstDeDE, laterDeDE],
  'de-AT': [{}, laterDeAT],
  'es-ES': [firstEsES, laterEsES],
  'fr-FR': [firstFrFR, laterFrFR],
  'it-IT': [firstItIT, laterItIT],
} as Record<string, [Tree, Tree]>;
const whole = (locale: string) => ({ ...pairs[locale]![0], ...pairs[locale]![1] });
const deDE = whole('de-DE');
const deAT = whole('de-AT');
const esES = whole('es-ES');
const frFR = whole('fr-FR');
const itIT = whole('it-IT');
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

  it.each(Object.keys(pairs))(
    '%s: a top-level key is in the file of the first render or in the later one, never both, and in the same one everywhere',
    (locale) => {
      const [first, later] = pairs[locale]!;
      for (const key of Object.keys(first)) expect([key, key in later]).toEqual([key, false]);
      for (const key of Object.keys(first)) expect([key, key in firstDeDE]).toEqual([key, true]);
      for (const key of Object.keys(later)) expect([key, key in laterDeDE]).toEqual([key, true]);
    },
  );

  it('holds the error page keys of spec section 8', () => {
    for (const key of [
      'ERRORPAGE_OOPS',
      'ERRORPAGE_OOPS_EXPIRED_LINK',
      'ERRORPAGE_SUBTITLE',
      'ERRORPAGE_MSG',
      'ERRORPAGE_EXPIRED_LINK',
    ])
      expect(german.has(key)).toBe(true);
  });
});
