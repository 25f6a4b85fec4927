import { ShopLink } from 'shared/router';
import { Container } from 'shared/ui';
import { Icon } from '../../../lib/icons';
import type { HomePageData } from '../api/get-home-page';
import sections from './home.module.css';
import styles from './categories.module.css';

/** What we buy: one tile per category, each leading to its sell page. */
export function Categories({ categories }: { categories: HomePageData['categories'] }) {
  return (
    <section className={sections.section} aria-labelledby="home-categories" data-home-section="categories">
      <Container>
        <h2 id="home-categories" className={sections.sectionTitle}>
          {categories.title}
        </h2>
        <ul className={styles.categoryGrid}>
          {categories.items.map((c) => (
            <li key={c.key}>
              <ShopLink to={{ name: 'sell', params: { category: c.slug } }} className={styles.categoryCard}>
                <span className={styles.categoryIcon}>
                  <Icon name={c.key} size={32} />
                </span>
                <span className={styles.categoryName}>{c.title}</span>
                <span className={styles.categoryText}>{c.text}</span>
              </ShopLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
