import { brand, camera, series } from '../dsl';
import type { CategorySeed } from '../types';

/** Cameras: model, release, body launch price EUR, kits as [lens, extra launch price]. */
export const cameras: CategorySeed = {
  id: 'cameras',
  manufacturers: [
    brand(
      'canon',
      [
        series(
          'eos-r',
          'EOS R',
          [
            camera('EOS R1', '2024-11', 7499, [], ['r1']),
            camera(
              'EOS R5 Mark II',
              '2024-08',
              4699,
              [['RF 24-105mm F4L IS USM', 1000]],
              ['r5 ii', 'r5ii', 'r5 mark 2'],
            ),
            camera(
              'EOS R6 Mark II',
              '2022-11',
              2899,
              [
                ['RF 24-105mm F4L IS USM', 1000],
                ['RF 24-105mm F4-7.1 IS STM', 400],
              ],
              ['r6 ii', 'r6ii', 'r6 mark 2'],
            ),
            camera('EOS R8', '2023-04', 1799, [['RF 24-50mm F4.5-6.3 IS STM', 230]], ['r8']),
            camera('EOS R3', '2021-11', 6299, [], ['r3']),
            camera('EOS R6', '2020-08', 2629, [['RF 24-105mm F4L IS USM', 1000]], ['r6']),
            camera('EOS R5', '2020-07', 4399, [['RF 24-105mm F4L IS USM', 1000]], ['r5']),
            camera('EOS RP', '2019-02', 1599, [['RF 24-105mm F4-7.1 IS STM', 400]], ['rp']),
            camera('EOS R', '2018-10', 2499, [['RF 24-105mm F4L IS USM', 1000]]),
          ],
          true,
        ),
        series(
          'eos-r-aps-c',
          'EOS R APS-C',
          [
            camera('EOS R100', '2023-06', 549, [['RF-S 18-45mm F4.5-6.3 IS STM', 130]], ['r100']),
            camera('EOS R50', '2023-03', 759, [['RF-S 18-45mm F4.5-6.3 IS STM', 130]], ['r50']),
            camera(
              'EOS R10',
              '2022-07',
              1019,
              [
                ['RF-S 18-45mm F4.5-6.3 IS STM', 130],
                ['RF-S 18-150mm F3.5-6.3 IS STM', 400],
              ],
              ['r10'],
            ),
            camera('EOS R7', '2022-06', 1499, [['RF-S 18-150mm F3.5-6.3 IS STM', 400]], ['r7']),
          ],
          true,
        ),
        series('eos-dslr', { de: 'EOS (Spiegelreflex)', es: 'EOS (réflex)', fr: 'EOS (reflex)', it: 'EOS (reflex)' }, [
          camera('EOS-1D X Mark III', '2020-02', 7299, [], ['1dx iii', '1dx3']),
          camera('EOS 90D', '2019-09', 1349, [['EF-S 18-135mm IS USM', 400]], ['90d']),
          camera('EOS 250D', '2019-04', 629, [['EF-S 18-55mm IS STM', 100]], ['250d']),
          camera('EOS 2000D', '2018-04', 429, [['EF-S 18-55mm IS II', 100]], ['2000d']),
          camera('EOS 6D Mark II', '2017-07', 2099, [['EF 24-105mm f/4L IS II USM', 1000]], ['6d ii', '6d2']),
          camera('EOS 5D Mark IV', '2016-09', 3999, [['EF 24-105mm f/4L IS II USM', 1000]], ['5d iv', '5d4']),
          camera('EOS 80D', '2016-03', 1199, [['EF-S 18-135mm IS USM', 400]], ['80d']),
        ]),
        series('powershot', 'PowerShot', [
          camera('PowerShot V10', '2023-05', 449, [], ['v10']),
          camera('PowerShot G7 X Mark III', '2019-08', 779, [], ['g7x iii', 'g7x3']),
          camera('PowerShot G5 X Mark II', '2019-08', 929, [], ['g5x ii']),
          camera('PowerShot SX740 HS', '2018-04', 399, [], ['sx740']),
        ]),
      ],
      true,
    ),
    brand(
      'nikon',
      [
        series(
          'nikon-z',
          'Z',
          [
            camera('Z6III', '2024-06', 2999, [['NIKKOR Z 24-120mm f/4 S', 1000]], ['z6 iii', 'z6 3']),
            camera('Zf', '2023-10', 2499, [['NIKKOR Z 24-70mm f/4 S', 500]]),
            camera('Z8', '2023-05', 4599, [['NIKKOR Z 24-120mm f/4 S', 1000]]),
            camera('Z9', '2021-12', 5999),
            camera('Z7II', '2020-12', 3399, [['NIKKOR Z 24-70mm f/4 S', 600]], ['z7 ii', 'z7 2']),
            camera('Z6II', '2020-11', 2149, [['NIKKOR Z 24-70mm f/4 S', 600]], ['z6 ii', 'z6 2']),
            camera('Z5', '2020-08', 1699, [['NIKKOR Z 24-50mm f/4-6.3', 250]]),
          ],
          true,
        ),
        series('nikon-z-dx', 'Z DX', [
          camera('Z50II', '2024-12', 999, [['NIKKOR Z DX 16-50mm f/3.5-6.3 VR', 150]], ['z50 ii', 'z50 2']),
          camera('Z30', '2022-08', 749, [['NIKKOR Z DX 16-50mm f/3.5-6.3 VR', 150]]),
          camera('Z fc', '2021-07', 999, [['NIKKOR Z DX 16-50mm f/3.5-6.3 VR', 150]], ['zfc']),
          camera('Z50', '2019-11', 949, [['NIKKOR Z DX 16-50mm f/3.5-6.3 VR', 150]]),
        ]),
        series('nikon-dslr', { de: 'D (Spiegelreflex)', es: 'D (réflex)', fr: 'D (reflex)', it: 'D (reflex)' }, [
          camera('D780', '2020-01', 2499, [['AF-S 24-120mm f/4G ED VR', 800]]),
          camera('D3500', '2018-09', 499, [['AF-P DX 18-55mm VR', 100]]),
          camera('D850', '2017-09', 3799, [['AF-S 24-120mm f/4G ED VR', 800]]),
          camera('D7500', '2017-05', 1299, [['AF-S DX 18-140mm VR', 300]]),
          camera('D5600', '2016-11', 829, [['AF-P DX 18-55mm VR', 100]]),
          camera('D750', '2014-09', 1999, [['AF-S 24-120mm f/4G ED VR', 800]]),
        ]),
        series('coolpix', 'Coolpix', [
          camera('Coolpix P950', '2020-02', 849),
          camera('Coolpix P1000', '2018-09', 1049),
          camera('Coolpix W300', '2017-06', 399),
        ]),
      ],
      true,
    ),
    brand(
      'sony',
      [
        series(
          'alpha-7',
          'Alpha 7',
          [
            camera('Alpha 7C II', '2023-10', 2399, [['FE 28-60mm F4-5.6', 300]], ['a7c ii', 'a7cm2', 'ilce-7cm2']),
            camera('Alpha 7R V', '2022-11', 4499, [], ['a7r v', 'a7rm5', 'ilce-7rm5']),
            camera(
              'Alpha 7 IV',
              '2021-12',
              2799,
              [['FE 28-70mm F3.5-5.6 OSS', 200]],
              ['a7 iv', 'a7iv', 'a7m4', 'ilce-7m4'],
            ),
            camera('Alpha 7C', '2020-10', 2099, [['FE 28-60mm F4-5.6', 300]], ['a7c', 'ilce-7c']),
            camera('Alpha 7S III', '2020-09', 4199, [], ['a7s iii', 'a7sm3', 'ilce-7sm3']),
            camera('Alpha 7R IV', '2019-09', 3999, [], ['a7r iv', 'a7rm4', 'ilce-7rm4']),
            camera('Alpha 7R III', '2017-11', 3499, [], ['a7r iii', 'a7rm3', 'ilce-7rm3']),
            camera(
              'Alpha 7 III',
              '2018-04',
              2299,
              [['FE 28-70mm F3.5-5.6 OSS', 200]],
              ['a7 iii', 'a7iii', 'a7m3', 'ilce-7m3'],
            ),
          ],
          true,
        ),
        series('alpha-1-9', 'Alpha 1 / Alpha 9', [
          camera('Alpha 1', '2021-03', 7299, [], ['a1', 'ilce-1']),
          camera('Alpha 9 III', '2023-11', 6999, [], ['a9 iii', 'a9m3', 'ilce-9m3']),
          camera('Alpha 9 II', '2019-10', 5399, [], ['a9 ii', 'a9m2', 'ilce-9m2']),
        ]),
        series('alpha-aps-c', 'Alpha APS-C', [
          camera('Alpha 6700', '2023-07', 1599, [['E 18-135mm F3.5-5.6 OSS', 500]], ['a6700', 'ilce-6700']),
          camera('Alpha 6600', '2019-10', 1499, [['E 18-135mm F3.5-5.6 OSS', 500]], ['a6600', 'ilce-6600']),
          camera('Alpha 6100', '2019-10', 849, [['E PZ 16-50mm F3.5-5.6 OSS', 100]], ['a6100', 'ilce-6100']),
          camera(
            'Alpha 6400',
            '2019-02',
            1049,
            [
              ['E PZ 16-50mm F3.5-5.6 OSS', 100],
              ['E 18-135mm F3.5-5.6 OSS', 500],
            ],
            ['a6400', 'ilce-6400'],
          ),
        ]),
        series('sony-zv', 'ZV', [
          camera('ZV-E10 II', '2024-08', 1099, [['E PZ 16-50mm F3.5-5.6 OSS II', 100]], ['zve10 ii']),
          camera('ZV-E1', '2023-04', 2499, [], ['zve1']),
          camera('ZV-1 II', '2023-06', 899, [], ['zv1 ii']),
          camera('ZV-E10', '2021-08', 729, [['E PZ 16-50mm F3.5-5.6 OSS', 100]], ['zve10']),
          camera('ZV-1', '2020-06', 799, [], ['zv1']),
        ]),
        series('sony-rx', 'RX', [
          camera('RX100 VII', '2019-08', 1299, [], ['rx100 7', 'rx100m7']),
          camera('RX100 VA', '2018-07', 1049, [], ['rx100 5a', 'rx100m5a']),
          camera('RX10 IV', '2017-09', 2099, [], ['rx10 4', 'rx10m4']),
        ]),
      ],
      true,
    ),
    brand(
      'fujifilm',
      [
        series(
          'x-t',
          'X-T',
          [
            camera(
              'X-T50',
              '2024-06',
              1499,
              [
                ['XC 15-45mm', 100],
                ['XF 16-50mm F2.8-4.8 R LM WR', 300],
              ],
              ['xt50'],
            ),
            camera(
              'X-T5',
              '2022-11',
              1899,
              [
                ['XF 18-55mm F2.8-4 R LM OIS', 400],
                ['XF 16-80mm F4 R OIS WR', 600],
              ],
              ['xt5'],
            ),
            camera(
              'X-T30 II',
              '2021-11',
              899,
              [
                ['XC 15-45mm', 100],
                ['XF 18-55mm F2.8-4 R LM OIS', 400],
              ],
              ['xt30 ii'],
            ),
            camera(
              'X-T4',
              '2020-04',
              1799,
              [
                ['XF 18-55mm F2.8-4 R LM OIS', 400],
                ['XF 16-80mm F4 R OIS WR', 600],
              ],
              ['xt4'],
            ),
            camera('X-T3', '2018-09', 1499, [['XF 18-55mm F2.8-4 R LM OIS', 400]], ['xt3']),
          ],
          true,
        ),
        series('x-s', 'X-S', [
          camera(
            'X-S20',
            '2023-06',
            1349,
            [
              ['XC 15-45mm', 100],
              ['XF 18-55mm F2.8-4 R LM OIS', 400],
            ],
            ['xs20'],
          ),
          camera(
            'X-S10',
            '2020-11',
            999,
            [
              ['XC 15-45mm', 100],
              ['XF 18-55mm F2.8-4 R LM OIS', 400],
            ],
            ['xs10'],
          ),
        ]),
        series('x-e-m', 'X-E / X-M', [
          camera('X-M5', '2024-11', 899, [['XC 15-45mm', 100]], ['xm5']),
          camera('X-E4', '2021-02', 899, [['XF 27mm F2.8 R WR', 200]], ['xe4']),
        ]),
        series('x-h', 'X-H', [
          camera('X-H2', '2022-09', 2199, [], ['xh2']),
          camera('X-H2S', '2022-07', 2699, [], ['xh2s']),
        ]),
        series(
          'x100',
          'X100',
          [
            camera('X100VI', '2024-02', 1799, [], ['x100 vi', 'x100 6']),
            camera('X100V', '2020-02', 1499, [], ['x100 v', 'x100 5']),
            camera('X100F', '2017-02', 1299, [], ['x100 f']),
          ],
          true,
        ),
        series('gfx', 'GFX', [
          camera('GFX100 II', '2023-09', 7999, [], ['gfx 100 ii']),
          camera('GFX 50S II', '2021-09', 3999, [['GF 35-70mm F4.5-5.6 WR', 500]], ['gfx50s ii']),
          camera('GFX100S', '2021-02', 5999, [], ['gfx 100s']),
        ]),
      ],
      true,
    ),
    brand('panasonic', [
      series(
        'lumix-s',
        'Lumix S',
        [
          camera('Lumix S9', '2024-06', 1699, [['Lumix S 20-60mm F3.5-5.6', 200]], ['s9']),
          camera('Lumix S5IIX', '2023-06', 2199, [], ['s5iix', 's5 iix']),
          camera('Lumix S5II', '2023-02', 1999, [['Lumix S 20-60mm F3.5-5.6', 300]], ['s5ii', 's5 ii']),
          camera('Lumix S5', '2020-09', 1999, [['Lumix S 20-60mm F3.5-5.6', 300]], ['s5']),
          camera('Lumix S1H', '2019-09', 3999, [], ['s1h']),
          camera('Lumix S1R', '2019-03', 3699, [], ['s1r']),
          camera('Lumix S1', '2019-03', 2499, [], ['s1']),
        ],
        true,
      ),
      series('lumix-g', 'Lumix G', [
        camera('Lumix GH7', '2024-07', 2199, [], ['gh7']),
        camera('Lumix G9II', '2023-11', 1899, [], ['g9 ii']),
        camera('Lumix GH6', '2022-03', 2199, [], ['gh6']),
        camera('Lumix GH5 II', '2021-06', 1699, [], ['gh5 ii']),
        camera('Lumix G100', '2020-07', 699, [['Lumix G Vario 12-32mm', 100]], ['g100']),
        camera('Lumix G9', '2018-01', 1699, [], ['g9']),
      ]),
      series('lumix-tz', 'Lumix TZ', [
        camera('Lumix TZ99', '2023-03', 449, [], ['tz99']),
        camera('Lumix TZ202', '2019-03', 749, [], ['tz202']),
      ]),
    ]),
    brand('om-system', [
      series('om', 'OM', [
        camera('OM-1 Mark II', '2024-02', 2399, [], ['om1 ii', 'om-1 ii']),
        camera('OM-1', '2022-03', 2199, [], ['om1']),
        camera('OM-5', '2022-11', 1299, [['M.Zuiko 12-45mm F4 PRO', 500]], ['om5']),
      ]),
      series('om-tough', 'Tough', [camera('Tough TG-7', '2023-10', 549, [], ['tg7', 'tg-7'])]),
    ]),
    brand('olympus', [
      series('om-d', 'OM-D', [
        camera('OM-D E-M1 Mark III', '2020-02', 1799, [], ['em1 iii', 'e-m1 iii']),
        camera('OM-D E-M10 Mark IV', '2020-09', 699, [['M.Zuiko 14-42mm EZ', 100]], ['em10 iv', 'e-m10 iv']),
        camera('OM-D E-M5 Mark III', '2019-11', 1199, [], ['em5 iii', 'e-m5 iii']),
      ]),
      series('pen', 'PEN', [camera('PEN E-P7', '2021-06', 799, [['M.Zuiko 14-42mm EZ', 100]], ['ep7', 'e-p7'])]),
      series('olympus-tough', 'Tough', [camera('Tough TG-6', '2019-06', 449, [], ['tg6', 'tg-6'])]),
    ]),
    brand('leica', [
      series('leica-q', 'Q', [
        camera('Q3 43', '2024-10', 6390),
        camera('Q3', '2023-05', 5990),
        camera('Q2', '2019-03', 4990),
      ]),
      series('leica-m', 'M', [
        camera('M11', '2022-01', 8350),
        camera('M10-R', '2020-07', 7990),
        camera('M10', '2017-01', 6500),
      ]),
      series('leica-sl', 'SL', [
        camera('SL3', '2024-03', 6990),
        camera('SL2-S', '2020-12', 4490),
        camera('SL2', '2019-11', 5990),
      ]),
      series('leica-d-lux', 'D-Lux', [camera('D-Lux 8', '2024-01', 1595, [], ['dlux 8'])]),
    ]),
    brand('pentax', [
      series('pentax-k', 'K', [
        camera('K-3 Mark III', '2021-04', 1999, [], ['k3 iii']),
        camera('K-1 Mark II', '2018-04', 1999, [], ['k1 ii']),
        camera('KF', '2022-11', 749, [['smc DA 18-55mm AL WR', 100]]),
        camera('K-70', '2016-06', 699, [['smc DA 18-55mm AL WR', 100]], ['k70']),
      ]),
    ]),
    brand('ricoh', [
      series('gr', 'GR', [
        camera('GR III HDF', '2023-09', 1099, [], ['gr3 hdf']),
        camera('GR IIIx', '2021-10', 999, [], ['gr3x']),
        camera('GR III', '2019-03', 899, [], ['gr3']),
      ]),
    ]),
    brand('hasselblad', [
      series('hasselblad-x', 'X', [
        camera('X2D 100C', '2022-09', 8199, [], ['x2d']),
        camera('X1D II 50C', '2019-06', 5999, [], ['x1d ii']),
      ]),
      series('hasselblad-907x', '907X', [camera('907X 50C', '2021-02', 6390, [], ['907x'])]),
    ]),
    brand('sigma', [
      series('sigma-fp', 'fp', [camera('fp L', '2021-04', 2499, [], ['fpl']), camera('fp', '2019-10', 1999)]),
    ]),
  ],
};
