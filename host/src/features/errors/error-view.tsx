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
 * Headline, subtitle and message from the ERRORPAGE_* keys (spec section 8), for every error; the
 * expired-link variant (ERRORPAGE_OOPS_EXPIRED_LINK, ERRORPAGE_EXPIRED_LINK) for clarification links.
 * What went wrong at which address is the `detail` below them.
 */
export function ErrorView({ statusCode, expiredLink, detail, actions }: ErrorViewProps) {
  const { t } = useTranslation('host');
  return (
    <section
      className={styles.wrap}
      aria-labelledby="error-title"
      data-error-status={statusCode}
      data-error-variant={expiredLink ? 'expired-link' : 'generic'}
    >
      <span className={styles.code}>{t('errorPage.status', { status: statusCode })}</span>
      <h1 id="error-title" className={styles.title}>
        {t(expiredLink ? 'ERRORPAGE_OOPS_EXPIRED_LINK' : 'ERRORPAGE_OOPS')}
      </h1>
      <p className={styles.subtitle}>{t('ERRORPAGE_SUBTITLE')}</p>
      <p>{t(expiredLink ? 'ERRORPAGE_EXPIRED_LINK' : 'ERRORPAGE_MSG')}</p>
      {detail}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** A path that contains 'clarification' gets the expired-link variant, whatever the status (spec section 2). */
export function isClarificationPath(path: string): boolean {
  return path.toLowerCase().includes('clarification');
}
