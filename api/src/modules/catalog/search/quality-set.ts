/**
 * What customers type into the search box, in the shop's five countries, with the device each one
 * is looking for: the search's quality set. `quality-set.test.ts` runs it against the demo
 * catalogue; the bench (`npm run bench -- search-engines`) against the 100k catalogue, where every
 * device is listed again in colours and market versions (same model and storage).
 *
 * Quality: the share of queries whose device is among the first `QUALITY_TOP_K` devices answered.
 */
import type { CountryCode } from 'config';

export type QueryKind = 'model' | 'alias' | 'typo' | 'prefix' | 'storage' | 'camera' | 'lens' | 'console';

export interface QualityQuery {
  country: CountryCode;
  query: string;
  kind: QueryKind;
  /** The device looked for: its model, and its storage or edition (`variantCode`) where the query names one. */
  model: string;
  variant?: string;
}

/** The type-ahead shows 6 devices; a query passes when its device is among the first 5. */
export const QUALITY_TOP_K = 5;

const q = (country: CountryCode, query: string, kind: QueryKind, model: string, variant?: string): QualityQuery =>
  variant === undefined ? { country, query, kind, model } : { country, query, kind, model, variant };

export const QUALITY_SET: readonly QualityQuery[] = [
  // Germany
  q('de', 'iphone 13', 'model', 'iPhone 13'),
  q('de', 'iPhone 15 Pro Max', 'model', 'iPhone 15 Pro Max'),
  q('de', 'galaxy s23 ultra', 'model', 'Galaxy S23 Ultra'),
  q('de', 's24u', 'alias', 'Galaxy S24 Ultra'),
  q('de', 'ipohne 14', 'typo', 'iPhone 14'),
  q('de', 'samsnug galaxy s22', 'typo', 'Galaxy S22'),
  q('de', 'iphone 16 pr', 'prefix', 'iPhone 16 Pro'),
  q('de', 'galaxy z fol', 'prefix', 'Galaxy Z Fold6'),
  q('de', 'iphone 13 256 gb', 'storage', 'iPhone 13', '256gb'),
  q('de', 'galaxy s23 ultra 1tb', 'storage', 'Galaxy S23 Ultra', '1tb'),
  q('de', 'canon eos r5', 'camera', 'EOS R5'),
  q('de', 'sony a7 iv gehäuse', 'camera', 'Alpha 7 IV'),
  q('de', 'nikon z6 iii', 'camera', 'Z6III'),
  q('de', 'nikkor z 50mm', 'lens', 'NIKKOR Z 50mm f/1.8 S'),
  q('de', 'canon rf 24-70', 'lens', 'RF 24-70mm F2.8L IS USM'),
  q('de', 'ps5', 'console', 'PlayStation 5'),
  q('de', 'playstaton 5 pro', 'console', 'PlayStation 5 Pro'),
  q('de', 'switch oled', 'console', 'Switch OLED'),
  q('de', 'macbook air m2', 'model', 'MacBook Air 13 (M2, 2022)'),
  // Austria (German)
  q('at', 'xbox series x', 'console', 'Xbox Series X'),
  q('at', 'xss', 'alias', 'Xbox Series S'),
  q('at', 'steam deck oled', 'console', 'Steam Deck OLED'),
  q('at', 'ipad air 5', 'alias', 'iPad Air (2022)'),
  q('at', 'fujifilm x-t5', 'camera', 'X-T5'),
  q('at', 'xt30 ii', 'alias', 'X-T30 II'),
  q('at', 'gopro hero 12', 'camera', 'HERO12 Black'),
  q('at', 'hero11 mini', 'camera', 'HERO11 Black Mini'),
  q('at', 'iphone se 2020', 'model', 'iPhone SE (2020)'),
  q('at', 'iphnoe 12 mini', 'typo', 'iPhone 12 mini'),
  q('at', 'pixel 9', 'model', 'Pixel 9'),
  q('at', 'rog ally x', 'console', 'ROG Ally X'),
  // Spain
  q('es', 'iphone 14 pro', 'model', 'iPhone 14 Pro'),
  q('es', 'galaxy a54', 'model', 'Galaxy A54'),
  q('es', 'galaxi a55', 'typo', 'Galaxy A55'),
  q('es', 'consola ps4 pro', 'console', 'PlayStation 4 Pro'),
  q('es', 'nintendo switch lite', 'console', 'Switch Lite'),
  q('es', 'camara canon eos r6 mark ii', 'camera', 'EOS R6 Mark II'),
  q('es', 'r6 ii', 'alias', 'EOS R6 Mark II'),
  q('es', 'objetivo sony fe 24-70 gm ii', 'lens', 'FE 24-70mm F2.8 GM II'),
  q('es', 'nifty fifty', 'alias', 'RF 50mm F1.8 STM'),
  q('es', 'iphone 15 512gb', 'storage', 'iPhone 15', '512gb'),
  q('es', 'play', 'prefix', 'PlayStation 5 Pro'),
  q('es', 'xperia 1 v', 'model', 'Xperia 1 V'),
  // France
  q('fr', 'iphone 12', 'model', 'iPhone 12'),
  q('fr', 'iphone 13 mini 256 go', 'storage', 'iPhone 13 mini', '256gb'),
  q('fr', 'galaxy s21 fe', 'model', 'Galaxy S21 FE'),
  q('fr', 'galxy s21 fe', 'typo', 'Galaxy S21 FE'),
  q('fr', 'appareil photo nikon z8', 'camera', 'Z8'),
  q('fr', 'sony alpha 7r v', 'camera', 'Alpha 7R V'),
  q('fr', 'a7rm5', 'alias', 'Alpha 7R V'),
  q('fr', 'objectif canon rf 70-200', 'lens', 'RF 70-200mm F2.8L IS USM'),
  q('fr', 'ef 50mm', 'lens', 'EF 50mm f/1.8 STM'),
  q('fr', 'console xbox one x', 'console', 'Xbox One X'),
  q('fr', 'macbook pro 14 m3', 'model', 'MacBook Pro 14 (M3, 2023)'),
  q('fr', 'ipad mini 6', 'alias', 'iPad mini (2021)'),
  q('fr', 'osmo pocket', 'prefix', 'Osmo Pocket 3'),
  // Italy
  q('it', 'iphone 11', 'model', 'iPhone 11'),
  q('it', 'iphone 11 pro max', 'model', 'iPhone 11 Pro Max'),
  q('it', 'samsung galaxy note 20 ultra', 'model', 'Galaxy Note20 Ultra'),
  q('it', 'galaxy tab s9', 'model', 'Galaxy Tab S9'),
  q('it', 'fotocamera fujifilm x100vi', 'camera', 'X100VI'),
  q('it', 'x100 v', 'alias', 'X100V'),
  q('it', 'obiettivo nikkor z 24-70', 'lens', 'NIKKOR Z 24-70mm f/2.8 S'),
  q('it', 'playstation portal', 'console', 'PlayStation Portal'),
  q('it', 'legion go', 'console', 'Legion Go'),
  q('it', 'lumix s5ii', 'camera', 'Lumix S5II'),
  q('it', 'surfce pro 9', 'typo', 'Surface Pro 9'),
  q('it', 'galaxy s25 ult', 'prefix', 'Galaxy S25 Ultra'),
  q('it', 'ipad pro 11 m4 512gb', 'storage', 'iPad Pro 11 (M4)', '512gb-wifi'),
];

/** A device as an answer lists it: enough to tell whether it is the one looked for. */
export interface AnsweredDevice {
  model: string;
  variantCode: string | null;
}

/** Whether `devices` (best first) hold the query's device among the first `k`. */
export function finds(query: QualityQuery, devices: readonly AnsweredDevice[], k = QUALITY_TOP_K): boolean {
  return devices
    .slice(0, k)
    .some((d) => d.model === query.model && (query.variant === undefined || d.variantCode === query.variant));
}
