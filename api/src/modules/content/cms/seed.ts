import { CONTENT_PAGE_KEYS, CONTENT_PAGE_SLUGS, COUNTRY_CODES, type CountryCode } from 'config';
import type { Db, Queryable } from '../../../db/db';
import { sanitizeContentHtml } from './sanitize';
import { homeSeed } from './seed/home';
import { menuSeed } from './seed/menus';
import { pagesAt, pagesDe } from './seed/pages-de';
import { pagesEs } from './seed/pages-es';
import { pagesFr } from './seed/pages-fr';
import { pagesIt } from './seed/pages-it';
import type { SeedPages } from './seed/types';
import { homeDocumentSchema, menuItemsSchema } from './schemas';

export const SEED_PAGES: Record<CountryCode, SeedPages> = {
  de: pagesDe,
  at: pagesAt,
  es: pagesEs,
  fr: pagesFr,
  it: pagesIt,
};

/** One multi-row insert (`on conflict do nothing`): a handful of statements instead of one per row. */
async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`).join(', ');
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${values} on conflict do nothing`, rows.flat());
}

/**
 * Puts in every content row that is missing: the 11 pages of each country, the home page of each
 * country and shop mode, and their menus. Existing rows are never touched, so editors' changes
 * survive; a new page or shop mode appears with the next start. Only missing rows are prepared
 * (sanitized, validated), so a start with complete content costs three small queries.
 */
export async function seedContent(db: Db): Promise<void> {
  const [pages, homes, menus] = await Promise.all([
    db.query<{ k: string }>(`select country || '-' || page_key as k from cms_content_pages`),
    db.query<{ k: string }>(`select country || '-' || shop_mode as k from cms_home_pages`),
    db.query<{ k: string }>(`select country || '-' || shop_mode || '-' || menu_key as k from cms_menus`),
  ]);
  const havePages = new Set(pages.rows.map((r) => r.k));
  const haveHomes = new Set(homes.rows.map((r) => r.k));
  const haveMenus = new Set(menus.rows.map((r) => r.k));

  const pageRows: unknown[][] = [];
  for (const country of COUNTRY_CODES) {
    for (const key of CONTENT_PAGE_KEYS) {
      if (havePages.has(`${country}-${key}`)) continue;
      const page = SEED_PAGES[country][key];
      pageRows.push([
        country,
        key,
        CONTENT_PAGE_SLUGS[country][key],
        page.title,
        page.metaDescription,
        sanitizeContentHtml(page.body),
        'seed',
      ]);
    }
  }
  const homeRows = homeSeed()
    .filter((h) => !haveHomes.has(`${h.country}-${h.shopMode}`))
    .map((h) => [h.country, h.shopMode, JSON.stringify(homeDocumentSchema.parse(h.document)), 'seed']);
  const menuRows = menuSeed()
    .filter((m) => !haveMenus.has(`${m.country}-${m.shopMode}-${m.key}`))
    .map((m) => [m.country, m.shopMode, m.key, JSON.stringify(menuItemsSchema.parse(m.items)), 'seed']);
  if (!pageRows.length && !homeRows.length && !menuRows.length) return;

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'cms_content_pages',
      ['country', 'page_key', 'slug', 'title', 'meta_description', 'body_html', 'updated_by'],
      pageRows,
    );
    await insertRows(tx, 'cms_home_pages', ['country', 'shop_mode', 'document', 'updated_by'], homeRows);
    await insertRows(tx, 'cms_menus', ['country', 'shop_mode', 'menu_key', 'items', 'updated_by'], menuRows);
  });
}
