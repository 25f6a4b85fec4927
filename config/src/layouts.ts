import type { ShopMode } from './countries';
import type { Layout } from './routes';

/** The six layouts (spec section 2): the shop mode's frame around a route's kind of page. */
export const SHOP_LAYOUTS = [
  'default',
  'home',
  'b2bwidget-default',
  'b2bwidget-home',
  'agan-default',
  'aganwidget-default',
] as const;
export type ShopLayout = (typeof SHOP_LAYOUTS)[number];

/**
 * Which layout a page gets: the default shop and the partner widget have a home variant (a
 * full-width stage instead of the content column); the sister brand's shops use one layout for
 * every page. The error page passes `default` and so gets its shop mode's default layout.
 */
export function layoutFor(shopMode: ShopMode, routeLayout: Layout): ShopLayout {
  switch (shopMode) {
    case 'default':
      return routeLayout;
    case 'b2bWidget':
      return routeLayout === 'home' ? 'b2bwidget-home' : 'b2bwidget-default';
    case 'agan':
      return 'agan-default';
    case 'aganwidget':
      return 'aganwidget-default';
  }
}
