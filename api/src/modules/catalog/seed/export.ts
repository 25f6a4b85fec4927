/**
 * The demo catalogue's category, manufacturer and series urls per country, without a database:
 * a stable export for tools that build on them (the host's redirect lists). The live catalogue
 * answers the same shape at `GET /api/trade/catalog-urls?country=<cc>`.
 */
import { countries, type CountryCode } from 'config';
import { BRANDS } from './brands';
import { buildCatalogRows, type NodeKind } from './build';

export interface CatalogueUrl {
  kind: NodeKind;
  id: string;
  name: string;
  url: string;
  categoryId: string;
  manufacturerId: string | null;
  brand: string | null;
}

let cached: ReturnType<typeof buildCatalogRows> | null = null;

export function catalogueUrls(country: CountryCode): CatalogueUrl[] {
  cached ??= buildCatalogRows();
  const locale = countries[country].icuLocale;
  const manufacturerOf = new Map(cached.series.map((s) => [s.id, s.manufacturer_id]));
  const brandOf = new Map(cached.manufacturers.map((m) => [m.id, BRANDS[m.brand_id] ?? m.brand_id]));
  return cached.nodeTexts
    .filter((t) => t.locale === locale)
    .map((t) => {
      const manufacturerId =
        t.node_kind === 'manufacturer'
          ? t.node_id
          : t.node_kind === 'series'
            ? (manufacturerOf.get(t.node_id) ?? null)
            : null;
      return {
        kind: t.node_kind,
        id: t.node_id,
        name: t.name,
        url: t.url,
        categoryId: t.node_id.split('.')[0]!,
        manufacturerId,
        brand: manufacturerId ? (brandOf.get(manufacturerId) ?? null) : null,
      };
    });
}
