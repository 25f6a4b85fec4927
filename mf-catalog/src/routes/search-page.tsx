import { useSearchParams } from 'react-router';
import type { PagePrepareContext } from 'config';
import { prepareAsync } from 'shared/hooks';
import { useNamespace } from 'shared/i18n';
import { usePageHead } from 'shared/router';
import { getSite } from 'shared/stores';
import { MAX_PHRASE_LENGTH } from '../features/search/api/search-phrase';
import { firstResults, resultsKey, SearchResults } from '../features/search/components/search-results';
import { NAMESPACE, catalogNamespace, loadCatalogLaterTexts, useCatalogLaterTexts } from '../i18n';

/** The phrase of `?q=` as the page searches it: trimmed, spaces collapsed, at most MAX_PHRASE_LENGTH. */
const phraseOf = (q: string | null | undefined) => (q ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_PHRASE_LENGTH);

/**
 * The phrase's first results, loaded before the first render: by the server, which renders the
 * results (docs/architecture.md, "Server rendering of the first view"), and by the browser before it
 * takes that page over; both read the answers the server primed it with (api catalog/pages.ts).
 */
export async function prepare(context?: PagePrepareContext): Promise<void> {
  const phrase = phraseOf(context?.query?.q);
  if (!phrase) return;
  const { country } = getSite();
  await prepareAsync(resultsKey(country, phrase), () => firstResults(country, phrase));
}

/** The search results page (`search`: /suche, /buscar, /recherche, /cerca); the phrase is `?q=`. */
export default function SearchPage() {
  // Both parts of the texts load at once: the pages' and the results' own (results, search).
  void loadCatalogLaterTexts();
  const { t } = useNamespace(NAMESPACE, catalogNamespace);
  useCatalogLaterTexts();
  const [params] = useSearchParams();
  const phrase = phraseOf(params.get('q'));
  usePageHead({ title: phrase ? t('results.title', { phrase }) : t('results.titleEmpty') });
  return <SearchResults key={phrase} phrase={phrase} />;
}
