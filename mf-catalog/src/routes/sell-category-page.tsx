import { useMemo } from 'react';
import { useNamespace } from 'shared/i18n';
import { usePageHead, useShopRoute, useSite } from 'shared/router';
import { getCategoryByUrl } from '../features/browse/api/get-category-by-url';
import { catalogueNode } from '../features/browse/catalogue-node';
import { SellCategory } from '../features/browse/components/sell-category';
import { NAMESPACE, catalogNamespace } from '../i18n';
import { LoadError, PageSkeleton } from '../lib/load-error';
import { useNotFound } from '../lib/not-found';
import { useAsync } from '../lib/use-async';

/**
 * The sell page (`sell`: /sell/{category}, /verkaufen/…, /vender/…, /catalogue/…, /catalogo/…).
 * The url may be a category's, a manufacturer's or a series' (categoryByUrl says which).
 */
export default function SellCategoryPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const site = useSite();
  const url = useShopRoute().params.category ?? '';
  const hit = useAsync(`${site.country}/${url}`, (signal) => getCategoryByUrl(site.country, url, signal));
  const data = hit.status === 'success' ? hit.data : null;
  const node = useMemo(() => (data ? catalogueNode(data) : null), [data]);
  useNotFound(hit.status === 'success' && !hit.data, hit.status === 'loading');
  usePageHead(node ? { title: t('sell.headTitle', { name: node.name }), description: node.metaDescription, keywords: node.metaKeywords } : null);

  if (hit.status === 'error') return <LoadError onRetry={hit.reload} />;
  if (!node) return <PageSkeleton />;
  return <SellCategory key={node.id} node={node} />;
}
