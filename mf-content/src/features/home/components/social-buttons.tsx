import { useTranslation } from 'shared/i18n';
import { Icon } from '../../../lib/icons';
import { NAMESPACE } from '../../../i18n';
import type { MenuItem } from '../api/get-home-page';
import styles from './social-buttons.module.css';

/** Links to our profiles (plain links: no third-party script, nothing loads from the networks). */
export function SocialButtons({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const links = items.filter((i) => i.url);
  if (!links.length) return null;
  return (
    <div className={styles.social} data-home-section="social-media">
      <h2 className={styles.socialTitle}>{t('home.social.title')}</h2>
      <ul className={styles.socialList}>
        {links.map((item) => (
          <li key={item.url}>
            <a
              href={item.url}
              className={styles.socialButton}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${item.label} ${t('home.social.newWindow')}`}
            >
              <Icon name={item.icon ?? 'check'} size={22} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
