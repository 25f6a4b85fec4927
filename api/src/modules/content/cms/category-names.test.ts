import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countries, type CountryCode } from 'config';
import { up } from '../../../db/migrations/0413_home_category_names';
import { CATEGORY_TEXTS } from '../../catalog/seed/categories';
import { pick, type SeedLocale } from '../../catalog/seed/types';
import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';
import { homeSeed } from './seed/home';

/** The catalogue's name of a category in a country's language ("Spielkonsolen", "Móviles"). */
const catalogueName = (key: string, country: CountryCode) =>
  pick(CATEGORY_TEXTS[key as keyof typeof CATEGORY_TEXTS].name, countries[country].icuLocale as SeedLocale);

describe('one name per category', () => {
  it.each(homeSeed().map((h) => [`${h.country}-${h.shopMode}`, h] as const))(
    'the home page %s names and links its category tiles as the catalogue does',
    (_id, home) => {
      for (const item of home.document.categories.items) {
        const texts = CATEGORY_TEXTS[item.key];
        expect([item.key, item.title, item.slug]).toEqual([
          item.key,
          catalogueName(item.key, home.country),
          pick(texts.url, countries[home.country].icuLocale as SeedLocale),
        ]);
      }
    },
  );

  it.each(['de', 'es', 'fr', 'it'] as const)(
    "%s: mf-content's category checkboxes (B2B device types, newsletter interests) carry the catalogue's names",
    (country) => {
      const file = path.resolve(
        __dirname,
        '../../../../../mf-content/src/locales',
        `${countries[country].icuLocale}.json`,
      );
      const texts = JSON.parse(readFileSync(file, 'utf8')) as {
        categories: Record<string, string>;
        newsletter: { interestOptions: Record<string, string> };
      };
      for (const [key, name] of Object.entries(texts.categories))
        expect([key, name]).toEqual([key, catalogueName(key, country)]);
      for (const [key, name] of Object.entries(texts.newsletter.interestOptions)) {
        if (key in CATEGORY_TEXTS) expect([key, name]).toEqual([key, catalogueName(key, country)]);
      }
    },
  );
});

describe(`migration 0413: the seeded home pages' category tiles (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const titles = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cms/home-pages/${id}` });
    return Object.fromEntries(
      (res.json().data.attributes.categories.items as { key: string; title: string }[]).map((i) => [i.key, i.title]),
    );
  };
  const setTitle = (country: string, shopMode: string, index: number, title: string, edited = false) =>
    t.db.query(
      `update cms_home_pages set document = jsonb_set(document, $3::text[], to_jsonb($4::text))${edited ? `, version = 2, updated_by = 'editor'` : ''} where country = $1 and shop_mode = $2`,
      [country, shopMode, `{categories,items,${index},title}`, title],
    );

  it('gives home pages seeded with the old names the catalogue names, and leaves pages an editor changed alone', async () => {
    const consoles = homeSeed()
      .find((h) => h.country === 'de')!
      .document.categories.items.findIndex((i) => i.key === 'consoles');
    const smartphones = homeSeed()
      .find((h) => h.country === 'es')!
      .document.categories.items.findIndex((i) => i.key === 'smartphones');
    expect((await titles('de-default')).consoles).toBe('Spielkonsolen');
    await setTitle('de', 'default', consoles, 'Konsolen');
    await setTitle('fr', 'default', consoles, 'Consoles');
    await setTitle('es', 'default', smartphones, 'Smartphones', true);

    await t.db.transaction((tx) => up(tx));

    expect((await titles('de-default')).consoles).toBe('Spielkonsolen');
    expect((await titles('fr-default')).consoles).toBe('Consoles de jeux');
    expect((await titles('es-default')).smartphones).toBe('Smartphones');
    expect((await titles('it-default')).laptops).toBe('Notebook');
  });
});
