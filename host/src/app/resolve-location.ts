import { isLocalPath, MAX_PATH_LENGTH, resolveRoute, type CountryCode, type RouteMatch } from 'config';
import type { AppError } from 'shared/stores';

/** What the host shows for a location; decided exactly as the server decides the status. */
export type LocationOutcome =
  | { kind: 'page'; match: RouteMatch }
  | { kind: 'error'; error: AppError; match?: RouteMatch }
  | { kind: 'redirect'; to: string }
  /** No route: the old-URL table decides (it loads on demand). */
  | { kind: 'lookup' };

/** The application error for a path that is not a page (spec section 8: message and path as data). */
export function notFoundError(path: string): AppError {
  return { statusCode: 404, statusMessage: 'Page Not Found', message: `Page Not Found: ${path}`, data: { path } };
}

function statusError(statusCode: 400 | 414, path: string): AppError {
  const statusMessage = statusCode === 400 ? 'Bad Request' : 'URI Too Long';
  return {
    statusCode,
    statusMessage,
    message: `${statusMessage}: ${path.slice(0, 200)}`,
    data: { path: path.slice(0, 200) },
  };
}

/**
 * The status the server answered the first page with (`<meta name="shop-status">`): the browser
 * cannot read the HTTP status, and an unreadable or overlong URL must show the same error here.
 */
export function readServerStatus(): number | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="shop-status"]')?.content;
  const status = Number(content);
  return Number.isInteger(status) && status >= 200 && status < 600 ? status : null;
}

export function resolveLocation(
  country: CountryCode,
  pathname: string,
  search: string,
  serverStatus: number | null,
): LocationOutcome {
  if (serverStatus === 400 || serverStatus === 414)
    return { kind: 'error', error: statusError(serverStatus, pathname) };
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'error', error: statusError(414, pathname) };
  try {
    decodeURIComponent(pathname);
  } catch {
    return { kind: 'error', error: statusError(400, pathname) };
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const stripped = pathname.replace(/\/+$/, '');
    if (isLocalPath(stripped)) return { kind: 'redirect', to: stripped + search };
  }
  const route = resolveRoute(country, pathname);
  if (route.kind === 'page') return { kind: 'page', match: route.match };
  if (route.kind === 'invalid' && serverStatus === 404)
    return { kind: 'error', error: notFoundError(pathname), match: route.match };
  // The server already said 404 for this very URL: it is no old URL either.
  if (serverStatus === 404) return { kind: 'error', error: notFoundError(pathname) };
  return { kind: 'lookup' };
}
