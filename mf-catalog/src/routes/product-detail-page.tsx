import { useNamespace } from 'shared/i18n';
import { usePageHead, useShopRoute, useSite } from 'shared/router';
import { getDevice } from '../features/offer/api/get-device';
import { ProductDetail } from '../features/offer/components/product-detail';
import { NAMESPACE, catalogNamespace } from '../i18n';
import { LoadError, PageSkeleton } from '../lib/load-error';
import { useNotFound } from '../lib/not-found';
import { useAsync } from '../lib/use-async';

/** The product page (`pdp`: /produkte/{pdp}, /productos/…, /produits/…, /prodotti/…). */
export default function ProductDetailPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const site = useSite();
  const url = useShopRoute().params.pdp ?? '';
  const device = useAsync(`${site.country}/${url}`, (signal) => getDevice(site.country, url, signal));
  const data = device.status === 'success' ? device.data : null;
  useNotFound(device.status === 'success' && !device.data, device.status === 'loading');
  usePageHead(data ? { title: t('pdp.headTitle', { name: data.name }), description: data.metaDescription, keywords: data.metaKeywords } : null);

  if (device.status === 'error') return <LoadError onRetry={device.reload} />;
  if (!data) return <PageSkeleton />;
  // A new device (a variant) starts with fresh answers.
  return <ProductDetail key={data.id} device={data} />;
}
