/**
 * `npm run redirects:fr` (also `npm run redirects:fr -w config`): writes France's old sell and
 * model URLs into `config/src/redirects/fr-catalogue.generated.ts`, from the demo catalogue's
 * categories, manufacturers and series (`catalogueUrls('fr')`, no database needed). With
 * `--check` it writes nothing and fails when the file is not what the catalogue gives today.
 *
 * The generator lives in api/ because it reads the catalogue's seed data; the file it writes is
 * plain data in config/, so config never depends on api at run time.
 *
 * The old URL scheme is described in OLD_URL_SCHEME below (it goes into the file's header) and
 * in docs/decisions/0019-redirects-are-data.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugPart } from '../modules/catalog/seed/dsl';
import { catalogueUrls, type CatalogueUrl } from '../modules/catalog/seed/export';

export const GENERATED_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../config/src/redirects/fr-catalogue.generated.ts',
);

/**
 * How the old French shop named its categories. `plural` names the category pages
 * (`/vendre/telephones-portables`), `singular` its landing pages (`/vendre-mon-smartphone`), with
 * the possessive the noun takes (`ma tablette`, `ma console`). The first of each is the one the
 * manufacturer and series pages were built from.
 */
interface OldCategoryWords {
  plural: readonly string[];
  singular: readonly string[];
  possessive: 'mon' | 'ma';
}

export const OLD_CATEGORY_WORDS: Readonly<Record<string, OldCategoryWords>> = {
  smartphones: {
    plural: ['smartphones', 'telephones-portables', 'mobiles'],
    singular: ['smartphone', 'telephone-portable', 'mobile'],
    possessive: 'mon',
  },
  tablets: { plural: ['tablettes'], singular: ['tablette'], possessive: 'ma' },
  laptops: {
    plural: ['ordinateurs-portables', 'pc-portables'],
    singular: ['ordinateur-portable', 'pc-portable'],
    possessive: 'mon',
  },
  cameras: {
    plural: ['appareils-photo', 'appareils-photo-numeriques'],
    singular: ['appareil-photo'],
    possessive: 'mon',
  },
  lenses: { plural: ['objectifs'], singular: ['objectif'], possessive: 'mon' },
  camcorders: { plural: ['camescopes', 'cameras-sport'], singular: ['camescope'], possessive: 'mon' },
  consoles: { plural: ['consoles', 'consoles-de-jeux'], singular: ['console'], possessive: 'ma' },
  monitors: { plural: ['ecrans', 'moniteurs'], singular: ['ecran', 'moniteur'], possessive: 'mon' },
};

/**
 * A series name stands alone in an old model URL (`/vendre-mon-iphone-13` beside
 * `/vendre-mon-apple-iphone-13`) only when people say it without the brand: it begins with a
 * product line everybody knows by itself, or it carries a model number after a real word
 * (`nord-4`). `/reprise-phone`, `/vendre-mon-edge` or `/reprise-art` would be guesses.
 */
const PRODUCT_LINES = new Set([
  'iphone',
  'ipad',
  'galaxy',
  'pixel',
  'macbook',
  'surface',
  'xbox',
  'playstation',
  'switch',
  'steam',
  'thinkpad',
  'zenbook',
  'vivobook',
  'ideapad',
  'matebook',
  'matepad',
  'redmi',
  'zenfone',
  'xperia',
  'powershot',
  'coolpix',
  'lumix',
  'handycam',
  'legria',
  'osmo',
  'eos',
  'nikkor',
  'xps',
  'elitebook',
  'zbook',
  'latitude',
  'inspiron',
  'thinkvision',
  'ultrasharp',
  'odyssey',
  'coloredge',
]);
const PLAIN_WORDS = new Set([
  'serie',
  'series',
  'pro',
  'ultra',
  'plus',
  'mini',
  'air',
  'lite',
  'note',
  'book',
  'tab',
  'pad',
  'one',
  'max',
  'phone',
  'gaming',
]);

function saidWithoutBrand(nameSlug: string): boolean {
  const [first = '', ...rest] = nameSlug.split('-');
  if (PRODUCT_LINES.has(first)) return true;
  return first.length >= 4 && !PLAIN_WORDS.has(first) && /[0-9]/.test(rest.join('-'));
}

