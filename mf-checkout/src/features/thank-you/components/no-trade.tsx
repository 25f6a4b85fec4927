import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { buttonClassName, Card, PageTitle } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import styles from './thank-you.module.css';

/** The thank-you page without a trade just made (opened directly, or after navigating away). */
export function NoTrade() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageTitle lead={t('thankYou.none.lead')}>{t('thankYou.none.title')}</PageTitle>
      <Card className={styles.none}>
        <p>{t('thankYou.none.text')}</p>
        <div className={styles.actions}>
          <ShopLink to={{ name: 'home' }} className={buttonClassName('primary')}>
            {t('thankYou.none.home')}
          </ShopLink>
          <ShopLink to={{ name: 'accountOverview' }} className={buttonClassName('secondary')}>
            {t('thankYou.none.account')}
          </ShopLink>
        </div>
      </Card>
    </>
  );
}
