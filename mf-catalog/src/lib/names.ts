/**
 * "<brand> <name>" unless the name already starts with the brand as a word, in any case:
 * `Canon EOS R`, but `Xiaomi 15`, not `Xiaomi Xiaomi 15`; `Nikon Nikonos V` keeps both. The
 * catalogue API puts its names together by the same rule (api/src/modules/catalog/names.ts).
 */
export function withBrand(brand: string, name: string): string {
  const starts =
    name.slice(0, brand.length).toLocaleLowerCase('en') === brand.toLocaleLowerCase('en') &&
    !/[\p{L}\p{N}]/u.test(name.charAt(brand.length));
  return brand && starts ? name : `${brand} ${name}`;
}
