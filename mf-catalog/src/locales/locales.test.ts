import firstDeAT from './de-AT.json';
import firstDeDE from './de-DE.json';
import firstEsES from './es-ES.json';
import firstFrFR from './fr-FR.json';
import firstItIT from './it-IT.json';
import laterDeAT from './later/de-AT.json';
import laterDeDE from './later/de-DE.json';
import laterEsES from './later/es-ES.json';
import laterFrFR from './later/fr-FR.json';
import laterItIT from './later/it-IT.json';

type Tree = { [key: string]: string | Tree };
// The texts of the pages and those that load later (search box, results, offer) make one namespace.
const pairs: Record<string, [Tree, Tree]> = {
  'de-DE': [firstDeDE, laterDeDE],
  'de-AT': [firstDeAT, laterDeAT],
  'es-ES': [firstEsES, laterEsES],
  'fr-FR': [firstFrFR, laterFrFR],
  'it-IT': [firstItIT, laterItIT],
};
const deDE = { ...firstDeDE, ...laterDeDE };
const deAT = { ...firstDeAT, ...laterDeAT };
const esES = { ...firstEsES, ...laterEsES };
const frFR = { ...firstFrFR, ...laterFrFR };
const itIT = { ...firstItIT, ...laterItIT };
function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v, `${prefix}${k}.`)),
    ),
  );
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys without their plural suffix: languages have different plural forms (French adds "many"). */
const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort();
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('mf-catalog texts', () => {
  const german = flat(deDE as Tree);
  it.each([
    ['es-ES', esES],
    ['fr-FR', frFR],
    ['it-IT', itIT],
  ])('%s has every text German has, with the same placeholders, and no leftovers', (_locale, texts) => {
    const other = flat(texts as Tree);
    expect(base(Object.keys(other))).toEqual(base(Object.keys(german)));
    for (const [key, text] of Object.entries(other)) {
      const germanKey = key in german ? key : key.replace(PLURAL, '_other');
      expect([key, placeholders(text)]).toEqual([key, placeholders(german[germanKey]!)]);
      // No German left in another language by mistake.
      const words = text.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '');
      if (words.length > 8) expect([key, text]).not.toEqual([key, german[key]]);
    }
  });

  it('de-AT holds only keys German has (it falls back to de-DE for the rest)', () => {
    for (const key of Object.keys(flat(deAT as Tree))) expect(Object.keys(german)).toContain(key);
  });

  it.each(Object.keys(pairs))(
    '%s: a part of the texts is in the pages file or the later one, never both, and in the same one everywhere',
    (locale) => {
      const [first, later] = pairs[locale]!;
      for (const key of Object.keys(first)) expect([key, key in later, key in firstDeDE]).toEqual([key, false, true]);
      for (const key of Object.keys(later)) expect([key, key in laterDeDE]).toEqual([key, true]);
    },
  );
});
