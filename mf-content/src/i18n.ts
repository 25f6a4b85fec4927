import type { LocaleLoaders } from 'shared/i18n';

/** The texts of mf-content, one file per language; only the current language is loaded. */
export const contentNamespace: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "texts-de-DE" */ './locales/de-DE.json'),
  'de-AT': () => import(/* webpackChunkName: "texts-de-AT" */ './locales/de-AT.json'),
  'es-ES': () => import(/* webpackChunkName: "texts-es-ES" */ './locales/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "texts-fr-FR" */ './locales/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "texts-it-IT" */ './locales/it-IT.json'),
};

export const NAMESPACE = 'mf-content';
