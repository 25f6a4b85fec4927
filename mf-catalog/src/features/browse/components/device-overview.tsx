import { useEffect, useState } from 'react';
import type { CountryCode } from 'config';
import { forgetPrepared, prepareAsync, preparedData } from 'shared/hooks';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Button, SelectField, Skeleton } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { Breadcrumbs } from '../../../lib/breadcrumbs';
import type { DeviceHit } from '../../../lib/catalog-schemas';
import type { DeviceSort } from '../../../lib/search-catalog';
import { DeviceGrid } from '../../../lib/tiles';
import { getDevices } from '../api/get-devices';
import type { CatalogueNode } from '../catalogue-node';
import styles from './browse.module.css';

export const OVERVIEW_PAGE_SIZE = 24;

const SORTS: Record<string, DeviceSort | undefined> = {
  newest: undefined,
  name: [{ field: 'name', order: 'asc' }],
  price: [{ field: 'maxPrice', order: 'desc' }],
};
type SortKey = keyof typeof SORTS;

type Listing = { key: string; status: 'ready' | 'error'; devices: DeviceHit[]; total: number };

/** The first page, newest first: what the API primes the overview with (catalog/pages.ts). */
const FIRST_PAGE = 'newest/1/0';
const firstPageKey = (country: CountryCode, node: CatalogueNode) =>
  `overview-devices:${country}/${node.kind}/${node.id}`;

/** Loads the overview's first page of devices before its first render (the page's `prepare`). */
export function prepareOverviewDevices(country: CountryCode, node: CatalogueNode): Promise<void> {
  return prepareAsync(firstPageKey(country, node), () =>
    getDevices(country, node, { resultSize: OVERVIEW_PAGE_SIZE, from: 0, sort: SORTS.newest }),
  );
}

/** Every model below a category, manufacturer or series, sortable, a page at a time. */
export function DeviceOverview({ node }: { node: CatalogueNode }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const [sort, setSort] = useState<SortKey>('newest');
  const [pages, setPages] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Listing>(() => {
    // Prepared before the first render (server render, and the browser taking it over): shown at once.
    const first = preparedData<Awaited<ReturnType<typeof getDevices>>>(firstPageKey(site.country, node));
    return first
      ? { key: FIRST_PAGE, status: 'ready', devices: first.hits, total: first.total }
      : { key: '', status: 'ready', devices: [], total: 0 };
  });
  const key = `${sort}/${pages}/${attempt}`;

  useEffect(() => {
    if (settled.key === key) {
      forgetPrepared(firstPageKey(site.country, node));
      return;
    }
    const controller = new AbortController();
    const from = (pages - 1) * OVERVIEW_PAGE_SIZE;
    const requestKey = `${sort}/${pages}/${attempt}`;
    getDevices(site.country, node, { resultSize: OVERVIEW_PAGE_SIZE, from, sort: SORTS[sort] }, controller.signal).then(
      (result) =>
        setSettled((l) => ({
          key: requestKey,
          status: 'ready',
          devices: from === 0 ? result.hits : [...l.devices, ...result.hits],
          total: result.total,
        })),
      () => {
        if (!controller.signal.aborted) setSettled((l) => ({ ...l, key: requestKey, status: 'error' }));
      },
    );
    return () => controller.abort();
    // `settled` is what this effect fills in: the list is asked for when what is shown is not `key`'s.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site.country, node, sort, pages, attempt]);
  // Until this request settles the list shows what it had (more pages append to it).
  const listing = settled.key === key ? settled : { ...settled, status: 'loading' as const };

  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={[...node.crumbs, { label: t('overview.crumb') }]} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{node.kind === 'category' ? t('overview.eyebrow') : node.category.name}</p>
        <h1 className={styles.title}>{t('overview.title', { name: node.name })}</h1>
        <p className={styles.lead}>{node.content}</p>
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {listing.status === 'loading' && listing.devices.length === 0
            ? t('common.loading')
            : t('overview.count', { count: listing.total })}
        </p>
        <div className={styles.sort}>
          <SelectField
            label={t('overview.sort')}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as SortKey);
              setPages(1);
            }}
            options={[
              { value: 'newest', label: t('overview.sortNewest') },
              { value: 'name', label: t('overview.sortName') },
              { value: 'price', label: t('overview.sortPrice') },
            ]}
          />
        </div>
      </div>
      {listing.devices.length ? (
        <DeviceGrid devices={listing.devices} label={t('overview.listLabel', { name: node.name })} />
      ) : null}
      {listing.status === 'loading' && listing.devices.length === 0 ? (
        <div className={styles.skeletonGrid} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="6rem" />
          ))}
        </div>
      ) : null}
      {listing.status === 'error' ? (
        <p role="alert" className={styles.muted}>
          {t('sell.devicesUnavailable')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
      {listing.status !== 'error' && listing.devices.length < listing.total ? (
        <p className={styles.more}>
          <Button variant="secondary" loading={listing.status === 'loading'} onClick={() => setPages((p) => p + 1)}>
            {t('overview.showMore')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
