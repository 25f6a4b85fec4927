import { CONTENT_PAGE_SLUGS, countries, type ContentPageKey, type RouteMatch } from 'config';
import { bus } from 'shared/bus';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Container } from 'shared/ui';
import { CountrySwitcher } from './country-switcher';
import type { FrameSpec } from './frames';
import styles from './layout.module.css';
import { ShippingLogo } from './shipping-logo';
import { useHostTextsAfterRender } from '../../app/host-namespace';

const FOOTER_COLUMNS: { heading: string; pages: ContentPageKey[] }[] = [
  { heading: 'footer.service', pages: ['howItWorks', 'packingTips', 'dataErasure'] },
  { heading: 'footer.company', pages: ['aboutUs', 'press', 'ecoEffect', 'partnerProgram', 'businessPhones'] },
  { heading: 'footer.legal', pages: ['terms', 'privacy', 'imprint'] },
];
const LEGAL_PAGES: ContentPageKey[] = ['terms', 'privacy', 'imprint'];

function openCookieSettings() {
  bus.emit('host:open-cookie-settings', {});
}

function Shipping() {
  const { t } = useTranslation('host');
  const carrier = countries[useSite().country].footerShippingLogo;
  return (
    <span className={styles.shipping}>
      {t('footer.shipsWith')}
      <ShippingLogo carrier={carrier} label={t(`footer.carrier.${carrier}`)} />
    </span>
  );
}

function FullFooter({ frame, match }: { frame: FrameSpec; match: RouteMatch | null }) {
  const { t } = useTranslation('host');
  const site = useSite();
  const slugs = CONTENT_PAGE_SLUGS[site.country];
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.footerGrid}>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.heading} aria-label={t(column.heading)}>
              <h2 className={styles.footerHeading}>{t(column.heading)}</h2>
              <ul className={styles.footerList}>
                {column.pages.map((page) => (
                  <li key={page}>
                    <ShopLink to={{ name: 'content', params: { content: slugs[page] } }}>
                      {t(`contentPages.${page}`)}
                    </ShopLink>
                  </li>
                ))}
                {column.heading === 'footer.service' ? (
                  <li>
                    <ShopLink to={{ name: 'contact' }}>{t('nav.contact')}</ShopLink>
                  </li>
                ) : null}
                {column.heading === 'footer.legal' ? (
                  <li>
                    <button type="button" className={styles.linkButton} onClick={openCookieSettings}>
                      {t('footer.cookieSettings')}
                    </button>
                  </li>
                ) : null}
              </ul>
            </nav>
          ))}
          {frame.countrySwitcher ? <CountrySwitcher match={match} /> : null}
        </div>
        <div className={styles.footerBottom}>
          <span>
            {frame.brand === 'agan'
              ? t('footer.aganCopyright', { year: new Date().getFullYear() })
              : t('footer.copyright', { year: new Date().getFullYear() })}
          </span>
          <Shipping />
        </div>
      </Container>
    </footer>
  );
}

/** A widget's footer: what the law asks for (terms, privacy, imprint), the carrier and who runs it. */
function CompactFooter({ frame }: { frame: FrameSpec }) {
  const { t } = useTranslation('host');
  const slugs = CONTENT_PAGE_SLUGS[useSite().country];
  return (
    <footer className={`${styles.footer} ${styles.footerCompact}`}>
      <Container className={styles.compactFooterInner}>
        <nav aria-label={t('footer.legal')}>
          <ul className={styles.inlineList}>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <ShopLink to={{ name: 'content', params: { content: slugs[page] } }}>
                  {t(`contentPages.${page}`)}
                </ShopLink>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={openCookieSettings}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <Shipping />
        <span className={styles.poweredBy}>
          {frame.brand === 'agan' ? t('widget.aganPoweredBy') : t('widget.poweredBy')}
        </span>
      </Container>
    </footer>
  );
}

/**
 * The footer of a layout: the full one (service, company and legal links, the other countries,
 * the carrier) or a widget's compact one. Its own chunk: it sits below the page's content and
 * loads once that has rendered (layout.tsx).
 */
export default function Footer({ frame, match }: { frame: FrameSpec; match: RouteMatch | null }) {
  useHostTextsAfterRender();
  return frame.compact ? <CompactFooter frame={frame} /> : <FullFooter frame={frame} match={match} />;
}
