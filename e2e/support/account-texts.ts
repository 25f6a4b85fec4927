import { readFileSync } from 'node:fs';
import path from 'node:path';
import type deDE from '../../mf-account/src/locales/de-DE.json';
import { REPO_ROOT } from './env';

/** mf-account's texts (German is the reference shape). */
export type AccountTexts = typeof deDE;

const load = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'mf-account', 'src', 'locales', `${locale}.json`), 'utf8'),
  ) as AccountTexts;

/** mf-account's texts of a country, so the tests find controls by the names customers read. */
export const ACCOUNT_TEXTS = { de: load('de-DE'), fr: load('fr-FR'), es: load('es-ES'), it: load('it-IT') } as const;
