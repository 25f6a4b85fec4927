/**
 * The rows a catalogue snapshot is built from (`readCatalogRows`' shape), made from seed rows
 * without a database: the search's quality set and the search bench build the demo and the
 * 100k catalogue in memory, with the same texts the database would hand over.
 */
import type { CatalogRows as SnapshotRows } from '../catalog-rows';
import type { CatalogRows as SeedRows } from './build';

const FIELD = '\x1f';
const RECORD = '\x1e';
const LIST = '\x1c';

/** Packed as `loadPacked` packs them: fields, records, groups. */
function pack(records: string[][], groups = 16): string[] {
  const out: string[][] = Array.from({ length: groups }, () => []);
  records.forEach((fields, i) => out[i % groups]!.push(fields.join(FIELD)));
  return out.filter((group) => group.length).map((group) => group.join(RECORD));
}

export function snapshotRowsFromSeed(seed: SeedRows, version = 1): SnapshotRows {
  const brandName = new Map(seed.brands.map((b) => [b.id, b.name]));
  const categoryOf = new Map(seed.manufacturers.map((m) => [m.id, m.category_id]));
  const byPosition = <T extends { position: number; id: string }>(a: T, b: T) =>
    a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    version,
    categories: [...seed.categories].sort(byPosition),
    manufacturers: [...seed.manufacturers]
      .sort(byPosition)
      .map((m) => ({ ...m, brand_name: brandName.get(m.brand_id) ?? m.brand_id })),
    series: [...seed.series]
      .sort(byPosition)
      .map((s) => ({ ...s, category_id: categoryOf.get(s.manufacturer_id) ?? '' })),
    nodeTexts: seed.nodeTexts,
    questions: [...seed.questions].sort(byPosition),
    questionTexts: seed.questionTexts,
    answers: [...seed.answers].sort(byPosition) as SnapshotRows['answers'],
    answerTexts: seed.answerTexts,
    devices: pack(
      seed.devices.map((d) => [
        d.id,
        d.series_id,
        d.model,
        d.variant_code ?? '',
        String(d.release_year),
        String(d.release_month),
        String(d.position),
      ]),
    ),
    deviceTexts: pack(
      seed.deviceTexts.map((t) => [
        t.device_id,
        t.locale,
        t.name,
        t.url,
        t.search_terms.join(LIST),
        t.meta_description,
        t.meta_keywords,
      ]),
      64,
    ),
    devicePrices: pack(seed.prices.map((p) => [p.device_id, p.country, String(p.base_price)])),
  };
}
