import type { CategoryHit, DeviceHit } from '../lib/catalog-schemas';

/* Catalogue answers in the shape the API gives them, for mf-catalog's tests. */

/** The iPhone 13 128 GB as `deviceByUrl` answers it, with one condition question. */
export const iphone13: DeviceHit = {
  kind: 'device',
  id: 'apple-iphone-13-128gb',
  name: 'Apple iPhone 13 128 GB',
  model: 'iPhone 13',
  url: 'apple-iphone-13-128-gb',
  category: 'Smartphones',
  categoryId: 'smartphones',
  categoryUrl: 'smartphones',
  manufacturer: 'Apple',
  manufacturerId: 'smartphones.apple',
  manufacturerUrl: 'smartphones-apple',
  series: 'iPhone 13',
  seriesId: 'iphone-13',
  seriesUrl: 'apple-iphone-13',
  image: '/x.svg',
  thumbnail: '/x.svg',
  releaseYear: 2021,
  releaseMonth: 9,
  currency: 'EUR',
  maxPrice: 211,
  questions: [
    {
      id: 'q1',
      code: 'display',
      question: 'Wie sieht das Display aus?',
      description: '',
      requires: null,
      answers: [
        { id: 'a1', code: 'flawless', text: 'Makellos' },
        { id: 'a2', code: 'scratched', text: 'Zerkratzt' },
      ],
    },
  ],
};

/** A camera manufacturer of categoryByUrl's answer, with its series. */
export const manufacturer = (
  brand: string,
  isTop: boolean,
  series: { id: string; name: string; isTop: boolean }[] = [],
) => ({
  id: `cameras.${brand.toLowerCase()}`,
  name: brand,
  url: `kameras-${brand.toLowerCase()}`,
  thumbnail: `/api/trade/images/manufacturer/cameras.${brand.toLowerCase()}.svg`,
  isTop,
  content: '',
  metaDescription: '',
  metaKeywords: '',
  series: series.map((s) => ({ ...s, url: `${brand.toLowerCase()}-${s.id}-kameras`, thumbnail: '', deviceCount: 9 })),
  topSeries: series.filter((s) => s.isTop).map((s) => s.id),
});

/** categoryByUrl's answer for the cameras' url; with `match`, for one of its manufacturers' or series' urls. */
export function cameras(match?: CategoryHit['match']): CategoryHit {
  return {
    kind: 'category',
    id: 'cameras',
    name: 'Kameras',
    url: 'kameras',
    thumbnail: '',
    content: 'Kamera verkaufen zum Festpreis.',
    metaDescription: '',
    metaKeywords: '',
    manufacturers: [
      manufacturer('Leica', false),
      manufacturer('Canon', true, [
        { id: 'eos-r', name: 'EOS R', isTop: true },
        { id: 'powershot', name: 'PowerShot', isTop: false },
      ]),
      manufacturer('Nikon', true),
    ],
    topManufacturers: ['cameras.canon', 'cameras.nikon'],
    match,
  };
}
