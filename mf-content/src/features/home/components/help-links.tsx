import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { Container } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { MenuItem } from '../api/get-home-page';
import sections from './home.module.css';
import styles from './help-links.module.css';

/** "Good to know": the help menu of the CMS, links by route name. */
export function HelpLinks({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const links = items.filter((i) => i.route);
  if (!links.length) return null;
  return (
    <section className={sections.section} aria-labelledby="home-help" data-home-section="help">
      <Container>
        <h2 id="home-help" className={sections.sectionTitle}>
          {t('home.help.title')}
        </h2>
        <ul className={styles.helpList}>
          {links.map((item) => (
            <li key={item.label}>
              <ShopLink to={{ name: item.route!.name, params: item.route!.params }} className={styles.helpLink}>
                {item.label}
              </ShopLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
