import { COUNTRY_CODES } from 'config';
import type { Queryable } from '../db';
import { sanitizeContentHtml } from '../../modules/content/cms/sanitize';
import { SEED_PAGES } from '../../modules/content/cms/seed';

/** The seeded pages that state the drop-off deadline (`SHIPPING_DEADLINE_DAYS`). */
const PAGES = ['howItWorks', 'terms'] as const;

/**
 * The "how it works" and terms pages state the drop-off deadline that the shop, the mail and the
 * label state (`SHIPPING_DEADLINE_DAYS` in config/checkout). A database whose seeded pages say 7
 * days keeps that number, since content rows are seeded once and never overwritten: here every
 * such page no editor has touched (version 1, written by the seed) gets the current seed's body.
 * Pages an editor changed stay as they are: the editor owns them.
 */
export async function up(tx: Queryable): Promise<void> {
  for (const country of COUNTRY_CODES) {
    for (const key of PAGES) {
      await tx.query(
        `update cms_content_pages set body_html = $3, updated_at = now()
          where country = $1 and page_key = $2 and version = 1 and updated_by = 'seed' and body_html <> $3`,
        [country, key, sanitizeContentHtml(SEED_PAGES[country][key].body)],
      );
    }
  }
}
