import type { PagePrepareContext } from 'config';
import { prepareAsync, useAsync } from 'shared/hooks';
import { useNamespace } from 'shared/i18n';
import { usePageHead, useShopRoute, useSite } from 'shared/router';
import { getSite } from 'shared/stores';
import { LoadError, PageSkeleton } from 'shared/ui';
import { getDevice } from '../features/offer/api/get-device';
import { ProductDetail } from '../features/offer/components/product-detail';
import { NAMESPACE, catalogNamespace } from '../i18n';
import { useNotFound } from '../lib/not-found';

const deviceKey = (country: string, url: string) => `pdp:${country}/${url}`;

/**
 * The device, loaded before the first render: by the server, which renders the product page
 * (docs/architecture.md, "Server rendering of the first view"), and by the browser before it takes
 * that page over. Both read the answer the server primed the page with. (A host that gives no route
 * parameters leaves the device to the page.)
 */
export function prepare(context?: PagePrepareContext): Promise<void> {
  const url = context?.params.pdp;
  if (!url) return Promise.resolve();
  const site = getSite();
  return prepareAsync(deviceKey(site.country, url), () => getDevice(site.country, url));
}

/** The product page (`pdp`: /produkte/{pdp}, /productos/…, /produits/…, /prodotti/…). */
export default function ProductDetailPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const site = useSite();
  const url = useShopRoute().params.pdp ?? '';
  const device = useAsync(deviceKey(site.country, url), (signal) => getDevice(site.country, url, signal));
  const data = device.status === 'success' ? device.data : null;
  useNotFound(device.status === 'success' && !device.data, device.status === 'loading');
  usePageHead(
    data
      ? {
          title: t('pdp.headTitle', { name: data.name }),
          description: data.metaDescription,
          keywords: data.metaKeywords,
        }
      : null,
  );

  if (device.status === 'error') return <LoadError onRetry={device.reload} />;
  if (!data) return <PageSkeleton breadcrumbs />;
  // A new device (a variant) starts with fresh answers.
  return <ProductDetail key={data.id} device={data} />;
}
