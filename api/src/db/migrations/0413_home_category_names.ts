import type { Queryable } from '../db';
import { homeDocumentSchema } from '../../modules/content/cms/schemas';
import { homeSeed } from '../../modules/content/cms/seed/home';

/**
 * The home page's category tiles name each category as the catalogue does (its sell pages, the
 * search's tiles): "Spielkonsolen", "Consoles de jeux", "Móviles", "Notebook", not names of their
 * own such as "Konsolen" or "Portatili". Content rows are seeded once and never overwritten, so
 * every home page no editor has touched (version 1, written by the seed) gets the current seed's
 * tiles; home pages an editor changed stay as they are.
 */
export async function up(tx: Queryable): Promise<void> {
  for (const { country, shopMode, document } of homeSeed()) {
    const items = JSON.stringify(homeDocumentSchema.parse(document).categories.items);
    await tx.query(
      `update cms_home_pages set document = jsonb_set(document, '{categories,items}', $3::jsonb), updated_at = now()
        where country = $1 and shop_mode = $2 and version = 1 and updated_by = 'seed' and document #> '{categories,items}' <> $3::jsonb`,
      [country, shopMode, items],
    );
  }
}
