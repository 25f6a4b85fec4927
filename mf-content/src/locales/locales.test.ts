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
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
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

/** Every language of a text file has the keys of de-DE, no others, and the same placeholders (de-AT: a subset). */
function describeTexts(title: string, german: Tree, others: [string, Tree][], austrian?: Tree) {
  describe(title, () => {
    const reference = keys(german).sort();

    it.each(others)('%s has every text of de-DE and no other', (_locale, texts) => {
      expect(keys(texts).sort()).toEqual(reference);
    });

    it.each([...others, ...(austrian ? [['de-AT', austrian] as [string, Tree]] : [])])(
      '%s uses the same placeholders as de-DE',
      (_locale, texts) => {
        const ours = placeholders(texts);
        const placeholdersOfGerman = placeholders(german);
        for (const [key, names] of Object.entries(ours)) expect([key, names]).toEqual([key, placeholdersOfGerman[key]]);
      },
    );

    if (austrian) {
      it('de-AT holds only keys that exist in de-DE', () => {
        for (const key of keys(austrian)) expect(reference).toContain(key);
      });
    }
  });
}

describeTexts(
  'mf-content texts',
  deDE as Tree,
  [
    ['es-ES', esES as Tree],
    ['fr-FR', frFR as Tree],
    ['it-IT', itIT as Tree],
  ],
  deAT as Tree,
);

describeTexts('mf-content texts of the contact, B2B and clarification pages (locales/pages)', pagesDeDE as Tree, [
  ['es-ES', pagesEsES as Tree],
  ['fr-FR', pagesFrFR as Tree],
  ['it-IT', pagesItIT as Tree],
]);

it('no key is in both files: a text lives where the pages that show it load it', () => {
  const first = new Set(keys(deDE as Tree));
  const pages = keys(pagesDeDE as Tree);
  expect(pages.filter((key) => first.has(key))).toEqual([]);
  expect(pages.some((key) => key.startsWith('contact.'))).toBe(true);
});
