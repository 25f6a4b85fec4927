import deAT from './de-AT.json';
import deDE from './de-DE.json';
import esES from './es-ES.json';
import frFR from './fr-FR.json';
import itIT from './it-IT.json';

type Tree = { [key: string]: string | Tree };
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

describe('mf-checkout texts', () => {
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

  it("says the drop-off deadline through {{days}} (config's SHIPPING_DEADLINE_DAYS), never as a number of its own", () => {
    for (const texts of [deDE, deAT, esES, frFR, itIT]) {
      for (const [key, text] of Object.entries(flat(texts as Tree)).filter(([k]) =>
        /^shipping\.ship(Dhl|Ups)\.text$/.test(k),
      )) {
        expect([key, placeholders(text)]).toEqual([key, ['{{days}}']]);
        expect([key, /\d/.test(text.replace('{{days}}', ''))]).toEqual([key, false]);
      }
    }
  });

  it('has a postal-code hint and rule text for every country', () => {
    for (const texts of [deDE, esES, frFR, itIT]) {
      expect(Object.keys(texts.postalCodeError).sort()).toEqual(['at', 'de', 'es', 'fr', 'it']);
      expect(Object.keys(texts.postalCodeHint).sort()).toEqual(['at', 'de', 'es', 'fr', 'it']);
    }
  });
});
