import { formatDate, useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Alert, Price } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { Clarification } from '../api/clarification-api';
import styles from './clarification.module.css';

/** Old amount, new offer and the deadline – what the decision is about. */
export function ClarificationSummary({ clarification }: { clarification: Clarification }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  return (
    <>
      <dl className={styles.totals}>
        <div>
          <dt>{t('clarification.originalTotal')}</dt>
          <dd>
            <Price amount={clarification.originalTotal} locale={site.locale} />
          </dd>
        </div>
        <div>
          <dt>{t('clarification.deductionTotal')}</dt>
          <dd>
            − <Price amount={clarification.deductionTotal} locale={site.locale} />
          </dd>
        </div>
        <div className={styles.newTotal}>
          <dt>{t('clarification.newTotal')}</dt>
          <dd>
            <Price amount={clarification.newTotal} locale={site.locale} size="lg" />
          </dd>
        </div>
      </dl>
      <Alert
        tone="warning"
        title={t('clarification.deadline', { date: formatDate(clarification.deadline, site.country) })}
      >
        <p>{t('clarification.deadlineText')}</p>
      </Alert>
    </>
  );
}
