import { useMemo } from 'react';
import type { PagePrepareContext } from 'config';
import { prepareAsync, useAsync } from 'shared/hooks';
import { useNamespace } from 'shared/i18n';
import { usePageHead, useShopRoute, useSite } from 'shared/router';
import { getSite } from 'shared/stores';
import { LoadError, PageSkeleton } from 'shared/ui';
import { getCategoryByUrl } from '../features/browse/api/get-category-by-url';
import { catalogueNode } from '../features/browse/catalogue-node';
import { DeviceOverview, prepareOverviewDevices } from '../features/browse/components/device-overview';
import { NAMESPACE, catalogNamespace } from '../i18n';
import { useNotFound } from '../lib/not-found';

const nodeKey = (country: string, url: string) => `overview:${country}/${url}`;

/**
 * The node of the url and the first page of its devices, loaded before the first render: by the
 * server, which renders the overview (docs/architecture.md, "Server rendering of the first view"),
 * and by the browser before it takes that page over; both read the answers the server primed it with.
 */
export async function prepare(context?: PagePrepareContext): Promise<void> {
  const url = context?.params.overview;
  if (!url) return;
  const { country } = getSite();
  const found: { hit?: Awaited<ReturnType<typeof getCategoryByUrl>> } = {};
  await prepareAsync(nodeKey(country, url), async () => (found.hit = await getCategoryByUrl(country, url)));
  if (found.hit) await prepareOverviewDevices(country, catalogueNode(found.hit));
}

/**
 * The product overview (`overview`: /produkte/uebersicht-{overview}, …): every model of a
 * category, manufacturer or series, whose url is the parameter.
 */
export default function ProductOverviewPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const site = useSite();
  const url = useShopRoute().params.overview ?? '';
  const hit = useAsync(nodeKey(site.country, url), (signal) => getCategoryByUrl(site.country, url, signal));
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
  if (!node) return <PageSkeleton breadcrumbs />;
  return <DeviceOverview key={node.id} node={node} />;
}
