/**
 * Turns the demo catalogue's source data into table rows, checking on the way what the
 * database and the shop rely on: unique ids, unique urls per language across categories,
 * manufacturers and series, unique device urls per language, and texts in every language.
 * Pure: no database, so tests and the redirect export use it too.
 */
import { withBrand } from '../names';
import { BRANDS } from './brands';
import { CATEGORY_ORDER, CATEGORY_TEXTS } from './categories';
import { cameras } from './data/cameras';
import { camcorders } from './data/camcorders';
import { consoles } from './data/consoles';
import { laptops } from './data/laptops';
import { lenses } from './data/lenses';
import { monitors } from './data/monitors';
import { smartphones } from './data/smartphones';
import { tablets } from './data/tablets';
import { slugPart } from './dsl';
import { basePrice, COUNTRY_FACTOR } from './prices';
import { CATEGORY_QUESTIONS } from './questions';
import { deviceTexts, manufacturerTexts, manufacturerUrl, seriesTexts, seriesUrl } from './texts';
import { pick, SEED_LOCALES, type CategoryId, type CategorySeed, type Localized, type SeedLocale } from './types';

export const CATEGORY_SEEDS: CategorySeed[] = [
  smartphones,
  tablets,
  laptops,
  cameras,
  lenses,
  camcorders,
  consoles,
  monitors,
];

export type NodeKind = 'category' | 'manufacturer' | 'series';

export interface CatalogRows {
  brands: { id: string; name: string }[];
  categories: { id: string; position: number; icon: string }[];
  manufacturers: { id: string; category_id: string; brand_id: string; position: number; is_top: boolean }[];
  series: { id: string; manufacturer_id: string; position: number; is_top: boolean }[];
  nodeTexts: {
    node_kind: NodeKind;
    node_id: string;
    locale: SeedLocale;
    name: string;
    url: string;
    content: string;
    meta_description: string;
    meta_keywords: string;
  }[];
  devices: {
    id: string;
    series_id: string;
    model: string;
    variant_code: string | null;
    release_year: number;
    release_month: number;
    position: number;
  }[];
  deviceTexts: {
    device_id: string;
    locale: SeedLocale;
    name: string;
    url: string;
    search_terms: string[];
    meta_description: string;
    meta_keywords: string;
  }[];
  prices: { device_id: string; country: string; base_price: number }[];
  questions: {
    id: string;
    category_id: string;
    code: string;
    position: number;
    requires_question: string | null;
    requires_answer: string | null;
  }[];
  questionTexts: { question_id: string; locale: SeedLocale; question: string; description: string }[];
  answers: {
    id: string;
    question_id: string;
    code: string;
    position: number;
    effect: string;
    effect_value: number | null;
    reject_reason: string | null;
  }[];
  answerTexts: { answer_id: string; locale: SeedLocale; text: string }[];
}

function normalizeTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function localized(text: string | Localized): Localized {
  return typeof text === 'string' ? { de: text, es: text, fr: text, it: text } : text;
}

