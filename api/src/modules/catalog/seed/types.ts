/**
 * The shapes of the demo catalogue's source data. The data itself is kept as reviewable
 * TypeScript in `seed/data/` (one file per category); `build.ts` turns it into table rows.
 */

/** The five shop languages. */
export const SEED_LOCALES = ['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT'] as const;
export type SeedLocale = (typeof SEED_LOCALES)[number];

/**
 * A text in the shop's languages. `at` is optional: Austrians read the German text unless
 * they say it differently.
 */
export interface Localized {
  de: string;
  at?: string;
  es: string;
  fr: string;
  it: string;
}

export function pick(text: Localized, locale: SeedLocale): string {
  switch (locale) {
    case 'de-DE':
      return text.de;
    case 'de-AT':
      return text.at ?? text.de;
    case 'es-ES':
      return text.es;
    case 'fr-FR':
      return text.fr;
    case 'it-IT':
      return text.it;
  }
}

/** One sellable variant of a model: storage, configuration, kit, lens mount or edition. */
export interface VariantSeed {
  /** Stable, language-independent code, part of the device id (`128gb`, `16gb-512gb`, `body`). */
  code: string;
  /** What customers read after the model name, per language (`128 GB`, `128 Go`). */
  label: Localized;
  /** Launch price of this variant in EUR (the base price is derived from it and the age). */
  launchPrice: number;
  /** Extra search words (`128gb`). */
  terms?: string[];
}

export interface ModelSeed {
  /** The model as the manufacturer names it, the same in every language (`iPhone 13`). */
  model: string;
  /** Release as `YYYY-MM`. */
  released: string;
  /** Variants; a model without variants is one device. */
  variants: VariantSeed[] | null;
  /** Launch price in EUR when the model has no variants. */
  launchPrice: number;
  /** What people type for it (`iphone13`, `a7 iv`, `ps5`). */
  aliases: string[];
}

export interface SeriesSeed {
  /** Stable id part, unique within the manufacturer (`iphone-13`). */
  key: string;
  /** The series name (`iPhone 13`, `EOS R`); product names are not translated, words are (`Série P`). */
  name: string | Localized;
  top?: boolean;
  models: ModelSeed[];
}

export interface ManufacturerSeed {
  brand: string;
  top?: boolean;
  series: SeriesSeed[];
}

export type CategoryId =
  'smartphones' | 'tablets' | 'laptops' | 'cameras' | 'lenses' | 'camcorders' | 'consoles' | 'monitors';

export interface CategorySeed {
  id: CategoryId;
  manufacturers: ManufacturerSeed[];
}
