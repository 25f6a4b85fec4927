import { use } from 'react';
import { i18n, loadNamespace, type LocaleLoaders } from 'shared/i18n';
import type { Locale } from 'config';

/** The host's texts of the first render: skip link, header, remote fallbacks, widget labels, link notices. */
export const hostNamespace: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "texts-de-DE" */ '../locales/de-DE.json'),
  // Austria says these the German way (de-DE is its fallback): no file, no request.
  'de-AT': () => Promise.resolve({}),
  'es-ES': () => import(/* webpackChunkName: "texts-es-ES" */ '../locales/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "texts-fr-FR" */ '../locales/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "texts-it-IT" */ '../locales/it-IT.json'),
};

/**
 * The host's texts of what comes after the page has rendered or only when needed: the footer, the
 * cookie banner and the error pages. They join the `host` namespace, so those components read them
 * as `host` texts; they are not part of the first render's weight.
 */
export const hostAfterRenderTexts: LocaleLoaders = {
  'de-DE': () => import(/* webpackChunkName: "host-texts-later-de-DE" */ '../locales/after-render/de-DE.json'),
  'de-AT': () => import(/* webpackChunkName: "host-texts-later-de-AT" */ '../locales/after-render/de-AT.json'),
  'es-ES': () => import(/* webpackChunkName: "host-texts-later-es-ES" */ '../locales/after-render/es-ES.json'),
  'fr-FR': () => import(/* webpackChunkName: "host-texts-later-fr-FR" */ '../locales/after-render/fr-FR.json'),
  'it-IT': () => import(/* webpackChunkName: "host-texts-later-it-IT" */ '../locales/after-render/it-IT.json'),
};

/** Loads the texts of `hostAfterRenderTexts` into the `host` namespace, once per language (its fallbacks first). */
export function loadHostTextsAfterRender(locale: Locale = i18n.language as Locale): Promise<void> {
  return loadNamespace('host-after-render', hostAfterRenderTexts, locale, 'host');
}

/** A component module that needs those texts: starts loading both at once (for `lazyWithReload`). */
export function withHostTextsAfterRender<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadHostTextsAfterRender()]).then(([module]) => module);
}

/**
 * Suspends until the texts after the render are there in the current language. Called by the
 * components that read them (footer, cookie banner, error page): a lazy module is resolved once,
 * the texts are needed for each language it renders in.
 */
export function useHostTextsAfterRender(): void {
  use(loadHostTextsAfterRender(i18n.language as Locale));
}
