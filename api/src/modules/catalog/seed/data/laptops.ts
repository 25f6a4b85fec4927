import { brand, laptop, series } from '../dsl';
import type { CategorySeed } from '../types';

/** Laptops: model, release, configurations as [RAM GB, SSD GB, launch price EUR]. */
export const laptops: CategorySeed = {
  id: 'laptops',
  manufacturers: [
    brand(
      'apple',
      [
        series(
          'macbook-air',
          'MacBook Air',
          [
            laptop(
              'MacBook Air 13 (M4, 2025)',
              '2025-03',
              [
                [16, 256, 1199],
                [16, 512, 1429],
                [24, 512, 1659],
              ],
              ['mba m4'],
            ),
            laptop(
              'MacBook Air 15 (M4, 2025)',
              '2025-03',
              [
                [16, 256, 1499],
                [24, 512, 1959],
              ],
              ['mba 15 m4'],
            ),
            laptop(
              'MacBook Air 13 (M3, 2024)',
              '2024-03',
              [
                [8, 256, 1299],
                [16, 512, 1759],
                [24, 1024, 2299],
              ],
              ['mba m3'],
            ),
            laptop(
              'MacBook Air 15 (M3, 2024)',
              '2024-03',
              [
                [8, 256, 1599],
                [16, 512, 2059],
              ],
              ['mba 15 m3'],
            ),
            laptop(
              'MacBook Air 15 (M2, 2023)',
              '2023-06',
              [
                [8, 256, 1599],
                [16, 512, 2149],
              ],
              ['mba 15 m2'],
            ),
            laptop(
              'MacBook Air 13 (M2, 2022)',
              '2022-07',
              [
                [8, 256, 1499],
                [8, 512, 1879],
                [16, 512, 2109],
              ],
              ['mba m2'],
            ),
            laptop(
              'MacBook Air 13 (M1, 2020)',
              '2020-11',
              [
                [8, 256, 1129],
                [8, 512, 1379],
                [16, 512, 1609],
              ],
              ['mba m1'],
            ),
            laptop(
              'MacBook Air 13 (Intel, 2020)',
              '2020-03',
              [
                [8, 256, 1199],
                [8, 512, 1449],
              ],
              ['mba 2020 intel'],
            ),
            laptop(
              'MacBook Air 13 (Intel, 2019)',
              '2019-07',
              [
                [8, 128, 1249],
                [8, 256, 1499],
              ],
              ['mba 2019'],
            ),
          ],
          true,
        ),
        series(
          'macbook-pro',
          'MacBook Pro',
          [
            laptop(
              'MacBook Pro 16 (M4 Pro, 2024)',
              '2024-11',
              [
                [24, 512, 2899],
                [48, 512, 3349],
              ],
              ['mbp 16 m4 pro'],
            ),
            laptop(
              'MacBook Pro 14 (M4 Pro, 2024)',
              '2024-11',
              [
                [24, 512, 2399],
                [24, 1024, 2699],
              ],
              ['mbp m4 pro'],
            ),
            laptop(
              'MacBook Pro 14 (M4, 2024)',
              '2024-11',
              [
                [16, 512, 1899],
                [16, 1024, 2129],
              ],
              ['mbp m4'],
            ),
            laptop(
              'MacBook Pro 16 (M3 Pro, 2023)',
              '2023-11',
              [
                [18, 512, 2999],
                [36, 512, 3459],
              ],
              ['mbp 16 m3 pro'],
            ),
            laptop(
              'MacBook Pro 14 (M3 Pro, 2023)',
              '2023-11',
              [
                [18, 512, 2499],
                [18, 1024, 2959],
              ],
              ['mbp m3 pro'],
            ),
            laptop(
              'MacBook Pro 14 (M3, 2023)',
              '2023-11',
              [
                [8, 512, 1999],
                [16, 1024, 2459],
              ],
              ['mbp m3'],
            ),
            laptop(
              'MacBook Pro 16 (M2 Pro, 2023)',
              '2023-01',
              [
                [16, 512, 2999],
                [32, 1024, 3689],
              ],
              ['mbp 16 m2 pro'],
            ),
            laptop(
              'MacBook Pro 14 (M2 Pro, 2023)',
              '2023-01',
              [
                [16, 512, 2399],
                [16, 1024, 2899],
              ],
              ['mbp m2 pro'],
            ),
            laptop(
              'MacBook Pro 13 (M2, 2022)',
              '2022-06',
              [
                [8, 256, 1599],
                [8, 512, 1839],
                [16, 512, 2069],
              ],
              ['mbp m2'],
            ),
            laptop(
              'MacBook Pro 16 (M1 Pro, 2021)',
              '2021-10',
              [
                [16, 512, 2749],
                [16, 1024, 2989],
              ],
              ['mbp 16 m1 pro'],
            ),
            laptop(
              'MacBook Pro 14 (M1 Pro, 2021)',
              '2021-10',
              [
                [16, 512, 2249],
                [16, 1024, 2729],
              ],
              ['mbp m1 pro'],
            ),
            laptop(
              'MacBook Pro 13 (M1, 2020)',
              '2020-11',
              [
                [8, 256, 1449],
                [8, 512, 1679],
                [16, 512, 1909],
              ],
              ['mbp m1'],
            ),
            laptop(
              'MacBook Pro 13 (Intel, 2020)',
              '2020-05',
              [
                [8, 256, 1499],
                [16, 512, 2129],
              ],
              ['mbp 2020 intel'],
            ),
            laptop(
              'MacBook Pro 16 (Intel, 2019)',
              '2019-11',
              [
                [16, 512, 2699],
                [16, 1024, 3199],
              ],
              ['mbp 2019 16'],
            ),
            laptop(
              'MacBook Pro 15 (Intel, 2019)',
              '2019-05',
              [
                [16, 256, 2799],
                [16, 512, 3299],
              ],
              ['mbp 2019 15'],
            ),
          ],
          true,
        ),
      ],
      true,
    ),
    brand(
      'microsoft',
      [
        series(
          'surface-laptop',
          'Surface Laptop',
          [
            laptop(
              'Surface Laptop 7 13.8',
              '2024-06',
              [
                [16, 256, 1199],
                [16, 512, 1449],
                [32, 1024, 2099],
              ],
              ['surface laptop 7'],
            ),
            laptop('Surface Laptop 7 15', '2024-06', [
              [16, 256, 1449],
              [16, 512, 1649],
            ]),
            laptop(
              'Surface Laptop 5 13.5',
              '2022-10',
              [
                [8, 256, 1199],
                [16, 512, 1699],
              ],
              ['surface laptop 5'],
            ),
            laptop('Surface Laptop 5 15', '2022-10', [
              [8, 256, 1499],
              [16, 512, 1899],
            ]),
            laptop(
              'Surface Laptop 4 13.5',
              '2021-04',
              [
                [8, 256, 1149],
                [16, 512, 1649],
              ],
              ['surface laptop 4'],
            ),
          ],
          true,
        ),
        series('surface-laptop-studio', 'Surface Laptop Studio', [
          laptop('Surface Laptop Studio 2', '2023-10', [
            [16, 512, 2399],
            [32, 1024, 3399],
          ]),
          laptop('Surface Laptop Studio', '2021-10', [
            [16, 512, 1999],
            [32, 1024, 2849],
          ]),
        ]),
        series('surface-laptop-go', 'Surface Laptop Go', [
          laptop('Surface Laptop Go 3', '2023-10', [
            [8, 256, 899],
            [16, 256, 1099],
          ]),
          laptop('Surface Laptop Go 2', '2022-06', [
            [8, 128, 699],
            [8, 256, 849],
          ]),
        ]),
      ],
      true,
    ),
    brand(
      'dell',
      [
        series(
          'xps',
          'XPS',
          [
            laptop(
              'XPS 14 (9440)',
              '2024-03',
              [
                [16, 512, 1899],
                [32, 1024, 2499],
              ],
              ['xps 9440'],
            ),
            laptop(
              'XPS 13 (9340)',
              '2024-02',
              [
                [16, 512, 1399],
                [32, 1024, 1899],
              ],
              ['xps 9340'],
            ),
            laptop(
              'XPS 17 (9730)',
              '2023-05',
              [
                [16, 512, 2499],
                [32, 1024, 2999],
              ],
              ['xps 9730'],
            ),
            laptop(
              'XPS 15 (9530)',
              '2023-04',
              [
                [16, 512, 1999],
                [32, 1024, 2599],
              ],
              ['xps 9530'],
            ),
            laptop(
              'XPS 13 Plus (9320)',
              '2022-05',
              [
                [16, 512, 1599],
                [32, 1024, 2199],
              ],
              ['xps 9320'],
            ),
            laptop(
              'XPS 15 (9520)',
              '2022-05',
              [
                [16, 512, 1899],
                [32, 1024, 2499],
              ],
              ['xps 9520'],
            ),
            laptop(
              'XPS 13 (9310)',
              '2020-11',
              [
                [8, 256, 1199],
                [16, 512, 1499],
              ],
              ['xps 9310'],
            ),
          ],
          true,
        ),
        series('latitude', 'Latitude', [
          laptop('Latitude 7440', '2023-05', [
            [16, 512, 1799],
            [32, 1024, 2299],
          ]),
          laptop('Latitude 5440', '2023-04', [
            [8, 256, 1099],
            [16, 512, 1299],
          ]),
          laptop('Latitude 7420', '2021-04', [[16, 512, 1699]]),
          laptop('Latitude 5420', '2021-04', [
            [8, 256, 1099],
            [16, 512, 1299],
          ]),
        ]),
        series('inspiron', 'Inspiron', [
          laptop('Inspiron 14 Plus', '2023-05', [
            [16, 512, 999],
            [16, 1024, 1149],
          ]),
          laptop('Inspiron 16', '2023-05', [
            [8, 512, 749],
            [16, 512, 899],
          ]),
        ]),
        series('alienware', 'Alienware', [
          laptop('Alienware m16 R2', '2024-03', [
            [16, 1024, 1999],
            [32, 1024, 2299],
          ]),
          laptop('Alienware x14 R2', '2023-02', [[16, 1024, 2199]]),
        ]),
      ],
      true,
    ),
    brand('hp', [
      series('spectre', 'Spectre', [
        laptop('Spectre x360 14 (2024)', '2024-03', [
          [16, 1024, 1899],
          [32, 2048, 2399],
        ]),
        laptop('Spectre x360 16 (2023)', '2023-04', [[16, 1024, 2099]]),
        laptop('Spectre x360 13.5 (2022)', '2022-06', [
          [16, 512, 1699],
          [16, 1024, 1899],
        ]),
      ]),
      series('elitebook', 'EliteBook', [
        laptop('EliteBook 1040 G10', '2023-05', [
          [16, 512, 2099],
          [32, 1024, 2599],
        ]),
        laptop('EliteBook 840 G10', '2023-05', [
          [16, 512, 1799],
          [32, 1024, 2199],
        ]),
        laptop('EliteBook 840 G8', '2021-04', [[16, 512, 1599]]),
        laptop('EliteBook 850 G8', '2021-04', [[16, 512, 1649]]),
      ]),
      series('envy', 'Envy', [
        laptop('Envy 16 (2023)', '2023-05', [[16, 1024, 1599]]),
        laptop('Envy x360 15 (2023)', '2023-04', [[16, 512, 999]]),
      ]),
      series('omen', 'Omen', [
        laptop('Omen Transcend 14', '2024-03', [[16, 1024, 1799]]),
        laptop('Omen 16 (2023)', '2023-06', [
          [16, 1024, 1499],
          [32, 1024, 1799],
        ]),
      ]),
      series('zbook', 'ZBook', [
        laptop('ZBook Firefly 14 G10', '2023-06', [[32, 1024, 2599]]),
        laptop('ZBook Studio G10', '2023-06', [[32, 1024, 3599]]),
      ]),
    ]),
    brand(
      'lenovo',
      [
        series(
          'thinkpad-x1',
          'ThinkPad X1',
          [
            laptop(
              'ThinkPad X1 Carbon Gen 12',
              '2024-03',
              [
                [16, 512, 1999],
                [32, 1024, 2499],
              ],
              ['x1 carbon 12'],
            ),
            laptop(
              'ThinkPad X1 Carbon Gen 11',
              '2023-03',
              [
                [16, 512, 1899],
                [32, 1024, 2399],
              ],
              ['x1 carbon 11'],
            ),
            laptop('ThinkPad X1 Yoga Gen 8', '2023-03', [[16, 512, 2099]], ['x1 yoga 8']),
            laptop(
              'ThinkPad X1 Carbon Gen 10',
              '2022-04',
              [
                [16, 512, 1799],
                [32, 1024, 2299],
              ],
              ['x1 carbon 10'],
            ),
            laptop(
              'ThinkPad X1 Carbon Gen 9',
              '2021-03',
              [
                [16, 512, 1699],
                [16, 1024, 1899],
              ],
              ['x1 carbon 9'],
            ),
          ],
          true,
        ),
        series('thinkpad-t', 'ThinkPad T', [
          laptop('ThinkPad T16 Gen 2', '2023-06', [[16, 512, 1399]]),
          laptop('ThinkPad T14s Gen 4', '2023-05', [
            [16, 512, 1599],
            [32, 1024, 1999],
          ]),
          laptop('ThinkPad T14 Gen 4', '2023-05', [
            [16, 512, 1399],
            [32, 1024, 1799],
          ]),
          laptop('ThinkPad T14 Gen 3', '2022-05', [[16, 512, 1299]]),
          laptop('ThinkPad T14 Gen 2', '2021-04', [
            [8, 256, 1049],
            [16, 512, 1199],
          ]),
        ]),
        series('thinkpad-e', 'ThinkPad E', [
          laptop('ThinkPad E14 Gen 5', '2023-06', [
            [8, 256, 749],
            [16, 512, 899],
          ]),
        ]),
        series('yoga', 'Yoga', [
          laptop('Yoga Pro 9i', '2024-03', [[32, 1024, 2099]]),
          laptop('Yoga Slim 7i Pro', '2023-05', [[16, 512, 1199]]),
          laptop('Yoga 9i (2023)', '2023-04', [[16, 1024, 1699]]),
        ]),
        series('legion', 'Legion', [
          laptop('Legion Pro 7i (2024)', '2024-02', [[32, 1024, 2999]]),
          laptop('Legion 5 Pro (2023)', '2023-03', [
            [16, 1024, 1599],
            [32, 1024, 1799],
          ]),
        ]),
        series('ideapad', 'IdeaPad', [
          laptop('IdeaPad Slim 5 (2023)', '2023-05', [
            [16, 512, 749],
            [16, 1024, 849],
          ]),
        ]),
      ],
      true,
    ),
    brand('asus', [
      series('zenbook', 'Zenbook', [
        laptop('Zenbook 14 OLED (UX3405)', '2024-02', [
          [16, 1024, 1199],
          [32, 1024, 1399],
        ]),
        laptop('Zenbook S 13 OLED', '2023-05', [[16, 1024, 1399]]),
        laptop('Zenbook 14 (UX3402)', '2022-09', [[16, 512, 1099]]),
        laptop('Zenbook Pro 14 Duo OLED', '2022-09', [[16, 1024, 1999]]),
      ]),
      series('rog-zephyrus', 'ROG Zephyrus', [
        laptop('ROG Zephyrus G16 (2024)', '2024-02', [[32, 1024, 2699]]),
        laptop('ROG Zephyrus G14 (2024)', '2024-02', [[32, 1024, 2299]]),
        laptop('ROG Zephyrus G14 (2023)', '2023-02', [[16, 1024, 1999]]),
      ]),
      series('rog-strix', 'ROG Strix', [
        laptop('ROG Strix G16 (2023)', '2023-02', [
          [16, 1024, 1799],
          [32, 1024, 2099],
        ]),
      ]),
      series('vivobook', 'Vivobook', [laptop('Vivobook S 15 OLED', '2023-06', [[16, 1024, 999]])]),
      series('proart-studiobook', 'ProArt Studiobook', [
        laptop('ProArt Studiobook 16 OLED', '2023-05', [[32, 1024, 2999]]),
      ]),
    ]),
    brand('acer', [
      series('swift', 'Swift', [
        laptop('Swift Go 14', '2023-05', [[16, 512, 999]]),
        laptop('Swift X 14', '2023-05', [[16, 1024, 1599]]),
        laptop('Swift 3 (2021)', '2021-04', [
          [8, 512, 799],
          [16, 512, 899],
        ]),
      ]),
      series('predator', 'Predator', [
        laptop('Predator Helios 16', '2023-03', [
          [16, 1024, 1999],
          [32, 2048, 2599],
        ]),
        laptop('Predator Helios Neo 16', '2023-05', [[16, 1024, 1499]]),
      ]),
      series('nitro', 'Nitro', [laptop('Nitro 5 (2022)', '2022-05', [[16, 512, 1099]])]),
      series('aspire', 'Aspire', [
        laptop('Aspire 5 (2022)', '2022-06', [
          [8, 512, 649],
          [16, 512, 749],
        ]),
      ]),
    ]),
    brand('razer', [
      series('blade', 'Blade', [
        laptop('Blade 16 (2024)', '2024-02', [[32, 1024, 3499]]),
        laptop('Blade 14 (2024)', '2024-02', [[16, 1024, 2699]]),
        laptop('Blade 18 (2023)', '2023-02', [[32, 2048, 4499]]),
        laptop('Blade 15 (2023)', '2023-02', [[16, 1024, 2999]]),
      ]),
    ]),
    brand('msi', [
      series('stealth', 'Stealth', [
        laptop('Stealth 16 AI Studio', '2024-03', [[32, 2048, 3299]]),
        laptop('Stealth 14 Studio', '2023-03', [[16, 1024, 1999]]),
      ]),
      series('prestige', 'Prestige', [laptop('Prestige 14 Evo', '2023-06', [[16, 1024, 1299]])]),
      series('raider', 'Raider', [laptop('Raider GE78 HX', '2023-02', [[32, 2048, 3999]])]),
      series('katana', 'Katana', [laptop('Katana 15', '2023-03', [[16, 1024, 1299]])]),
    ]),
    brand('samsung', [
      series('galaxy-book', 'Galaxy Book', [
        laptop('Galaxy Book4 Pro 16', '2024-02', [[16, 1024, 1949]]),
        laptop('Galaxy Book4 Pro 14', '2024-02', [[16, 512, 1699]]),
        laptop('Galaxy Book3 Ultra', '2023-02', [[32, 1024, 2999]]),
        laptop('Galaxy Book3 Pro 360', '2023-02', [[16, 1024, 2099]]),
        laptop('Galaxy Book3 Pro 14', '2023-02', [[16, 512, 1599]]),
        laptop('Galaxy Book2 Pro', '2022-04', [[16, 512, 1399]]),
      ]),
    ]),
    brand('lg', [
      series('gram', 'gram', [
        laptop('gram 17 (2023)', '2023-02', [[16, 1024, 1799]]),
        laptop('gram 16 (2023)', '2023-02', [[16, 1024, 1699]]),
        laptop('gram 14 (2023)', '2023-02', [[16, 512, 1399]]),
        laptop('gram Style 14', '2023-04', [[16, 512, 1699]]),
        laptop('gram 16 (2022)', '2022-03', [[16, 512, 1599]]),
      ]),
    ]),
    brand('huawei', [
      series('matebook', 'MateBook', [
        laptop('MateBook X Pro (2024)', '2024-05', [[16, 1024, 1999]]),
        laptop('MateBook X Pro (2022)', '2022-06', [[16, 1024, 1799]]),
        laptop('MateBook 14 (2023)', '2023-05', [[16, 1024, 999]]),
        laptop('MateBook D 16 (2023)', '2023-03', [[16, 512, 899]]),
      ]),
    ]),
    brand('framework', [
      series('framework-laptop', 'Framework Laptop', [
        laptop('Laptop 13 (Intel Core Ultra)', '2024-06', [[32, 1024, 1499]], ['framework 13']),
        laptop('Laptop 16', '2024-01', [[32, 1024, 1999]], ['framework 16']),
        laptop(
          'Laptop 13 (AMD Ryzen 7040)',
          '2023-12',
          [
            [16, 512, 1199],
            [32, 1024, 1549],
          ],
          ['framework 13 amd'],
        ),
      ]),
    ]),
  ],
};
