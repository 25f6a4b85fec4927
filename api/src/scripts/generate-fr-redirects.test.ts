import { readFileSync } from 'node:fs';
import { REDIRECT_SETS } from 'config/redirects';
import { catalogueUrls } from '../modules/catalog/seed/export';
import {
  buildFrCatalogueRedirects,
  GENERATED_FILE,
  main,
  OLD_CATEGORY_WORDS,
  renderGeneratedFile,
} from './generate-fr-redirects';

/** What the shop serves: France's catalogue family, as (old path, slug) pairs. */
const FR_CATALOGUE_REDIRECTS = REDIRECT_SETS.fr.exact
  .filter((r) => r.family === 'catalogue')
  .map((r) => [r.from, r.to.params?.category ?? ''] as const);

describe("France's generated catalogue redirects", () => {
  it('the committed file is what the catalogue gives today (run `npm run redirects:fr -w config` when it is not)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(
      renderGeneratedFile(buildFrCatalogueRedirects(catalogueUrls('fr'))),
    );
    expect(main(['--check'])).toBe(0);
  });

  it("leads every old URL to a url of France's catalogue", () => {
    const urls = new Set(catalogueUrls('fr').map((n) => n.url));
    const missing = FR_CATALOGUE_REDIRECTS.filter(([, slug]) => !urls.has(slug));
    expect(missing).toEqual([]);
  });

  it('gives every category, manufacturer and series of France at least one old URL', () => {
    const targets = new Set(FR_CATALOGUE_REDIRECTS.map(([, slug]) => slug));
    const without = catalogueUrls('fr').filter((n) => !targets.has(n.url));
    expect(without).toEqual([]);
  });

  it('knows old words for every category, and refuses a category it has none for', () => {
    const categories = catalogueUrls('fr').filter((n) => n.kind === 'category');
    for (const c of categories) expect(OLD_CATEGORY_WORDS[c.id]).toBeDefined();
    expect(() =>
      buildFrCatalogueRedirects([
        {
          kind: 'category',
          id: 'drones',
          name: 'Drones',
          url: 'drones',
          categoryId: 'drones',
          manufacturerId: null,
          brand: null,
        },
      ]),
    ).toThrow(/no old French words for category "drones"/);
  });

  it('leaves out an old URL two entries would claim instead of guessing', () => {
    const nitro = (categoryId: string, url: string) => ({
      kind: 'series' as const,
      id: `${categoryId}.acer.nitro`,
      name: 'Nitro',
      url,
      categoryId,
      manufacturerId: `${categoryId}.acer`,
      brand: 'Acer',
    });
    const generated = buildFrCatalogueRedirects([
      nitro('laptops', 'acer-nitro-ordinateurs-portables'),
      nitro('monitors', 'acer-nitro-ecrans'),
    ]);
    expect(generated.ambiguous).toEqual(['/reprise-acer-nitro', '/vendre-mon-acer-nitro']);
    const froms = generated.blocks.flatMap((b) => b.lines.map(([from]) => from));
    expect(froms).toEqual(['/vendre/ordinateurs-portables/acer/nitro', '/vendre/ecrans/acer/nitro']);
  });
});
