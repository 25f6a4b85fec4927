import { useEffect, useRef } from 'react';
import type { CountryCode, Locale } from 'config';
import { useNow } from 'shared/hooks';
import { formatDate, formatTime, useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Alert, Button, buttonClassName, Price } from 'shared/ui';
import { NAMESPACE, useCatalogLaterTexts } from '../../../i18n';
import type { Offer } from '../api/create-offer';
import styles from './offer.module.css';

/** Days, hours and minutes left until `until` (rounded up to the minute), none below zero. */
export function timeLeft(
  until: number,
  now: number,
): { days: number; hours: number; minutes: number; expired: boolean } {
  const minutesTotal = Math.max(0, Math.ceil((until - now) / 60_000));
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
    expired: until <= now,
  };
}

/** "6 Tage und 23 Stunden": the two largest units that matter, joined as the language joins them. */
function durationText(
  left: { days: number; hours: number; minutes: number },
  locale: Locale,
  t: (key: string, options: { count: number }) => string,
): string {
  const [first, second] =
    left.days > 0
      ? [t('time.days', { count: left.days }), left.hours > 0 ? t('time.hours', { count: left.hours }) : null]
      : left.hours > 0
        ? [t('time.hours', { count: left.hours }), left.minutes > 0 ? t('time.minutes', { count: left.minutes }) : null]
        : [t('time.minutes', { count: left.minutes }), null];
  const parts = second ? [first, second] : [first];
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

function validUntilText(value: string, country: CountryCode, locale: Locale): { date: string; time: string } {
  return { date: formatDate(value, country), time: formatTime(value, country, locale) };
}

/**
 * The offer the server issued: its price, how long it is guaranteed (a countdown) and the
 * answers it is for; then into the cart, and from there to the cart or the next device.
 */
export function OfferCard({
  offer,
  added,
  onAddToCart,
  categoryUrl,
}: {
  offer: Offer;
  added: boolean;
  onAddToCart: () => void;
  categoryUrl: string;
}) {
  // Loaded with the offer step (product-detail.tsx): this does not suspend then.
  useCatalogLaterTexts();
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const now = useNow(15_000);
  const left = timeLeft(Date.parse(offer.validUntil), now);
  const until = validUntilText(offer.validUntil, site.country, site.locale);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addedRef = useRef<HTMLDivElement>(null);

  // The offer replaces the button the customer pressed: move the focus to it, so it is read out.
  useEffect(() => headingRef.current?.focus(), [offer.id]);
  useEffect(() => {
    if (added) addedRef.current?.focus();
  }, [added]);

  return (
    <section className={styles.offer} aria-labelledby="offer-title" data-testid="offer">
      <h2 id="offer-title" ref={headingRef} tabIndex={-1} className={styles.offerTitle}>
        {t('offer.title')}
      </h2>
      <p className={styles.offerPrice}>
        <Price amount={offer.price} locale={site.locale} size="lg" />
      </p>
      {left.expired ? (
        <Alert tone="warning">{t('offer.expired')}</Alert>
      ) : (
        <>
          <p className={styles.countdown} role="timer" aria-atomic="true">
            {t('offer.guaranteedFor', { time: durationText(left, site.locale, t) })}
          </p>
          <p className={styles.validUntil}>{t('offer.validUntil', until)}</p>
        </>
      )}
      <details className={styles.summary}>
        <summary>{t('offer.yourAnswers')}</summary>
        <dl>
          {offer.conditionSummary.map((c) => (
            <div key={c.question}>
              <dt>{c.questionText}</dt>
              <dd>{c.answerText}</dd>
            </div>
          ))}
        </dl>
      </details>
      {added ? (
        <div ref={addedRef} tabIndex={-1} className={styles.added}>
          <Alert tone="success" title={t('offer.addedTitle')}>
            <p>{t('offer.addedText', { name: offer.device.name })}</p>
          </Alert>
          <div className={styles.nextSteps}>
            <ShopLink to={{ name: 'checkout' }} className={buttonClassName('primary', 'lg', true)}>
              {t('offer.toCart')}
            </ShopLink>
            <ShopLink
              to={{ name: 'sell', params: { category: categoryUrl } }}
              className={buttonClassName('secondary', 'md', true)}
            >
              {t('offer.sellAnother')}
            </ShopLink>
          </div>
        </div>
      ) : (
        <Button size="lg" fullWidth onClick={onAddToCart} disabled={left.expired}>
          {t('offer.addToCart')}
        </Button>
      )}
    </section>
  );
}
