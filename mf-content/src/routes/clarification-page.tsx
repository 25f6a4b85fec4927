import { useState } from 'react';
import { problemsFrom } from 'shared/forms';
import { useNamespace } from 'shared/i18n';
import { formatPrice } from 'shared/i18n';
import { ShopLink, useShopRoute, useSite } from 'shared/router';
import { Alert, Button, Dialog, LoadError, PageSkeleton, PageTitle, Stack } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import { answerClarification, type Clarification } from '../features/clarification/api/clarification-api';
import { Answered, Closed } from '../features/clarification/components/answered';
import { ClarificationItems } from '../features/clarification/components/clarification-items';
import { ClarificationSummary } from '../features/clarification/components/clarification-summary';
import styles from '../features/clarification/components/clarification.module.css';
import { useClarification } from '../features/clarification/use-clarification';
import { NAMESPACE, contentNamespace, loadContentPagesTexts, useContentPagesTexts } from '../i18n';

/**
 * /clarification/{id}/{trade} (and the base and legacy forms): what the customer declared and what
 * we found, side by side, with the deductions, the new offer and the deadline; accept or decline,
 * each after a confirmation. Declining means a free return.
 */
export default function ClarificationPage() {
  // Both text files download at once: this page's own words come with the ones every page reads.
  void loadContentPagesTexts();
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  useContentPagesTexts();
  const site = useSite();
  const { params } = useShopRoute();
  const id = params.id ?? '';
  const trade = params.trade ?? '';
  const state = useClarification(id, trade);
  const [confirm, setConfirm] = useState<'accept' | 'decline' | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [answered, setAnswered] = useState<Clarification | null>(null);
  useDocumentTitle(t('clarification.title', { trade }));

  if (state.status === 'loading') return <PageSkeleton />;
  // A link that leads nowhere any more is the host's error page (set by useClarification); any
  // other failure (network, server busy) can be tried again.
  if (state.status === 'error') return state.gone ? <PageSkeleton /> : <LoadError onRetry={state.reload} />;
  const clarification = state.data;
  // Answered in another tab or expired while the page was open: nothing is left to choose.
  const closed = problem === 'clarification_closed' || problem === 'clarification_not_found';

  const answer = async (decision: 'accept' | 'decline') => {
    setSending(true);
    setProblem(null);
    try {
      setAnswered(await answerClarification(id, { trade, decision, offerId: clarification.offerId, channel: 'page' }));
      setConfirm(null);
    } catch (error) {
      setProblem(problemsFrom(error).form);
      setConfirm(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle lead={t('clarification.lead')}>
        {t('clarification.title', { trade: clarification.tradeNumber })}
      </PageTitle>
      {answered ? (
        <Answered clarification={answered} />
      ) : closed ? (
        <Closed />
      ) : (
        <>
          <Stack gap={3}>
            <ClarificationSummary clarification={clarification} />
            {clarification.note ? (
              <Alert tone="info" title={t('clarification.noteTitle')}>
                <p>{clarification.note}</p>
              </Alert>
            ) : null}
          </Stack>
          <ClarificationItems clarification={clarification} />
          {problem ? (
            <Alert tone="error">{t(`clarification.errors.${problem}`, { defaultValue: t('errors.generic') })}</Alert>
          ) : null}
          <div className={styles.choices}>
            <section className={`${styles.choice} ${styles.choiceAccept}`} aria-labelledby="choice-accept">
              <h2 id="choice-accept">
                {t('clarification.acceptTitle', { amount: formatPrice(clarification.newTotal, site.locale) })}
              </h2>
              <p>{t('clarification.acceptText')}</p>
              <Button onClick={() => setConfirm('accept')}>{t('clarification.accept')}</Button>
            </section>
            <section className={styles.choice} aria-labelledby="choice-decline">
              <h2 id="choice-decline">{t('clarification.declineTitle')}</h2>
              <p>{t('clarification.declineText')}</p>
              <Button variant="secondary" onClick={() => setConfirm('decline')}>
                {t('clarification.decline')}
              </Button>
            </section>
          </div>
          <p className={styles.help}>
            {t('clarification.questions')}{' '}
            <ShopLink to={{ name: 'contact', query: { subject: 'clarification', trade: clarification.tradeNumber } }}>
              {t('clarification.contact')}
            </ShopLink>
          </p>
          <Dialog
            open={confirm !== null}
            onClose={() => setConfirm(null)}
            title={t(confirm === 'decline' ? 'clarification.confirmDeclineTitle' : 'clarification.confirmAcceptTitle')}
            actions={
              <>
                <Button variant="ghost" onClick={() => setConfirm(null)}>
                  {t('clarification.cancel')}
                </Button>
                <Button
                  variant={confirm === 'decline' ? 'secondary' : 'primary'}
                  loading={sending}
                  onClick={() => confirm && void answer(confirm)}
                >
                  {t(confirm === 'decline' ? 'clarification.confirmDecline' : 'clarification.confirmAccept', {
                    amount: formatPrice(clarification.newTotal, site.locale),
                  })}
                </Button>
              </>
            }
          >
            <p>
              {confirm === 'decline'
                ? t('clarification.confirmDeclineText')
                : t('clarification.confirmAcceptText', {
                    amount: formatPrice(clarification.newTotal, site.locale),
                    original: formatPrice(clarification.originalTotal, site.locale),
                  })}
            </p>
          </Dialog>
        </>
      )}
    </div>
  );
}
