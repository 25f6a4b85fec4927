import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { maxQuantity, type CartItem } from 'shared/stores';
import { Badge, Button, Price, QuantityStepper } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { CartLine as PricedLine } from '../../../lib/cart-price';
import { DeviceIcon } from '../../../lib/device-icon';
import { formatDateTime } from '../../../lib/format';
import styles from './cart-line.module.css';

export interface CartLineProps {
  item: CartItem;
  /** The server's word on this line; undefined while the cart is being priced. */
  line: PricedLine | undefined;
  b2b: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One offer in the cart: the device, its condition, the guaranteed price and quantity, or why it cannot be sold. */
export function CartLine({ item, line, b2b, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const nameId = useId();
  const limitId = useId();
  const status = line?.status ?? 'ok';
  const tradeable = status === 'ok';
  const unitPrice = line?.unitPrice ?? item.price;
  const validity = formatDateTime(line?.validUntil ?? item.validUntil, site.country, site.locale);
  const limit = maxQuantity(b2b);
  return (
    <li
      className={[styles.line, tradeable ? '' : styles.unavailable].join(' ')}
      aria-labelledby={nameId}
      data-offer-id={item.offerId}
      data-status={status}
    >
      <div className={styles.media}>
        {item.image ? <img src={item.image} alt="" className={styles.image} /> : <DeviceIcon className={styles.icon} />}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name} id={nameId}>
          {item.deviceSlug ? (
            <ShopLink to={{ name: 'pdp', params: { pdp: item.deviceSlug } }}>{item.deviceName}</ShopLink>
          ) : (
            item.deviceName
          )}
        </h3>
        {item.categoryName ? <p className={styles.category}>{item.categoryName}</p> : null}
        {item.conditionSummary.length ? (
          <ul className={styles.conditions} aria-label={t('cart.conditionLabel')}>
            {item.conditionSummary.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : null}
        {tradeable ? (
          <p className={styles.validity}>{t('cart.validUntil', validity)}</p>
        ) : (
          <div className={styles.problem}>
            <Badge tone={status === 'expired' ? 'warning' : 'danger'}>{t(`lineStatus.${status}.badge`)}</Badge>
            <p>{t(`lineStatus.${status}.text`, validity)}</p>
            {status !== 'already_traded' && item.deviceSlug ? (
              <ShopLink to={{ name: 'pdp', params: { pdp: item.deviceSlug } }} className={styles.fresh}>
                {t('cart.freshOffer', { device: item.deviceName })}
              </ShopLink>
            ) : null}
          </div>
        )}
      </div>
      <div className={styles.controls}>
        {tradeable ? (
          <>
            <QuantityStepper
              label={t('cart.quantity')}
              decreaseLabel={t('cart.fewer', { device: item.deviceName })}
              increaseLabel={t('cart.more', { device: item.deviceName })}
              value={item.quantity}
              max={limit}
              onChange={onQuantity}
              describedBy={item.quantity >= limit ? limitId : undefined}
            />
            {item.quantity >= limit ? (
              <p className={styles.limit} id={limitId}>
                {t(b2b ? 'cart.limitB2B' : 'cart.limit', { count: limit })}
              </p>
            ) : null}
          </>
        ) : null}
        <div className={styles.prices}>
          {tradeable && item.quantity > 1 ? (
            <span className={styles.unit}>
              {t('cart.each', { count: item.quantity })} <Price amount={unitPrice} locale={site.locale} />
            </span>
          ) : null}
          {tradeable ? (
            <Price
              amount={line?.lineTotal ?? unitPrice * item.quantity}
              locale={site.locale}
              size="lg"
              className={styles.total}
            />
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('cart.removeNamed', { device: item.deviceName })}
        >
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
