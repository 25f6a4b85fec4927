import { brand, editions, series, single } from '../dsl';
import type { CategorySeed } from '../types';

/** Game consoles and handhelds: model, release, editions or storage as [label, launch price EUR]. */
export const consoles: CategorySeed = {
  id: 'consoles',
  manufacturers: [
    brand(
      'sony',
      [
        series(
          'playstation-5',
          'PlayStation 5',
          [
            editions('PlayStation 5 Pro', '2024-11', [['2 TB', 799]], ['ps5 pro', 'ps5pro']),
            editions(
              'PlayStation 5 Slim',
              '2023-11',
              [
                ['Disc Edition', 549],
                ['Digital Edition', 449],
              ],
              ['ps5 slim'],
            ),
            single('PlayStation Portal', '2023-11', 219, ['ps portal']),
            editions(
              'PlayStation 5',
              '2020-11',
              [
                ['Disc Edition', 499],
                ['Digital Edition', 399],
              ],
              ['ps5'],
            ),
          ],
          true,
        ),
        series('playstation-4', 'PlayStation 4', [
          editions('PlayStation 4 Pro', '2016-11', [['1 TB', 399]], ['ps4 pro']),
          editions(
            'PlayStation 4 Slim',
            '2016-09',
            [
              ['500 GB', 299],
              ['1 TB', 349],
            ],
            ['ps4 slim'],
          ),
          editions(
            'PlayStation 4',
            '2013-11',
            [
              ['500 GB', 399],
              ['1 TB', 449],
            ],
            ['ps4'],
          ),
        ]),
      ],
      true,
    ),
    brand(
      'microsoft',
      [
        series(
          'xbox-series',
          'Xbox Series X|S',
          [
            editions(
              'Xbox Series X',
              '2020-11',
              [
                ['1 TB', 499],
                ['2 TB Galaxy Black', 599],
                ['Digital Edition', 449],
              ],
              ['xsx', 'series x'],
            ),
            editions(
              'Xbox Series S',
              '2020-11',
              [
                ['512 GB', 299],
                ['1 TB', 349],
              ],
              ['xss', 'series s'],
            ),
          ],
          true,
        ),
        series('xbox-one', 'Xbox One', [
          editions('Xbox One X', '2017-11', [['1 TB', 499]], ['one x']),
          editions(
            'Xbox One S',
            '2016-08',
            [
              ['500 GB', 299],
              ['1 TB', 349],
            ],
            ['one s'],
          ),
          editions('Xbox One', '2013-11', [['500 GB', 499]]),
        ]),
      ],
      true,
    ),
    brand(
      'nintendo',
      [
        series(
          'switch-2',
          'Switch 2',
          [
            editions(
              'Switch 2',
              '2025-06',
              [
                ['Standard', 469],
                ['Mario Kart World Bundle', 509],
              ],
              ['switch2', 'ns2'],
            ),
          ],
          true,
        ),
        series(
          'switch',
          'Switch',
          [
            single('Switch OLED', '2021-10', 349, ['switch oled model']),
            single('Switch Lite', '2019-09', 219, ['switchlite']),
            single('Switch (2019)', '2019-08', 329, ['switch v2']),
            single('Switch (2017)', '2017-03', 329, ['switch v1']),
          ],
          true,
        ),
        series('nintendo-3ds', '3DS', [
          single('New Nintendo 3DS XL', '2015-02', 199, ['new 3ds xl']),
          single('New Nintendo 2DS XL', '2017-07', 149, ['new 2ds xl']),
          single('Nintendo 3DS', '2011-03', 249, ['3ds']),
        ]),
      ],
      true,
    ),
    brand(
      'valve',
      [
        series('steam-deck', 'Steam Deck', [
          editions(
            'Steam Deck OLED',
            '2023-11',
            [
              ['512 GB', 549],
              ['1 TB', 679],
            ],
            ['steamdeck oled'],
          ),
          editions(
            'Steam Deck',
            '2022-02',
            [
              ['64 GB', 419],
              ['256 GB', 549],
              ['512 GB', 679],
            ],
            ['steamdeck lcd'],
          ),
        ]),
      ],
      true,
    ),
    brand('asus', [
      series('rog-ally', 'ROG Ally', [
        editions('ROG Ally X', '2024-07', [['1 TB', 899]], ['ally x']),
        editions(
          'ROG Ally',
          '2023-06',
          [
            ['Z1', 649],
            ['Z1 Extreme', 799],
          ],
          ['ally'],
        ),
      ]),
    ]),
    brand('lenovo', [
      series('legion-go', 'Legion Go', [
        editions('Legion Go S', '2025-05', [['512 GB', 599]], ['legiongo s']),
        editions(
          'Legion Go',
          '2023-11',
          [
            ['512 GB', 799],
            ['1 TB', 899],
          ],
          ['legiongo'],
        ),
      ]),
    ]),
  ],
};
