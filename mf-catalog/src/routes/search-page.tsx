import { useSearchParams } from 'react-router';
import { useNamespace } from 'shared/i18n';
import { usePageHead } from 'shared/router';
import { MAX_PHRASE_LENGTH } from '../features/search/api/search-phrase';
import { SearchResults } from '../features/search/components/search-results';
import { NAMESPACE, catalogNamespace } from '../i18n';

/** The search results page (`search`: /suche, /buscar, /recherche, /cerca); the phrase is `?q=`. */
export default function SearchPage() {
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  const [params] = useSearchParams();
  const phrase = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_PHRASE_LENGTH);
  usePageHead({ title: phrase ? t('results.title', { phrase }) : t('results.titleEmpty') });
  return <SearchResults key={phrase} phrase={phrase} />;
}
