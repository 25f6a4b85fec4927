import { useTranslation } from 'shared/i18n';
import { ShopLink, type ShopTarget } from 'shared/router';
import { NAMESPACE } from '../i18n';
import styles from './catalog.module.css';

export interface Crumb {
  label: string;
  /** Where it leads; the last crumb (the current page) has none. */
  to?: ShopTarget;
}

/** The category / manufacturer / series path to the current page, home first. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation(NAMESPACE);
  const all: Crumb[] = [{ label: t('breadcrumbs.home'), to: { name: 'home' } }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        {all.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.to && i < all.length - 1 ? (
              <ShopLink to={crumb.to}>{crumb.label}</ShopLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The crumbs of a device or a node below its category, as far as it goes. */
export function catalogueCrumbs(node: {
  category?: { name: string; url: string };
  manufacturer?: { name: string; url: string };
  series?: { name: string; url: string };
}): Crumb[] {
  return [node.category, node.manufacturer, node.series]
    .filter((n): n is { name: string; url: string } => Boolean(n))
    .map((n) => ({ label: n.name, to: { name: 'sell', params: { category: n.url } } }));
}
