import { useNamespace } from 'shared/i18n';
import { SearchCombobox } from '../features/search/components/search-combobox';
import { NAMESPACE, catalogNamespace, loadCatalogLaterTexts, useCatalogLaterTexts } from '../i18n';

/** The header's search box with type-ahead (the host mounts it in the default layouts). */
export default function SearchBox() {
  // Both parts of the texts load at once: the page's and the box's own (search).
  void loadCatalogLaterTexts();
  useNamespace(NAMESPACE, catalogNamespace);
  useCatalogLaterTexts();
  return <SearchCombobox />;
}
