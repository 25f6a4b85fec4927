import { brand, phone, series } from '../dsl';
import type { CategorySeed } from '../types';

/** Smartphones: model, release (YYYY-MM), launch price in EUR of the smallest storage, storage sizes in GB. */
export const smartphones: CategorySeed = {
  id: 'smartphones',
  manufacturers: [
    brand(
      'apple',
      [
        series(
          'iphone-16',
          'iPhone 16',
          [
            phone('iPhone 16e', '2025-02', 699, [128, 256, 512], ['iphone16e']),
            phone('iPhone 16', '2024-09', 949, [128, 256, 512], ['iphone16']),
            phone('iPhone 16 Plus', '2024-09', 1099, [128, 256, 512], ['iphone16plus', '16+']),
            phone('iPhone 16 Pro', '2024-09', 1199, [128, 256, 512, 1024], ['iphone16pro']),
            phone('iPhone 16 Pro Max', '2024-09', 1449, [256, 512, 1024], ['iphone16promax', '16 pm']),
          ],
          true,
        ),
        series(
          'iphone-15',
          'iPhone 15',
          [
            phone('iPhone 15', '2023-09', 949, [128, 256, 512], ['iphone15']),
            phone('iPhone 15 Plus', '2023-09', 1099, [128, 256, 512], ['iphone15plus']),
            phone('iPhone 15 Pro', '2023-09', 1199, [128, 256, 512, 1024], ['iphone15pro']),
            phone('iPhone 15 Pro Max', '2023-09', 1449, [256, 512, 1024], ['iphone15promax', '15 pm']),
          ],
          true,
        ),
        series(
          'iphone-14',
          'iPhone 14',
          [
            phone('iPhone 14', '2022-09', 999, [128, 256, 512], ['iphone14']),
            phone('iPhone 14 Plus', '2022-10', 1149, [128, 256, 512], ['iphone14plus']),
            phone('iPhone 14 Pro', '2022-09', 1299, [128, 256, 512, 1024], ['iphone14pro']),
            phone('iPhone 14 Pro Max', '2022-09', 1449, [128, 256, 512, 1024], ['iphone14promax']),
          ],
          true,
        ),
        series(
          'iphone-13',
          'iPhone 13',
          [
            phone('iPhone 13 mini', '2021-09', 799, [128, 256, 512], ['iphone13mini']),
            phone('iPhone 13', '2021-09', 899, [128, 256, 512], ['iphone13']),
            phone('iPhone 13 Pro', '2021-09', 1149, [128, 256, 512, 1024], ['iphone13pro']),
            phone('iPhone 13 Pro Max', '2021-09', 1249, [128, 256, 512, 1024], ['iphone13promax']),
          ],
          true,
        ),
        series('iphone-12', 'iPhone 12', [
          phone('iPhone 12 mini', '2020-11', 778, [64, 128, 256], ['iphone12mini']),
          phone('iPhone 12', '2020-10', 876, [64, 128, 256], ['iphone12']),
          phone('iPhone 12 Pro', '2020-10', 1120, [128, 256, 512], ['iphone12pro']),
          phone('iPhone 12 Pro Max', '2020-11', 1217, [128, 256, 512], ['iphone12promax']),
        ]),
        series('iphone-11', 'iPhone 11', [
          phone('iPhone 11', '2019-09', 799, [64, 128, 256], ['iphone11']),
          phone('iPhone 11 Pro', '2019-09', 1149, [64, 256, 512], ['iphone11pro']),
          phone('iPhone 11 Pro Max', '2019-09', 1249, [64, 256, 512], ['iphone11promax']),
        ]),
        series('iphone-x', 'iPhone X', [
          phone('iPhone XS Max', '2018-09', 1249, [64, 256, 512], ['iphonexsmax', 'iphone 10s max']),
          phone('iPhone XS', '2018-09', 1149, [64, 256, 512], ['iphonexs', 'iphone 10s']),
          phone('iPhone XR', '2018-10', 849, [64, 128, 256], ['iphonexr', 'iphone 10r']),
          phone('iPhone X', '2017-11', 1149, [64, 256], ['iphonex', 'iphone 10']),
        ]),
        series('iphone-se', 'iPhone SE', [
          phone('iPhone SE (2022)', '2022-03', 519, [64, 128, 256], ['iphone se 3', 'se 2022']),
          phone('iPhone SE (2020)', '2020-04', 479, [64, 128, 256], ['iphone se 2', 'se 2020']),
          phone('iPhone SE (2016)', '2016-03', 489, [16, 32, 64, 128], ['iphone se 1']),
        ]),
        series('iphone-8', 'iPhone 8', [
          phone('iPhone 8 Plus', '2017-09', 909, [64, 256], ['iphone8plus']),
          phone('iPhone 8', '2017-09', 799, [64, 256], ['iphone8']),
        ]),
        series('iphone-7', 'iPhone 7', [
          phone('iPhone 7 Plus', '2016-09', 899, [32, 128, 256], ['iphone7plus']),
          phone('iPhone 7', '2016-09', 759, [32, 128, 256], ['iphone7']),
        ]),
        series('iphone-6s', 'iPhone 6s', [
          phone('iPhone 6s Plus', '2015-09', 849, [16, 32, 64, 128], ['iphone6splus']),
          phone('iPhone 6s', '2015-09', 739, [16, 32, 64, 128], ['iphone6s']),
        ]),
      ],
      true,
    ),
    brand(
      'samsung',
      [
        series(
          'galaxy-s25',
          'Galaxy S25',
          [
            phone('Galaxy S25 Edge', '2025-05', 1249, [256, 512], ['s25 edge']),
            phone('Galaxy S25', '2025-02', 899, [128, 256, 512], ['s25']),
            phone('Galaxy S25+', '2025-02', 1149, [256, 512], ['s25 plus', 's25+']),
            phone('Galaxy S25 Ultra', '2025-02', 1449, [256, 512, 1024], ['s25 ultra', 's25u']),
          ],
          true,
        ),
        series(
          'galaxy-s24',
          'Galaxy S24',
          [
            phone('Galaxy S24 FE', '2024-10', 749, [128, 256], ['s24 fe']),
            phone('Galaxy S24', '2024-01', 899, [128, 256, 512], ['s24']),
            phone('Galaxy S24+', '2024-01', 1149, [256, 512], ['s24 plus', 's24+']),
            phone('Galaxy S24 Ultra', '2024-01', 1449, [256, 512, 1024], ['s24 ultra', 's24u']),
          ],
          true,
        ),
        series(
          'galaxy-s23',
          'Galaxy S23',
          [
            phone('Galaxy S23 FE', '2023-10', 699, [128, 256], ['s23 fe']),
            phone('Galaxy S23', '2023-02', 949, [128, 256, 512], ['s23']),
            phone('Galaxy S23+', '2023-02', 1199, [256, 512], ['s23 plus', 's23+']),
            phone('Galaxy S23 Ultra', '2023-02', 1399, [256, 512, 1024], ['s23 ultra', 's23u', 's23ultra']),
          ],
          true,
        ),
        series('galaxy-s22', 'Galaxy S22', [
          phone('Galaxy S22', '2022-02', 849, [128, 256], ['s22']),
          phone('Galaxy S22+', '2022-02', 1049, [128, 256], ['s22 plus', 's22+']),
          phone('Galaxy S22 Ultra', '2022-02', 1249, [128, 256, 512, 1024], ['s22 ultra', 's22u']),
        ]),
        series('galaxy-s21', 'Galaxy S21', [
          phone('Galaxy S21 FE', '2022-01', 749, [128, 256], ['s21 fe']),
          phone('Galaxy S21', '2021-01', 849, [128, 256], ['s21']),
          phone('Galaxy S21+', '2021-01', 1049, [128, 256], ['s21 plus', 's21+']),
          phone('Galaxy S21 Ultra', '2021-01', 1249, [128, 256, 512], ['s21 ultra', 's21u']),
        ]),
        series('galaxy-s20', 'Galaxy S20', [
          phone('Galaxy S20 FE', '2020-10', 649, [128, 256], ['s20 fe']),
          phone('Galaxy S20', '2020-03', 899, [128], ['s20']),
          phone('Galaxy S20+', '2020-03', 999, [128, 512], ['s20 plus', 's20+']),
          phone('Galaxy S20 Ultra', '2020-03', 1349, [128, 512], ['s20 ultra']),
        ]),
        series('galaxy-s10', 'Galaxy S10', [
          phone('Galaxy S10e', '2019-03', 749, [128, 256], ['s10e']),
          phone('Galaxy S10', '2019-03', 899, [128, 512], ['s10']),
          phone('Galaxy S10+', '2019-03', 999, [128, 512, 1024], ['s10 plus', 's10+']),
        ]),
        series('galaxy-s9', 'Galaxy S9', [
          phone('Galaxy S9', '2018-03', 849, [64, 128, 256], ['s9']),
          phone('Galaxy S9+', '2018-03', 949, [64, 128, 256], ['s9 plus', 's9+']),
          phone('Galaxy S8', '2017-04', 799, [64], ['s8']),
          phone('Galaxy S8+', '2017-04', 899, [64], ['s8 plus', 's8+']),
        ]),
        series(
          'galaxy-z-fold',
          'Galaxy Z Fold',
          [
            phone('Galaxy Z Fold6', '2024-07', 2099, [256, 512, 1024], ['fold 6', 'zfold6']),
            phone('Galaxy Z Fold5', '2023-08', 1899, [256, 512, 1024], ['fold 5', 'zfold5']),
            phone('Galaxy Z Fold4', '2022-08', 1799, [256, 512, 1024], ['fold 4', 'zfold4']),
            phone('Galaxy Z Fold3', '2021-08', 1799, [256, 512], ['fold 3', 'zfold3']),
            phone('Galaxy Z Fold2', '2020-09', 2049, [256], ['fold 2', 'zfold2']),
          ],
          true,
        ),
        series('galaxy-z-flip', 'Galaxy Z Flip', [
          phone('Galaxy Z Flip6', '2024-07', 1199, [256, 512], ['flip 6', 'zflip6']),
          phone('Galaxy Z Flip5', '2023-08', 1199, [256, 512], ['flip 5', 'zflip5']),
          phone('Galaxy Z Flip4', '2022-08', 1099, [128, 256, 512], ['flip 4', 'zflip4']),
          phone('Galaxy Z Flip3', '2021-08', 1049, [128, 256], ['flip 3', 'zflip3']),
        ]),
        series('galaxy-a', 'Galaxy A', [
          phone('Galaxy A56', '2025-03', 479, [128, 256], ['a56']),
          phone('Galaxy A55', '2024-03', 479, [128, 256], ['a55']),
          phone('Galaxy A35', '2024-03', 379, [128, 256], ['a35']),
          phone('Galaxy A25', '2023-12', 299, [128, 256], ['a25']),
          phone('Galaxy A15', '2023-12', 199, [128], ['a15']),
          phone('Galaxy A05s', '2023-11', 169, [64, 128], ['a05s']),
          phone('Galaxy A54', '2023-03', 489, [128, 256], ['a54']),
          phone('Galaxy A34', '2023-03', 389, [128, 256], ['a34']),
          phone('Galaxy A14', '2023-01', 199, [64, 128], ['a14']),
          phone('Galaxy A53', '2022-03', 449, [128, 256], ['a53']),
          phone('Galaxy A13', '2022-03', 199, [32, 64, 128], ['a13']),
          phone('Galaxy A52s', '2021-09', 449, [128, 256], ['a52s']),
          phone('Galaxy A52', '2021-03', 349, [128, 256], ['a52']),
          phone('Galaxy A72', '2021-03', 449, [128, 256], ['a72']),
          phone('Galaxy A51', '2020-01', 369, [128], ['a51']),
          phone('Galaxy A71', '2020-01', 469, [128], ['a71']),
          phone('Galaxy A50', '2019-03', 349, [128], ['a50']),
          phone('Galaxy A40', '2019-04', 249, [64], ['a40']),
        ]),
        series('galaxy-note', 'Galaxy Note', [
          phone('Galaxy Note20 Ultra', '2020-08', 1299, [256, 512], ['note 20 ultra']),
          phone('Galaxy Note20', '2020-08', 949, [256], ['note 20']),
          phone('Galaxy Note10+', '2019-08', 1099, [256, 512], ['note 10 plus', 'note10 plus']),
          phone('Galaxy Note10', '2019-08', 949, [256], ['note 10']),
          phone('Galaxy Note9', '2018-08', 1029, [128, 512], ['note 9']),
          phone('Galaxy Note8', '2017-09', 999, [64], ['note 8']),
        ]),
        series('galaxy-xcover', 'Galaxy XCover', [
          phone('Galaxy XCover7', '2024-01', 299, [128], ['xcover 7']),
          phone('Galaxy XCover6 Pro', '2022-07', 549, [128], ['xcover 6 pro']),
        ]),
      ],
      true,
    ),
    brand(
      'google',
      [
        series(
          'pixel-9',
          'Pixel 9',
          [
            phone('Pixel 9a', '2025-04', 549, [128, 256], ['pixel9a']),
            phone('Pixel 9', '2024-08', 899, [128, 256], ['pixel9']),
            phone('Pixel 9 Pro', '2024-08', 1099, [128, 256, 512], ['pixel9pro']),
            phone('Pixel 9 Pro XL', '2024-08', 1199, [128, 256, 512, 1024], ['pixel9proxl']),
          ],
          true,
        ),
        series(
          'pixel-8',
          'Pixel 8',
          [
            phone('Pixel 8a', '2024-05', 549, [128, 256], ['pixel8a']),
            phone('Pixel 8', '2023-10', 799, [128, 256], ['pixel8']),
            phone('Pixel 8 Pro', '2023-10', 1099, [128, 256, 512], ['pixel8pro']),
          ],
          true,
        ),
        series('pixel-7', 'Pixel 7', [
          phone('Pixel 7a', '2023-05', 509, [128], ['pixel7a']),
          phone('Pixel 7', '2022-10', 649, [128, 256], ['pixel7']),
          phone('Pixel 7 Pro', '2022-10', 899, [128, 256, 512], ['pixel7pro']),
        ]),
        series('pixel-6', 'Pixel 6', [
          phone('Pixel 6a', '2022-07', 459, [128], ['pixel6a']),
          phone('Pixel 6', '2021-10', 649, [128, 256], ['pixel6']),
          phone('Pixel 6 Pro', '2021-10', 899, [128, 256, 512], ['pixel6pro']),
        ]),
        series('pixel-fold', 'Pixel Fold', [
          phone('Pixel 9 Pro Fold', '2024-09', 1899, [256, 512], ['pixel fold 2']),
          phone('Pixel Fold', '2023-06', 1899, [256, 512], ['pixelfold']),
        ]),
        series('pixel-5', 'Pixel 5', [
          phone('Pixel 5', '2020-10', 629, [128], ['pixel5']),
          phone('Pixel 4a 5G', '2020-11', 499, [128], ['pixel 4a5g']),
          phone('Pixel 4a', '2020-10', 349, [128], ['pixel4a']),
        ]),
        series('pixel-4', 'Pixel 4', [
          phone('Pixel 4', '2019-10', 749, [64, 128], ['pixel4']),
          phone('Pixel 4 XL', '2019-10', 899, [64, 128], ['pixel4xl']),
          phone('Pixel 3a', '2019-05', 399, [64], ['pixel3a']),
          phone('Pixel 3', '2018-10', 849, [64, 128], ['pixel3']),
          phone('Pixel 3 XL', '2018-10', 949, [64, 128], ['pixel3xl']),
          phone('Pixel 2', '2017-10', 799, [64, 128], ['pixel2']),
          phone('Pixel 2 XL', '2017-10', 939, [64, 128], ['pixel2xl']),
        ]),
      ],
      true,
    ),
    brand(
      'xiaomi',
      [
        series(
          'xiaomi-15',
          'Xiaomi 15',
          [
            phone('Xiaomi 15', '2025-03', 999, [256, 512], ['mi 15']),
            phone('Xiaomi 15 Ultra', '2025-03', 1499, [512, 1024], ['mi 15 ultra']),
          ],
          true,
        ),
        series('xiaomi-14', 'Xiaomi 14', [
          phone('Xiaomi 14T Pro', '2024-09', 799, [256, 512, 1024], ['14t pro']),
          phone('Xiaomi 14T', '2024-09', 649, [256, 512], ['14t']),
          phone('Xiaomi 14', '2024-02', 999, [256, 512], ['mi 14']),
          phone('Xiaomi 14 Ultra', '2024-02', 1499, [512], ['mi 14 ultra']),
        ]),
        series('xiaomi-13', 'Xiaomi 13', [
          phone('Xiaomi 13T Pro', '2023-09', 799, [512, 1024], ['13t pro']),
          phone('Xiaomi 13T', '2023-09', 649, [256], ['13t']),
          phone('Xiaomi 13', '2023-03', 999, [256], ['mi 13']),
          phone('Xiaomi 13 Pro', '2023-03', 1299, [256], ['mi 13 pro']),
          phone('Xiaomi 13 Lite', '2023-03', 499, [128, 256], ['mi 13 lite']),
        ]),
        series('xiaomi-12', 'Xiaomi 12', [
          phone('Xiaomi 12T Pro', '2022-10', 749, [256], ['12t pro']),
          phone('Xiaomi 12', '2022-03', 899, [128, 256], ['mi 12']),
          phone('Xiaomi 12 Pro', '2022-03', 1099, [256], ['mi 12 pro']),
        ]),
        series('xiaomi-11', 'Xiaomi 11', [
          phone('Xiaomi 11T Pro', '2021-10', 649, [128, 256], ['11t pro']),
          phone('Xiaomi 11T', '2021-10', 549, [128, 256], ['11t']),
          phone('Mi 11 Ultra', '2021-05', 1199, [256], ['mi11 ultra']),
          phone('Mi 11', '2021-02', 799, [128, 256], ['mi11']),
        ]),
        series(
          'redmi-note',
          'Redmi Note',
          [
            phone('Redmi Note 14 Pro+', '2025-01', 499, [256, 512], ['note 14 pro plus']),
            phone('Redmi Note 14 Pro', '2025-01', 399, [256, 512], ['note 14 pro']),
            phone('Redmi Note 13 Pro+', '2024-01', 499, [256, 512], ['note 13 pro plus']),
            phone('Redmi Note 13 Pro', '2024-01', 399, [256, 512], ['note 13 pro']),
            phone('Redmi Note 13', '2024-01', 249, [128, 256], ['note 13']),
            phone('Redmi Note 12 Pro', '2023-04', 399, [128, 256], ['note 12 pro']),
            phone('Redmi Note 12', '2023-03', 249, [64, 128], ['note 12']),
            phone('Redmi Note 11', '2022-02', 229, [64, 128], ['note 11']),
            phone('Redmi Note 10 Pro', '2021-03', 279, [64, 128], ['note 10 pro']),
            phone('Redmi Note 9 Pro', '2020-05', 269, [64, 128], ['note 9 pro']),
          ],
          true,
        ),
        series('poco', 'Poco', [
          phone('Poco F6 Pro', '2024-05', 599, [256, 512], ['f6 pro']),
          phone('Poco F6', '2024-05', 449, [256, 512], ['f6']),
          phone('Poco X6 Pro', '2024-01', 349, [256, 512], ['x6 pro']),
          phone('Poco F5', '2023-05', 429, [256], ['f5']),
          phone('Poco X5 Pro', '2023-02', 349, [128, 256], ['x5 pro']),
          phone('Poco F4 GT', '2022-04', 599, [128, 256], ['f4 gt']),
        ]),
      ],
      true,
    ),
    brand('oneplus', [
      series('oneplus-13', 'OnePlus 13', [phone('OnePlus 13', '2025-01', 999, [256, 512], ['op13'])], true),
      series('oneplus-12', 'OnePlus 12', [phone('OnePlus 12', '2024-01', 899, [256, 512], ['op12'])]),
      series('oneplus-11', 'OnePlus 11', [phone('OnePlus 11', '2023-02', 849, [128, 256], ['op11'])]),
      series('oneplus-10', 'OnePlus 10', [phone('OnePlus 10 Pro', '2022-03', 899, [128, 256], ['op10 pro'])]),
      series('oneplus-9', 'OnePlus 9', [
        phone('OnePlus 9 Pro', '2021-03', 899, [128, 256], ['op9 pro']),
        phone('OnePlus 9', '2021-03', 699, [128, 256], ['op9']),
      ]),
      series('oneplus-8', 'OnePlus 8', [
        phone('OnePlus 8T', '2020-10', 599, [128, 256], ['op8t']),
        phone('OnePlus 8 Pro', '2020-04', 899, [128, 256], ['op8 pro']),
      ]),
      series('oneplus-nord', 'OnePlus Nord', [
        phone('OnePlus Nord 4', '2024-07', 499, [256, 512], ['nord4']),
        phone('OnePlus Nord CE4', '2024-04', 349, [128, 256], ['nord ce 4']),
        phone('OnePlus Nord 3', '2023-07', 449, [128, 256], ['nord3']),
        phone('OnePlus Nord CE 3 Lite', '2023-04', 299, [128], ['nord ce3 lite']),
        phone('OnePlus Nord 2T', '2022-05', 399, [128, 256], ['nord 2t']),
      ]),
    ]),
    brand('huawei', [
      series('huawei-p', { de: 'P-Serie', es: 'Serie P', fr: 'Série P', it: 'Serie P' }, [
        phone('P60 Pro', '2023-05', 1199, [256, 512], ['p60pro']),
        phone('P50 Pro', '2022-01', 1199, [256], ['p50pro']),
        phone('P40 Pro', '2020-04', 999, [256], ['p40pro']),
        phone('P40', '2020-04', 799, [128]),
        phone('P40 lite', '2020-03', 299, [128], ['p40lite']),
        phone('P30 Pro', '2019-04', 999, [128, 256, 512], ['p30pro']),
        phone('P30', '2019-04', 799, [128]),
        phone('P30 lite', '2019-04', 349, [128], ['p30lite']),
        phone('P20 Pro', '2018-04', 899, [128], ['p20pro']),
      ]),
      series('huawei-mate', { de: 'Mate-Serie', es: 'Serie Mate', fr: 'Série Mate', it: 'Serie Mate' }, [
        phone('Mate 50 Pro', '2022-12', 1299, [256, 512], ['mate50 pro']),
        phone('Mate 40 Pro', '2020-11', 1199, [256], ['mate40 pro']),
        phone('Mate 30 Pro', '2019-11', 1099, [256], ['mate30 pro']),
        phone('Mate 20 Pro', '2018-11', 1049, [128], ['mate20 pro']),
      ]),
    ]),
    brand('sony', [
      series('xperia-1', 'Xperia 1', [
        phone('Xperia 1 VI', '2024-06', 1399, [256], ['xperia 1 6']),
        phone('Xperia 1 V', '2023-06', 1399, [256], ['xperia 1 5']),
        phone('Xperia 1 IV', '2022-06', 1399, [256], ['xperia 1 4']),
        phone('Xperia 1 III', '2021-06', 1299, [256], ['xperia 1 3']),
        phone('Xperia 1 II', '2020-06', 1199, [256], ['xperia 1 2']),
      ]),
      series('xperia-5', 'Xperia 5', [
        phone('Xperia 5 V', '2023-09', 999, [128], ['xperia 5 5']),
        phone('Xperia 5 IV', '2022-10', 1049, [128], ['xperia 5 4']),
        phone('Xperia 5 III', '2021-10', 999, [128], ['xperia 5 3']),
        phone('Xperia 5 II', '2020-10', 899, [128], ['xperia 5 2']),
      ]),
      series('xperia-10', 'Xperia 10', [
        phone('Xperia 10 VI', '2024-06', 399, [128], ['xperia 10 6']),
        phone('Xperia 10 V', '2023-06', 449, [128], ['xperia 10 5']),
        phone('Xperia 10 IV', '2022-06', 429, [128], ['xperia 10 4']),
      ]),
    ]),
    brand('motorola', [
      series('motorola-edge', 'edge', [
        phone('edge 50 Pro', '2024-04', 699, [512], ['edge50 pro']),
        phone('edge 50 fusion', '2024-05', 399, [256], ['edge50 fusion']),
        phone('edge 40 pro', '2023-04', 899, [256], ['edge40 pro']),
        phone('edge 40', '2023-05', 599, [256], ['edge40']),
        phone('edge 30 ultra', '2022-09', 899, [256], ['edge30 ultra']),
      ]),
      series('motorola-razr', 'razr', [
        phone('razr 50 ultra', '2024-06', 1199, [512], ['razr50 ultra']),
        phone('razr 50', '2024-09', 899, [256], ['razr50']),
        phone('razr 40 ultra', '2023-06', 1199, [256], ['razr40 ultra']),
        phone('razr 40', '2023-07', 899, [256], ['razr40']),
      ]),
      series('moto-g', 'moto g', [
        phone('moto g85', '2024-07', 329, [256], ['g85']),
        phone('moto g84', '2023-09', 299, [256], ['g84']),
        phone('moto g54', '2023-09', 249, [256], ['g54']),
        phone('moto g73', '2023-02', 299, [256], ['g73']),
      ]),
    ]),
    brand('nokia', [
      series('nokia-x', 'Nokia X', [phone('XR21', '2023-05', 599, [128]), phone('X30', '2022-10', 529, [128, 256])]),
      series('nokia-g', 'Nokia G', [phone('G42', '2023-07', 229, [128]), phone('G60', '2022-11', 349, [128])]),
    ]),
    brand('oppo', [
      series('oppo-find', 'Find', [
        phone('Find X8 Pro', '2024-11', 1199, [512], ['findx8 pro']),
        phone('Find N2 Flip', '2023-03', 1099, [256], ['n2 flip']),
        phone('Find X5 Pro', '2022-03', 1299, [256], ['findx5 pro']),
        phone('Find X3 Pro', '2021-03', 1149, [256], ['findx3 pro']),
      ]),
      series('oppo-reno', 'Reno', [
        phone('Reno12 Pro', '2024-07', 599, [512], ['reno 12 pro']),
        phone('Reno11 F', '2024-02', 349, [256], ['reno 11 f']),
        phone('Reno10 Pro', '2023-07', 599, [256], ['reno 10 pro']),
        phone('Reno8 Pro', '2022-09', 799, [256], ['reno 8 pro']),
      ]),
    ]),
    brand('honor', [
      series('honor-magic', 'Magic', [
        phone('Magic7 Pro', '2025-01', 1299, [512], ['magic 7 pro']),
        phone('Magic6 Pro', '2024-03', 1299, [512], ['magic 6 pro']),
        phone('Magic5 Pro', '2023-05', 1199, [512], ['magic 5 pro']),
      ]),
      series('honor-magic-v', 'Magic V', [
        phone('Magic V3', '2024-09', 1999, [512], ['magicv3']),
        phone('Magic V2', '2024-01', 1999, [512], ['magicv2']),
      ]),
      series('honor-200', 'Honor 200', [
        phone('Honor 200 Pro', '2024-06', 799, [512]),
        phone('Honor 200', '2024-06', 599, [256, 512]),
      ]),
      series('honor-90', 'Honor 90', [phone('Honor 90', '2023-07', 549, [256, 512])]),
    ]),
    brand('fairphone', [
      series('fairphone', 'Fairphone', [
        phone('Fairphone (Gen. 6)', '2025-06', 599, [256], ['fairphone 6', 'fp6']),
        phone('Fairphone 5', '2023-09', 699, [256], ['fp5']),
        phone('Fairphone 4', '2021-10', 579, [128, 256], ['fp4']),
        phone('Fairphone 3+', '2020-09', 469, [64], ['fp3', 'fairphone 3 plus']),
      ]),
    ]),
    brand('nothing', [
      series('nothing-phone', 'Phone', [
        phone('Phone (3)', '2025-07', 799, [256, 512], ['nothing phone 3']),
        phone('Phone (3a)', '2025-03', 329, [128, 256], ['nothing phone 3a']),
        phone('Phone (2a)', '2024-03', 329, [128, 256], ['nothing phone 2a']),
        phone('Phone (2)', '2023-07', 649, [128, 256, 512], ['nothing phone 2']),
        phone('Phone (1)', '2022-07', 469, [128, 256], ['nothing phone 1']),
      ]),
    ]),
    brand('realme', [
      series('realme-gt', 'GT', [
        phone('GT 6', '2024-06', 599, [256, 512], ['gt6']),
        phone('GT 6T', '2024-05', 499, [256], ['gt6t']),
        phone('GT 2 Pro', '2022-04', 799, [128, 256], ['gt2 pro']),
      ]),
      series('realme-pro', 'realme Pro', [
        phone('realme 12 Pro+', '2024-02', 499, [256, 512], ['12 pro plus']),
        phone('realme 11 Pro+', '2023-06', 499, [256], ['11 pro plus']),
      ]),
    ]),
    brand('vivo', [
      series('vivo-x', 'X', [
        phone('X200 Pro', '2024-11', 1199, [512], ['x200pro']),
        phone('X100 Pro', '2024-01', 1199, [512], ['x100pro']),
        phone('X90 Pro', '2023-02', 1199, [256], ['x90pro']),
      ]),
      series('vivo-v', 'V', [phone('V40', '2024-08', 549, [256, 512]), phone('V30', '2024-03', 499, [256])]),
    ]),
    brand('asus', [
      series('rog-phone', 'ROG Phone', [
        phone('ROG Phone 9', '2024-11', 1099, [512], ['rog9']),
        phone('ROG Phone 8 Pro', '2024-01', 1199, [512], ['rog8 pro']),
        phone('ROG Phone 8', '2024-01', 999, [256], ['rog8']),
        phone('ROG Phone 7', '2023-04', 999, [256, 512], ['rog7']),
      ]),
      series('zenfone', 'Zenfone', [
        phone('Zenfone 11 Ultra', '2024-03', 999, [256, 512], ['zenfone11 ultra']),
        phone('Zenfone 10', '2023-07', 799, [128, 256, 512], ['zenfone10']),
        phone('Zenfone 9', '2022-07', 799, [128, 256], ['zenfone9']),
      ]),
    ]),
  ],
};
