import type { ReactNode } from 'react';
import { ShopLink } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { PageTitle } from 'shared/ui';
import { NAMESPACE } from '../i18n';
import styles from './account-page.module.css';

/** The frame of an account page: title, lead, content and a way back to the overview. */
export function AccountPage({
  title,
  lead,
  children,
  back = true,
  wide = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  back?: boolean;
  wide?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={wide ? styles.wide : styles.page}>
      <PageTitle lead={lead}>{title}</PageTitle>
      {children}
      {back ? (
        <ShopLink to={{ name: 'accountOverview' }} className={styles.back}>
          {t('common.backToOverview')}
        </ShopLink>
      ) : null}
    </div>
  );
}

export { styles as pageStyles };
