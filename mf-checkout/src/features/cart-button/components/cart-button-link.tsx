import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { useCheckoutStore } from 'shared/stores';
import { NAMESPACE } from '../../../i18n';
import styles from './cart-button-link.module.css';

/** The header's cart: an icon with the number of devices, leading to the first checkout step. */
export function CartButtonLink() {
  const { t } = useTranslation(NAMESPACE);
  const count = useCheckoutStore((s) => s.cart.reduce((n, i) => n + i.quantity, 0));
  return (
    <ShopLink
      to={{ name: 'checkout' }}
      className={styles.cart}
      aria-label={t('cartButton.label', { count })}
      data-testid="cart-button"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
      </svg>
      <span className={styles.text}>{t('cartButton.text')}</span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </ShopLink>
  );
}
