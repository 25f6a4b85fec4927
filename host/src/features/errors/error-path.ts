import type { AppError } from 'shared/stores';

/** The path an error is about: its `data.path` (spec: 'Page Not Found: {path}', path as data), else the page's. */
export function errorPath(error: AppError): string {
  const data = error.data as { path?: unknown } | undefined;
  return typeof data?.path === 'string' ? data.path : window.location.pathname;
}
