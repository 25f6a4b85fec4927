import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { CountryCode } from 'config';
import { REPO_ROOT } from './env';

type Tree = { [key: string]: string | Tree };

const LOCALES: Record<CountryCode, string[]> = {
  de: ['de-DE'],
  at: ['de-AT', 'de-DE'],
  es: ['es-ES'],
  fr: ['fr-FR'],
  it: ['it-IT'],
};

const readTree = (file: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'mf-catalog', 'src', 'locales', file), 'utf8')) as Tree;

/**
 * mf-catalog's texts as the customer of a country reads them (de-AT falls back to de-DE): the
 * pages' file and the one that loads later (search box, results, offer) of each language.
 */
export function catalogTexts(country: CountryCode): (key: string, values?: Record<string, string | number>) => string {
  const trees = LOCALES[country].flatMap((l) => [readTree(`${l}.json`), readTree(`later/${l}.json`)]);
  const lookup = (key: string): string | undefined => {
    for (const tree of trees) {
      let node: string | Tree | undefined = tree;
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node === 'string') return node;
    }
    return undefined;
  };
  return (key, values = {}) => {
    const text = lookup(key) ?? lookup(`${key}_${values.count === 1 ? 'one' : 'other'}`);
    if (text === undefined) throw new Error(`no text ${key} for ${country}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** Each shop's host and its camera sell page (the category's url in the shop's language). */
export const SHOPS: Record<CountryCode, { host: string; cameras: string }> = {
  de: { host: 'de.localhost', cameras: '/verkaufen/kameras' },
  at: { host: 'at.localhost', cameras: '/verkaufen/kameras' },
  es: { host: 'es.localhost', cameras: '/vender/camaras' },
  fr: { host: 'fr.localhost', cameras: '/catalogue/appareils-photo' },
  it: { host: 'it.localhost', cameras: '/catalogo/fotocamere' },
};

/** The header's search box, once the layout has loaded it. */
export async function headerSearch(page: Page, country: CountryCode): Promise<Locator> {
  const t = catalogTexts(country);
  const box = page.getByRole('combobox', { name: t('search.label') });
  await expect(box).toBeVisible({ timeout: 30_000 });
  return box;
}

/** The product page's condition form. */
export function conditionForm(page: Page, country: CountryCode): Locator {
  return page.getByRole('region', { name: catalogTexts(country)('pdp.conditionTitle') });
}

/**
 * Answers every question the page asks with the answer at `pick(question)` (0 = the best),
 * including questions that appear only after an answer.
 */
export async function answerAll(
  page: Page,
  country: CountryCode,
  pick: (index: number) => number = () => 0,
): Promise<number> {
  const form = conditionForm(page, country);
  const groups = form.getByRole('group');
  await expect(groups.first()).toBeVisible({ timeout: 20_000 });
  let i = 0;
  for (; i < (await groups.count()); i++) {
    const radios = groups.nth(i).getByRole('radio');
    await radios.nth(Math.min(pick(i), (await radios.count()) - 1)).check();
  }
  return i;
}

/** The live price as the page shows it (the `<data>` value, in euros). */
export async function livePrice(page: Page): Promise<number> {
  const value = await page.getByTestId('live-price').locator('data').getAttribute('value');
  return Number(value);
}