/** Model names French speakers say with "ma": the brand or the product is feminine (la GoPro, la Galaxy Tab, la Switch). */
function modelPossessive(node: CatalogueUrl, category: OldCategoryWords, nameSlug: string): 'mon' | 'ma' {
  if (node.categoryId === 'tablets') return nameSlug.startsWith('ipad') || nameSlug.includes('surface') ? 'mon' : 'ma';
  if (node.brand === 'GoPro') return 'ma';
  return category.possessive;
}

export const OLD_URL_SCHEME = [
  "The old French shop (before today's /catalogue/{slug}) sold through three kinds of URL:",
  '  category pages      /vendre/{old plural}, /reprise/{old plural}     /vendre/telephones-portables',
  '  category landings   /vendre-{mon|ma}-{old singular}, /reprise-{old singular}   /vendre-ma-tablette, /reprise-smartphone',
  '  manufacturer pages  /vendre/{old plural}/{brand}                    /vendre/smartphones/apple',
  '  manufacturer landings /vendre-{mon|ma}-{first old singular}-{brand}, /reprise-{first old singular}-{brand}',
  '                                                                     /vendre-mon-appareil-photo-canon',
  '  series (model) pages /vendre/{first old plural}/{brand}/{series}    /vendre/smartphones/apple/iphone-13',
  '  model landings      /vendre-{mon|ma}-{brand and series}, /reprise-{brand and series}',
  '                                                                     /vendre-mon-apple-iphone-13, /reprise-samsung-galaxy-s24',
  '                      and without the brand where people say the name alone (a known product line, or a word and',
  '                      a model number) and no other series has it',
  '                                                                     /vendre-mon-iphone-13, /reprise-galaxy-s24',
  'Old category words: smartphones also telephones-portables/mobiles, laptops also pc-portables, monitors also',
  'moniteurs, consoles also consoles-de-jeux, camcorders also cameras-sport, cameras also appareils-photo-numeriques.',
  'A URL two catalogue entries would claim is left out (it would be a guess). Each leads to the category, manufacturer',
  'or series page of today: /catalogue/{slug}.',
];

export type RedirectLine = readonly [from: string, slug: string];

export interface GeneratedRedirects {
  /** Blocks per category, in catalogue order. */
  blocks: { category: string; lines: RedirectLine[] }[];
  /** Old URLs more than one entry would claim, left out. */
  ambiguous: string[];
}

/** The old URLs of France's catalogue, from its category, manufacturer and series urls. */
export function buildFrCatalogueRedirects(nodes: readonly CatalogueUrl[]): GeneratedRedirects {
  const categoryUrl = new Map(nodes.filter((n) => n.kind === 'category').map((n) => [n.id, n.url]));
  const categoryName = new Map(nodes.filter((n) => n.kind === 'category').map((n) => [n.id, n.name]));
  const series = nodes.filter((n) => n.kind === 'series');

  // A series name alone is an old model URL only when no other series (or brand, or category word) has it.
  const nameCount = new Map<string, number>();
  for (const s of series) nameCount.set(slugPart(s.name), (nameCount.get(slugPart(s.name)) ?? 0) + 1);
  const reserved = new Set<string>([
    ...Object.values(OLD_CATEGORY_WORDS).flatMap((w) => [...w.plural, ...w.singular]),
    ...nodes.flatMap((n) => (n.brand ? [slugPart(n.brand)] : [])),
  ]);
  const distinctive = (nameSlug: string) =>
    nameCount.get(nameSlug) === 1 && !reserved.has(nameSlug) && saidWithoutBrand(nameSlug);

  const claims = new Map<string, Set<string>>();
  const order: { category: string; from: string }[] = [];
  const claim = (category: string, from: string, slug: string) => {
    let targets = claims.get(from);
    if (!targets) {
      claims.set(from, (targets = new Set()));
      order.push({ category, from });
    }
    targets.add(slug);
  };

  for (const node of nodes) {
    const words = OLD_CATEGORY_WORDS[node.categoryId];
    if (!words)
      throw new Error(`no old French words for category "${node.categoryId}": add them to OLD_CATEGORY_WORDS`);
    const [plural, singular] = [words.plural[0]!, words.singular[0]!];
    if (node.kind === 'category') {
      for (const p of words.plural) {
        claim(node.categoryId, `/vendre/${p}`, node.url);
        claim(node.categoryId, `/reprise/${p}`, node.url);
      }
      for (const s of words.singular) {
        claim(node.categoryId, `/vendre-${words.possessive}-${s}`, node.url);
        claim(node.categoryId, `/reprise-${s}`, node.url);
      }
    } else if (node.kind === 'manufacturer') {
      const brand = slugPart(node.brand ?? node.name);
      for (const p of words.plural) claim(node.categoryId, `/vendre/${p}/${brand}`, node.url);
      claim(node.categoryId, `/vendre-${words.possessive}-${singular}-${brand}`, node.url);
      claim(node.categoryId, `/reprise-${singular}-${brand}`, node.url);
    } else {
      const brand = slugPart(node.brand ?? '');
      const nameSlug = slugPart(node.name);
      const model = nameSlug === brand || nameSlug.startsWith(`${brand}-`) ? nameSlug : `${brand}-${nameSlug}`;
      const possessive = modelPossessive(node, words, nameSlug);
      claim(node.categoryId, `/vendre/${plural}/${brand}/${nameSlug}`, node.url);
      claim(node.categoryId, `/vendre-${possessive}-${model}`, node.url);
      claim(node.categoryId, `/reprise-${model}`, node.url);
      if (model !== nameSlug && distinctive(nameSlug)) {
        claim(node.categoryId, `/vendre-${possessive}-${nameSlug}`, node.url);
        claim(node.categoryId, `/reprise-${nameSlug}`, node.url);
      }
    }
  }

  const ambiguous: string[] = [];
  const blocks = new Map<string, RedirectLine[]>();
  for (const { category, from } of order) {
    const targets = claims.get(from)!;
    if (targets.size > 1) {
      ambiguous.push(from);
      continue;
    }
    const list = blocks.get(category) ?? [];
    list.push([from, [...targets][0]!]);
    blocks.set(category, list);
  }
  return {
    blocks: [...blocks].map(([category, lines]) => ({
      category: `${categoryName.get(category) ?? category} (/catalogue/${categoryUrl.get(category) ?? '?'})`,
      lines,
    })),
    ambiguous: ambiguous.sort(),
  };
}

