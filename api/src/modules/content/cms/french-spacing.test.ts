import { up } from '../../../db/migrations/0414_seeded_french_spacing';
import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The seed as written before: normal spaces where French wants no-break ones. */
const old = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').replace(/&nbsp;/g, ' ');

const page = async (key: string) =>
  (
    await t.db.query<{ title: string; meta_description: string; body_html: string }>(
      `select title, meta_description, body_html from cms_content_pages where country = 'fr' and page_key = $1`,
      [key],
    )
  ).rows[0]!;
const home = async () =>
  (
    await t.db.query<{ document: unknown }>(
      `select document from cms_home_pages where country = 'fr' and shop_mode = 'default'`,
    )
  ).rows[0]!.document;
const menu = async () =>
  (
    await t.db.query<{ items: unknown }>(
      `select items from cms_menus where country = 'fr' and shop_mode = 'default' and menu_key = 'help'`,
    )
  ).rows[0]!.items;

describe(`migration 0414: no-break spaces in the seeded French content (${TEST_DB})`, () => {
  it('gives pages, home page and menu seeded with normal spaces the current texts, and leaves what an editor changed alone', async () => {
    const current = { howItWorks: await page('howItWorks'), home: await home(), menu: await menu() };
    expect(current.howItWorks.body_html).toMatch(/\u00a0:|&nbsp;:/);
    const edited = '<p>Des questions ? Écrivez-nous.</p>';
    await t.db.query(
      `update cms_content_pages set title = $1, meta_description = $2, body_html = $3 where country = 'fr' and page_key = 'howItWorks'`,
      [old(current.howItWorks.title), old(current.howItWorks.meta_description), old(current.howItWorks.body_html)],
    );
    await t.db.query(
      `update cms_content_pages set body_html = $1, version = 2, updated_by = 'editor' where country = 'fr' and page_key = 'terms'`,
      [edited],
    );
    await t.db.query(`update cms_home_pages set document = $1::jsonb where country = 'fr' and shop_mode = 'default'`, [
      old(JSON.stringify(current.home)),
    ]);
    await t.db.query(
      `update cms_menus set items = $1::jsonb where country = 'fr' and shop_mode = 'default' and menu_key = 'help'`,
      [old(JSON.stringify(current.menu))],
    );
    expect(await page('howItWorks')).not.toEqual(current.howItWorks);
    expect(await home()).not.toEqual(current.home);
    expect(await menu()).not.toEqual(current.menu);

    await t.db.transaction((tx) => up(tx));

    expect(await page('howItWorks')).toEqual(current.howItWorks);
    expect(await home()).toEqual(current.home);
    expect(await menu()).toEqual(current.menu);
    expect((await page('terms')).body_html).toBe(edited);
  });
});
