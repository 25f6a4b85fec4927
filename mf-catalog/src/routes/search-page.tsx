import { useSearchParams } from 'react-router';
import { useNamespace } from 'shared/i18n';
import { usePageHead } from 'shared/router';
import { MAX_PHRASE_LENGTH } from '../features/search/api/search-phrase';
import { SearchResults } from '../features/search/components/search-results';
import { NAMESPACE, catalogNamespace, loadCatalogLaterTexts, useCatalogLaterTexts } from '../i18n';

/** The search results page (`search`: /suche, /buscar, /recherche, /cerca); the phrase is `?q=`. */
export default function SearchPage() {
  // Both parts of the texts load at once: the pages' and the results' own (results, search).
  void loadCatalogLaterTexts();
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  useCatalogLaterTexts();
  const [params] = useSearchParams();
  const phrase = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_PHRASE_LENGTH);
  usePageHead({ title: phrase ? t('results.title', { phrase }) : t('results.titleEmpty') });
  return <SearchResults key={phrase} phrase={phrase} />;
}
