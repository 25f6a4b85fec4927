import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { buttonClassName, Card } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { DeviceIcon } from '../../../lib/device-icon';
import styles from './cart-step.module.css';

export function EmptyCart() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card className={styles.empty}>
      <DeviceIcon className={styles.emptyIcon} />
      <h2>{t('cart.empty.title')}</h2>
      <p>{t('cart.empty.text')}</p>
      <ShopLink to={{ name: 'home' }} className={buttonClassName('primary', 'lg')}>
        {t('cart.empty.cta')}
      </ShopLink>
    </Card>
  );
}
