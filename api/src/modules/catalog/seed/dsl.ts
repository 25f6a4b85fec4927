/**
 * Small constructors that keep the data files short and readable: one line per model.
 * Labels of variants are written here once per language (`128 GB`, French `128 Go`).
 */
import type { Localized, ManufacturerSeed, ModelSeed, SeriesSeed, VariantSeed } from './types';

const same = (text: string): Localized => ({ de: text, es: text, fr: text, it: text });

/** `128 GB` / `1 TB`; French writes `Go` and `To`. */
export function storageText(gb: number): Localized {
  const [n, unit] = gb >= 1024 ? [gb / 1024, 'T'] : [gb, 'G'];
  const value = String(n);
  return { de: `${value} ${unit}B`, es: `${value} ${unit}B`, fr: `${value} ${unit}o`, it: `${value} ${unit}B` };
}

function storageCode(gb: number): string {
  return gb >= 1024 ? `${gb / 1024}tb` : `${gb}gb`;
}

/** Storage steps cost a share of the launch price per doubling, as the makers price them. */
function storagePrice(first: number, gb: number, price: number, stepShare: number): number {
  const doublings = Math.log2(gb / first);
  return Math.round(price * (1 + stepShare * doublings));
}

function model(
  name: string,
  released: string,
  launchPrice: number,
  variants: VariantSeed[] | null,
  aliases: string[] = [],
): ModelSeed {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(released)) throw new Error(`${name}: release "${released}" is not YYYY-MM`);
  return { model: name, released, launchPrice, variants, aliases };
}

/** A phone (or other device) sold in storage sizes. */
export function phone(
  name: string,
  released: string,
  price: number,
  storages: number[],
  aliases: string[] = [],
): ModelSeed {
  const first = storages[0]!;
  return model(
    name,
    released,
    price,
    storages.map((gb) => ({
      code: storageCode(gb),
      label: storageText(gb),
      launchPrice: storagePrice(first, gb, price, 0.12),
      terms: [storageCode(gb)],
    })),
    aliases,
  );
}

/** A tablet in storage sizes, with Wi-Fi only or also with a mobile data model. */
export function tablet(
  name: string,
  released: string,
  price: number,
  storages: number[],
  cellular = true,
  aliases: string[] = [],
): ModelSeed {
  const first = storages[0]!;
  const variants: VariantSeed[] = [];
  for (const gb of storages) {
    const storage = storageText(gb);
    const launch = storagePrice(first, gb, price, 0.14);
    variants.push({
      code: `${storageCode(gb)}-wifi`,
      label: {
        de: `${storage.de} WLAN`,
        es: `${storage.es} Wi-Fi`,
        fr: `${storage.fr} Wi-Fi`,
        it: `${storage.it} Wi-Fi`,
      },
      launchPrice: launch,
      terms: [storageCode(gb), 'wifi', 'wlan'],
    });
    if (cellular) {
      variants.push({
        code: `${storageCode(gb)}-cellular`,
        label: {
          de: `${storage.de} WLAN + Mobilfunk`,
          es: `${storage.es} Wi-Fi + datos móviles`,
          fr: `${storage.fr} Wi-Fi + Cellular`,
          it: `${storage.it} Wi-Fi + Cellular`,
        },
        launchPrice: launch + 170,
        terms: [storageCode(gb), 'cellular', 'lte', '5g', 'mobilfunk'],
      });
    }
  }
  return model(name, released, price, variants, aliases);
}

/** A laptop in configurations: [RAM GB, SSD GB, launch price]. */
export function laptop(
  name: string,
  released: string,
  configs: [number, number, number][],
  aliases: string[] = [],
): ModelSeed {
  return model(
    name,
    released,
    configs[0]![2],
    configs.map(([ram, ssd, price]) => {
      const disk = storageText(ssd);
      return {
        code: `${ram}gb-${storageCode(ssd)}`,
        label: {
          de: `${ram} GB RAM, ${disk.de} SSD`,
          es: `${ram} GB RAM, SSD de ${disk.es}`,
          fr: `${ram} Go de RAM, SSD ${disk.fr}`,
          it: `${ram} GB RAM, SSD da ${disk.it}`,
        },
        launchPrice: price,
        terms: [`${ram}gb`, storageCode(ssd)],
      };
    }),
    aliases,
  );
}

/** A camera: the body alone, and kits with a lens: [lens, extra launch price]. */
export function camera(
  name: string,
  released: string,
  price: number,
  kits: [string, number][] = [],
  aliases: string[] = [],
): ModelSeed {
  if (!kits.length) return model(name, released, price, null, aliases);
  const body: VariantSeed = {
    code: 'body',
    label: { de: 'Gehäuse', es: 'solo cuerpo', fr: 'boîtier nu', it: 'solo corpo' },
    launchPrice: price,
    terms: ['body', 'gehause', 'cuerpo', 'boitier', 'corpo'],
  };
  const withKits = kits.map(([lens, extra]): VariantSeed => ({
    code: `kit-${slugPart(lens)}`,
    label: { de: `Kit mit ${lens}`, es: `kit con ${lens}`, fr: `kit avec ${lens}`, it: `kit con ${lens}` },
    launchPrice: price + extra,
    terms: ['kit'],
  }));
  return model(name, released, price, [body, ...withKits], aliases);
}

/** A lens; third-party lenses come for several mounts. */
export function lens(
  name: string,
  released: string,
  price: number,
  mounts: string[] = [],
  aliases: string[] = [],
): ModelSeed {
  if (!mounts.length) return model(name, released, price, null, aliases);
  return model(
    name,
    released,
    price,
    mounts.map((mount) => ({
      code: slugPart(mount),
      label: { de: `für ${mount}`, es: `para ${mount}`, fr: `pour ${mount}`, it: `per ${mount}` },
      launchPrice: price,
      terms: [slugPart(mount).replace(/-/g, '')],
    })),
    aliases,
  );
}

/** A model without variants. */
export function single(name: string, released: string, price: number, aliases: string[] = []): ModelSeed {
  return model(name, released, price, null, aliases);
}

/** A model in editions or storage sizes named the same in every language: [label, launch price]. */
export function editions(name: string, released: string, list: [string, number][], aliases: string[] = []): ModelSeed {
  return model(
    name,
    released,
    list[0]![1],
    list.map(([label, price]) => ({
      code: slugPart(label),
      label: same(label),
      launchPrice: price,
      terms: [slugPart(label).replace(/-/g, '')],
    })),
    aliases,
  );
}

export function series(key: string, name: string | Localized, models: ModelSeed[], top = false): SeriesSeed {
  return { key, name, models, top };
}

export function brand(id: string, list: SeriesSeed[], top = false): ManufacturerSeed {
  return { brand: id, series: list, top };
}

/** Lower-case ASCII words joined by hyphens: the form of every url and id part. */
export function slugPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/α/g, 'alpha')
    .replace(/[æ]/g, 'ae')
    .replace(/\+/g, ' plus ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
