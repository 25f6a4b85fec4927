import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { countries, type ContentPageKey, type CountryCode, type ShopMode } from 'config';
import type { HomeRow, MenuKey, MenuRow, PageRow } from './cms-repository';
import { sanitizeContentHtml } from './sanitize';
import { MENU_KEYS, countrySchema, pageKeySchema, shopModeSchema } from './schemas';

/** How rows become JSON:API resources, their ids, links and the headers of a read. */

export const BASE = '/api/cms';

const iso = (value: Date | string) => new Date(value).toISOString();

export function pageResource(row: PageRow) {
  const id = `${row.country}-${row.page_key}`;
  return {
    type: 'content-pages' as const,
    id,
    attributes: {
      country: row.country,
      locale: countries[row.country].icuLocale,
      pageKey: row.page_key,
      slug: row.slug,
      title: row.title,
      metaDescription: row.meta_description,
      // Sanitized again on the way out: whatever reached the table by another path never runs.
      body: sanitizeContentHtml(row.body_html),
      version: row.version,
      updatedAt: iso(row.updated_at),
    },
    links: { self: `${BASE}/content-pages/${id}` },
  };
}

function menuId(row: Pick<MenuRow, 'country' | 'shop_mode' | 'menu_key'>) {
  return `${row.country}-${row.shop_mode}-${row.menu_key}`;
}

export function menuResourceOf(row: MenuRow) {
  const id = menuId(row);
  return {
    type: 'menus' as const,
    id,
    attributes: {
      country: row.country,
      shopMode: row.shop_mode,
      key: row.menu_key,
      items: row.items,
      version: row.version,
      updatedAt: iso(row.updated_at),
    },
    links: { self: `${BASE}/menus/${id}` },
  };
}

export function homeResource(row: HomeRow, menus: MenuRow[]) {
  const id = `${row.country}-${row.shop_mode}`;
  return {
    type: 'home-pages' as const,
    id,
    attributes: {
      ...row.document,
      country: row.country,
      shopMode: row.shop_mode,
      locale: countries[row.country].icuLocale,
      version: row.version,
      updatedAt: iso(row.updated_at),
    },
    relationships: {
      menus: {
        data: menus.map((m) => ({ type: 'menus', id: menuId(m) })),
        links: {
          related: uriReference(`${BASE}/menus?filter[country]=${row.country}&filter[shopMode]=${row.shop_mode}`),
        },
      },
    },
    links: { self: `${BASE}/home-pages/${id}` },
  };
}

/** A URL as a valid URI reference: characters such as the brackets of `filter[country]` percent-encoded. */
export function uriReference(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return (parsed.pathname + parsed.search).replace(
    /[[\]{}|\\^`]/g,
    (ch) => '%' + ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'),
  );
}

export function selfLink(request: FastifyRequest): string {
  return uriReference(request.url);
}

/** `de-terms` -> country and page key; anything else is not a resource of ours. */
export function parsePageId(id: string): { country: CountryCode; pageKey: ContentPageKey } | null {
  const [country, pageKey, ...rest] = id.split('-');
  const c = countrySchema.safeParse(country);
  const k = pageKeySchema.safeParse(pageKey);
  return rest.length === 0 && c.success && k.success ? { country: c.data, pageKey: k.data } : null;
}

export function parseHomeId(id: string): { country: CountryCode; shopMode: ShopMode } | null {
  const [country, shopMode, ...rest] = id.split('-');
  const c = countrySchema.safeParse(country);
  const m = shopModeSchema.safeParse(shopMode);
  return rest.length === 0 && c.success && m.success ? { country: c.data, shopMode: m.data } : null;
}

export function parseMenuId(id: string): { country: CountryCode; shopMode: ShopMode; key: MenuKey } | null {
  const [country, shopMode, key, ...rest] = id.split('-');
  const c = countrySchema.safeParse(country);
  const m = shopModeSchema.safeParse(shopMode);
  const k = z.enum(MENU_KEYS).safeParse(key);
  return rest.length === 0 && c.success && m.success && k.success
    ? { country: c.data, shopMode: m.data, key: k.data }
    : null;
}

/** A read is public and briefly cacheable by shared caches. */
export function readHeaders(reply: { header: (k: string, v: string) => unknown }): void {
  reply.header('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
  reply.header('Vary', 'Accept');
}
