import { B2B_TRADE_CAP } from 'config';
import { formatPrice, useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { useCheckoutStore } from 'shared/stores';
import { Alert, Button, buttonClassName } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import styles from './b2b.module.css';

/** Switches the shop into B2B mode (the checkout store's flag) and back, saying what it changes. */
export function B2BModeSwitch() {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const on = useCheckoutStore((s) => s.B2BMode);
  const setB2BMode = useCheckoutStore((s) => s.setB2BMode);
  const cap = formatPrice(B2B_TRADE_CAP, site.locale);
  return (
    <section className={styles.switchBox} aria-labelledby="b2b-mode-title" data-b2b-mode={on ? 'on' : 'off'}>
      <h2 id="b2b-mode-title" className={styles.switchTitle}>
        {t('b2b.mode.title')}
      </h2>
      <p>{t('b2b.mode.text', { cap })}</p>
      {on ? (
        <>
          <Alert tone="success" title={t('b2b.mode.onTitle')}>
            <p>{t('b2b.mode.onText', { cap })}</p>
          </Alert>
          <div className={styles.actions}>
            <ShopLink to={{ name: 'home' }} className={`${buttonClassName('primary')} ${styles.wrapButton}`}>
              {t('b2b.mode.start')}
            </ShopLink>
            <Button variant="ghost" onClick={() => setB2BMode(false)}>
              {t('b2b.mode.off')}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button size="lg" className={styles.wrapButton} onClick={() => setB2BMode(true)}>
            {t('b2b.mode.on')}
          </Button>
        </div>
      )}
    </section>
  );
}
