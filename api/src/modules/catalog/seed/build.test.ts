import { priceDevice, type Effect } from '../pricing';
import { SEED_LOCALES } from './types';
import { buildCatalogRows } from './build';

const rows = buildCatalogRows();

describe('demo catalogue', () => {
  it('is large enough to feel real', () => {
    expect(rows.categories).toHaveLength(8);
    expect(rows.devices.length).toBeGreaterThanOrEqual(1500);
    expect(rows.brands.length).toBeGreaterThanOrEqual(40);
    expect(rows.series.length).toBeGreaterThanOrEqual(150);
    for (const category of rows.categories) {
      expect(rows.devices.filter((d) => d.series_id.startsWith(`${category.id}.`)).length).toBeGreaterThan(30);
    }
  });

  it('has every text, url and meta field in all five languages', () => {
    const nodes = rows.categories.length + rows.manufacturers.length + rows.series.length;
    expect(rows.nodeTexts).toHaveLength(nodes * SEED_LOCALES.length);
    expect(rows.deviceTexts).toHaveLength(rows.devices.length * SEED_LOCALES.length);
    expect(rows.questionTexts).toHaveLength(rows.questions.length * SEED_LOCALES.length);
    expect(rows.answerTexts).toHaveLength(rows.answers.length * SEED_LOCALES.length);
    for (const text of rows.nodeTexts) {
      expect(text.name && text.url && text.content && text.meta_description && text.meta_keywords).toBeTruthy();
    }
    for (const text of [...rows.questionTexts.map((q) => q.question), ...rows.answerTexts.map((a) => a.text)])
      expect(text.trim()).not.toBe('');
  });

  it('gives categories, manufacturers and series urls of their own in each language', () => {
    const byLocale = new Map<string, string>();
    for (const text of rows.nodeTexts) {
      const key = `${text.locale}|${text.url}`;
      expect(byLocale.get(key)).toBeUndefined();
      byLocale.set(key, `${text.node_kind}:${text.node_id}`);
    }
    const url = (kind: string, id: string, locale: string) =>
      rows.nodeTexts.find((t) => t.node_kind === kind && t.node_id === id && t.locale === locale)!.url;
    expect(url('category', 'cameras', 'fr-FR')).toBe('appareils-photo');
    expect(url('manufacturer', 'cameras.canon', 'es-ES')).toBe('camaras-canon');
    expect(url('series', 'cameras.canon.eos-r', 'it-IT')).toBe('canon-eos-r-fotocamere');
  });

  it('lists storage sizes and kits as devices of their own, priced apart', () => {
    const price = (id: string) => rows.prices.find((p) => p.device_id === id && p.country === 'de')!.base_price;
    expect(price('apple-iphone-13-512gb')).toBeGreaterThan(price('apple-iphone-13-128gb'));
    expect(price('canon-eos-r6-mark-ii-kit-rf-24-105mm-f4l-is-usm')).toBeGreaterThan(
      price('canon-eos-r6-mark-ii-body'),
    );
    expect(rows.deviceTexts.find((t) => t.device_id === 'apple-iphone-13-128gb' && t.locale === 'fr-FR')!.name).toBe(
      'Apple iPhone 13 128 Go',
    );
  });

  it('writes a brand once in names, texts and meta texts, also where the series or model starts with it', () => {
    const doubled = new RegExp(
      `\\b(${rows.brands.map((b) => b.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\s-]+\\1\\b`,
      'iu',
    );
    const texts = [
      ...rows.nodeTexts.flatMap((t) => [t.name, t.content, t.meta_description, t.meta_keywords]),
      ...rows.deviceTexts.flatMap((t) => [t.name, t.meta_description, t.meta_keywords]),
    ];
    expect(texts.filter((text) => doubled.test(text))).toEqual([]);
    const text = (id: string, locale: string) =>
      rows.nodeTexts.find((t) => t.node_kind === 'series' && t.node_id === id && t.locale === locale)!;
    expect(text('smartphones.xiaomi.xiaomi-15', 'fr-FR').meta_description).toMatch(
      /^Vendez votre Xiaomi 15 sur Revalu/,
    );
    expect(text('smartphones.xiaomi.xiaomi-15', 'fr-FR').url).toBe('xiaomi-15-smartphones');
    expect(rows.deviceTexts.find((t) => t.device_id === 'xiaomi-xiaomi-15-256gb' && t.locale === 'de-DE')!.name).toBe(
      'Xiaomi 15 256 GB',
    );
  });

  it('asks the market’s questions per category, each answer with a defined effect', () => {
    const codes = (category: string) => rows.questions.filter((q) => q.category_id === category).map((q) => q.code);
    expect(codes('smartphones')).toEqual(
      expect.arrayContaining(['powers_on', 'display', 'housing', 'battery', 'activation_lock']),
    );
    expect(codes('cameras')).toContain('shutter_count');
    expect(codes('lenses')).toEqual(expect.arrayContaining(['fungus', 'haze', 'glass_scratches']));
    expect(codes('consoles')).toContain('controllers');
    for (const answer of rows.answers) expect(['none', 'factor', 'adjust', 'reject']).toContain(answer.effect);
  });
});

describe('questions that depend on an answer', () => {
  // The shop shows such a question while that answer is open (mf-catalog's visibleQuestions), as
  // the "up to" price asks it: open questions are priced with their best answer.
  it('depend on the answer an open question is priced with, so the shop and the price count the same questions', () => {
    const categories = [...new Set(rows.questions.map((q) => q.category_id))];
    for (const category of categories) {
      const questions = rows.questions
        .filter((q) => q.category_id === category)
        .map((q) => ({
          code: q.code,
          requires: q.requires_question ? { question: q.requires_question, answer: q.requires_answer! } : null,
          answers: rows.answers
            .filter((a) => a.question_id === q.id)
            .map((a) => ({
              code: a.code,
              effect: a.effect as Effect,
              value: a.effect_value,
              rejectReason: a.reject_reason,
            })),
        }));
      const assumed = new Map(priceDevice(500, questions, {}).steps.map((s) => [s.question, s.answer]));
      for (const q of questions.filter((x) => x.requires)) {
        expect([category, q.code, assumed.get(q.requires!.question)]).toEqual([category, q.code, q.requires!.answer]);
        expect([category, q.code, assumed.has(q.code)]).toEqual([category, q.code, true]);
      }
    }
  });
});

describe('url export', () => {
  it('lists every category, manufacturer and series url of a country once', async () => {
    const { catalogueUrls } = await import('./export');
    const fr = catalogueUrls('fr');
    expect(fr.filter((n) => n.kind === 'category')).toHaveLength(8);
    expect(new Set(fr.map((n) => n.url)).size).toBe(fr.length);
    expect(fr.find((n) => n.id === 'cameras.canon.eos-r')).toEqual({
      kind: 'series',
      id: 'cameras.canon.eos-r',
      name: 'EOS R',
      url: 'canon-eos-r-appareils-photo',
      categoryId: 'cameras',
      manufacturerId: 'cameras.canon',
      brand: 'Canon',
    });
  });
});
