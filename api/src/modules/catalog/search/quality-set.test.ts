import { countries } from 'config';
import { buildCatalogSnapshot } from '../build-catalog-snapshot';
import { buildCatalogRows } from '../seed/build';
import { snapshotRowsFromSeed } from '../seed/snapshot-rows';
import { finds, QUALITY_SET, QUALITY_TOP_K, type QualityQuery } from './quality-set';
import { runSearch } from './run-search';

const snapshot = buildCatalogSnapshot(snapshotRowsFromSeed(buildCatalogRows()));

/** The devices the search service answers, best first, as the shop asks for them. */
function answered(query: QualityQuery) {
  const answer = runSearch(snapshot, {
    search: { type: 'phrase', phrase: query.query },
    application: countries[query.country].searchIndexNames.devices,
    resultSize: QUALITY_TOP_K,
    from: 0,
  });
  return answer.hits.map((hit) => snapshot.deviceById.get(hit.id)!);
}

describe('the search quality set on the demo catalogue', () => {
  it('holds at least 60 queries in every shop country', () => {
    expect(QUALITY_SET.length).toBeGreaterThanOrEqual(60);
    for (const country of ['de', 'at', 'es', 'fr', 'it'] as const)
      expect(QUALITY_SET.filter((query) => query.country === country).length).toBeGreaterThanOrEqual(10);
  });

  it('names devices the catalogue holds', () => {
    const unknown = QUALITY_SET.filter(
      (query) =>
        !snapshot.devices.some(
          (d) => d.model === query.model && (query.variant === undefined || d.variantCode === query.variant),
        ),
    );
    expect(unknown).toEqual([]);
  });

  it.each(QUALITY_SET.map((query) => [query.country, query.query, query.model, query]))(
    `%s "%s" finds %s among the first ${QUALITY_TOP_K}`,
    (_country, _text, _model, query) => {
      const devices = answered(query as QualityQuery);
      // On a miss, the message lists what was answered instead.
      const got = devices.map((d) => `${d.model} ${d.variantCode ?? ''}`.trim());
      expect(finds(query as QualityQuery, devices) ? 'found' : got).toBe('found');
    },
  );

  it('misses a device the query does not name', () => {
    expect(
      finds({ country: 'de', query: 'iphone 13', kind: 'model', model: 'Galaxy S23' }, answered(QUALITY_SET[0]!)),
    ).toBe(false);
  });
});
