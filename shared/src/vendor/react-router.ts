/**
 * The part of react-router the shop uses. Module Federation never tree-shakes a shared module, and
 * react-router whole weighs 65 KB gzip against 15 KB for this subset, so every app provides and
 * consumes the shared singleton `react-router` through this file (see rspack.base.ts). TypeScript
 * and jest resolve `react-router` here too, so using anything else fails the type check: add it
 * here first, knowing every customer downloads it.
 *
 * The declarative router suffices: the host matches paths with the route table in config/ and
 * handles scrolling itself.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
  createPath,
  parsePath,
} from 'react-router-full';
export type { Location, NavigateFunction, NavigateOptions, To, LinkProps, NavLinkProps } from 'react-router-full';
