import { useId, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { useShopHref, useShopNavigate } from 'shared/router';
import { Button, Container } from 'shared/ui';
import { Icon } from '../../../lib/icons';
import { NAMESPACE } from '../../../i18n';
import type { HomePageData } from '../api/get-home-page';
import styles from './hero.module.css';
import { ReviewSeal } from './review-seal';

/** The first screen: what the shop does, a search entry that leads to the search page, the key promises. */
export function Hero({ hero, reviews }: { hero: HomePageData['hero']; reviews: HomePageData['reviews'] | null }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useShopNavigate();
  const inputId = useId();
  // A plain HTML form too: sent before the page's script has taken the server's page over, it asks
  // for the same search page. The field is the browser's (not controlled), so what a customer typed
  // before that stays.
  const searchPage = useShopHref({ name: 'search' });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({ name: 'search', query: q ? { q } : {} });
  };
  return (
    <section className={styles.hero} aria-labelledby="home-title" data-home-section="hero">
      <Container className={styles.heroInner}>
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.heroLead}>{hero.lead}</p>
          <form
            role="search"
            action={searchPage}
            method="get"
            className={styles.search}
            onSubmit={onSubmit}
            aria-label={t('home.search.label')}
            data-home-section="search"
          >
            <label htmlFor={inputId} className={styles.searchLabel}>
              {t('home.search.label')}
            </label>
            <div className={styles.searchRow}>
              <span className={styles.searchIcon}>
                <Icon name="search" size={20} />
              </span>
              <input
                id={inputId}
                name="q"
                type="search"
                className={styles.searchInput}
                placeholder={t('home.search.placeholder')}
                autoComplete="off"
                maxLength={100}
              />
              <Button type="submit" size="lg" className={styles.searchButton}>
                {t('home.search.button')}
              </Button>
            </div>
          </form>
          {hero.highlights.length ? (
            <ul className={styles.highlights}>
              {hero.highlights.map((h) => (
                <li key={h}>
                  <Icon name="check" size={18} />
                  {h}
                </li>
              ))}
            </ul>
          ) : null}
          {reviews ? <ReviewSeal rating={reviews.rating} count={reviews.count} /> : null}
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <HeroArt />
        </div>
      </Container>
    </section>
  );
}

/** Devices around a circular arrow: a second life. Drawn for the shop. */
function HeroArt() {
  return (
    <svg viewBox="0 0 320 260" width="320" height="260" className={styles.heroSvg}>
      <circle cx="160" cy="130" r="112" fill="#d2ede1" />
      <path d="M88 96a84 84 0 0 1 142-22" fill="none" stroke="#095f44" strokeWidth="10" strokeLinecap="round" />
      <path d="M226 58l12 22-25 2z" fill="#095f44" />
      <path d="M232 164a84 84 0 0 1-142 22" fill="none" stroke="#f2b01e" strokeWidth="10" strokeLinecap="round" />
      <path d="M94 202l-12-22 25-2z" fill="#f2b01e" />
      <rect x="126" y="62" width="68" height="126" rx="12" fill="#15202b" />
      <rect x="132" y="72" width="56" height="100" rx="4" fill="#ecf7f2" />
      <rect x="150" y="178" width="20" height="4" rx="2" fill="#4a5664" />
      <path
        d="M146 122l10 10 20-22"
        fill="none"
        stroke="#095f44"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="44" y="130" width="64" height="44" rx="6" fill="#ffffff" stroke="#15202b" strokeWidth="4" />
      <circle cx="76" cy="152" r="13" fill="none" stroke="#15202b" strokeWidth="4" />
      <rect x="56" y="124" width="18" height="8" rx="2" fill="#15202b" />
      <rect x="214" y="118" width="72" height="48" rx="4" fill="#ffffff" stroke="#15202b" strokeWidth="4" />
      <path d="M204 172h92l-6 10h-80z" fill="#15202b" />
    </svg>
  );
}
