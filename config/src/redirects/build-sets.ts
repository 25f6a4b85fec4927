import { CONTENT_PAGE_KEYS, CONTENT_PAGE_SLUGS } from '../content-pages';
import type { CountryCode } from '../countries';
import { paramHasShape } from '../routes';
import { FR_CATALOGUE_REDIRECTS } from './fr-catalogue.generated';
import {
  LEGACY_CART_PATHS_DE,
  LEGACY_CART_PATHS_ES,
  LEGACY_CART_PATHS_FR,
  LEGACY_CONTENT_PREFIXES,
  LEGACY_CONTENT_SLUGS_DE,
  LEGACY_CONTENT_SLUGS_ES,
  LEGACY_CONTENT_SLUGS_FR,
  LEGACY_FAQ_PATHS_DE,
  LEGACY_FAQ_PATHS_ES,
  LEGACY_FAQ_PATHS_FR,
  type LegacyContentSlugs,
} from './legacy-paths';
import type { ExactRedirect, PatternRedirect, RedirectSet } from './types';

function contentRedirects(country: CountryCode, legacy: LegacyContentSlugs): ExactRedirect[] {
  const current = CONTENT_PAGE_SLUGS[country];
  const out: ExactRedirect[] = [];
  for (const key of CONTENT_PAGE_KEYS) {
    for (const prefix of LEGACY_CONTENT_PREFIXES) {
      for (const slug of legacy[key]) {
        // `/content/<today's slug>` is today's page, not an old URL.
        if (prefix === '/content' && slug === current[key]) continue;
        out.push({
          family: 'content',
          from: `${prefix}/${slug}`,
          to: { name: 'content', params: { content: current[key] } },
        });
      }
    }
  }
  return out;
}

const toContact = (paths: readonly string[]): ExactRedirect[] =>
  paths.map((from) => ({ family: 'faq', from, to: { name: 'contact' } }));
const toHome = (paths: readonly string[]): ExactRedirect[] =>
  paths.map((from) => ({ family: 'cart', from, to: { name: 'home' } }));

/**
 * Germany's old newsletter mails carried an unsubscribe link with the e-mail hash in one of three
 * forms; each leads to today's `/newsletter/unsubscribe/{hash}`. A hash that is not one (wrong
 * characters or length) is not redirected: the path is unknown.
 */
const UNSUBSCRIBE_PATH_FORMS: { description: string; regex: RegExp }[] = [
  { description: '/newsletter/abmelden/{hash}', regex: /^\/newsletter\/abmelden\/([^/]+)$/ },
  {
    description: '/browser/newsletter/unsubscribe/hash/{hash}',
    regex: /^\/browser\/newsletter\/unsubscribe\/hash\/([^/]+)$/,
  },
];
const EXAMPLE_HASH = '5d41402abc4b2a76b9719d911017c592';

const newsletterUnsubscribeDe: PatternRedirect[] = [
  ...UNSUBSCRIBE_PATH_FORMS.map(({ description, regex }): PatternRedirect => ({
    family: 'newsletterUnsubscribe',
    description,
    example: description.replace('{hash}', EXAMPLE_HASH),
    exampleTarget: `/newsletter/unsubscribe/${EXAMPLE_HASH}`,
    match: (path) => {
      const hash = regex.exec(path)?.[1];
      return hash && paramHasShape('emailHash', hash)
        ? { name: 'newsletterUnsubscribe', params: { emailHash: hash.toLowerCase() } }
        : null;
    },
  })),
  {
    family: 'newsletterUnsubscribe',
    description: '/newsletter/abmelden?hash={hash} (also /newsletter/unsubscribe?hash={hash})',
    example: `/newsletter/abmelden?hash=${EXAMPLE_HASH}&utm_source=newsletter`,
    exampleTarget: `/newsletter/unsubscribe/${EXAMPLE_HASH}?utm_source=newsletter`,
    consumes: ['hash'],
    match: (path, query) => {
      if (path !== '/newsletter/abmelden' && path !== '/newsletter/unsubscribe') return null;
      const hash = query.get('hash');
      return hash && paramHasShape('emailHash', hash)
        ? { name: 'newsletterUnsubscribe', params: { emailHash: hash.toLowerCase() } }
        : null;
    },
  },
];

const frCatalogue: ExactRedirect[] = FR_CATALOGUE_REDIRECTS.map(([from, slug]) => ({
  family: 'catalogue',
  from,
  to: { name: 'sell', params: { category: slug } },
}));

/**
 * Every country's redirects. Austria shares Germany's old German URLs but never had the newsletter
 * (its flag is off); Italy's shop started on today's URLs and has none (spec section 2).
 */
export const REDIRECT_SETS: Readonly<Record<CountryCode, RedirectSet>> = {
  de: {
    exact: [
      ...contentRedirects('de', LEGACY_CONTENT_SLUGS_DE),
      ...toContact(LEGACY_FAQ_PATHS_DE),
      ...toHome(LEGACY_CART_PATHS_DE),
    ],
    patterns: newsletterUnsubscribeDe,
  },
  at: {
    exact: [
      ...contentRedirects('at', LEGACY_CONTENT_SLUGS_DE),
      ...toContact(LEGACY_FAQ_PATHS_DE),
      ...toHome(LEGACY_CART_PATHS_DE),
    ],
    patterns: [],
  },
  es: {
    exact: [
      ...contentRedirects('es', LEGACY_CONTENT_SLUGS_ES),
      ...toContact(LEGACY_FAQ_PATHS_ES),
      ...toHome(LEGACY_CART_PATHS_ES),
    ],
    patterns: [],
  },
  fr: {
    exact: [
      ...contentRedirects('fr', LEGACY_CONTENT_SLUGS_FR),
      ...toContact(LEGACY_FAQ_PATHS_FR),
      ...toHome(LEGACY_CART_PATHS_FR),
      ...frCatalogue,
    ],
    patterns: [],
  },
  it: { exact: [], patterns: [] },
};
