import type * as z from 'zod/mini';
import type { CountryCode, ShopMode } from 'config';
import { http } from 'shared/http';
import type { homeAttributes, menuItemSchema } from './home-schemas';

export type MenuItem = z.infer<typeof menuItemSchema>;

export type HomePageData = z.infer<typeof homeAttributes> & { menus: Record<string, MenuItem[]> };

/** The home page data of a country and shop mode, with its menus, from the content JSON:API. */
export async function getHomePage(
  country: CountryCode,
  shopMode: ShopMode,
  signal?: AbortSignal,
): Promise<HomePageData> {
  const doc = await http.get(`/api/cms/home-pages/${country}-${shopMode}`, {
    params: { include: 'menus' },
    headers: { Accept: 'application/vnd.api+json' },
    schema: () => import('./home-schemas').then((m) => m.documentSchema),
    signal,
  });
  const menus = Object.fromEntries((doc.included ?? []).map((m) => [m.attributes.key, m.attributes.items]));
  return { ...doc.data.attributes, menus };
}
