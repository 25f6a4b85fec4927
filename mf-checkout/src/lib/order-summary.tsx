import type { ReactNode } from 'react';
import { countries } from 'config';
import { useNow } from 'shared/hooks';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Card, Price } from 'shared/ui';
import { NAMESPACE } from '../i18n';
import type { CartPrice } from './cart-price';
import { formatDateTime, minutesLeft } from './format';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  price: CartPrice | null;
  loading: boolean;
  deviceCount: number;
  /** Shown under the heading: the devices, on the details step. */
  before?: ReactNode;
  /** The action area: the button to the next step, notices. */
  children?: ReactNode;
}

/** What the customer gets: the value of the devices, the voucher, the payout total and until when it holds. */
export function OrderSummary({ price, loading, deviceCount, before, children }: OrderSummaryProps) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const now = useNow(30_000);
  const carrier = countries[site.country].footerShippingLogo;
  const expiry = price?.cartExpiry ? Date.parse(price.cartExpiry) : null;
  const soon = expiry !== null && expiry - now < 3_600_000;
  const voucher = price?.voucher?.status === 'valid' ? price.voucher : null;
  return (
    <Card as="aside" className={styles.summary} aria-labelledby="order-summary-title" aria-busy={loading || undefined}>
      <h2 className={styles.heading} id="order-summary-title">
        {t('summary.title')}
      </h2>
      {before}
      <dl className={[styles.rows, loading ? styles.loading : ''].join(' ')}>
        <dt>{t('summary.devices', { count: deviceCount })}</dt>
        <dd>{price ? <Price amount={price.itemsTotal} locale={site.locale} /> : '–'}</dd>
        {voucher ? (
          <>
            <dt>{t('summary.voucher', { code: voucher.code })}</dt>
            <dd className={styles.bonus}>
              {'+ '}
              <Price amount={voucher.bonus} locale={site.locale} />
            </dd>
          </>
        ) : null}
        <dt>{t('summary.shipping')}</dt>
        <dd>{t('summary.shippingFree')}</dd>
      </dl>
      <p className={styles.total} data-testid="payout-total">
        <span>{t('summary.total')}</span>
        {price ? <Price amount={price.payoutTotal} locale={site.locale} size="lg" /> : <span>–</span>}
      </p>
      {expiry !== null ? (
        <p className={[styles.validity, soon ? styles.validitySoon : ''].join(' ')}>
          {soon
            ? t('summary.validForMinutes', { count: minutesLeft(expiry, now) })
            : t('summary.validUntil', formatDateTime(expiry, site.country, site.locale))}
        </p>
      ) : null}
      {children}
      <ul className={styles.trust}>
        {(['shipping', 'inspection', 'dataErasure'] as const).map((key) => (
          <li key={key}>
            <span className={styles.check} aria-hidden="true">
              ✓
            </span>
            <span>{t(`summary.trust.${key}`, { carrier: t(`carrier.${carrier}`) })}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
