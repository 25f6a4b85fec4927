import i18next, { type i18n as I18n } from 'i18next';
import { use } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LOCALE_FALLBACKS, LOCALES, type Locale } from 'config';

export type Messages = { [key: string]: string | Messages };
type MessagesModule = { default: Messages } | Messages;
/** One loader per language; each returns that language's texts of one namespace. */
export type LocaleLoaders = Record<Locale, () => Promise<MessagesModule>>;

/** Austria reads German, falling back to de-DE (config's LOCALE_FALLBACKS), in i18next's form. */
export const FALLBACK_LANGUAGES: Record<string, string[]> = {
  ...(LOCALE_FALLBACKS as Record<string, string[]>),
  default: [],
};

/** The i18next instance of the shop; `shared` and `i18next` are singletons, so it is one for all remotes. */
export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

export async function initI18n(locale: Locale): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: locale,
      fallbackLng: FALLBACK_LANGUAGES,
      supportedLngs: [...LOCALES],
      resources: {},
      partialBundledLanguages: true,
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  } else if (i18n.language !== locale) {
    await i18n.changeLanguage(locale);
  }
  return i18n;
}

const loading = new Map<string, Promise<void>>();

function unwrap(mod: MessagesModule): Messages {
  return 'default' in mod && typeof mod.default === 'object' ? (mod.default as Messages) : (mod as Messages);
}

/**
 * Loads one namespace's texts for a language (and its fallback chain) once. `into` puts them into
 * another namespace: a part of a namespace's texts that loads later, with what needs it (`ns` then
 * names the part). The promise is marked fulfilled for React's `use`, so a part loaded ahead of
 * its component does not suspend it again.
 */
export function loadNamespace(
  ns: string,
  loaders: LocaleLoaders,
  locale: Locale = i18n.language as Locale,
  into = ns,
): Promise<void> {
  const key = `${ns}|${locale}`;
  let pending = loading.get(key);
  if (!pending) {
    const chain = [...(FALLBACK_LANGUAGES[locale] ?? []), locale] as Locale[];
    const promise: Promise<void> & { status?: string } = Promise.all(
      chain.map(async (lng) => {
        const messages = unwrap(await loaders[lng]());
        i18n.addResourceBundle(lng, into, messages, true, true);
      }),
    ).then(() => {
      promise.status = 'fulfilled';
    });
    pending = promise;
    loading.set(key, pending);
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

/**
 * Suspends until a namespace is loaded, then gives its `t`. Every page of a remote calls this
 * with its own namespace (`mf-catalog`, ...), so texts arrive with the page that needs them.
 */
export function useNamespace(ns: string, loaders: LocaleLoaders) {
  use(loadNamespace(ns, loaders));
  return useTranslation(ns);
}

export { useTranslation } from 'react-i18next';

/**
 * Amounts, dates and times live in `config` (`config/src/format.ts`) so the API's mails write them with
 * the same functions as the pages: dates as the country's day, in its time zone.
 */
export { formatDate, formatPrice, formatTime } from 'config';

export const sharedNamespace: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "shared-texts-de-DE" */ './locales/de-DE.json'),
  // Austria says these the German way (de-DE is its fallback): no file, no request.
  'de-AT': () => Promise.resolve({}),
  'es-ES': () => import(/* webpackChunkName: "shared-texts-es-ES" */ './locales/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "shared-texts-fr-FR" */ './locales/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "shared-texts-it-IT" */ './locales/it-IT.json'),
};
