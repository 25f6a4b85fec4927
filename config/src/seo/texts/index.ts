import type { Locale } from '../../countries';
import type { SeoTexts } from '../types';
import deAT from './de-AT';
import deDE from './de-DE';
import esES from './es-ES';
import frFR from './fr-FR';
import itIT from './it-IT';

/** Every language's titles and descriptions, for the server (the browser loads only its own). */
export const SEO_TEXTS: Readonly<Record<Locale, SeoTexts>> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
};
