import { CONTENT_PAGE_KEYS } from 'config';
import type { Queryable } from '../db';
import { homeDocumentSchema, menuItemsSchema } from '../../modules/content/cms/schemas';
import { sanitizeContentHtml } from '../../modules/content/cms/sanitize';
import { SEED_PAGES } from '../../modules/content/cms/seed';
import { homeSeed } from '../../modules/content/cms/seed/home';
import { menuSeed } from '../../modules/content/cms/seed/menus';

/**
 * French texts need no-break spaces before ? ! ; : and inside « », or a narrow screen breaks the
 * line before "?" or after "«" (config/typography). Content rows are seeded once and never
 * overwritten: here every French page, home page and menu no editor has touched (version 1,
 * written by the seed) gets the current seed's texts, which have them. What an editor changed
 * stays as it is: the editor owns it.
 */
export async function up(tx: Queryable): Promise<void> {
  for (const key of CONTENT_PAGE_KEYS) {
    const page = SEED_PAGES.fr[key];
    await tx.query(
      `update cms_content_pages set title = $2, meta_description = $3, body_html = $4, updated_at = now()
        where country = 'fr' and page_key = $1 and version = 1 and updated_by = 'seed'
          and (title, meta_description, body_html) is distinct from ($2, $3, $4)`,
      [key, page.title, page.metaDescription, sanitizeContentHtml(page.body)],
    );
  }
  for (const { shopMode, document } of homeSeed().filter((h) => h.country === 'fr')) {
    await tx.query(
      `update cms_home_pages set document = $2::jsonb, updated_at = now()
        where country = 'fr' and shop_mode = $1 and version = 1 and updated_by = 'seed' and document <> $2::jsonb`,
      [shopMode, JSON.stringify(homeDocumentSchema.parse(document))],
    );
  }
  for (const { shopMode, key, items } of menuSeed().filter((m) => m.country === 'fr')) {
    await tx.query(
      `update cms_menus set items = $3::jsonb, updated_at = now()
        where country = 'fr' and shop_mode = $1 and menu_key = $2 and version = 1 and updated_by = 'seed' and items <> $3::jsonb`,
      [shopMode, key, JSON.stringify(menuItemsSchema.parse(items))],
    );
  }
}
