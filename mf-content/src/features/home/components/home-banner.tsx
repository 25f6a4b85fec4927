import { ShopLink } from 'shared/router';
import { Container } from 'shared/ui';
import { Icon } from '../../../lib/icons';
import type { HomePageData } from '../api/get-home-page';
import styles from './home-banner.module.css';

export type Banner = NonNullable<HomePageData['banner']>;

/** Today in the customer's own calendar, as the CMS writes days (YYYY-MM-DD). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether the banner runs on `day`: from its first to its last day, both included; an open end runs on. */
export function bannerRuns(banner: Pick<Banner, 'from' | 'until'>, day: string): boolean {
  return (!banner.from || banner.from <= day) && (!banner.until || day <= banner.until);
}

/**
 * The home banner (countries with the home-banner flag): a campaign or a service note from the CMS,
 * under the hero, on the days it runs.
 */
export function HomeBanner({ banner, today = localDay() }: { banner: Banner; today?: string }) {
  if (!bannerRuns(banner, today)) return null;
  return (
    <section className={styles.bannerSection} aria-labelledby="home-banner" data-home-section="banner">
      <Container>
        <div className={styles.banner}>
          <span className={styles.bannerIcon}>
            <Icon name="guarantee" size={28} />
          </span>
          <div className={styles.bannerText}>
            <h2 id="home-banner" className={styles.bannerTitle}>
              {banner.title}
            </h2>
            <p>{banner.text}</p>
          </div>
          {banner.link ? (
            <ShopLink
              to={{ name: banner.link.route.name, params: banner.link.route.params }}
              className={styles.bannerLink}
            >
              {banner.link.label}
            </ShopLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
