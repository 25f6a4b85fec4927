import { useNamespace } from 'shared/i18n';
import { NAMESPACE, catalogNamespace } from '../i18n';

/** Placeholder of the SearchBox widget; the catalog issue builds it. */
export default function SearchBox() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  return <span>{t('placeholder.lead')}</span>;
}
