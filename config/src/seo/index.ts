/**
 * The SEO types. Titles, descriptions, robots rules, each page's equivalents in the other
 * countries and the sitemap are `config/seo` (head.ts): the browser loads them after the first
 * page has rendered (the head's texts and the footer's country links).
 */
import type { RouteMatch } from '../routes';

export * from './types';

/** What the page is, for its head. */
export type HeadSubject = { kind: 'page'; match: RouteMatch } | { kind: 'error'; status: number; path: string };

export interface PageHead {
  title: string;
  description: string;
  robots: 'index, follow' | 'noindex, follow' | 'noindex, nofollow';
}
