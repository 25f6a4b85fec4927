import deDE from './locales/de-DE.json';
import esES from './locales/es-ES.json';
import frFR from './locales/fr-FR.json';
import itIT from './locales/it-IT.json';

type Tree = { [key: string]: string | Tree };
function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v, `${prefix}${k}.`)),
    ),
  );
}

// de-AT has no file of its own: Austria reads these the German way (sharedNamespace).
describe('shared texts', () => {
  const german = flat(deDE as Tree);
  it.each([
    ['es-ES', esES],
    ['fr-FR', frFR],
    ['it-IT', itIT],
  ])('%s has every text German has, and no other', (_locale, texts) => {
    const other = flat(texts as Tree);
    expect(Object.keys(other).sort()).toEqual(Object.keys(german).sort());
    for (const [key, text] of Object.entries(other)) {
      expect([key, text.trim()]).not.toEqual([key, '']);
      // No German left in another language by mistake.
      if (text.length > 8) expect([key, text]).not.toEqual([key, german[key]]);
    }
  });
});
