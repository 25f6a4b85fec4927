/**
 * Guard: every French text a customer reads has its no-break spaces (config/typography): the
 * fr-FR.json files of all apps, read from disk, and the French seed (catalogue, CMS pages, home,
 * menus), page titles and mails as the API builds them. A normal space before ? ! ; : or inside
 * « », or none at all, fails here with the file or seed path and the place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frenchSpacingProblems } from 'config/typography';
import SEO_FR from 'config/seo-texts/fr-FR';
import { ACCOUNT_MAIL_TEXTS } from './modules/account/account-mail-texts';
import { TITLES } from './modules/catalog/pages';
import { buildCatalogRows } from './modules/catalog/seed/build';
import { tradeMessages } from './modules/checkout/messages';
import { CLARIFICATION_MAILS, FINDING_LABELS } from './modules/clarification/texts';
import { SEED_PAGES } from './modules/content/cms/seed';
import { homeSeed } from './modules/content/cms/seed/home';
import { menuSeed } from './modules/content/cms/seed/menus';
import { MAIL_TEXTS, SUBJECT_LABELS } from './modules/content/lib/mail-texts';

const ROOT = path.resolve(__dirname, '../..');

/** Every fr-FR.json below an app's src (locales, later/, after-render/, shared's i18n). */
function frenchJsonFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (['node_modules', 'dist', 'var', '.git'].includes(entry.name)) return [];
      return frenchJsonFiles(full);
    }
    return entry.name === 'fr-FR.json' && full.includes(`${path.sep}src${path.sep}`) ? [full] : [];
  });
}

/** A value the mail functions can read any field of, and print as text. */
const sample: unknown = new Proxy(
  {},
  {
    get: (_, key) =>
      key === 'toString' || key === 'valueOf' ? () => 'Valeur' : typeof key === 'symbol' ? undefined : 'Valeur',
  },
);

/** The strings in `value` with where they are; functions are called with sample values. */
function stringsIn(value: unknown, where: string): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (typeof value === 'function') {
    const args = Array.from({ length: Math.max(1, value.length) }, () => sample);
    return stringsIn((value as (...a: unknown[]) => unknown)(...args), `${where}()`);
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsIn(v, `${where}.${k}`));
  return [];
}

function problemsIn(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) => frenchSpacingProblems(text).map((p) => `${where}: ${p}`));
}

function seedTexts(): [string, string][] {
  const rows = buildCatalogRows();
  const fr = <T extends { locale: string }>(list: T[]) => list.filter((r) => r.locale === 'fr-FR');
  return [
    ...fr(rows.nodeTexts).flatMap((r) =>
      stringsIn(
        { name: r.name, content: r.content, meta: r.meta_description, keywords: r.meta_keywords },
        `catalogue ${r.node_kind} ${r.node_id}`,
      ),
    ),
    ...fr(rows.deviceTexts).flatMap((r) =>
      stringsIn(
        { name: r.name, meta: r.meta_description, keywords: r.meta_keywords },
        `catalogue device ${r.device_id}`,
      ),
    ),
    ...fr(rows.questionTexts).flatMap((r) =>
      stringsIn({ question: r.question, description: r.description }, `catalogue question ${r.question_id}`),
    ),
    ...fr(rows.answerTexts).flatMap((r) => stringsIn(r.text, `catalogue answer ${r.answer_id}`)),
    ...stringsIn(SEED_PAGES.fr, 'cms pages fr'),
    ...homeSeed()
      .filter((h) => h.country === 'fr')
      .flatMap((h) => stringsIn(h.document, `home fr ${h.shopMode}`)),
    ...menuSeed()
      .filter((m) => m.country === 'fr')
      .flatMap((m) => stringsIn(m.items, `menu fr ${m.key}`)),
  ];
}

function mailAndTitleTexts(): [string, string][] {
  return [
    ...stringsIn(ACCOUNT_MAIL_TEXTS['fr-FR'], 'account mails fr-FR'),
    ...stringsIn(tradeMessages('fr-FR'), 'trade mail fr-FR'),
    ...stringsIn(CLARIFICATION_MAILS.fr, 'clarification mails fr'),
    ...stringsIn(FINDING_LABELS.fr, 'clarification findings fr'),
    ...stringsIn(MAIL_TEXTS.fr, 'content mails fr'),
    ...stringsIn(SUBJECT_LABELS.fr, 'contact subjects fr'),
    ...stringsIn(TITLES.fr, 'catalogue page titles fr'),
    ...stringsIn(SEO_FR, 'seo texts fr-FR'),
  ];
}

describe('French typography', () => {
  it('finds the French text files of every app', () => {
    const files = frenchJsonFiles().map((f) => path.relative(ROOT, f));
    expect(files).toEqual(
      expect.arrayContaining([
        'host/src/locales/fr-FR.json',
        'host/src/locales/after-render/fr-FR.json',
        'shared/src/i18n/locales/fr-FR.json',
        'mf-catalog/src/locales/fr-FR.json',
        'mf-catalog/src/locales/later/fr-FR.json',
        'mf-checkout/src/locales/fr-FR.json',
        'mf-account/src/locales/fr-FR.json',
        'mf-content/src/locales/fr-FR.json',
      ]),
    );
  });

  it.each(frenchJsonFiles().map((f) => [path.relative(ROOT, f), f]))(
    '%s has no-break spaces before ? ! ; : and inside « »',
    (name, file) => {
      const texts = stringsIn(JSON.parse(readFileSync(file, 'utf8')), name);
      expect(texts.length).toBeGreaterThan(0);
      expect(problemsIn(texts)).toEqual([]);
    },
  );

  it('the French seed (catalogue, CMS pages, home, menus) has them', () => {
    const texts = seedTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(problemsIn(texts)).toEqual([]);
  });

  it('the French mails, page titles and SEO texts have them, also with their parts filled in', () => {
    const texts = mailAndTitleTexts();
    expect(texts.some(([, t]) => t.includes('Valeur'))).toBe(true);
    expect(problemsIn(texts)).toEqual([]);
  });

  it('fails on a normal space, a missing one, or a wrong kind', () => {
    const bad = stringsIn(
      {
        a: 'Supprimés ?',
        b: { c: 'Résultats pour « {{phrase}} »' },
        d: 'Titulaire: {holder}',
        e: (m: { n: string }) => `Bonjour ${m.n}\u202f: voilà`,
      },
      'x',
    );
    expect(problemsIn(bad)).toEqual([
      'x.a: …Supprimés ?… should be …Supprimés⍽?…',
      'x.b.c: …Résultats pour « {{phrase}} »… should be …Résultats pour «⍽{{phrase}}⍽»…',
      'x.d: …Titulaire: {holder}… should be …Titulaire°: {holder}…',
      'x.e(): …Bonjour Valeur⍽: voilà… should be …Bonjour Valeur°: voilà…',
    ]);
  });
});
