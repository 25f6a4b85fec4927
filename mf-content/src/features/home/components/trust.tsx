import { Container } from 'shared/ui';
import { Icon } from '../../../lib/icons';
import type { HomePageData } from '../api/get-home-page';
import sections from './home.module.css';
import styles from './trust.module.css';

/** What customers can rely on: fixed price, fair inspection, free shipping, data erasure. */
export function Trust({ trust }: { trust: HomePageData['trust'] }) {
  return (
    <section className={sections.section} aria-labelledby="home-trust" data-home-section="trust">
      <Container>
        <h2 id="home-trust" className={sections.sectionTitle}>
          {trust.title}
        </h2>
        <ul className={styles.trustGrid}>
          {trust.items.map((item) => (
            <li key={item.title} className={styles.trustItem}>
              <span className={styles.trustIcon}>
                <Icon name={item.icon} size={28} />
              </span>
              <h3 className={styles.trustTitle}>{item.title}</h3>
              <p className={styles.trustText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
