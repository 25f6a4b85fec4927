import { use } from 'react';
import { i18n, loadNamespace, type LocaleLoaders } from 'shared/i18n';
import type { Locale } from 'config';

export const NAMESPACE = 'mf-content';

/** The texts every mf-content page reads (the home page among them), one file per language; only the current language is loaded. */
export const contentNamespace: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "texts-de-DE" */ './locales/de-DE.json'),
  'de-AT': () => import(/* webpackChunkName: "texts-de-AT" */ './locales/de-AT.json'),
  'es-ES': () => import(/* webpackChunkName: "texts-es-ES" */ './locales/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "texts-fr-FR" */ './locales/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "texts-it-IT" */ './locales/it-IT.json'),
};

/**
 * The texts of the contact, B2B and clarification pages (`contact`, `b2b`, `clarification`): two
 * thirds of mf-content's words, which the home page never shows. They join the `mf-content`
 * namespace when one of those pages loads. Austria says them the German way: no file, no request.
 */
export const contentPagesTexts: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "content-texts-pages-de-DE" */ './locales/pages/de-DE.json'),
  'de-AT': () => Promise.resolve({}),
  'es-ES': () => import(/* webpackChunkName: "content-texts-pages-es-ES" */ './locales/pages/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "content-texts-pages-fr-FR" */ './locales/pages/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "content-texts-pages-it-IT" */ './locales/pages/it-IT.json'),
};

export function loadContentPagesTexts(locale: Locale = i18n.language as Locale): Promise<void> {
  return loadNamespace('mf-content-pages', contentPagesTexts, locale, NAMESPACE);
}

/**
 * Suspends until the contact, B2B and clarification texts are there in the current language. Call
 * `loadContentPagesTexts()` before the page's `useNamespace`, so both files download at once.
 */
export function useContentPagesTexts(): void {
  use(loadContentPagesTexts(i18n.language as Locale));
}