export function buildCatalogRows(categorySeeds: CategorySeed[] = CATEGORY_SEEDS): CatalogRows {
  const rows: CatalogRows = {
    brands: [],
    categories: [],
    manufacturers: [],
    series: [],
    nodeTexts: [],
    devices: [],
    deviceTexts: [],
    prices: [],
    questions: [],
    questionTexts: [],
    answers: [],
    answerTexts: [],
  };
  const usedBrands = new Set<string>();
  const nodeUrls = new Map<string, string>();
  const deviceUrls = new Map<string, string>();
  const deviceIds = new Set<string>();

  function claimNodeUrl(locale: SeedLocale, url: string, owner: string) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(url)) throw new Error(`catalogue: url "${url}" of ${owner} is not a slug`);
    const key = `${locale}|${url}`;
    const other = nodeUrls.get(key);
    if (other) throw new Error(`catalogue: url "${url}" (${locale}) of ${owner} is taken by ${other}`);
    nodeUrls.set(key, owner);
  }

  const byId = new Map(categorySeeds.map((c) => [c.id, c]));
  CATEGORY_ORDER.forEach(({ id: categoryId, icon }, categoryPosition) => {
    const seed = byId.get(categoryId);
    if (!seed) return;
    const ct = CATEGORY_TEXTS[categoryId];
    rows.categories.push({ id: categoryId, position: categoryPosition, icon });
    for (const locale of SEED_LOCALES) {
      const url = pick(ct.url, locale);
      claimNodeUrl(locale, url, `category ${categoryId}`);
      rows.nodeTexts.push({
        node_kind: 'category',
        node_id: categoryId,
        locale,
        name: pick(ct.name, locale),
        url,
        content: pick(ct.content, locale),
        meta_description: pick(ct.metaDescription, locale),
        meta_keywords: pick(ct.metaKeywords, locale),
      });
    }
    addQuestions(rows, categoryId);

    seed.manufacturers.forEach((m, manufacturerPosition) => {
      const brandName = BRANDS[m.brand];
      if (!brandName) throw new Error(`catalogue: unknown brand "${m.brand}" in ${categoryId}`);
      usedBrands.add(m.brand);
      const manufacturerId = `${categoryId}.${m.brand}`;
      rows.manufacturers.push({
        id: manufacturerId,
        category_id: categoryId,
        brand_id: m.brand,
        position: manufacturerPosition,
        is_top: Boolean(m.top),
      });
      for (const locale of SEED_LOCALES) {
        const input = {
          brand: brandName,
          brandSlug: slugPart(brandName),
          categoryUrl: pick(ct.url, locale),
          yourBrandItem: pick(ct.yourBrandItem, locale).replace('{brand}', brandName),
          brandItems: pick(ct.brandItems, locale).replace('{brand}', brandName),
        };
        const url = manufacturerUrl(input);
        claimNodeUrl(locale, url, `manufacturer ${manufacturerId}`);
        const texts = manufacturerTexts(locale, input);
        rows.nodeTexts.push({
          node_kind: 'manufacturer',
          node_id: manufacturerId,
          locale,
          name: brandName,
          url,
          content: texts.content,
          meta_description: texts.metaDescription,
          meta_keywords: texts.metaKeywords,
        });
      }

      m.series.forEach((s, seriesPosition) => {
        const seriesId = `${manufacturerId}.${s.key}`;
        rows.series.push({
          id: seriesId,
          manufacturer_id: manufacturerId,
          position: seriesPosition,
          is_top: Boolean(s.top),
        });
        const seriesName = localized(s.name);
        for (const locale of SEED_LOCALES) {
          const name = pick(seriesName, locale);
          const display = withBrand(brandName, name);
          const url = seriesUrl(slugPart(display), pick(ct.url, locale));
          claimNodeUrl(locale, url, `series ${seriesId}`);
          const texts = seriesTexts(locale, display);
          rows.nodeTexts.push({
            node_kind: 'series',
            node_id: seriesId,
            locale,
            name,
            url,
            content: texts.content,
            meta_description: texts.metaDescription,
            meta_keywords: texts.metaKeywords,
          });
        }

        let devicePosition = 0;
        for (const model of s.models) {
          const [year, month] = model.released.split('-').map(Number) as [number, number];
          for (const variant of model.variants ?? [null]) {
            const id = slugPart(`${m.brand} ${model.model} ${variant?.code ?? ''}`);
            if (deviceIds.has(id)) throw new Error(`catalogue: device id "${id}" appears twice`);
            deviceIds.add(id);
            rows.devices.push({
              id,
              series_id: seriesId,
              model: model.model,
              variant_code: variant?.code ?? null,
              release_year: year,
              release_month: month,
              position: devicePosition++,
            });
            const launch = variant?.launchPrice ?? model.launchPrice;
            for (const [country, countryFactor] of Object.entries(COUNTRY_FACTOR)) {
              rows.prices.push({
                device_id: id,
                country,
                base_price: basePrice(categoryId, launch, model.released, countryFactor),
              });
            }
            for (const locale of SEED_LOCALES) {
              const label = variant ? pick(variant.label, locale) : '';
              const fullModel = withBrand(brandName, model.model);
              const name = label ? `${fullModel} ${label}` : fullModel;
              const url = slugPart(name);
              const key = `${locale}|${url}`;
              const other = deviceUrls.get(key);
              if (other) throw new Error(`catalogue: device url "${url}" (${locale}) of ${id} is taken by ${other}`);
              deviceUrls.set(key, id);
              const compact = model.model.replace(/[\s()]+/g, '');
              const terms = new Set(
                [
                  compact,
                  ...model.aliases,
                  pick(seriesName, locale),
                  label,
                  ...(variant?.terms ?? []),
                  pick(ct.searchWords, locale),
                ]
                  .map(normalizeTerm)
                  .filter(Boolean),
              );
              const texts = deviceTexts(locale, name, fullModel);
              rows.deviceTexts.push({
                device_id: id,
                locale,
                name,
                url,
                search_terms: [...terms],
                meta_description: texts.metaDescription,
                meta_keywords: texts.metaKeywords,
              });
            }
          }
        }
      });
    });
  });
  for (const id of [...usedBrands].sort()) rows.brands.push({ id, name: BRANDS[id]! });
  return rows;
}

function addQuestions(rows: CatalogRows, categoryId: CategoryId) {
  const questions = CATEGORY_QUESTIONS[categoryId];
  const codes = new Set(questions.map((q) => q.code));
  if (codes.size !== questions.length) throw new Error(`catalogue: ${categoryId} asks a question twice`);
  questions.forEach((q, position) => {
    const questionId = `${categoryId}.${q.code}`;
    if (q.requires) {
      const target = questions.find((other) => other.code === q.requires!.question);
      if (
        !target ||
        !target.answers.some((a) => a.code === q.requires!.answer) ||
        questions.indexOf(target) >= position
      ) {
        throw new Error(`catalogue: ${questionId} requires an answer that is not asked before it`);
      }
    }
    rows.questions.push({
      id: questionId,
      category_id: categoryId,
      code: q.code,
      position,
      requires_question: q.requires?.question ?? null,
      requires_answer: q.requires?.answer ?? null,
    });
    for (const locale of SEED_LOCALES) {
      rows.questionTexts.push({
        question_id: questionId,
        locale,
        question: pick(q.question, locale),
        description: pick(q.description, locale),
      });
    }
    q.answers.forEach((a, answerPosition) => {
      const answerId = `${questionId}.${a.code}`;
      const value = a.effect.kind === 'factor' ? a.effect.value : a.effect.kind === 'adjust' ? a.effect.amount : null;
      rows.answers.push({
        id: answerId,
        question_id: questionId,
        code: a.code,
        position: answerPosition,
        effect: a.effect.kind,
        effect_value: value,
        reject_reason: a.effect.kind === 'reject' ? a.effect.reason : null,
      });
      for (const locale of SEED_LOCALES)
        rows.answerTexts.push({ answer_id: answerId, locale, text: pick(a.text, locale) });
    });
  });
}
