import type { ReactNode } from 'react';
import { CONTENT_PAGE_SLUGS, countries, type ContentPageKey, type RouteMatch, type ShopLayout } from 'config';
import { bus } from 'shared/bus';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Container } from 'shared/ui';
import { RemoteRegion } from '../../lib/remotes/remote-region';
import { AganLogo, BrandLogo } from './brand-logo';
import { CountrySwitcher } from './country-switcher';
import { FRAMES, type FrameSpec } from './frames';
import './brand-themes.css';
import styles from './layout.module.css';
import { ShippingLogo } from './shipping-logo';

const FOOTER_COLUMNS: { heading: string; pages: ContentPageKey[] }[] = [
  { heading: 'footer.service', pages: ['howItWorks', 'packingTips', 'dataErasure'] },
  { heading: 'footer.company', pages: ['aboutUs', 'press', 'ecoEffect', 'partnerProgram', 'businessPhones'] },
  { heading: 'footer.legal', pages: ['terms', 'privacy', 'imprint'] },
];
const LEGAL_PAGES: ContentPageKey[] = ['terms', 'privacy', 'imprint'];

function Logo({ frame }: { frame: FrameSpec }) {
  const { t } = useTranslation('host');
  const height = frame.compact ? 28 : 36;
  return frame.brand === 'agan' ? <AganLogo title={t('brand.aganHome')} height={height} /> : <BrandLogo title={t('brand.home')} height={height} />;
}

function Header({ frame, layout }: { frame: FrameSpec; layout: ShopLayout }) {
  const { t } = useTranslation('host');
  const widgetLabel = layout.startsWith('b2bwidget') ? t('widget.b2bLabel') : layout.startsWith('aganwidget') ? t('widget.aganLabel') : null;
  return (
    <header className={frame.compact ? `${styles.header} ${styles.headerCompact}` : styles.header}>
      <Container className={styles.headerInner}>
        <div className={styles.brandBlock}>
          <ShopLink to={{ name: 'home' }} className={styles.brand}>
            <Logo frame={frame} />
          </ShopLink>
          {widgetLabel ? <span className={styles.widgetLabel}>{widgetLabel}</span> : null}
        </div>
        <div className={styles.search}>{frame.widgets.search ? <RemoteRegion remote="mf-catalog" module="./SearchBox" kind="widget" /> : null}</div>
        <nav className={styles.actions} aria-label={t('nav.label')}>
          {frame.links.contact ? (
            <ShopLink to={{ name: 'contact' }} className={styles.hideSmall}>
              {t('nav.contact')}
            </ShopLink>
          ) : null}
          {frame.links.account ? (
            <ShopLink to={{ name: 'accountOverview' }} className={styles.navLink}>
              <svg className={styles.navIcon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className={styles.navText}>{t('nav.account')}</span>
            </ShopLink>
          ) : null}
          {frame.widgets.cart ? <RemoteRegion remote="mf-checkout" module="./CartButton" kind="widget" /> : null}
        </nav>
      </Container>
    </header>
  );
}

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
                    <ShopLink to={{ name: 'content', params: { content: slugs[page] } }}>{t(`contentPages.${page}`)}</ShopLink>
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
          <span>{frame.brand === 'agan' ? t('footer.aganCopyright', { year: new Date().getFullYear() }) : t('footer.copyright', { year: new Date().getFullYear() })}</span>
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
                <ShopLink to={{ name: 'content', params: { content: slugs[page] } }}>{t(`contentPages.${page}`)}</ShopLink>
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
        <span className={styles.poweredBy}>{frame.brand === 'agan' ? t('widget.aganPoweredBy') : t('widget.poweredBy')}</span>
      </Container>
    </footer>
  );
}

export interface LayoutProps {
  layout: ShopLayout;
  /** The page's route, where there is one (links the same page in the other countries). */
  match?: RouteMatch | null;
  children: ReactNode;
}

/** The frame of every page in every shop mode: skip link, header, main region, footer. */
export function Layout({ layout, match = null, children }: LayoutProps) {
  const { t } = useTranslation('host');
  const frame = FRAMES[layout];
  const shellClass = [styles.shell, frame.brand === 'agan' ? styles.agan : '', frame.compact ? styles.compact : ''].filter(Boolean).join(' ');
  return (
    <div className={shellClass} data-layout={layout} data-brand-theme={frame.brand}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <Header frame={frame} layout={layout} />
      <main id="main" tabIndex={-1} className={frame.stage ? styles.mainHome : styles.main}>
        {frame.stage ? children : <Container>{children}</Container>}
      </main>
      {frame.compact ? <CompactFooter frame={frame} /> : <FullFooter frame={frame} match={match} />}
    </div>
  );
}
