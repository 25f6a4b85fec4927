import type { ContentPageKey, CountryCode, ShopMode } from 'config';
import type { Db, Queryable } from '../../../db/db';
import type { HomeDocument, MENU_KEYS, MenuItem } from './schemas';

/**
 * The CMS tables: content pages, home pages and menus, each with a version, and a revision of
 * every edit (cms_revisions).
 */

export interface PageRow {
  country: CountryCode;
  page_key: ContentPageKey;
  slug: string;
  title: string;
  meta_description: string;
  body_html: string;
  version: number;
  updated_at: Date | string;
}
export interface HomeRow {
  country: CountryCode;
  shop_mode: ShopMode;
  document: HomeDocument;
  version: number;
  updated_at: Date | string;
}
export type MenuKey = (typeof MENU_KEYS)[number];
export interface MenuRow {
  country: CountryCode;
  shop_mode: ShopMode;
  menu_key: MenuKey;
  items: MenuItem[];
  version: number;
  updated_at: Date | string;
}

async function recordRevision(
  tx: Queryable,
  type: string,
  id: string,
  version: number,
  snapshot: unknown,
  editor: string,
) {
  await tx.query(
    'insert into cms_revisions (resource_type, resource_id, version, snapshot, edited_by) values ($1, $2, $3, $4, $5)',
    [type, id, version, JSON.stringify(snapshot), editor],
  );
}

// ---- content pages -----------------------------------------------------------------------------

export async function listContentPages(
  db: Queryable,
  filter: { country: CountryCode | null; slug: string | null },
): Promise<PageRow[]> {
  const { rows } = await db.query<PageRow>(
    `select * from cms_content_pages
      where ($1::text is null or country = $1) and ($2::text is null or slug = $2)
      order by country, page_key`,
    [filter.country, filter.slug],
  );
  return rows;
}

export async function findContentPage(
  db: Queryable,
  key: { country: CountryCode; pageKey: ContentPageKey },
): Promise<PageRow | undefined> {
  const { rows } = await db.query<PageRow>('select * from cms_content_pages where country = $1 and page_key = $2', [
    key.country,
    key.pageKey,
  ]);
  return rows[0];
}

/** Changes the given fields, bumps the version and records the revision; undefined when there is no such page. */
export async function updateContentPage(
  db: Db,
  key: { country: CountryCode; pageKey: ContentPageKey },
  id: string,
  change: { title: string | null; metaDescription: string | null; body: string | null },
  editor: string,
): Promise<PageRow | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PageRow>(
      `update cms_content_pages set
         title = coalesce($3, title), meta_description = coalesce($4, meta_description), body_html = coalesce($5, body_html),
         version = version + 1, updated_at = now(), updated_by = $6
       where country = $1 and page_key = $2 returning *`,
      [key.country, key.pageKey, change.title, change.metaDescription, change.body, editor],
    );
    if (!rows[0]) return undefined;
    await recordRevision(
      tx,
      'content-pages',
      id,
      rows[0].version,
      { title: rows[0].title, metaDescription: rows[0].meta_description, body: rows[0].body_html },
      editor,
    );
    return rows[0];
  });
}

// ---- menus -------------------------------------------------------------------------------------

export async function listMenus(
  db: Queryable,
  filter: { country: CountryCode | null; shopMode: ShopMode | null; key: MenuKey | null },
): Promise<MenuRow[]> {
  const { rows } = await db.query<MenuRow>(
    `select * from cms_menus where ($1::text is null or country = $1) and ($2::text is null or shop_mode = $2) and ($3::text is null or menu_key = $3)
     order by country, shop_mode, menu_key`,
    [filter.country, filter.shopMode, filter.key],
  );
  return rows;
}

export async function findMenu(
  db: Queryable,
  key: { country: CountryCode; shopMode: ShopMode; key: MenuKey },
): Promise<MenuRow | undefined> {
  const { rows } = await db.query<MenuRow>(
    'select * from cms_menus where country = $1 and shop_mode = $2 and menu_key = $3',
    [key.country, key.shopMode, key.key],
  );
  return rows[0];
}

/** The menus of one country and shop mode, for its home page. */
export async function menusOf(db: Queryable, country: CountryCode, shopMode: ShopMode): Promise<MenuRow[]> {
  const { rows } = await db.query<MenuRow>(
    'select * from cms_menus where country = $1 and shop_mode = $2 order by menu_key',
    [country, shopMode],
  );
  return rows;
}

/** Replaces a menu's items, bumps the version and records the revision; undefined when there is no such menu. */
export async function updateMenu(
  db: Db,
  key: { country: CountryCode; shopMode: ShopMode; key: MenuKey },
  id: string,
  items: MenuItem[],
  editor: string,
): Promise<MenuRow | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<MenuRow>(
      `update cms_menus set items = $4, version = version + 1, updated_at = now(), updated_by = $5
       where country = $1 and shop_mode = $2 and menu_key = $3 returning *`,
      [key.country, key.shopMode, key.key, JSON.stringify(items), editor],
    );
    if (!rows[0]) return undefined;
    await recordRevision(tx, 'menus', id, rows[0].version, { items }, editor);
    return rows[0];
  });
}

// ---- home pages --------------------------------------------------------------------------------

export async function listHomePages(
  db: Queryable,
  filter: { country: CountryCode | null; shopMode: ShopMode | null },
): Promise<HomeRow[]> {
  const { rows } = await db.query<HomeRow>(
    `select * from cms_home_pages where ($1::text is null or country = $1) and ($2::text is null or shop_mode = $2) order by country, shop_mode`,
    [filter.country, filter.shopMode],
  );
  return rows;
}

export async function findHomePage(
  db: Queryable,
  key: { country: CountryCode; shopMode: ShopMode },
): Promise<HomeRow | undefined> {
  const { rows } = await db.query<HomeRow>('select * from cms_home_pages where country = $1 and shop_mode = $2', [
    key.country,
    key.shopMode,
  ]);
  return rows[0];
}

/**
 * Changes a home page's document, locked while `edit` makes the new one from the stored one (it
 * may throw to refuse it); bumps the version and records the revision. Undefined when there is no such page.
 */
export async function updateHomePage(
  db: Db,
  key: { country: CountryCode; shopMode: ShopMode },
  id: string,
  edit: (stored: HomeDocument) => HomeDocument,
  editor: string,
): Promise<HomeRow | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<HomeRow>(
      'select * from cms_home_pages where country = $1 and shop_mode = $2 for update',
      [key.country, key.shopMode],
    );
    if (!rows[0]) return undefined;
    const document = edit(rows[0].document);
    const updated = await tx.query<HomeRow>(
      `update cms_home_pages set document = $3, version = version + 1, updated_at = now(), updated_by = $4
       where country = $1 and shop_mode = $2 returning *`,
      [key.country, key.shopMode, JSON.stringify(document), editor],
    );
    await recordRevision(tx, 'home-pages', id, updated.rows[0]!.version, document, editor);
    return updated.rows[0]!;
  });
}
