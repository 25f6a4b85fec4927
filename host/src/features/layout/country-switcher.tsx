import { COUNTRY_CODES, countries, shopOrigin, type CountryCode, type RouteMatch } from 'config';
import { equivalentPaths } from 'config/seo';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import styles from './layout.module.css';

/** Each country's name in its own language: a customer looks for the name they know. */
const COUNTRY_NAMES: Record<CountryCode, string> = {
  de: 'Deutschland',
  at: 'Österreich',
  es: 'España',
  fr: 'France',
  it: 'Italia',
};
const ORDER: CountryCode[] = ['de', 'at', 'fr', 'es', 'it'];

/** Links to the other countries' shops, on the same page where that country has it, else its home page. */
export function CountrySwitcher({ match }: { match: RouteMatch | null }) {
  const { t } = useTranslation('host');
  const site = useSite();
  const equivalents = match ? equivalentPaths(match) : {};
  const protocol = window.location.protocol === 'https:' ? 'https' : 'http';
  return (
    <nav aria-label={t('footer.countries')} className={styles.countries}>
      <h2 className={styles.footerHeading}>{t('footer.countries')}</h2>
      <ul className={styles.countryList}>
        {ORDER.filter((cc) => COUNTRY_CODES.includes(cc)).map((cc) => {
          const origin = shopOrigin(cc, 'default', window.location.host, protocol);
          if (!origin) return null;
          const current = cc === site.country;
          return (
            <li key={cc}>
              <a
                href={origin + (equivalents[cc] ?? '/')}
                hrefLang={countries[cc].icuLocale}
                lang={countries[cc].icuLocale}
                aria-current={current ? 'true' : undefined}
                className={current ? styles.countryCurrent : undefined}
              >
                <span className={styles.countryCode} aria-hidden="true">
                  {cc.toUpperCase()}
                </span>
                {COUNTRY_NAMES[cc]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
