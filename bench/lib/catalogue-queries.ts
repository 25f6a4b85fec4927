/**
 * What customers ask the search service, built from the benchmark catalogue itself (the same
 * rows `npm run seed -- --devices 100000` writes, computed here without a database): type-ahead
 * prefixes, whole model names, typos, product pages (deviceByUrl), series lists and category,
 * manufacturer or series pages (categoryByUrl), in all five countries.
 */
import { COUNTRY_CODES, countries, type CountryCode } from 'config';
import { buildCatalogRows } from '../../api/src/modules/catalog/seed/build';
import { expandCatalogRows } from '../../api/src/modules/catalog/seed/synthetic';

export type QueryForm = 'prefix' | 'phrase' | 'typo' | 'deviceByUrl' | 'devicesBySeries' | 'categoryByUrl';

/** The mix of a shop's search traffic: mostly the search box (type-ahead), then page views. */
export const QUERY_MIX: Readonly<Record<QueryForm, number>> = {
  prefix: 25,
  phrase: 20,
  typo: 10,
  deviceByUrl: 25,
  devicesBySeries: 10,
  categoryByUrl: 10,
};

export interface CatalogueForQueries {
  devices: {
    id: string;
    model: string;
    variantCode: string | null;
    brand: string;
    urls: Partial<Record<CountryCode, string>>;
    names: Partial<Record<CountryCode, string>>;
  }[];
  seriesIds: string[];
  nodeUrls: Record<CountryCode, string[]>;
  deviceIds: string[];
}

export function loadCatalogueForQueries(devices: number): CatalogueForQueries {
  const rows = expandCatalogRows(buildCatalogRows(), devices);
  const localeOf = Object.fromEntries(COUNTRY_CODES.map((cc) => [countries[cc].icuLocale, cc])) as Record<
    string,
    CountryCode
  >;
  const brandOfSeries = new Map<string, string>();
  const manufacturerBrand = new Map(rows.manufacturers.map((m) => [m.id, m.brand_id]));
  for (const s of rows.series) brandOfSeries.set(s.id, manufacturerBrand.get(s.manufacturer_id) ?? '');
  const byId = new Map<string, CatalogueForQueries['devices'][number]>();
  for (const d of rows.devices)
    byId.set(d.id, {
      id: d.id,
      model: d.model,
      variantCode: d.variant_code,
      brand: brandOfSeries.get(d.series_id) ?? '',
      urls: {},
      names: {},
    });
  for (const t of rows.deviceTexts) {
    const cc = localeOf[t.locale];
    const device = byId.get(t.device_id);
    if (cc && device) {
      device.urls[cc] = t.url;
      device.names[cc] = t.name;
    }
  }
  const nodeUrls = Object.fromEntries(COUNTRY_CODES.map((cc) => [cc, [] as string[]])) as Record<CountryCode, string[]>;
  for (const t of rows.nodeTexts) {
    const cc = localeOf[t.locale];
    if (cc) nodeUrls[cc].push(t.url);
  }
  return {
    devices: [...byId.values()],
    seriesIds: rows.series.map((s) => s.id),
    nodeUrls,
    deviceIds: [...byId.keys()],
  };
}

/** A small seeded random generator, so two runs ask the same questions. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickForm(rand: () => number): QueryForm {
  const total = Object.values(QUERY_MIX).reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (const [form, weight] of Object.entries(QUERY_MIX) as [QueryForm, number][]) {
    if ((r -= weight) < 0) return form;
  }
  return 'phrase';
}

/** "iphone 13" -> "iphnoe 13": two neighbouring letters swapped in the longest word. */
function typo(text: string, rand: () => number): string | null {
  const words = text.split(' ');
  let longest = -1;
  for (let i = 0; i < words.length; i++)
    if (/^[a-z]{5,}$/.test(words[i]!) && (longest < 0 || words[i]!.length > words[longest]!.length)) longest = i;
  if (longest < 0) return null;
  const word = words[longest]!;
  const at = 1 + Math.floor(rand() * (word.length - 2));
  words[longest] = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return words.join(' ');
}

export interface SearchRequest {
  form: QueryForm;
  body: string;
}

/** One search request of the mix, for a random country. */
export function searchRequest(catalogue: CatalogueForQueries, rand: () => number): SearchRequest {
  for (;;) {
    const country = COUNTRY_CODES[Math.floor(rand() * COUNTRY_CODES.length)]!;
    const names = countries[country].searchIndexNames;
    const form = pickForm(rand);
    const device = catalogue.devices[Math.floor(rand() * catalogue.devices.length)]!;
    const model = device.model.toLowerCase();
    let search: unknown;
    let application: string = names.devices;
    let resultSize = 10;
    switch (form) {
      case 'prefix': {
        // What the type-ahead sends while the customer types: 3 letters up to the whole model.
        const length = 3 + Math.floor(rand() * Math.max(1, model.length - 2));
        search = { type: 'phrase', phrase: model.slice(0, length).trimEnd() };
        resultSize = 8;
        break;
      }
      case 'phrase': {
        const forms = [model, `${device.brand} ${model}`, (device.names[country] ?? model).toLowerCase()];
        search = { type: 'phrase', phrase: forms[Math.floor(rand() * forms.length)] };
        break;
      }
      case 'typo': {
        const text = typo(model, rand);
        if (!text) continue;
        search = { type: 'phrase', phrase: text };
        break;
      }
      case 'deviceByUrl': {
        const url = device.urls[country];
        if (!url) continue;
        search = { type: 'deviceByUrl', url };
        resultSize = 1;
        break;
      }
      case 'devicesBySeries':
        search = {
          type: 'devicesBySeries',
          seriesId: catalogue.seriesIds[Math.floor(rand() * catalogue.seriesIds.length)],
        };
        resultSize = 24;
        break;
      case 'categoryByUrl': {
        const urls = catalogue.nodeUrls[country];
        search = { type: 'categoryByUrl', url: urls[Math.floor(rand() * urls.length)] };
        application = names.aggregations;
        resultSize = 1;
        break;
      }
    }
    return { form, body: JSON.stringify({ search, application, resultSize }) };
  }
}
