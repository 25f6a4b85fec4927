import type { RouteBaseName } from '../routes';

/** The kinds of old URL the shop redirects (spec section 2, "Redirects"). */
export const REDIRECT_FAMILIES = ['content', 'faq', 'cart', 'catalogue', 'newsletterUnsubscribe'] as const;
export type RedirectFamily = (typeof REDIRECT_FAMILIES)[number];

/** Where an old URL leads: a route by name, so the target is always a real path of that country. */
export interface RedirectTarget {
  name: RouteBaseName;
  params?: Record<string, string>;
}

/** One old path (normalized: see `normalizeLegacyPath`) and where it goes now. */
export interface ExactRedirect {
  family: RedirectFamily;
  from: string;
  to: RedirectTarget;
}

/**
 * An old URL with a variable part. `match` gets the normalized path and the query and returns the
 * target, or null when the old URL does not qualify (then the path is simply unknown: 404).
 * `consumes` names query parameters that become part of the target and are not carried over.
 */
export interface PatternRedirect {
  family: RedirectFamily;
  /** Human-readable form of the old URL, for the docs and the tests. */
  description: string;
  /** An old URL this pattern turns into `exampleTarget` (checked by the tests). */
  example: string;
  exampleTarget: string;
  consumes?: readonly string[];
  match: (path: string, query: URLSearchParams) => RedirectTarget | null;
}

export interface RedirectSet {
  exact: readonly ExactRedirect[];
  patterns: readonly PatternRedirect[];
}