/** The generated file, as it is committed. */
export function renderGeneratedFile(generated: GeneratedRedirects): string {
  const count = generated.blocks.reduce((n, b) => n + b.lines.length, 0);
  const out = [
    '/**',
    ' * GENERATED by `npm run redirects:fr -w config` (api/src/scripts/generate-fr-redirects.ts) from the',
    " * catalogue seed data (api/src/modules/catalog/, `catalogueUrls('fr')`). Do not edit by hand: change the",
    ' * generator or the catalogue, run it again and review the diff. A test fails when this file is stale.',
    " * Each line: an old URL of the French shop -> the slug of today's /catalogue/{slug} page.",
    ' *',
    ...OLD_URL_SCHEME.map((line) => ` * ${line}`.trimEnd()),
    ' *',
    ` * ${count} old URLs.${generated.ambiguous.length ? ` Left out as ambiguous: ${generated.ambiguous.join(', ')}.` : ''}`,
    ' */',
    'export const FR_CATALOGUE_REDIRECTS: readonly (readonly [string, string])[] = [',
  ];
  for (const block of generated.blocks) {
    out.push(`  // ${block.category}`);
    for (const [from, slug] of block.lines) out.push(`  [${JSON.stringify(from)}, ${JSON.stringify(slug)}],`);
  }
  out.push('];', '');
  return out.join('\n');
}

export function main(args: string[] = process.argv.slice(2)): number {
  const check = args.includes('--check');
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length) {
    console.error(`unknown argument ${unknown.join(' ')} (use --check to compare without writing)`);
    return 2;
  }
  const text = renderGeneratedFile(buildFrCatalogueRedirects(catalogueUrls('fr')));
  let current = '';
  try {
    current = readFileSync(GENERATED_FILE, 'utf8');
  } catch {
    // not there yet
  }
  if (check) {
    if (current === text) return 0;
    console.error(`${path.relative(process.cwd(), GENERATED_FILE)} is stale: run npm run redirects:fr -w config`);
    return 1;
  }
  if (current !== text) writeFileSync(GENERATED_FILE, text);
  console.warn(
    `${path.relative(process.cwd(), GENERATED_FILE)}: ${text.split('\n').filter((l) => l.startsWith('  [')).length} old URLs`,
  );
  return 0;
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'generate-fr-redirects.ts'));
if (isMain) process.exitCode = main();
