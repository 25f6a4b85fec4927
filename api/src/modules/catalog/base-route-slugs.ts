/**
 * The catalogue's urls across languages, for the spec's base sell and product paths
 * (`/sell/{category}`, `/products/{pdp}`; config/src/redirects/base-routes.ts): an old link names a
 * category, manufacturer, series or device by its url in some language, and leads to the same
 * thing's url in the host's country (`/sell/smartphones` -> `/vender/moviles` in Spain).
 */
import type { CountryCode } from 'config';
import type { CatalogueSlugs } from 'config/redirects';
import { COUNTRY_LOCALE, type CatalogSnapshot, type DeviceDef, type NodeRef } from './catalog-snapshot';

/** A device has a page in a country when it has texts in the country's language and we buy it there. */
export function deviceIn(device: DeviceDef, country: CountryCode): boolean {
  return device.texts[COUNTRY_LOCALE[country]] !== undefined && device.basePrices[country] !== undefined;
}

/** The one thing every language that knows `slug` means by it; undefined when none, or when languages disagree (not guessed). */
function theOne<T>(found: Iterable<T | undefined>, same: (a: T, b: T) => boolean): T | undefined {
  let one: T | undefined;
  for (const item of found) {
    if (item === undefined) continue;
    if (one !== undefined && !same(one, item)) return undefined;
    one = item;
  }
  return one;
}

const bySnapshot = new WeakMap<CatalogSnapshot, CatalogueSlugs>();

export function catalogueSlugs(snapshot: CatalogSnapshot): CatalogueSlugs {
  let slugs = bySnapshot.get(snapshot);
  if (slugs) return slugs;
  const views = [...snapshot.views.values()];
  const nodeTexts = (ref: NodeRef) =>
    ref.kind === 'category'
      ? snapshot.categoryById.get(ref.id)?.texts
      : ref.kind === 'manufacturer'
        ? snapshot.manufacturerById.get(ref.id)?.texts
        : snapshot.seriesById.get(ref.id)?.texts;
  slugs = {
    node(country, slug) {
      const locale = COUNTRY_LOCALE[country];
      // The country's own url first: a slug several languages share is this country's thing.
      const ref =
        snapshot.views.get(locale)?.nodeByUrl.get(slug) ??
        theOne(
          views.map((view) => view.nodeByUrl.get(slug)),
          (a, b) => a.kind === b.kind && a.id === b.id,
        );
      return (ref && nodeTexts(ref)?.[locale]?.url) ?? null;
    },
    device(country, slug) {
      const locale = COUNTRY_LOCALE[country];
      const device =
        snapshot.views.get(locale)?.deviceByUrl.get(slug) ??
        theOne(
          views.map((view) => view.deviceByUrl.get(slug)),
          (a, b) => a.id === b.id,
        );
      return device && deviceIn(device, country) ? device.texts[locale]!.url : null;
    },
  };
  bySnapshot.set(snapshot, slugs);
  return slugs;
}
