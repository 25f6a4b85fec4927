import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import styles from './error-page.module.css';

export interface ErrorViewProps {
  statusCode: number;
  /** The expired-link variant, for clarification links that were answered or ran out. */
  expiredLink: boolean;
  detail?: ReactNode;
  actions?: ReactNode;
}

/**
 * Headline, subtitle and message from the ERRORPAGE_* keys (spec section 8). A page that does not
 * exist (404) says so in its own words: "something went wrong … temporarily unavailable" would
 * read like an outage to a customer who followed an old link or mistyped an address.
 */
export function ErrorView({ statusCode, expiredLink, detail, actions }: ErrorViewProps) {
  const { t } = useTranslation('host');
  const notFound = statusCode === 404 && !expiredLink;
  return (
    <section
      className={styles.wrap}
      aria-labelledby="error-title"
      data-error-status={statusCode}
      data-error-variant={expiredLink ? 'expired-link' : 'generic'}
    >
      <span className={styles.code}>{t('errorPage.status', { status: statusCode })}</span>
      <h1 id="error-title" className={styles.title}>
        {t(notFound ? 'errorPage.notFoundTitle' : expiredLink ? 'ERRORPAGE_OOPS_EXPIRED_LINK' : 'ERRORPAGE_OOPS')}
      </h1>
      <p className={styles.subtitle}>{t(notFound ? 'errorPage.notFoundSubtitle' : 'ERRORPAGE_SUBTITLE')}</p>
      <p>{t(notFound ? 'errorPage.notFoundMsg' : expiredLink ? 'ERRORPAGE_EXPIRED_LINK' : 'ERRORPAGE_MSG')}</p>
      {detail}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** A path that contains 'clarification' gets the expired-link variant (spec section 2). */
export function isClarificationPath(path: string): boolean {
  return path.toLowerCase().includes('clarification');
}
