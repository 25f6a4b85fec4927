import type { CategoryHit, CatalogueNodeKind, Manufacturer, SeriesSummary } from '../../lib/catalog-schemas';
import type { Crumb } from '../../lib/breadcrumbs';
import { withBrand } from '../../lib/names';

/** The node a sell or overview url names, with what its page shows and where it sits. */
export interface CatalogueNode {
  kind: CatalogueNodeKind;
  id: string;
  name: string;
  url: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  category: CategoryHit;
  manufacturer: Manufacturer | null;
  series: SeriesSummary | null;
  /** Category, manufacturer, series: the links above this page, the page itself last. */
  crumbs: Crumb[];
}

/** Reads categoryByUrl's answer: which node the url named, and its place in the tree. */
export function catalogueNode(hit: CategoryHit): CatalogueNode {
  const match = hit.match ?? {
    kind: 'category' as const,
    id: hit.id,
    name: hit.name,
    url: hit.url,
    thumbnail: hit.thumbnail,
    manufacturerId: null,
    content: hit.content,
    metaDescription: hit.metaDescription,
    metaKeywords: hit.metaKeywords,
  };
  const manufacturerId = match.kind === 'manufacturer' ? match.id : match.manufacturerId;
  const manufacturer = hit.manufacturers.find((m) => m.id === manufacturerId) ?? null;
  const series = match.kind === 'series' ? (manufacturer?.series?.find((s) => s.id === match.id) ?? null) : null;
  const crumbs: Crumb[] = [{ label: hit.name, to: { name: 'sell', params: { category: hit.url } } }];
  if (manufacturer)
    crumbs.push({ label: manufacturer.name, to: { name: 'sell', params: { category: manufacturer.url } } });
  if (match.kind === 'series')
    crumbs.push({ label: match.name, to: { name: 'sell', params: { category: match.url } } });
  return {
    kind: match.kind,
    id: match.id,
    name: match.kind === 'series' && manufacturer ? withBrand(manufacturer.name, match.name) : match.name,
    url: match.url,
    content: match.content,
    metaDescription: match.metaDescription,
    metaKeywords: match.metaKeywords,
    category: hit,
    manufacturer,
    series,
    crumbs,
  };
}

/** Top entries first, in the order the catalogue ranks them, then the rest. */
export function topFirst<T extends { id: string }>(items: T[], topIds: string[]): { top: T[]; rest: T[] } {
  const top = topIds.map((id) => items.find((i) => i.id === id)).filter((i): i is T => Boolean(i));
  return { top, rest: items.filter((i) => !topIds.includes(i.id)) };
}
