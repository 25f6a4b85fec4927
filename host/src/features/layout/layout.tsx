import { Suspense, type ReactNode } from 'react';
import type { RouteMatch, ShopLayout } from 'config';
import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { Container } from 'shared/ui';
import { withHostTextsAfterRender } from '../../app/host-namespace';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import { useAfterPageRendered } from '../../lib/page-rendered';
import { RemoteRegion } from '../../lib/remotes/remote-region';
import { AganLogo, BrandLogo } from './brand-logo';
import { FRAMES, type FrameSpec } from './frames';
import './brand-themes.css';
import styles from './layout.module.css';

const Footer = lazyWithReload<{ frame: FrameSpec; match: RouteMatch | null }>(
  withHostTextsAfterRender(() => import(/* webpackChunkName: "footer" */ './footer')),
);

/** The footer is below the page's content: it loads once that has rendered (lib/page-rendered.ts). */
function DeferredFooter({ frame, match }: { frame: FrameSpec; match: RouteMatch | null }) {
  const pageRendered = useAfterPageRendered();
  if (!pageRendered) return null;
  return (
    <Suspense fallback={null}>
      <Footer frame={frame} match={match} />
    </Suspense>
  );
}

function Logo({ frame }: { frame: FrameSpec }) {
  const { t } = useTranslation('host');
  const height = frame.compact ? 28 : 36;
  return frame.brand === 'agan' ? (
    <AganLogo title={t('brand.aganHome')} height={height} />
  ) : (
    <BrandLogo title={t('brand.home')} height={height} />
  );
}

function Header({ frame, layout }: { frame: FrameSpec; layout: ShopLayout }) {
  const { t } = useTranslation('host');
  const widgetLabel = layout.startsWith('b2bwidget')
    ? t('widget.b2bLabel')
    : layout.startsWith('aganwidget')
      ? t('widget.aganLabel')
      : null;
  return (
    <header className={frame.compact ? `${styles.header} ${styles.headerCompact}` : styles.header}>
      <Container className={styles.headerInner}>
        <div className={styles.brandBlock}>
          <ShopLink to={{ name: 'home' }} className={styles.brand}>
            <Logo frame={frame} />
          </ShopLink>
          {widgetLabel ? <span className={styles.widgetLabel}>{widgetLabel}</span> : null}
        </div>
        <div className={frame.widgets.search ? `${styles.search} ${styles.searchReserved}` : styles.search}>
          {frame.widgets.search ? <RemoteRegion remote="mf-catalog" module="./SearchBox" kind="widget" /> : null}
        </div>
        <nav className={styles.actions} aria-label={t('nav.label')}>
          {frame.links.contact ? (
            <ShopLink to={{ name: 'contact' }} className={styles.hideSmall}>
              {t('nav.contact')}
            </ShopLink>
          ) : null}
          {frame.links.account ? (
            <ShopLink to={{ name: 'accountOverview' }} className={styles.navLink}>
              <svg
                className={styles.navIcon}
                viewBox="0 0 24 24"
                width="22"
                height="22"
                aria-hidden="true"
                focusable="false"
              >
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path
                  d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
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
  const shellClass = [styles.shell, frame.brand === 'agan' ? styles.agan : '', frame.compact ? styles.compact : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={shellClass} data-layout={layout} data-brand-theme={frame.brand}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <Header frame={frame} layout={layout} />
      <main id="main" tabIndex={-1} className={frame.stage ? styles.mainHome : styles.main}>
        {frame.stage ? children : <Container>{children}</Container>}
      </main>
      <DeferredFooter frame={frame} match={match} />
    </div>
  );
}
