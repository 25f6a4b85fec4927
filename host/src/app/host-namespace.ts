import type { LocaleLoaders } from 'shared/i18n';

/** The host's texts: layout, error pages, remote fallbacks. */
export const hostNamespace: LocaleLoaders = {
  'de-DE': () => import('../locales/de-DE.json'),
  'de-AT': () => import('../locales/de-AT.json'),
  'es-ES': () => import('../locales/es-ES.json'),
  'fr-FR': () => import('../locales/fr-FR.json'),
  'it-IT': () => import('../locales/it-IT.json'),
};
