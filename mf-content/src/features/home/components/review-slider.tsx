import { useRef, useState } from 'react';
import { formatDate, useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Container, useHydrated } from 'shared/ui';
import { Icon } from '../../../lib/icons';
import { NAMESPACE } from '../../../i18n';
import type { HomePageData } from '../api/get-home-page';
import sections from './home.module.css';
import styles from './review.module.css';
import { Stars } from './review-seal';

/**
 * Customer reviews as a carousel that never moves by itself: previous/next buttons, swipe or
 * scroll on touch screens, arrow keys once the carousel has the focus, and each slide says which
 * one of how many it is (WAI-ARIA's carousel pattern: slides are groups, not list items).
 */
export function ReviewSlider({ reviews }: { reviews: NonNullable<HomePageData['reviews']> }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const total = reviews.items.length;
  // On the server-rendered home page the buttons work once its script has taken it over (a click before
  // that would be lost); the slides scroll by swipe or scrolling meanwhile.
  const hydrated = useHydrated();

  const go = (next: number) => {
    const target = (next + total) % total;
    setIndex(target);
    const slide = track.current?.children[target] as HTMLElement | undefined;
    if (slide && track.current)
      track.current.scrollTo({ left: slide.offsetLeft - track.current.offsetLeft, behavior: 'smooth' });
  };

  return (
    <section
      className={`${sections.section} ${sections.sectionMuted}`}
      aria-labelledby="home-reviews"
      aria-roledescription={t('home.reviews.carousel')}
      data-home-section="review-slider"
    >
      <Container>
        <div className={styles.sliderHead}>
          <h2 id="home-reviews" className={sections.sectionTitle}>
            {reviews.title}
          </h2>
          <div className={styles.sliderControls}>
            <button
              type="button"
              className={styles.sliderButton}
              onClick={() => go(index - 1)}
              aria-label={t('home.reviews.previous')}
              disabled={!hydrated}
            >
              <Icon name="chevronLeft" size={20} />
            </button>
            <button
              type="button"
              className={styles.sliderButton}
              onClick={() => go(index + 1)}
              aria-label={t('home.reviews.next')}
              disabled={!hydrated}
            >
              <Icon name="chevronRight" size={20} />
            </button>
          </div>
        </div>
        {/* The slides scroll sideways: their track takes the focus, so arrow keys scroll it as a swipe
            does (WCAG 2.1.1: a scrollable region nobody can focus is out of a keyboard user's reach). */}
        <div
          role="group"
          aria-labelledby="home-reviews"
          className={styles.sliderTrack}
          ref={track}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
          tabIndex={0}
        >
          {reviews.items.map((review, i) => (
            <div
              key={`${review.author}-${review.date}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('home.reviews.slide')}
              aria-label={t('home.reviews.position', { n: i + 1, total })}
              aria-current={i === index ? 'true' : undefined}
            >
              <figure className={styles.review}>
                <Stars rating={review.rating} size={16} />
                <blockquote className={styles.reviewText}>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption className={styles.reviewAuthor}>
                  <strong>{review.author}</strong>
                  {review.city ? `, ${review.city}` : ''}
                  <span className={styles.reviewMeta}>
                    {review.device ? `${review.device} · ` : ''}
                    <time dateTime={review.date}>{formatDate(review.date, site.country)}</time>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
