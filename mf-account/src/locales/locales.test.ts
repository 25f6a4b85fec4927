import { COUNTRY_CODES } from 'config';
import deAT from './de-AT.json';
import deDE from './de-DE.json';
import esES from './es-ES.json';
import frFR from './fr-FR.json';
import itIT from './it-IT.json';

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}
function placeholders(tree: Tree): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (t: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(t)) {
      if (typeof v === 'string') out[`${prefix}${k}`] = (v.match(/\{\{\w+\}\}/g) ?? []).sort();
      else walk(v, `${prefix}${k}.`);
    }
  };
  walk(tree, '');
  return out;
}

describe('mf-account texts', () => {
  const reference = keys(deDE).sort();
  it.each([
    ['es-ES', esES],
    ['fr-FR', frFR],
    ['it-IT', itIT],
  ])('%s has every text German has, with the same placeholders', (_locale, texts) => {
    expect(keys(texts as Tree).sort()).toEqual(reference);
    expect(placeholders(texts as Tree)).toEqual(placeholders(deDE as Tree));
  });

  it('says the postal code rule of every country an address may be in', () => {
    for (const texts of [deDE, esES, frFR, itIT])
      expect(Object.keys(texts.postalCodeError).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('de-AT holds only keys German has (it falls back to de-DE for the rest)', () => {
    for (const key of keys(deAT as Tree)) expect(reference).toContain(key);
  });
});
