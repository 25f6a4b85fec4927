import { useMemo } from 'react';
import { useNamespace } from 'shared/i18n';
import { usePageHead, useShopRoute, useSite } from 'shared/router';
import { getCategoryByUrl } from '../features/browse/api/get-category-by-url';
import { catalogueNode } from '../features/browse/catalogue-node';
import { DeviceOverview } from '../features/browse/components/device-overview';
import { NAMESPACE, catalogNamespace } from '../i18n';
import { LoadError, PageSkeleton } from '../lib/load-error';
import { useNotFound } from '../lib/not-found';
import { useAsync } from '../lib/use-async';

/**
 * The product overview (`overview`: /produkte/uebersicht-{overview}, …): every model of a
 * category, manufacturer or series, whose url is the parameter.
 */
export default function ProductOverviewPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const site = useSite();
  const url = useShopRoute().params.overview ?? '';
  const hit = useAsync(`${site.country}/${url}`, (signal) => getCategoryByUrl(site.country, url, signal));
  const data = hit.status === 'success' ? hit.data : null;
  const node = useMemo(() => (data ? catalogueNode(data) : null), [data]);
  useNotFound(hit.status === 'success' && !hit.data, hit.status === 'loading');
  usePageHead(
    node
      ? {
          title: t('overview.title', { name: node.name }),
          description: node.metaDescription,
          keywords: node.metaKeywords,
        }
      : null,
  );

  if (hit.status === 'error') return <LoadError onRetry={hit.reload} />;
  if (!node) return <PageSkeleton />;
  return <DeviceOverview key={node.id} node={node} />;
}
