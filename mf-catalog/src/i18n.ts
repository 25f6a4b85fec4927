import { use } from 'react';
import { i18n, loadNamespace, type LocaleLoaders } from 'shared/i18n';
import type { Locale } from 'config';

export const NAMESPACE = 'mf-catalog';

/** The texts of mf-catalog's pages (sell, overview, product page), one file per language; only the current language is loaded. */
export const catalogNamespace: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "texts-de-DE" */ './locales/de-DE.json'),
  'de-AT': () => import(/* webpackChunkName: "texts-de-AT" */ './locales/de-AT.json'),
  'es-ES': () => import(/* webpackChunkName: "texts-es-ES" */ './locales/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "texts-fr-FR" */ './locales/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "texts-it-IT" */ './locales/it-IT.json'),
};

/**
 * The texts of what no page's first render shows: the header's search box and the results page
 * (`search`, `results`), the offer once asked for (`offer`). They join the `mf-catalog` namespace
 * when the part that needs them loads, so the product page does not carry them before it renders.
 */
export const catalogLaterTexts: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "catalog-texts-later-de-DE" */ './locales/later/de-DE.json'),
  'de-AT': () => import(/* webpackChunkName: "catalog-texts-later-de-AT" */ './locales/later/de-AT.json'),
  'es-ES': () => import(/* webpackChunkName: "catalog-texts-later-es-ES" */ './locales/later/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "catalog-texts-later-fr-FR" */ './locales/later/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "catalog-texts-later-it-IT" */ './locales/later/it-IT.json'),
};

export function loadCatalogLaterTexts(locale: Locale = i18n.language as Locale): Promise<void> {
  return loadNamespace('mf-catalog-later', catalogLaterTexts, locale, NAMESPACE);
}

/** Suspends until those texts are there in the current language (at once when they were loaded ahead). */
export function useCatalogLaterTexts(): void {
  use(loadCatalogLaterTexts(i18n.language as Locale));
}
