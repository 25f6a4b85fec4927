import { prepareAsync, useAsync } from 'shared/hooks';
import { useNamespace } from 'shared/i18n';
import { useSite } from 'shared/router';
import { getSite } from 'shared/stores';
import { Container, LoadError, PageSkeleton } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import { getHomePage } from '../features/home/api/get-home-page';
import { B2BTeaser } from '../features/home/components/b2b-teaser';
import { Categories } from '../features/home/components/categories';
import { ConditionsVideo } from '../features/home/components/conditions-video';
import { HelpLinks } from '../features/home/components/help-links';
import { HomeBanner } from '../features/home/components/home-banner';
import { Hero } from '../features/home/components/hero';
import styles from '../features/home/components/home.module.css';
import { ReviewSlider } from '../features/home/components/review-slider';
import { SocialButtons } from '../features/home/components/social-buttons';
import { Steps } from '../features/home/components/steps';
import { Trust } from '../features/home/components/trust';
import { homeSections } from '../features/home/home-sections';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';
import { NAMESPACE, contentNamespace } from '../i18n';

const homeKey = (site: { country: string; shopMode: string }) => `home:${site.country}-${site.shopMode}`;

/**
 * The first view's data, loaded before the first render: by the server, which renders the home page
 * (docs/architecture.md, "Server rendering of the first view"), and by the browser before it takes
 * that page over. Both read the answer the server primed the page with.
 */
export function prepare(): Promise<void> {
  const site = getSite();
  return prepareAsync(homeKey(site), () => getHomePage(site.country, site.shopMode));
}

/**
 * The home page of the country and shop mode: its data comes from the content JSON:API, which
 * parts show is the country's flags and the shop mode (features/home/home-sections.ts).
 */
export default function HomePage() {
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  const site = useSite();
  const home = useAsync(homeKey(site), (signal) => getHomePage(site.country, site.shopMode, signal));
  const show = homeSections(site.country, site.shopMode);
  useDocumentTitle(home.status === 'success' ? t('home.documentTitle', { title: home.data.hero.title }) : null);

  if (home.status !== 'success') {
    return (
      <Container className={styles.loading}>
        {home.status === 'error' ? <LoadError onRetry={home.reload} /> : <PageSkeleton />}
      </Container>
    );
  }
  const data = home.data;
  const newsletter = show.newsletter && data.newsletter ? data.newsletter : null;
  const social = show.socialMedia ? (data.menus.social ?? []) : [];
  return (
    <div data-shop-mode={site.shopMode}>
      <Hero hero={data.hero} reviews={show.reviewSeal ? data.reviews : null} />
      {show.banner && data.banner ? <HomeBanner banner={data.banner} /> : null}
      <Categories categories={data.categories} />
      <Steps steps={data.steps} />
      <Trust trust={data.trust} />
      {show.conditionsVideo && data.video ? <ConditionsVideo video={data.video} /> : null}
      {show.reviewSlider && data.reviews ? <ReviewSlider reviews={data.reviews} /> : null}
      {show.b2bTeaser && data.b2bTeaser ? <B2BTeaser teaser={data.b2bTeaser} /> : null}
      {newsletter || social.length ? (
        <section className={`${styles.section} ${styles.sectionMuted}`} aria-label={t('home.channels')}>
          <Container className={newsletter && social.length ? styles.channels : undefined}>
            {newsletter ? <NewsletterSignup title={newsletter.title} text={newsletter.text} /> : null}
            {social.length ? <SocialButtons items={social} /> : null}
          </Container>
        </section>
      ) : null}
      <HelpLinks items={data.menus.help ?? []} />
    </div>
  );
}
