import { brand, phone, series, tablet } from '../dsl';
import type { CategorySeed } from '../types';

/**
 * Tablets: model, release, launch price of the smallest Wi-Fi model, storage sizes in GB; each
 * size also as a mobile data model unless the maker never sold one.
 */
export const tablets: CategorySeed = {
  id: 'tablets',
  manufacturers: [
    brand(
      'apple',
      [
        series(
          'ipad-pro',
          'iPad Pro',
          [
            tablet('iPad Pro 13 (M4)', '2024-05', 1549, [256, 512, 1024, 2048], true, ['ipad pro 2024 13']),
            tablet('iPad Pro 11 (M4)', '2024-05', 1199, [256, 512, 1024, 2048], true, ['ipad pro 2024 11']),
            tablet('iPad Pro 12.9 (2022)', '2022-10', 1449, [128, 256, 512, 1024], true, ['ipad pro 12,9 6']),
            tablet('iPad Pro 11 (2022)', '2022-10', 1049, [128, 256, 512, 1024], true, ['ipad pro 11 4']),
            tablet('iPad Pro 12.9 (2021)', '2021-05', 1199, [128, 256, 512, 1024], true, ['ipad pro 12,9 5']),
            tablet('iPad Pro 11 (2021)', '2021-05', 879, [128, 256, 512, 1024], true, ['ipad pro 11 3']),
            tablet('iPad Pro 12.9 (2020)', '2020-03', 1119, [128, 256, 512, 1024], true, ['ipad pro 12,9 4']),
            tablet('iPad Pro 11 (2020)', '2020-03', 879, [128, 256, 512, 1024], true, ['ipad pro 11 2']),
            tablet('iPad Pro 12.9 (2018)', '2018-11', 1119, [64, 256, 512, 1024], true, ['ipad pro 12,9 3']),
            tablet('iPad Pro 11 (2018)', '2018-11', 879, [64, 256, 512, 1024], true, ['ipad pro 11 1']),
          ],
          true,
        ),
        series(
          'ipad-air',
          'iPad Air',
          [
            tablet('iPad Air 13 (M2)', '2024-05', 949, [128, 256, 512, 1024], true, ['ipad air 2024 13']),
            tablet('iPad Air 11 (M2)', '2024-05', 699, [128, 256, 512, 1024], true, ['ipad air 2024 11']),
            tablet('iPad Air (2022)', '2022-03', 679, [64, 256], true, ['ipad air 5']),
            tablet('iPad Air (2020)', '2020-10', 649, [64, 256], true, ['ipad air 4']),
            tablet('iPad Air (2019)', '2019-03', 549, [64, 256], true, ['ipad air 3']),
          ],
          true,
        ),
        series(
          'ipad',
          'iPad',
          [
            tablet('iPad (A16)', '2025-03', 399, [128, 256, 512], true, ['ipad 11', 'ipad 2025']),
            tablet('iPad (2022)', '2022-10', 579, [64, 256], true, ['ipad 10']),
            tablet('iPad (2021)', '2021-09', 379, [64, 256], true, ['ipad 9']),
            tablet('iPad (2020)', '2020-09', 379, [32, 128], true, ['ipad 8']),
            tablet('iPad (2019)', '2019-09', 379, [32, 128], true, ['ipad 7']),
          ],
          true,
        ),
        series('ipad-mini', 'iPad mini', [
          tablet('iPad mini (A17 Pro)', '2024-10', 599, [128, 256, 512], true, ['ipad mini 7']),
          tablet('iPad mini (2021)', '2021-09', 549, [64, 256], true, ['ipad mini 6']),
          tablet('iPad mini (2019)', '2019-03', 449, [64, 256], true, ['ipad mini 5']),
          tablet('iPad mini 4', '2015-09', 389, [16, 64, 128], true, ['ipad mini4']),
        ]),
      ],
      true,
    ),
    brand(
      'samsung',
      [
        series(
          'galaxy-tab-s10',
          'Galaxy Tab S10',
          [
            tablet('Galaxy Tab S10 FE', '2025-04', 549, [128, 256], true, ['tab s10 fe']),
            tablet('Galaxy Tab S10 Ultra', '2024-10', 1349, [256, 512, 1024], true, ['tab s10 ultra']),
            tablet('Galaxy Tab S10+', '2024-10', 1099, [256, 512], true, ['tab s10 plus']),
          ],
          true,
        ),
        series(
          'galaxy-tab-s9',
          'Galaxy Tab S9',
          [
            tablet('Galaxy Tab S9 FE+', '2023-10', 649, [128, 256], true, ['tab s9 fe plus']),
            tablet('Galaxy Tab S9 FE', '2023-10', 529, [128, 256], true, ['tab s9 fe']),
            tablet('Galaxy Tab S9 Ultra', '2023-08', 1299, [256, 512, 1024], true, ['tab s9 ultra']),
            tablet('Galaxy Tab S9+', '2023-08', 1099, [256, 512], true, ['tab s9 plus']),
            tablet('Galaxy Tab S9', '2023-08', 899, [128, 256], true, ['tab s9']),
          ],
          true,
        ),
        series('galaxy-tab-s8', 'Galaxy Tab S8', [
          tablet('Galaxy Tab S8 Ultra', '2022-02', 1149, [128, 256, 512], true, ['tab s8 ultra']),
          tablet('Galaxy Tab S8+', '2022-02', 949, [128, 256], true, ['tab s8 plus']),
          tablet('Galaxy Tab S8', '2022-02', 749, [128, 256], true, ['tab s8']),
        ]),
        series('galaxy-tab-s7', 'Galaxy Tab S7', [
          tablet('Galaxy Tab S7 FE', '2021-06', 549, [64, 128], true, ['tab s7 fe']),
          tablet('Galaxy Tab S7+', '2020-08', 849, [128, 256], true, ['tab s7 plus']),
          tablet('Galaxy Tab S7', '2020-08', 699, [128, 256], true, ['tab s7']),
        ]),
        series('galaxy-tab-s6', 'Galaxy Tab S6', [
          tablet('Galaxy Tab S6 Lite', '2020-04', 349, [64, 128], true, ['tab s6 lite']),
          tablet('Galaxy Tab S6', '2019-08', 729, [128, 256], true, ['tab s6']),
          tablet('Galaxy Tab S5e', '2019-04', 419, [64, 128], true, ['tab s5e']),
        ]),
        series('galaxy-tab-a', 'Galaxy Tab A', [
          tablet('Galaxy Tab A9+', '2023-10', 269, [64, 128], true, ['tab a9 plus']),
          tablet('Galaxy Tab A8', '2022-01', 229, [32, 64], true, ['tab a8']),
          tablet('Galaxy Tab A7', '2020-10', 229, [32, 64], true, ['tab a7']),
        ]),
      ],
      true,
    ),
    brand(
      'microsoft',
      [
        series(
          'surface-pro',
          'Surface Pro',
          [
            tablet('Surface Pro 11', '2024-06', 1199, [256, 512, 1024], false, ['surface pro 11th edition']),
            tablet('Surface Pro 9', '2022-10', 1199, [128, 256, 512], false, ['surface pro9']),
            tablet('Surface Pro 8', '2021-10', 1179, [128, 256, 512], false, ['surface pro8']),
            tablet('Surface Pro 7', '2019-10', 899, [128, 256, 512], false, ['surface pro7']),
          ],
          true,
        ),
        series('surface-go', 'Surface Go', [
          tablet('Surface Go 4', '2023-09', 629, [64, 128], false, ['surface go4']),
          tablet('Surface Go 3', '2021-10', 449, [64, 128], false, ['surface go3']),
          tablet('Surface Go 2', '2020-05', 449, [64, 128], false, ['surface go2']),
        ]),
      ],
      true,
    ),
    brand('lenovo', [
      series('lenovo-tab', 'Lenovo Tab', [
        tablet('Tab P12', '2023-08', 399, [128, 256], false),
        tablet('Tab P11 Pro Gen 2', '2022-10', 499, [128, 256], false),
        tablet('Tab M11', '2024-01', 229, [64, 128], false),
      ]),
      series('yoga-tab', 'Yoga Tab', [
        tablet('Yoga Tab 13', '2021-06', 699, [128], false),
        tablet('Yoga Tab 11', '2021-06', 349, [128], false),
      ]),
    ]),
    brand('huawei', [
      series('matepad', 'MatePad', [
        tablet('MatePad Pro 13.2', '2023-12', 999, [256, 512], false),
        tablet('MatePad 11.5', '2023-07', 349, [128], false),
        tablet('MatePad Pro 11', '2022-07', 699, [128, 256], false),
      ]),
    ]),
    brand('xiaomi', [
      series('xiaomi-pad', 'Xiaomi Pad', [
        tablet('Pad 6S Pro 12.4', '2024-02', 699, [256, 512], false, ['xiaomi pad 6s pro']),
        tablet('Pad 6', '2023-06', 399, [128, 256], false, ['xiaomi pad 6']),
        tablet('Pad 5', '2021-09', 349, [128, 256], false, ['xiaomi pad 5']),
      ]),
      series('redmi-pad', 'Redmi Pad', [
        tablet('Redmi Pad SE', '2023-08', 199, [128], false),
        tablet('Redmi Pad Pro', '2024-05', 299, [128, 256], false),
      ]),
    ]),
    brand('amazon', [
      series('fire', 'Fire', [
        phone('Fire Max 11', '2023-06', 269, [64, 128]),
        phone('Fire HD 10 (2023)', '2023-05', 149, [32, 64], ['fire hd10']),
        phone('Fire HD 8 (2022)', '2022-10', 99, [32, 64], ['fire hd8']),
      ]),
    ]),
  ],
};
