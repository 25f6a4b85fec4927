import { useState, type FormEvent } from 'react';
import { useAsync } from 'shared/hooks';
import { HttpError } from 'shared/http';
import { useNamespace } from 'shared/i18n';
import { ShopLink, useShopNavigate, useShopRoute } from 'shared/router';
import { Alert, Button, LoadError, PageSkeleton, PageTitle, RadioGroup } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import { getSubscriber, unsubscribe } from '../features/newsletter/api/newsletter-api';
import styles from '../features/newsletter/components/newsletter.module.css';
import { NAMESPACE, contentNamespace } from '../i18n';

const REASONS = ['tooMany', 'notRelevant', 'neverSignedUp', 'other'] as const;

/**
 * /newsletter/unsubscribe/{emailHash}: shows whose subscription the link is for (masked) and
 * unsubscribes with one button – a button, not the page load, so link scanners in mail programs
 * cannot unsubscribe anyone. Then the success page.
 */
export default function NewsletterUnsubscribePage() {
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  const { params } = useShopRoute();
  const navigate = useShopNavigate();
  const emailHash = params.emailHash ?? '';
  const subscriber = useAsync(emailHash, (signal) => getSubscriber(emailHash, signal));
  const [reason, setReason] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  useDocumentTitle(t('newsletter.unsubscribe.title'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      await unsubscribe(emailHash, reason ?? undefined);
      void navigate({ name: 'newsletterUnsubscribeSuccess' });
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  let body;
  if (subscriber.status === 'loading') body = <PageSkeleton />;
  else if (subscriber.status === 'error') {
    const unknown =
      subscriber.error instanceof HttpError && (subscriber.error.status === 404 || subscriber.error.status === 400);
    body = unknown ? (
      <Alert tone="error" title={t('newsletter.unknownLink.title')}>
        <p>{t('newsletter.unknownLink.unsubscribeText')}</p>
      </Alert>
    ) : (
      <LoadError onRetry={subscriber.reload} />
    );
  } else if (subscriber.data.status === 'unsubscribed') {
    body = (
      <Alert tone="info" title={t('newsletter.unsubscribe.already')}>
        <p>{t('newsletter.unsubscribe.alreadyText')}</p>
        <ShopLink to={{ name: 'home' }}>{t('common.toHome')}</ShopLink>
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} className={styles.form}>
        <p>{t('newsletter.unsubscribe.question', { email: subscriber.data.emailMasked })}</p>
        <RadioGroup
          legend={t('newsletter.unsubscribe.reason')}
          name="reason"
          value={reason}
          onChange={setReason}
          options={REASONS.map((r) => ({ value: r, label: t(`newsletter.unsubscribe.reasons.${r}`) }))}
        />
        {failed ? <Alert tone="error">{t('errors.generic')}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('newsletter.unsubscribe.submit')}
          </Button>
          <ShopLink to={{ name: 'home' }}>{t('newsletter.unsubscribe.keep')}</ShopLink>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.page}>
      <PageTitle>{t('newsletter.unsubscribe.title')}</PageTitle>
      {body}
    </div>
  );
}
