/**
 * How the catalogue puts a brand and a name together, for the seed (device names, series texts),
 * the search answers (series titles) and the pages' titles: `Apple iPhone 13`, but `Xiaomi 15`
 * rather than `Xiaomi Xiaomi 15`. The name says its brand when it starts with it as a word
 * (`OnePlus Nord`, `Fairphone (Gen. 6)`), in any case; `Nikonos V` does not (`Nikon Nikonos V`).
 * mf-catalog has the same rule for what it puts together (mf-catalog/src/lib/names.ts).
 */
export function withBrand(brand: string, name: string): string {
  return startsWithBrand(brand, name) ? name : `${brand} ${name}`;
}

export function startsWithBrand(brand: string, name: string): boolean {
  const head = name.slice(0, brand.length);
  const next = name.charAt(brand.length);
  return brand !== '' && head.toLocaleLowerCase('en') === brand.toLocaleLowerCase('en') && !/[\p{L}\p{N}]/u.test(next);
}
