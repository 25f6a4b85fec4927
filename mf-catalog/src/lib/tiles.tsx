import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite, type ShopTarget } from 'shared/router';
import { Price } from 'shared/ui';
import { NAMESPACE } from '../i18n';
import type { DeviceHit } from './catalog-schemas';
import styles from './catalog.module.css';

/** A manufacturer or series: its picture and name, leading to its sell page. */
export function NodeTile({
  name,
  thumbnail,
  url,
  detail,
}: {
  name: string;
  thumbnail: string;
  url: string;
  detail?: string;
}) {
  return (
    <ShopLink to={{ name: 'sell', params: { category: url } }} className={styles.nodeTile}>
      <img src={thumbnail} alt="" width={64} height={64} loading="lazy" decoding="async" className={styles.nodeImage} />
      <span className={styles.nodeName}>{name}</span>
      {detail ? <span className={styles.nodeDetail}>{detail}</span> : null}
    </ShopLink>
  );
}

export function deviceTarget(url: string): ShopTarget {
  return { name: 'pdp', params: { pdp: url } };
}

/** A device: picture, name and the best price we pay, leading to its product page. */
export function DeviceCard({
  device,
  headingLevel = 3,
}: {
  device: Pick<DeviceHit, 'name' | 'url' | 'thumbnail' | 'maxPrice' | 'releaseYear'>;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.deviceCard}>
      <img
        src={device.thumbnail}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={styles.deviceImage}
      />
      <Heading className={styles.deviceName}>
        <ShopLink to={deviceTarget(device.url)} className={styles.deviceLink}>
          {device.name}
        </ShopLink>
      </Heading>
      <p className={styles.devicePrice}>
        {device.maxPrice !== null ? (
          <>
            <span className={styles.upTo}>{t('device.upTo')}</span>{' '}
            <Price amount={device.maxPrice} locale={site.locale} />
          </>
        ) : (
          <span className={styles.upTo}>{t('device.noPrice')}</span>
        )}
      </p>
    </article>
  );
}

/** Devices as a responsive grid of cards. */
export function DeviceGrid({
  devices,
  label,
}: {
  devices: Pick<DeviceHit, 'id' | 'name' | 'url' | 'thumbnail' | 'maxPrice' | 'releaseYear'>[];
  label?: string;
}) {
  return (
    <ul className={styles.deviceGrid} aria-label={label}>
      {devices.map((d) => (
        <li key={d.id}>
          <DeviceCard device={d} />
        </li>
      ))}
    </ul>
  );
}
