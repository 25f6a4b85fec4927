import type { LocaleLoaders } from 'shared/i18n';

/** The texts of mf-content, one file per language; only the current language is loaded. */
export const contentNamespace: LocaleLoaders = {
  'de-DE': () => import('./locales/de-DE.json'),
  'de-AT': () => import('./locales/de-AT.json'),
  'es-ES': () => import('./locales/es-ES.json'),
  'fr-FR': () => import('./locales/fr-FR.json'),
  'it-IT': () => import('./locales/it-IT.json'),
};

export const NAMESPACE = 'mf-content';
