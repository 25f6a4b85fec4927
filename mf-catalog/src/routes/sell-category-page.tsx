import { useMemo } from 'react';
import type { PagePrepareContext } from 'config';
import { prepareAsync, useAsync } from 'shared/hooks';
import { useNamespace } from 'shared/i18n';
import { usePageHead, useShopRoute, useSite } from 'shared/router';
import { getSite } from 'shared/stores';
import { LoadError, PageSkeleton } from 'shared/ui';
import { getCategoryByUrl } from '../features/browse/api/get-category-by-url';
import { catalogueNode } from '../features/browse/catalogue-node';
import { prepareDevices, SellCategory } from '../features/browse/components/sell-category';
import { NAMESPACE, catalogNamespace } from '../i18n';
import { useNotFound } from '../lib/not-found';

const nodeKey = (country: string, url: string) => `sell:${country}/${url}`;

/**
 * The node of the url and the devices listed below it, loaded before the first render: by the
 * server, which renders sell pages (docs/architecture.md, "Server rendering of the first view"), and
 * by the browser before it takes that page over. Both read the answers the server primed the page
 * with. (A host that gives no route parameters leaves them to the page.)
 */
export async function prepare(context?: PagePrepareContext): Promise<void> {
  const url = context?.params.category;
  if (!url) return;
  const { country } = getSite();
  const found: { hit?: Awaited<ReturnType<typeof getCategoryByUrl>> } = {};
  await prepareAsync(nodeKey(country, url), async () => (found.hit = await getCategoryByUrl(country, url)));
  if (found.hit) await prepareDevices(country, catalogueNode(found.hit));
}

/**
 * The sell page (`sell`: /sell/{category}, /verkaufen/…, /vender/…, /catalogue/…, /catalogo/…).
 * The url may be a category's, a manufacturer's or a series' (categoryByUrl says which).
 */
export default function SellCategoryPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const site = useSite();
  const url = useShopRoute().params.category ?? '';
  const hit = useAsync(nodeKey(site.country, url), (signal) => getCategoryByUrl(site.country, url, signal));
  const data = hit.status === 'success' ? hit.data : null;
  const node = useMemo(() => (data ? catalogueNode(data) : null), [data]);
  useNotFound(hit.status === 'success' && !hit.data, hit.status === 'loading');
  usePageHead(
    node
      ? {
          title: t('sell.headTitle', { name: node.name }),
          description: node.metaDescription,
          keywords: node.metaKeywords,
        }
      : null,
  );

  if (hit.status === 'error') return <LoadError onRetry={hit.reload} />;
  if (!node) return <PageSkeleton breadcrumbs />;
  return <SellCategory key={node.id} node={node} />;
}
