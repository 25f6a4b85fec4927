import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { countries } from 'config';
import { useAsync } from 'shared/hooks';
import { HttpError } from 'shared/http';
import { useNamespace } from 'shared/i18n';
import { ShopLink, useShopRoute, useSite } from 'shared/router';
import { Alert, LoadError, PageSkeleton, PageTitle } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import { confirmSubscription, getSubscriber, type Subscriber } from '../features/newsletter/api/newsletter-api';
import { EnrichForm } from '../features/newsletter/components/enrich-form';
import { FullSignupForm } from '../features/newsletter/components/full-signup-form';
import styles from '../features/newsletter/components/newsletter.module.css';
import { NAMESPACE, contentNamespace } from '../i18n';

type Confirmation = 'none' | 'confirmed' | 'invalid' | 'expired';

/**
 * /newsletter/enrich/{emailHash}: the landing of the double opt-in link (`?confirm=` confirms the
 * sign-up) and the place to add a name and interests. /newsletter/enrich without a hash is the
 * newsletter sign-up with all fields.
 */
export default function NewsletterEnrichPage() {
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  const site = useSite();
  const { params } = useShopRoute();
  const emailHash = params.emailHash;
  useDocumentTitle(t('newsletter.enrich.title'));
  return (
    <div className={styles.page}>
      <PageTitle lead={emailHash ? t('newsletter.enrich.leadHash') : t('newsletter.enrich.lead')}>
        {t('newsletter.enrich.title')}
      </PageTitle>
      {!countries[site.country].newsletter && !emailHash ? (
        <Alert tone="info" title={t('newsletter.unavailable.title')}>
          <p>{t('newsletter.unavailable.text')}</p>
          <ShopLink to={{ name: 'home' }}>{t('common.toHome')}</ShopLink>
        </Alert>
      ) : emailHash ? (
        <Subscription emailHash={emailHash} />
      ) : (
        <FullSignupForm />
      )}
    </div>
  );
}

function Subscription({ emailHash }: { emailHash: string }) {
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  const [search, setSearch] = useSearchParams();
  const token = search.get('confirm');
  const [confirmation, setConfirmation] = useState<Confirmation>('none');
  const [confirmed, setConfirmed] = useState<Subscriber | null>(null);

  // Confirm first (if the link carries a token), then load the subscriber.
  const subscriber = useAsync(`${emailHash}|${token ?? ''}`, async (signal) => {
    if (token) {
      try {
        const result = await confirmSubscription(emailHash, token);
        setConfirmation('confirmed');
        setConfirmed(result);
        return result;
      } catch (error) {
        if (error instanceof HttpError && (error.code === 'invalid_token' || error.code === 'token_expired')) {
          setConfirmation(error.code === 'token_expired' ? 'expired' : 'invalid');
        } else if (!(error instanceof HttpError && error.status === 404)) {
          throw error;
        }
      }
    }
    return getSubscriber(emailHash, signal);
  });

  // The token is used once; drop it from the address bar so a reload or a shared link does not carry it.
  useEffect(() => {
    if (confirmation === 'confirmed' && token) setSearch({}, { replace: true });
  }, [confirmation, token, setSearch]);

  if (subscriber.status === 'loading' && !confirmed) return <PageSkeleton />;
  if (subscriber.status === 'error') {
    const unknown =
      subscriber.error instanceof HttpError && (subscriber.error.status === 404 || subscriber.error.status === 400);
    if (!unknown) return <LoadError onRetry={subscriber.reload} />;
    return (
      <Alert tone="error" title={t('newsletter.unknownLink.title')}>
        <p>{t('newsletter.unknownLink.text')}</p>
        <ShopLink to={{ name: 'newsletterEnrich' }}>{t('newsletter.unknownLink.signup')}</ShopLink>
      </Alert>
    );
  }
  const data = subscriber.status === 'success' ? subscriber.data : confirmed!;
  return (
    <>
      {confirmation === 'confirmed' ? (
        <Alert tone="success" title={t('newsletter.confirmed.title')}>
          <p>{t('newsletter.confirmed.text')}</p>
        </Alert>
      ) : null}
      {confirmation === 'invalid' || confirmation === 'expired' ? (
        <Alert tone="warning" title={t(`newsletter.confirmFailed.${confirmation}`)}>
          <p>{t('newsletter.confirmFailed.text')}</p>
          <ShopLink to={{ name: 'newsletterEnrich' }}>{t('newsletter.unknownLink.signup')}</ShopLink>
        </Alert>
      ) : null}
      {data.status === 'confirmed' ? <EnrichForm emailHash={emailHash} subscriber={data} /> : null}
      {data.status === 'pending' && confirmation === 'none' ? (
        <Alert tone="info" title={t('newsletter.pending.title')}>
          <p>{t('newsletter.pending.text')}</p>
        </Alert>
      ) : null}
      {data.status === 'unsubscribed' ? (
        <Alert tone="info" title={t('newsletter.unsubscribedState.title')}>
          <p>{t('newsletter.unsubscribedState.text')}</p>
          <ShopLink to={{ name: 'newsletterEnrich' }}>{t('newsletter.unknownLink.signup')}</ShopLink>
        </Alert>
      ) : null}
    </>
  );
}
