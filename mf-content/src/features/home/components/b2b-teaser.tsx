import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { buttonClassName, Container } from 'shared/ui';
import { Icon } from '../../../lib/icons';
import { NAMESPACE } from '../../../i18n';
import sections from './home.module.css';
import styles from './b2b-teaser.module.css';

/** Points business customers to the B2B landing page (countries with the B2B flag). */
export function B2BTeaser({ teaser }: { teaser: { title: string; text: string } }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={sections.section} aria-labelledby="home-b2b" data-home-section="b2b-teaser">
      <Container>
        <div className={styles.teaser}>
          <span className={styles.teaserIcon}>
            <Icon name="business" size={36} />
          </span>
          <div className={styles.teaserText}>
            <h2 id="home-b2b" className={styles.teaserTitle}>
              {teaser.title}
            </h2>
            <p>{teaser.text}</p>
          </div>
          <ShopLink to={{ name: 'b2bLandingpage' }} className={`${buttonClassName('secondary')} ${styles.teaserLink}`}>
            {t('home.b2b.link')}
          </ShopLink>
        </div>
      </Container>
    </section>
  );
}
