import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath, checkNavigationUrl, type RouteDef, type UrlCheck } from 'config';
import { bus } from 'shared/bus';
import { create } from 'zustand';
import { getSite, usePageHeadStore, useSiteState } from 'shared/stores';

/** Where a link leads, by route name: remotes never hard-code a path. */
export interface ShopTarget {
  /** Base name (`pdp`) or the current country's full name (`pdp___de`). */
  name: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  hash?: string;
}

/** The path of a target in the current country. */
export function pathTo(target: ShopTarget): string {
  const { country } = getSite();
  let href = buildPath(country, target.name, target.params);
  const query = Object.entries(target.query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  if (query.length) href += '?' + new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString();
  if (target.hash) href += '#' + target.hash.replace(/^#/, '');
  return href;
}

/** Hook form of `pathTo`; re-renders when the site changes. */
export function useShopHref(target: ShopTarget): string {
  useSiteState();
  return pathTo(target);
}

export type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: ShopTarget;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  replace?: boolean;
};

/** A link to a shop route by name. */
export function ShopLink({ to, ...rest }: ShopLinkProps) {
  const href = useShopHref(to);
  return <Link to={href} {...rest} />;
}

/**
 * Where a URL would take the customer from this page (spec section 8): a path inside the shop,
 * another site on the allow-list in config/, a mail or phone link, or refused (`javascript:`,
 * `data:`, `blob:`, `vbscript:` always; other sites unless allowed).
 */
export function checkUrl(url: string): UrlCheck {
  return checkNavigationUrl(url, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
}

function reportRefused(url: string, reason: 'unsafe-scheme' | 'not-allowed' | 'invalid'): void {
  bus.emit('host:navigation-refused', { url: String(url).slice(0, 200), reason });
}

export interface ShopNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Navigates by route name, or to a URL (from content or an API answer) after checking it: inside
 * the shop through the router, to an allowed site by a full page load; a refused URL goes nowhere,
 * is reported on the bus (`host:navigation-refused`) and the function returns false.
 */
export function useShopNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (target: ShopTarget | string, options?: ShopNavigateOptions): boolean => {
      if (typeof target !== 'string') {
        void navigate(pathTo(target), options);
        return true;
      }
      const check = checkUrl(target);
      if (!check.ok) {
        reportRefused(target, check.reason);
        return false;
      }
      if (check.kind === 'internal') void navigate(check.path, options);
      else if (options?.replace) window.location.replace(check.url);
      else window.location.assign(check.url);
      return true;
    },
    [navigate],
  );
}

export type SafeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children?: ReactNode;
};

/**
 * A link to a URL that comes from data (content, an API answer). Inside the shop it is a router
 * link; another site on the allow-list gets `rel="noopener noreferrer"`; a refused URL renders
 * its text without a link, so nothing unsafe is ever clickable.
 */
export function SafeLink({ href, children, rel, ...rest }: SafeLinkProps) {
  const check = checkUrl(href);
  if (!check.ok) {
    return (
      <span className={rest.className} data-refused-link={check.reason}>
        {children}
      </span>
    );
  }
  if (check.kind === 'internal') {
    return (
      <Link to={check.path} rel={rel} {...rest}>
        {children}
      </Link>
    );
  }
  const safeRel = check.kind === 'external' ? [rel, 'noopener', 'noreferrer'].filter(Boolean).join(' ') : rel;
  return (
    <a href={check.url} rel={safeRel} {...rest}>
      {children}
    </a>
  );
}

/**
 * Gives the current page its own title and description where it knows better than its route
 * (a device page names the device): `title` is the page's own name, the host adds the brand.
 * The host writes them into the document; they end with the page.
 */
export function usePageHead(head: { title?: string; description?: string; keywords?: string } | null): void {
  const { key } = useLocation();
  const title = head?.title;
  const description = head?.description;
  const keywords = head?.keywords;
  useEffect(() => {
    if (title === undefined && description === undefined && keywords === undefined) return;
    usePageHeadStore.getState().setOverride({ locationKey: key, title, description, keywords });
    return () => {
      if (usePageHeadStore.getState().override?.locationKey === key) usePageHeadStore.getState().setOverride(null);
    };
  }, [key, title, description, keywords]);
}

/**
 * The location key (react-router's `location.key`) of the page that does not know yet what it is.
 * Set through `useHoldPageView`; the host holds that location's page view while it is here.
 */
export const usePageViewStore = create<{ held?: string }>(() => ({}));

/**
 * The page-view contract (docs/architecture.md): while `pending` is true the page does not know yet
 * what it is (the entity its url names is loading), and the host holds the page's analytics view.
 * Once it is false the host reports the route's page type, or 404/error if the page has set the app
 * error (`useAppErrorStore`) by then: set it in the render that stops pending. Call it once, in the
 * page component itself, from its first render. The host waits at most 5 s after the page rendered.
 */
export function useHoldPageView(pending: boolean): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!pending) return;
    usePageViewStore.setState({ held: key });
    return () => usePageViewStore.setState({ held: undefined });
  }, [key, pending]);
}

export interface ShopRouteState {
  route: RouteDef;
  params: Record<string, string>;
}

/** The route the host matched and its parameters; the host provides it around every page. */
export const ShopRouteContext = createContext<ShopRouteState | null>(null);

export function useShopRoute(): ShopRouteState {
  const state = useContext(ShopRouteContext);
  if (!state) throw new Error('useShopRoute is used outside a page the host mounted');
  return state;
}

/** The current site (country, language, shop mode). */
export function useSite() {
  const site = useSiteState();
  if (!site) throw new Error('site is not set: the host sets it before rendering');
  return site;
}
