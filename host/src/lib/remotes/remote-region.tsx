import {
  Component,
  createElement,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from 'config';
import { bus } from 'shared/bus';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, Skeleton, Stack } from 'shared/ui';
import { markPageRendered, useAfterPageRendered } from '../page-rendered';
import { activeVersion } from './remote-registry';
import { forgetRemoteComponent, isRemoteComponentLoaded, loadRemoteComponent } from './load-remote-module';
import { noteMounted, noteRegionFailed } from './release-health';
import styles from './remote-region.module.css';

interface RemoteRegionProps {
  remote: RemoteName;
  module: string;
  /** `page` regions fill the main area; `widget` regions sit in the header. */
  kind?: 'page' | 'widget';
  /** A page's route parameters, for its `prepare` (load-remote-module.ts). */
  params?: Readonly<Record<string, string>>;
}

/** The first value of each query parameter, for a page's `prepare`. */
function firstValues(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) if (!(name in query)) query[name] = value;
  return query;
}

function RemoteModule({
  remote,
  module,
  kind,
  params,
}: {
  remote: RemoteName;
  module: string;
  kind: 'page' | 'widget';
  params: Readonly<Record<string, string>> | undefined;
}) {
  const { key, search } = useLocation();
  // The component comes from the remote at run time; its identity is stable (the load is cached).
  const component = use(loadRemoteComponent(remote, module, { params: params ?? {}, query: firstValues(search) }));
  // Per location: the page's own effects for it (a held page view, shared/router) ran before this one.
  useEffect(() => {
    if (kind === 'page') markPageRendered(key);
  }, [kind, key]);
  // Which version actually rendered (after a fallback, the last known good one): for support and tests.
  // Hydration keeps the server's attributes, and the server rendered the version before a fallback in
  // this browser: the attribute is set again once the page is the browser's.
  const version = activeVersion(remote) ?? undefined;
  useEffect(() => noteMounted(remote, module, version ?? null, kind), [remote, module, version, kind]);
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (version) region.current?.setAttribute('data-remote-version', version);
  }, [version]);
  return (
    <div ref={region} className={styles.contents} data-remote-version={version} suppressHydrationWarning>
      {createElement(component)}
    </div>
  );
}

function PageSkeleton() {
  return (
    <Stack gap={3} aria-hidden="true" className={styles.skeleton}>
      <Skeleton width="45%" height="2.2rem" />
      <Skeleton width="80%" />
      <Skeleton width="70%" />
      <Skeleton height="12rem" />
    </Stack>
  );
}

function Fallback({ kind, onRetry }: { kind: 'page' | 'widget'; onRetry: () => void }) {
  const { t } = useTranslation('host');
  if (kind === 'widget') {
    return <span className={styles.widgetFallback}>{t('remoteFallback.widget')}</span>;
  }
  return (
    <div className={styles.fallback}>
      <Alert tone="warning" title={t('remoteFallback.title')}>
        <p>{t('remoteFallback.message')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('remoteFallback.retry')}
        </Button>
      </Alert>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  module: string;
  kind: 'page' | 'widget';
  children: ReactNode;
}

/** Contains a remote: whatever it throws, only its region shows the fallback. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    const { remote, module } = this.props;
    noteRegionFailed(remote, activeVersion(remote), isRemoteComponentLoaded(remote, module));
    bus.emit('host:remote-load-failed', {
      remote: this.props.remote,
      module: this.props.module,
      version: activeVersion(this.props.remote),
      message: error instanceof Error ? error.message : String(error),
    });
  }

  retry = () => {
    forgetRemoteComponent(this.props.remote, this.props.module);
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <Fallback kind={this.props.kind} onRetry={this.retry} />;
    return (
      <div key={this.state.attempt} className={styles.contents}>
        {this.props.children}
      </div>
    );
  }
}

/**
 * A region of the page that a remote renders. Its root carries `data-boundary="<remote>"` in the
 * shop and in the fallback alike (contracts). Layout widgets carry `data-widget-boundary` instead,
 * so each page has exactly one `data-boundary` region per remote it shows.
 */
export function RemoteRegion({ remote, module, kind = 'page', params }: RemoteRegionProps) {
  const boundary = kind === 'page' ? { 'data-boundary': remote } : { 'data-widget-boundary': remote };
  // Layout widgets (search box, cart button) load after the page's own content has rendered, so the
  // page a customer asked for is not held up by the header (lib/page-rendered.ts).
  const widgetsMayLoad = useAfterPageRendered();
  if (kind === 'widget' && !widgetsMayLoad) return <div {...boundary} className={styles.widget} />;
  return (
    <div {...boundary} className={kind === 'page' ? styles.page : styles.widget}>
      <RemoteBoundary remote={remote} module={module} kind={kind}>
        <Suspense fallback={kind === 'page' ? <PageSkeleton /> : null}>
          <RemoteModule remote={remote} module={module} kind={kind} params={params} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
