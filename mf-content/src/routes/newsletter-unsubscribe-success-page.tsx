import { countries } from 'config';
import { useNamespace } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Alert, PageTitle, Stack, buttonClassName } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import styles from '../features/newsletter/components/newsletter.module.css';
import { NAMESPACE, contentNamespace } from '../i18n';

/** After unsubscribing: it is done, nothing more will come, and the way back if it was a mistake. */
export default function NewsletterUnsubscribeSuccessPage() {
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  const site = useSite();
  useDocumentTitle(t('newsletter.unsubscribed.title'));
  return (
    <div className={styles.page}>
      <PageTitle>{t('newsletter.unsubscribed.title')}</PageTitle>
      <Stack gap={4}>
        <Alert tone="success">
          <p>{t('newsletter.unsubscribed.text')}</p>
        </Alert>
        <div className={styles.actions}>
          <ShopLink to={{ name: 'home' }} className={buttonClassName('primary')}>
            {t('common.toHome')}
          </ShopLink>
          {countries[site.country].newsletter ? (
            <ShopLink to={{ name: 'newsletterEnrich' }}>{t('newsletter.unsubscribed.again')}</ShopLink>
          ) : null}
        </div>
      </Stack>
    </div>
  );
}
