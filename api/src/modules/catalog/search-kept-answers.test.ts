import { TEST_DB } from '../../testing/test-app';
import { searchAnswerText } from './search/answer-text';
import { HitArena } from './search/hit-arena';
import { answerJson, HitCache } from './search/hit-cache';
import { keepEveryDevice, runSearch } from './search/run-search';
import type { SearchBody } from './schemas';
import { searchTestApp } from './search-testing';

const app = searchTestApp();

describe(`search answers from kept hits (${TEST_DB})`, () => {
  it('sends devices, categories and questions kept from earlier answers as the same JSON as a fresh answer', async () => {
    const snapshot = await app.t.app.catalog.current();
    const cache = new HitCache();
    const bodies = [
      { search: { type: 'phrase' as const, phrase: 'iphone 1' }, application: 'devices_fr', resultSize: 10, from: 0 },
      {
        search: { type: 'devicesBySeries' as const, seriesId: 'smartphones.apple.iphone-16' },
        application: 'devices_de',
        resultSize: 5,
        from: 0,
      },
      {
        search: { type: 'categoryByUrl' as const, url: 'canon-eos-r-kameras' },
        application: 'aggregations_de',
        resultSize: 1,
        from: 0,
      },
      {
        search: { type: 'deviceByUrl' as const, url: 'apple-iphone-13-128-go' },
        application: 'devices_fr',
        resultSize: 1,
        from: 0,
      },
      {
        search: { type: 'deviceByUrl' as const, url: 'apple-iphone-13-256-go' },
        application: 'devices_fr',
        resultSize: 1,
        from: 0,
      },
      {
        search: { type: 'categoryByUrl' as const, url: 'kameras-canon' },
        application: 'aggregations_de',
        resultSize: 1,
        from: 0,
      },
    ];
    for (const body of bodies) {
      const fresh = JSON.stringify(runSearch(snapshot, body));
      expect(JSON.parse(fresh).hits.length).toBeGreaterThan(0);
      // First use makes and keeps; the second and third are put together from what was kept.
      for (let use = 1; use <= 3; use++) {
        expect(answerJson(runSearch(snapshot, body, cache), cache)).toBe(fresh);
        expect(searchAnswerText(snapshot, body, cache, false)).toBe(fresh);
      }
    }
    // The phrase's ten devices, the series' five and the two product pages' (their list JSON is their answer's start).
    expect(cache.size).toBe(17);
    // A device's JSON is kept per country: the French answer's prices and names are not the German one's.
    const de = { ...bodies[0]!, application: 'devices_de' };
    expect(searchAnswerText(snapshot, de, cache, false)).toBe(JSON.stringify(runSearch(snapshot, de)));
    // Ten more, less the five German iPhone 16 the series answer kept.
    expect(cache.size).toBe(22);
  });

  it('puts list answers together when the kept devices are emptied and the page does not fit', async () => {
    const snapshot = await app.t.app.catalog.current();
    // Halves of 3 KB: a few devices each, so that every page of ten empties a half and keeps only part of itself.
    const cache = new HitCache(new HitArena(3 * 1024, 1024));
    const phrases = ['iphone 1', 'galaxy s2', 'iphone 13', 'pixel', 'iphnoe 13', 'iphone 1'];
    for (const phrase of phrases) {
      const body = { search: { type: 'phrase' as const, phrase }, application: 'devices_it', resultSize: 10, from: 0 };
      expect(searchAnswerText(snapshot, body, cache, false)).toBe(JSON.stringify(runSearch(snapshot, body)));
    }
  });

  it("answers lists and product pages from every device's JSON written when the catalogue was built, the same as made fresh", async () => {
    const snapshot = await app.t.app.catalog.current();
    const cache = new HitCache();
    keepEveryDevice(snapshot, cache);
    expect(cache.devices.preloaded).toBe(true);
    const bodies: SearchBody[] = [];
    for (const application of ['devices_de', 'devices_at', 'devices_fr', 'devices_es', 'devices_it']) {
      bodies.push({ search: { type: 'phrase', phrase: 'iphone 1' }, application, resultSize: 40, from: 0 });
      bodies.push({
        search: { type: 'devicesByCategory', categoryId: 'lenses' },
        application,
        resultSize: 60,
        from: 20,
      });
      bodies.push({
        search: {
          type: 'devicesByManufacturer',
          manufacturerId: 'cameras.canon',
          sort: [{ field: 'name', order: 'asc' }],
        },
        application,
        resultSize: 30,
        from: 0,
      });
    }
    bodies.push({
      search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-go' },
      application: 'devices_fr',
      resultSize: 1,
      from: 0,
    });
    bodies.push({
      search: { type: 'deviceByUrl', url: 'apple-iphone-13-128-gb' },
      application: 'devices_at',
      resultSize: 1,
      from: 0,
    });
    for (const body of bodies) {
      const fresh = JSON.stringify(runSearch(snapshot, body));
      expect(JSON.parse(fresh).hits.length).toBeGreaterThan(0);
      expect(searchAnswerText(snapshot, body, cache, false)).toBe(fresh);
    }
    // Nothing was made and kept while answering.
    expect(cache.size).toBe(0);
  });
});
