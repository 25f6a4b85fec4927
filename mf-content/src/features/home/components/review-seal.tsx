import { useSite } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './review.module.css';

/** Five stars filled to the rating; the text says the same for screen readers. */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const formatted = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t('home.reviews.ratingLabel', { rating: formatted })}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <svg key={i} viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={`${fill * 100}%`} stopColor="#f2b01e" />
                <stop offset={`${fill * 100}%`} stopColor="#cfd7d4" />
              </linearGradient>
            </defs>
            <path
              d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
              fill={`url(#star-${i}-${Math.round(fill * 100)})`}
            />
          </svg>
        );
      })}
    </span>
  );
}

/** Our review seal: average rating and number of reviews (Germany only, by the country's flag). */
export function ReviewSeal({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const site = useSite();
  const formattedRating = new Intl.NumberFormat(site.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
  return (
    <div className={styles.seal} data-home-section="review-seal">
      <span className={styles.sealScore}>{formattedRating}</span>
      <span className={styles.sealBody}>
        <Stars rating={rating} />
        <span className={styles.sealText}>
          {t('home.reviews.seal', { count, formattedCount: new Intl.NumberFormat(i18n.language).format(count) })}
        </span>
      </span>
    </div>
  );
}
