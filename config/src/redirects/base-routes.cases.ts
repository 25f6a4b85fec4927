/**
 * What every base route of spec section 2 (and the search page, which the base set adds) becomes
 * on every country's host, written out from the spec rather than from the route table, for the
 * tests of config and of the server: 'page' where the country serves the base path as it is,
 * '404' where it has no such page, else the country's own path. The catalogue's paths depend on
 * its data and are tested where it is (api shop-pages, base-routes.test.ts).
 */
import type { CountryCode } from '../countries';

const HASH = '5d41402abc4b2a76b9719d911017c592';

export const BASE_ROUTE_CASES: [string, Record<CountryCode, string>][] = [
  ['/', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ['/contact', { de: '/kontakt', at: '/kontakt', es: '/contacto', fr: 'page', it: '/contatti' }],
  ['/checkout', { de: 'page', at: 'page', es: 'page', fr: 'page', it: '/guardare' }],
  ['/thankYou', { de: 'page', at: 'page', es: 'page', fr: 'page', it: '/grazie' }],
  ['/b2b/landingpage', { de: '/b2b/ankaufsportal', at: '404', es: '404', fr: '404', it: '404' }],
  ['/search', { de: '/suche', at: '/suche', es: '/buscar', fr: '/recherche', it: '/cerca' }],
  ['/account/overview', { de: '/account', at: '/account', es: '/account', fr: '/account', it: '/account' }],
  ['/account/register', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ['/account/management', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ...(
    [
      ['/account/addressChange', '/account/address-change'],
      ['/account/paymentChange', '/account/payment-change'],
      ['/account/password/reset', '/account/password-reset'],
      ['/account/password/forgot', '/account/password-forgot'],
    ] as const
  ).map(([from, to]): [string, Record<CountryCode, string>] => [from, { de: to, at: to, es: to, fr: to, it: to }]),
  [
    '/content/agb',
    { de: 'page', at: 'page', es: '/content/condiciones', fr: '/content/cgv', it: '/content/condizioni' },
  ],
  [
    '/content/a-propos',
    {
      de: '/content/ueber-uns',
      at: '/content/ueber-uns',
      es: '/content/sobre-nosotros',
      fr: 'page',
      it: '/content/chi-siamo',
    },
  ],
  ['/clarification/4711:T-100234', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  [
    '/clarification/clarificationQuickAnswer/4711:T-100234:O-99',
    { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' },
  ],
  ['/newsletter/enrich', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  [`/newsletter/enrich/${HASH}`, { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  [`/newsletter/unsubscribe/${HASH}`, { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
  ['/newsletter/unsubscribe/success', { de: 'page', at: 'page', es: 'page', fr: 'page', it: 'page' }],
];
