import { useEffect, useState } from 'react';
import { problemsFrom } from 'shared/forms';
import { formatDate, formatPrice, useNamespace } from 'shared/i18n';
import { ShopLink, useShopRoute, useSite } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';
import { Alert, Button, Card, LoadError, PageSkeleton, PageTitle, Price, Stack } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import { answerClarification, type Clarification } from '../features/clarification/api/clarification-api';
import { Answered, Closed } from '../features/clarification/components/answered';
import styles from '../features/clarification/components/clarification.module.css';
import { useClarification } from '../features/clarification/use-clarification';
import { NAMESPACE, contentNamespace, loadContentPagesTexts, useContentPagesTexts } from '../i18n';

/**
 * /clarificationQuickAnswer/{id}/{trade}/{offerid}: accepts that counter-offer in one step, after
 * one confirmation on this page (opening the link alone changes nothing). A link whose offer is not
 * the clarification's, or that was used, shows the expired-link page.
 */
export default function ClarificationQuickAnswerPage() {
  // Both text files download at once: this page's own words come with the ones every page reads.
  void loadContentPagesTexts();
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  useContentPagesTexts();
  const site = useSite();
  const { params } = useShopRoute();
  const id = params.id ?? '';
  const trade = params.trade ?? '';
  const offerId = params.offerid ?? '';
  const state = useClarification(id, trade);
  const showError = useAppErrorStore((s) => s.showError);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [answered, setAnswered] = useState<Clarification | null>(null);
  const wrongOffer = state.status === 'success' && state.data.offerId !== offerId;
  useDocumentTitle(t('clarification.quick.title'));

  useEffect(() => {
    if (wrongOffer)
      showError({
        statusCode: 404,
        statusMessage: 'Not Found',
        message: 'This quick-answer link is not valid any more',
        data: { path: window.location.pathname },
      });
  }, [wrongOffer, showError]);

  if (state.status === 'loading' || wrongOffer) return <PageSkeleton />;
  // A link that leads nowhere any more is the host's error page (set by useClarification); any
  // other failure (network, server busy) can be tried again.
  if (state.status === 'error') return state.gone ? <PageSkeleton /> : <LoadError onRetry={state.reload} />;
  const clarification = state.data;
  const closed = problem === 'clarification_closed' || problem === 'clarification_not_found';

  const accept = async () => {
    setSending(true);
    setProblem(null);
    try {
      setAnswered(await answerClarification(id, { trade, decision: 'accept', offerId, channel: 'quick_answer' }));
    } catch (error) {
      setProblem(problemsFrom(error).form);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle lead={t('clarification.quick.lead', { trade: clarification.tradeNumber })}>
        {t('clarification.quick.title')}
      </PageTitle>
      {answered ? (
        <Answered clarification={answered} />
      ) : closed ? (
        <Closed />
      ) : (
        <Stack gap={4}>
          <Card>
            <ul className={styles.quickList}>
              {clarification.items.map((item) => (
                <li key={item.position}>
                  <strong>{item.deviceName}</strong>: <Price amount={item.originalPrice} locale={site.locale} /> →{' '}
                  <Price amount={item.newPrice} locale={site.locale} />
                </li>
              ))}
            </ul>
            <dl className={styles.totals}>
              <div>
                <dt>{t('clarification.originalTotal')}</dt>
                <dd>
                  <Price amount={clarification.originalTotal} locale={site.locale} />
                </dd>
              </div>
              <div className={styles.newTotal}>
                <dt>{t('clarification.newTotal')}</dt>
                <dd>
                  <Price amount={clarification.newTotal} locale={site.locale} size="lg" />
                </dd>
              </div>
            </dl>
            <p>
              {t('clarification.quick.confirmText', {
                amount: formatPrice(clarification.newTotal, site.locale),
                date: formatDate(clarification.deadline, site.country),
              })}
            </p>
            {problem ? (
              <Alert tone="error">{t(`clarification.errors.${problem}`, { defaultValue: t('errors.generic') })}</Alert>
            ) : null}
            <Button size="lg" loading={sending} onClick={() => void accept()}>
              {t('clarification.confirmAccept', { amount: formatPrice(clarification.newTotal, site.locale) })}
            </Button>
          </Card>
          <p className={styles.help}>
            <ShopLink to={{ name: 'clarification', params: { id, trade } }}>
              {t('clarification.quick.details')}
            </ShopLink>
          </p>
        </Stack>
      )}
    </div>
  );
}
