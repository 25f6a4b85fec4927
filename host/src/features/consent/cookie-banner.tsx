import { useEffect, useId, useRef, useState } from 'react';
import { countries, CONTENT_PAGE_SLUGS } from 'config';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Button, CheckboxField, useHydrated } from 'shared/ui';
import { saveConsent, useConsentState } from './consent-store';
import styles from './cookie-banner.module.css';

/**
 * The cookie banner (spec section 9): nothing but the necessary cookies until the customer
 * chooses; "accept all" and "necessary only" side by side and equally easy; the categories to pick
 * one by one; operable by keyboard (first stop of the tab order, focus moved here when the
 * customer reopens it from the footer, and back when it closes). Rendered by the server on a first
 * visit; its buttons need the script, so they wait for it (disabled until the page is the browser's),
 * and with JavaScript switched off it does not show (no script, no cookie but the necessary ones).
 */
export default function CookieBanner() {
  const { t } = useTranslation('host');
  const hydrated = useHydrated();
  const site = useSite();
  const titleId = useId();
  const decided = useConsentState((s) => s.decided);
  const settingsOpen = useConsentState((s) => s.settingsOpen);
  const analytics = useConsentState((s) => s.analytics);
  const personalization = useConsentState((s) => s.personalization);
  const [detailsAsked, setDetailsAsked] = useState(false);
  // Opened from the footer while the banner shows: the details open too.
  const showDetails = detailsAsked || settingsOpen;
  const [choice, setChoice] = useState({ analytics, personalization });
  const region = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  const offersPersonalization = countries[site.country].personalization.enabled;

  useEffect(() => {
    if (!settingsOpen) return;
    // Reopened from a link: the customer's focus comes along, and goes back when they are done.
    // (The banner mounts afresh when reopened, so its details and the earlier choice show already.)
    opener.current = document.activeElement;
    region.current?.focus();
  }, [settingsOpen]);

  // The page can always be scrolled out from under the banner: nothing stays hidden behind it.
  useEffect(() => {
    const banner = region.current;
    if (!banner || typeof ResizeObserver !== 'function') return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);

  const close = (next: { analytics: boolean; personalization: boolean }) => {
    saveConsent({ analytics: next.analytics, personalization: offersPersonalization && next.personalization });
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  };

  if (decided && !settingsOpen) return null;
  return (
    <section ref={region} className={styles.banner} aria-labelledby={titleId} tabIndex={-1} data-cookie-banner="">
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t('consent.title')}
        </h2>
        <p className={styles.text}>
          {t('consent.text')}{' '}
          <ShopLink to={{ name: 'content', params: { content: CONTENT_PAGE_SLUGS[site.country].privacy } }}>
            {t('consent.privacyLink')}
          </ShopLink>
        </p>
        {showDetails ? (
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>{t('consent.categories')}</legend>
            <CheckboxField
              label={t('consent.necessary.label')}
              hint={t('consent.necessary.hint')}
              checked
              disabled
              readOnly
            />
            <CheckboxField
              label={t('consent.analytics.label')}
              hint={t('consent.analytics.hint')}
              checked={choice.analytics}
              onChange={(e) => setChoice((c) => ({ ...c, analytics: e.currentTarget.checked }))}
            />
            {offersPersonalization ? (
              <CheckboxField
                label={t('consent.personalization.label')}
                hint={t('consent.personalization.hint')}
                checked={choice.personalization}
                onChange={(e) => setChoice((c) => ({ ...c, personalization: e.currentTarget.checked }))}
              />
            ) : null}
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          <Button disabled={!hydrated} onClick={() => close({ analytics: true, personalization: true })}>
            {t('consent.acceptAll')}
          </Button>
          <Button disabled={!hydrated} onClick={() => close({ analytics: false, personalization: false })}>
            {t('consent.rejectAll')}
          </Button>
          {showDetails ? (
            <Button variant="secondary" onClick={() => close(choice)}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="ghost" aria-expanded={false} disabled={!hydrated} onClick={() => setDetailsAsked(true)}>
              {t('consent.settings')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
