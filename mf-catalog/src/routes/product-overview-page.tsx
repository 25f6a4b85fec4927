import { useShopRoute } from 'shared/router';
import { useNamespace } from 'shared/i18n';
import { PageTitle } from 'shared/ui';
import { NAMESPACE, catalogNamespace } from '../i18n';

/** Placeholder of the ProductOverviewPage; the catalog issue builds the page. */
export default function ProductOverviewPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const { route } = useShopRoute();
  return (
    <div>
      <PageTitle lead={t('placeholder.lead')}>{route.name}</PageTitle>
    </div>
  );
}
