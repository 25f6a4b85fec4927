import type { CountryCode } from 'config';
import { prepareAsync, useAsync } from 'shared/hooks';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { buttonClassName, Skeleton } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { Breadcrumbs } from '../../../lib/breadcrumbs';
import type { SeriesSummary } from '../../../lib/catalog-schemas';
import { withBrand } from '../../../lib/names';
import tileStyles from '../../../lib/catalog.module.css';
import { DeviceGrid, NodeTile } from '../../../lib/tiles';
import { getDevices } from '../api/get-devices';
import { topFirst, type CatalogueNode } from '../catalogue-node';
import styles from './browse.module.css';

/** How many devices the sell page shows before "all models" (the API primes the page with as many: catalog/pages.ts). */
export const SELL_PAGE_DEVICES = 12;
/** A series' page lists all its models, up to this many (the API primes it with as many too). */
export const SELL_PAGE_SERIES_DEVICES = 100;

/** The devices a sell page lists: the newest, or all models of a series. */
function devicesShown(node: CatalogueNode): number {
  return node.kind === 'series' ? SELL_PAGE_SERIES_DEVICES : SELL_PAGE_DEVICES;
}
const devicesKey = (country: CountryCode, node: CatalogueNode) =>
  `sell-devices:${country}/${node.kind}/${node.id}/${devicesShown(node)}`;

/** Loads the devices a sell page lists before its first render (the page's `prepare`, sell-category-page.tsx). */
export function prepareDevices(country: CountryCode, node: CatalogueNode): Promise<void> {
  return prepareAsync(devicesKey(country, node), () => getDevices(country, node, { resultSize: devicesShown(node) }));
}

/**
 * What a sell url shows: a category's top manufacturers, then the series, then devices; a
 * manufacturer's series, then its devices; a series' devices. The tree is in the breadcrumbs.
 */
export function SellCategory({ node }: { node: CatalogueNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={node.crumbs.map((c, i) => (i === node.crumbs.length - 1 ? { label: c.label } : c))} />
      <header className={styles.header}>
        {node.kind !== 'category' ? <p className={styles.eyebrow}>{node.category.name}</p> : null}
        <h1 className={styles.title}>{node.name}</h1>
        <p className={styles.lead}>{node.content}</p>
      </header>
      {node.kind === 'category' ? <CategoryNodes node={node} /> : null}
      {node.kind === 'manufacturer' ? <ManufacturerSeries node={node} /> : null}
      <Devices node={node} />
      <p className={styles.help}>
        {t('sell.notListed')} <ShopLink to={{ name: 'search' }}>{t('sell.searchLink')}</ShopLink>
      </p>
    </div>
  );
}

function CategoryNodes({ node }: { node: CatalogueNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { top, rest } = topFirst(node.category.manufacturers, node.category.topManufacturers);
  // The popular series of the top manufacturers: what most customers sell in this category.
  const series = top.flatMap((m) =>
    topFirst(m.series ?? [], m.topSeries ?? []).top.map((s) => ({ ...s, name: withBrand(m.name, s.name) })),
  );
  return (
    <>
      <section aria-labelledby="sell-top-manufacturers" className={styles.section}>
        <h2 id="sell-top-manufacturers" className={styles.sectionTitle}>
          {t('sell.topManufacturers')}
        </h2>
        <ul className={tileStyles.nodeGrid}>
          {top.map((m) => (
            <li key={m.id}>
              <NodeTile name={m.name} thumbnail={m.thumbnail} url={m.url} />
            </li>
          ))}
        </ul>
        {rest.length ? (
          <>
            <h3 className={styles.subTitle}>{t('sell.moreManufacturers')}</h3>
            <ul className={styles.chips}>
              {rest.map((m) => (
                <li key={m.id}>
                  <ShopLink to={{ name: 'sell', params: { category: m.url } }} className={styles.chip}>
                    {m.name}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {series.length ? (
        <section aria-labelledby="sell-top-series" className={styles.section}>
          <h2 id="sell-top-series" className={styles.sectionTitle}>
            {t('sell.popularSeries')}
          </h2>
          <SeriesTiles series={series} />
        </section>
      ) : null}
    </>
  );
}

function ManufacturerSeries({ node }: { node: CatalogueNode }) {
  const { t } = useTranslation(NAMESPACE);
  const manufacturer = node.manufacturer;
  if (!manufacturer?.series?.length) return null;
  const { top, rest } = topFirst(manufacturer.series, manufacturer.topSeries ?? []);
  return (
    <section aria-labelledby="sell-series" className={styles.section}>
      <h2 id="sell-series" className={styles.sectionTitle}>
        {t('sell.series', { name: manufacturer.name })}
      </h2>
      <SeriesTiles series={[...top, ...rest]} />
    </section>
  );
}

function SeriesTiles({ series }: { series: SeriesSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className={tileStyles.nodeGrid}>
      {series.map((s) => (
        <li key={s.id}>
          <NodeTile
            name={s.name}
            thumbnail={s.thumbnail}
            url={s.url}
            detail={t('sell.models', { count: s.deviceCount })}
          />
        </li>
      ))}
    </ul>
  );
}

function Devices({ node }: { node: CatalogueNode }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  // A series shows all its models; above it the newest, with a way to all of them.
  const devices = useAsync(devicesKey(site.country, node), (signal) =>
    getDevices(site.country, node, { resultSize: devicesShown(node) }, signal),
  );
  const headingId = 'sell-devices';
  return (
    <section aria-labelledby={headingId} className={styles.section} aria-busy={devices.status === 'loading'}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {node.kind === 'series' ? t('sell.seriesDevices', { name: node.name }) : t('sell.newestDevices')}
      </h2>
      {devices.status === 'loading' ? (
        <div className={styles.skeletonGrid}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="6rem" />
          ))}
        </div>
      ) : devices.status === 'error' ? (
        <p role="status" className={styles.muted}>
          {t('sell.devicesUnavailable')}{' '}
          <button type="button" className={styles.linkButton} onClick={devices.reload}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <>
          <DeviceGrid devices={devices.data.hits} />
          {devices.data.total > devices.data.hits.length ? (
            <p className={styles.more}>
              <ShopLink
                to={{ name: 'overview', params: { overview: node.url } }}
                className={buttonClassName('secondary')}
              >
                {t('sell.allModels', { count: devices.data.total })}
              </ShopLink>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
