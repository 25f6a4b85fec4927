import { useEffect } from 'react';
import { ShopLink } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useAppErrorStore, type AppError } from 'shared/stores';
import { Button, buttonClassName } from 'shared/ui';
import { ErrorView, isClarificationPath } from './error-view';
import { markPageRendered } from '../../lib/page-rendered';
import styles from './error-page.module.css';

import { errorPath } from './error-path';
import { useHostTextsAfterRender } from '../../app/host-namespace';

export { errorPath };

/**
 * The application error state as a page (spec sections 4 and 8): the error page's texts, what
 * went wrong in the customer's words, and ways on. Clearing the error can redirect.
 */
export function ErrorPage({ error }: { error: AppError }) {
  useHostTextsAfterRender();
  const { t } = useTranslation('host');
  const clearError = useAppErrorStore((s) => s.clearError);
  // The error page is the page here: what waits for the page (banner, widgets) may load.
  useEffect(() => markPageRendered(), []);
  const path = errorPath(error);
  const expiredLink = isClarificationPath(path);
  const detail =
    error.statusCode === 404 ? (
      <p className={styles.detail}>
        {t(expiredLink ? 'errorPage.expiredLinkAt' : 'errorPage.notFoundAt')}{' '}
        <code className={styles.path}>{path}</code>
      </p>
    ) : error.statusCode === 400 ? (
      <p className={styles.detail}>{t('errorPage.badRequest')}</p>
    ) : error.statusCode === 414 ? (
      <p className={styles.detail}>{t('errorPage.uriTooLong')}</p>
    ) : null;
  return (
    <ErrorView
      statusCode={error.statusCode}
      expiredLink={expiredLink}
      detail={detail}
      actions={
        <>
          {/* Leaving the page clears the error state (the host does that on every navigation). */}
          <ShopLink to={{ name: 'home' }} className={buttonClassName('primary')}>
            {t('errorPage.toHome')}
          </ShopLink>
          {expiredLink ? (
            <ShopLink to={{ name: 'accountOverview' }} className={buttonClassName('secondary')}>
              {t('errorPage.toAccount')}
            </ShopLink>
          ) : null}
          <ShopLink to={{ name: 'contact' }} className={buttonClassName('secondary')}>
            {t('errorPage.contact')}
          </ShopLink>
          {error.statusCode >= 500 ? (
            <Button variant="ghost" onClick={() => clearError()}>
              {t('errorPage.retry')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
