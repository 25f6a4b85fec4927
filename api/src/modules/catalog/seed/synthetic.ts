/**
 * A large catalogue for benchmarks (`npm run seed -- --devices 100000`): the demo catalogue,
 * then every real device again in the colours and market versions large trade-in catalogues
 * list separately, until the wanted number is reached. The names stay real ("Apple iPhone 13
 * 128 GB Blau Dual-SIM"), so searches behave as they would on a real large catalogue.
 */
import type { CatalogRows } from './build';
import { slugPart } from './dsl';
import { pick, type Localized } from './types';

const COLOURS: [string, Localized][] = [
  ['black', { de: 'Schwarz', es: 'negro', fr: 'noir', it: 'nero' }],
  ['white', { de: 'Weiß', es: 'blanco', fr: 'blanc', it: 'bianco' }],
  ['blue', { de: 'Blau', es: 'azul', fr: 'bleu', it: 'blu' }],
  ['green', { de: 'Grün', es: 'verde', fr: 'vert', it: 'verde' }],
  ['red', { de: 'Rot', es: 'rojo', fr: 'rouge', it: 'rosso' }],
  ['silver', { de: 'Silber', es: 'plata', fr: 'argent', it: 'argento' }],
  ['gold', { de: 'Gold', es: 'oro', fr: 'or', it: 'oro' }],
  ['purple', { de: 'Violett', es: 'morado', fr: 'violet', it: 'viola' }],
  ['graphite', { de: 'Graphit', es: 'grafito', fr: 'graphite', it: 'grafite' }],
  ['pink', { de: 'Rosé', es: 'rosa', fr: 'rose', it: 'rosa' }],
  ['yellow', { de: 'Gelb', es: 'amarillo', fr: 'jaune', it: 'giallo' }],
  ['titanium', { de: 'Titan', es: 'titanio', fr: 'titane', it: 'titanio' }],
];

const MARKETS: [string, Localized][] = [
  ['eu', { de: 'EU-Ware', es: 'versión UE', fr: 'version UE', it: 'versione UE' }],
  ['dual-sim', { de: 'Dual-SIM', es: 'Dual SIM', fr: 'double SIM', it: 'Dual SIM' }],
  ['import', { de: 'Import', es: 'importación', fr: 'import', it: 'importazione' }],
  ['carrier', { de: 'Vertragsgerät', es: 'de operador', fr: 'opérateur', it: 'operatore' }],
  ['business', { de: 'Business-Edition', es: 'edición empresa', fr: 'édition entreprise', it: 'edizione business' }],
  ['demo', { de: 'Vorführgerät', es: 'unidad de exposición', fr: 'modèle d’exposition', it: 'modello espositivo' }],
  ['bundle', { de: 'Bundle', es: 'pack', fr: 'pack', it: 'bundle' }],
];

/** Adds synthetic devices until the catalogue holds `target` devices (or every combination is used). */
export function expandCatalogRows(rows: CatalogRows, target: number): CatalogRows {
  const originals = [...rows.devices];
  const textsById = new Map<string, CatalogRows['deviceTexts']>();
  for (const text of rows.deviceTexts) {
    const list = textsById.get(text.device_id) ?? [];
    list.push(text);
    textsById.set(text.device_id, list);
  }
  const pricesById = new Map<string, CatalogRows['prices']>();
  for (const price of rows.prices) {
    const list = pricesById.get(price.device_id) ?? [];
    list.push(price);
    pricesById.set(price.device_id, list);
  }
  const combinations = COLOURS.flatMap((colour) => MARKETS.map((market) => [colour, market] as const));
  let count = rows.devices.length;
  for (let round = 0; round < combinations.length && count < target; round++) {
    const [[colourCode, colour], [marketCode, market]] = combinations[round]!;
    for (let i = 0; i < originals.length && count < target; i++) {
      const device = originals[i]!;
      const id = `${device.id}-${colourCode}-${marketCode}`;
      rows.devices.push({
        ...device,
        id,
        variant_code: `${device.variant_code ?? 'std'}-${colourCode}-${marketCode}`,
        position: device.position + 1000 * (round + 1),
      });
      for (const text of textsById.get(device.id) ?? []) {
        const suffix = `${pick(colour, text.locale)} ${pick(market, text.locale)}`;
        const name = `${text.name} ${suffix}`;
        rows.deviceTexts.push({
          ...text,
          device_id: id,
          name,
          url: `${text.url}-${slugPart(suffix)}`,
          search_terms: [
            ...text.search_terms,
            pick(colour, text.locale).toLowerCase(),
            pick(market, text.locale).toLowerCase(),
          ],
          meta_description: text.meta_description.replace(text.name, name),
        });
      }
      // Colours and market versions pay a little differently, deterministically per device.
      const nudge = 1 - ((round * 7 + i) % 9) / 100;
      for (const price of pricesById.get(device.id) ?? []) {
        rows.prices.push({
          device_id: id,
          country: price.country,
          base_price: Math.max(10, Math.round(price.base_price * nudge)),
        });
      }
      count++;
    }
  }
  return rows;
}
