import { useNamespace } from 'shared/i18n';
import { SearchCombobox } from '../features/search/components/search-combobox';
import { NAMESPACE, catalogNamespace } from '../i18n';

/** The header's search box with type-ahead (the host mounts it in the default layouts). */
export default function SearchBox() {
  useNamespace(NAMESPACE, catalogNamespace);
  return <SearchCombobox />;
}
