import { useEffect, useRef, useState } from 'react';
import type { CountryCode } from 'config';
import { bus } from 'shared/bus';
import { useAsync } from 'shared/hooks';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useShopNavigate, useSite } from 'shared/router';
import { Button, Card, LoadError, PageTitle, Skeleton } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { CategoryHit, DeviceHit, NodeHit } from '../../../lib/catalog-schemas';
import tileStyles from '../../../lib/catalog.module.css';
import { DeviceGrid, NodeTile } from '../../../lib/tiles';
import { useFittingText } from '../hooks/use-fitting-text';
import { listCategories, MAX_PHRASE_LENGTH, searchDevices, searchSeries } from '../api/search-phrase';
import styles from './search-results.module.css';

export const RESULTS_PAGE_SIZE = 24;
/** How many series and manufacturers the results show above the devices. */
export const SERIES_SHOWN = 6;

type Results = { devices: DeviceHit[]; total: number; series: NodeHit[] };

/** The key of a phrase's first results, for `useAsync` and the page's `prepare`. */
export const resultsKey = (country: CountryCode, phrase: string) => `search:${country}/${phrase}`;

/** The first page of devices and the matching series of a phrase; null without a phrase. */
export async function firstResults(
  country: CountryCode,
  phrase: string,
  signal?: AbortSignal,
): Promise<Results | null> {
  if (!phrase) return null;
  const [devices, series] = await Promise.all([
    searchDevices(country, phrase, RESULTS_PAGE_SIZE, 0, signal),
    searchSeries(country, phrase, SERIES_SHOWN, signal).catch(() => ({ hits: [], total: 0 })),
  ]);
  return { devices: devices.hits, total: devices.total, series: series.hits };
}

/** The results page's own search field, for a new phrase (and for pages without the header box). */
function SearchForm({ phrase }: { phrase: string }) {
  const { t } = useTranslation(NAMESPACE);
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = useFittingText(inputRef, [
    t('search.placeholder'),
    t('search.placeholderShort'),
    t('search.placeholderShortest'),
  ]);
  const navigate = useShopNavigate();
  // The page is keyed by the phrase, so a new phrase starts a new field.
  const [value, setValue] = useState(phrase);
  return (
    <form
      role="search"
      aria-label={t('results.formLabel')}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        const q = value.trim();
        if (q) navigate({ name: 'search', query: { q } });
      }}
    >
      <label htmlFor="search-page-input" className={styles.formLabel}>
        {t('search.label')}
      </label>
      <div className={styles.formRow}>
        <input
          ref={inputRef}
          id="search-page-input"
          type="search"
          className={styles.input}
          value={value}
          maxLength={MAX_PHRASE_LENGTH}
          placeholder={placeholder}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit">{t('results.submit')}</Button>
      </div>
    </form>
  );
}

/** Search results for a phrase: series and manufacturers, then devices a page at a time; or a helpful "nothing found". */
export function SearchResults({ phrase }: { phrase: string }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const [extra, setExtra] = useState<{ phrase: string; devices: DeviceHit[]; loading: boolean; failed: boolean }>({
    phrase,
    devices: [],
    loading: false,
    failed: false,
  });
  const first = useAsync<Results | null>(resultsKey(site.country, phrase), (signal) =>
    firstResults(site.country, phrase, signal),
  );
  const results = first.status === 'success' ? first.data : null;
  const more = extra.phrase === phrase ? extra.devices : [];
  const empty = results !== null && results.total === 0 && results.series.length === 0;

  useEffect(() => {
    if (empty) bus.emit('catalog:search-empty', { phrase });
  }, [empty, phrase]);

  async function loadMore() {
    if (!results) return;
    setExtra({ phrase, devices: more, loading: true, failed: false });
    try {
      const page = await searchDevices(site.country, phrase, RESULTS_PAGE_SIZE, results.devices.length + more.length);
      setExtra({ phrase, devices: [...more, ...page.hits], loading: false, failed: false });
    } catch {
      setExtra({ phrase, devices: more, loading: false, failed: true });
    }
  }

  const devices = results ? [...results.devices, ...more] : [];
  return (
    <div className={styles.page}>
      <PageTitle lead={results && !empty ? t('results.count', { count: results.total }) : undefined}>
        {phrase ? t('results.title', { phrase }) : t('results.titleEmpty')}
      </PageTitle>
      <SearchForm phrase={phrase} />
      {!phrase ? <NothingFound phrase="" /> : null}
      {first.status === 'error' ? <LoadError onRetry={first.reload} /> : null}
      {phrase && first.status === 'loading' ? (
        <div className={styles.skeletonGrid} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="6rem" />
          ))}
        </div>
      ) : null}
      {empty ? <NothingFound phrase={phrase} /> : null}
      {results && results.series.length ? (
        <section aria-labelledby="results-series" className={styles.section}>
          <h2 id="results-series" className={styles.sectionTitle}>
            {t('search.groupSeries')}
          </h2>
          <ul className={tileStyles.nodeGrid}>
            {results.series.map((s) => (
              <li key={s.id}>
                <NodeTile
                  name={s.kind === 'series' ? s.title : s.name}
                  thumbnail={s.thumbnail}
                  url={s.url}
                  detail={s.category.name}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {devices.length ? (
        <section aria-labelledby="results-devices" className={styles.section}>
          <h2 id="results-devices" className={styles.sectionTitle}>
            {t('search.groupDevices')}
          </h2>
          <DeviceGrid devices={devices} />
          {extra.failed ? (
            <p role="alert" className={styles.muted}>
              {t('sell.devicesUnavailable')}
            </p>
          ) : null}
          {results && devices.length < results.total ? (
            <p className={styles.more}>
              <Button variant="secondary" loading={extra.loading} onClick={() => void loadMore()}>
                {t('overview.showMore')}
              </Button>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** Nothing found: what to try, the categories we buy, and how to reach us. */
function NothingFound({ phrase }: { phrase: string }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const categories = useAsync<CategoryHit[]>(`categories:${site.country}`, (signal) =>
    listCategories(site.country, signal).catch(() => []),
  );
  return (
    <Card as="section" aria-labelledby="results-none" className={styles.none}>
      <h2 id="results-none" className={styles.sectionTitle}>
        {phrase ? t('results.noneTitle', { phrase }) : t('results.startTitle')}
      </h2>
      {phrase ? (
        <ul className={styles.tips}>
          <li>{t('results.tipSpelling')}</li>
          <li>{t('results.tipModel')}</li>
          <li>{t('results.tipShorter')}</li>
        </ul>
      ) : null}
      {categories.status === 'success' && categories.data.length ? (
        <>
          <h3 className={styles.subTitle}>{t('results.browseCategories')}</h3>
          <ul className={tileStyles.nodeGrid}>
            {categories.data.map((c) => (
              <li key={c.id}>
                <NodeTile name={c.name} thumbnail={c.thumbnail} url={c.url} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.contact}>
        {t('results.contactText')} <ShopLink to={{ name: 'contact' }}>{t('results.contactLink')}</ShopLink>
      </p>
    </Card>
  );
}
