import { brand, lens, series } from '../dsl';
import type { CategorySeed } from '../types';

const MIRRORLESS = ['Sony E', 'L-Mount'];
const DSLR = ['Canon EF', 'Nikon F'];
const APS_C = ['Sony E', 'Fujifilm X', 'Canon RF'];

/** Lenses: model, release, launch price EUR; lenses of independent makers per mount. */
export const lenses: CategorySeed = {
  id: 'lenses',
  manufacturers: [
    brand(
      'canon',
      [
        series(
          'canon-rf',
          'RF',
          [
            lens('RF 24-105mm F2.8L IS USM Z', '2023-11', 3199, [], ['rf 24-105 2.8']),
            lens('RF 10-20mm F4L IS STM', '2023-11', 2599, [], ['rf 10-20']),
            lens('RF 24-70mm F2.8L IS USM', '2019-09', 2999, [], ['rf 24-70']),
            lens('RF 70-200mm F2.8L IS USM', '2019-11', 3149, [], ['rf 70-200']),
            lens('RF 15-35mm F2.8L IS USM', '2019-09', 2599, [], ['rf 15-35']),
            lens('RF 24-105mm F4L IS USM', '2018-10', 1319, [], ['rf 24-105']),
            lens('RF 50mm F1.8 STM', '2020-12', 229, [], ['rf 50', 'nifty fifty']),
            lens('RF 85mm F1.2L USM', '2019-06', 2999, [], ['rf 85']),
            lens('RF 35mm F1.8 Macro IS STM', '2018-10', 599, [], ['rf 35']),
            lens('RF 100-500mm F4.5-7.1L IS USM', '2020-07', 3049, [], ['rf 100-500']),
            lens('RF 100mm F2.8L Macro IS USM', '2020-07', 1649, [], ['rf 100 macro']),
            lens('RF 28-70mm F2L USM', '2018-10', 3449, [], ['rf 28-70']),
            lens('RF 24-240mm F4-6.3 IS USM', '2019-09', 999, [], ['rf 24-240']),
            lens('RF 800mm F11 IS STM', '2020-07', 999, [], ['rf 800']),
          ],
          true,
        ),
        series('canon-ef', 'EF', [
          lens('EF 24-70mm f/2.8L II USM', '2012-06', 2199, [], ['ef 24-70']),
          lens('EF 70-200mm f/2.8L IS III USM', '2018-06', 2499, [], ['ef 70-200']),
          lens('EF 50mm f/1.8 STM', '2015-05', 139, [], ['ef 50']),
          lens('EF 100mm f/2.8L Macro IS USM', '2009-09', 1099, [], ['ef 100 macro']),
          lens('EF 16-35mm f/2.8L III USM', '2016-08', 2449, [], ['ef 16-35']),
          lens('EF 85mm f/1.4L IS USM', '2017-08', 1749, [], ['ef 85']),
          lens('EF 24-105mm f/4L IS II USM', '2016-08', 1199, [], ['ef 24-105']),
          lens('EF 100-400mm f/4.5-5.6L IS II USM', '2014-12', 2399, [], ['ef 100-400']),
        ]),
        series('canon-ef-s', 'EF-S', [
          lens('EF-S 10-18mm f/4.5-5.6 IS STM', '2014-05', 279, [], ['efs 10-18']),
          lens('EF-S 18-135mm f/3.5-5.6 IS USM', '2016-03', 549, [], ['efs 18-135']),
          lens('EF-S 24mm f/2.8 STM', '2014-09', 179, [], ['efs 24 pancake']),
        ]),
      ],
      true,
    ),
    brand(
      'nikon',
      [
        series(
          'nikkor-z',
          'NIKKOR Z',
          [
            lens('NIKKOR Z 28-400mm f/4-8 VR', '2024-03', 1399, [], ['z 28-400']),
            lens('NIKKOR Z 180-600mm f/5.6-6.3 VR', '2023-08', 1899, [], ['z 180-600']),
            lens('NIKKOR Z 24-70mm f/2.8 S', '2019-09', 2699, [], ['z 24-70 2.8']),
            lens('NIKKOR Z 70-200mm f/2.8 VR S', '2020-02', 2999, [], ['z 70-200']),
            lens('NIKKOR Z 14-24mm f/2.8 S', '2020-09', 2699, [], ['z 14-24']),
            lens('NIKKOR Z 24-120mm f/4 S', '2020-11', 1199, [], ['z 24-120']),
            lens('NIKKOR Z 50mm f/1.8 S', '2018-10', 649, [], ['z 50']),
            lens('NIKKOR Z 85mm f/1.8 S', '2019-09', 849, [], ['z 85']),
            lens('NIKKOR Z 35mm f/1.8 S', '2018-09', 949, [], ['z 35']),
            lens('NIKKOR Z 100-400mm f/4.5-5.6 VR S', '2021-08', 2999, [], ['z 100-400']),
            lens('NIKKOR Z 24-70mm f/4 S', '2018-09', 1099, [], ['z 24-70 f4']),
            lens('NIKKOR Z MC 105mm f/2.8 VR S', '2021-06', 1099, [], ['z 105 macro']),
          ],
          true,
        ),
        series('nikkor-z-dx', 'NIKKOR Z DX', [
          lens('NIKKOR Z DX 24mm f/1.7', '2023-06', 329, [], ['z dx 24']),
          lens('NIKKOR Z DX 18-140mm f/3.5-6.3 VR', '2021-08', 649, [], ['z dx 18-140']),
          lens('NIKKOR Z DX 16-50mm f/3.5-6.3 VR', '2019-10', 349, [], ['z dx 16-50']),
          lens('NIKKOR Z DX 50-250mm f/4.5-6.3 VR', '2019-10', 399, [], ['z dx 50-250']),
        ]),
        series('nikkor-f', 'NIKKOR F', [
          lens('AF-S NIKKOR 24-70mm f/2.8E ED VR', '2015-08', 2399, [], ['afs 24-70']),
          lens('AF-S NIKKOR 70-200mm f/2.8E FL ED VR', '2016-10', 2999, [], ['afs 70-200']),
          lens('AF-S NIKKOR 50mm f/1.8G', '2011-04', 239, [], ['afs 50']),
          lens('AF-S NIKKOR 85mm f/1.8G', '2012-01', 539, [], ['afs 85']),
          lens('AF-S NIKKOR 200-500mm f/5.6E ED VR', '2015-08', 1499, [], ['afs 200-500']),
          lens('AF-S NIKKOR 14-24mm f/2.8G ED', '2007-08', 1999, [], ['afs 14-24']),
        ]),
      ],
      true,
    ),
    brand(
      'sony',
      [
        series(
          'sony-fe',
          'FE',
          [
            lens('FE 28-70mm F2 GM', '2024-11', 2999, [], ['sel2870gm']),
            lens('FE 70-200mm F4 Macro G OSS II', '2023-10', 1899, [], ['sel70200g2']),
            lens('FE 24-70mm F2.8 GM II', '2022-04', 2499, [], ['sel2470gm2', 'gm 24-70 ii']),
            lens('FE 70-200mm F2.8 GM OSS II', '2021-10', 2999, [], ['sel70200gm2', 'gm 70-200 ii']),
            lens('FE 16-35mm F2.8 GM II', '2023-08', 2599, [], ['sel1635gm2']),
            lens('FE 20-70mm F4 G', '2023-01', 1599, [], ['sel2070g']),
            lens('FE 35mm F1.4 GM', '2021-01', 1599, [], ['sel35f14gm']),
            lens('FE 200-600mm F5.6-6.3 G OSS', '2019-06', 2199, [], ['sel200600g']),
            lens('FE 135mm F1.8 GM', '2019-02', 2099, [], ['sel135f18gm']),
            lens('FE 24-105mm F4 G OSS', '2017-11', 1349, [], ['sel24105g']),
            lens('FE 85mm F1.8', '2017-03', 649, [], ['sel85f18']),
            lens('FE 50mm F1.8', '2016-05', 279, [], ['sel50f18f']),
            lens('FE 24-70mm F2.8 GM', '2016-02', 2399, [], ['sel2470gm']),
            lens('FE 90mm F2.8 Macro G OSS', '2015-03', 1199, [], ['sel90m28g']),
          ],
          true,
        ),
        series('sony-e', 'E', [
          lens('E 11mm F1.8', '2022-06', 599, [], ['sel11f18']),
          lens('E 16-55mm F2.8 G', '2019-08', 1499, [], ['sel1655g']),
          lens('E 70-350mm F4.5-6.3 G OSS', '2019-08', 1099, [], ['sel70350g']),
          lens('E 18-135mm F3.5-5.6 OSS', '2018-02', 599, [], ['sel18135']),
        ]),
      ],
      true,
    ),
    brand(
      'sigma',
      [
        series(
          'sigma-art',
          'Art',
          [
            lens('24-70mm F2.8 DG DN II | Art', '2024-05', 1399, MIRRORLESS),
            lens('35mm F1.4 DG DN | Art', '2021-04', 899, MIRRORLESS),
            lens('105mm F2.8 DG DN Macro | Art', '2020-10', 699, MIRRORLESS),
            lens('85mm F1.4 DG DN | Art', '2020-08', 1199, MIRRORLESS),
            lens('24-70mm F2.8 DG DN | Art', '2019-11', 1399, MIRRORLESS),
            lens('14-24mm F2.8 DG DN | Art', '2019-08', 1499, MIRRORLESS),
            lens('50mm F1.4 DG HSM | Art', '2014-03', 949, DSLR),
            lens('18-35mm F1.8 DC HSM | Art', '2013-06', 799, DSLR),
            lens('35mm F1.4 DG HSM | Art', '2012-12', 899, DSLR),
          ],
          true,
        ),
        series('sigma-contemporary', 'Contemporary', [
          lens('18-50mm F2.8 DC DN | Contemporary', '2021-10', 549, ['Sony E', 'Fujifilm X', 'L-Mount']),
          lens('28-70mm F2.8 DG DN | Contemporary', '2021-02', 799, MIRRORLESS),
          lens('100-400mm F5-6.3 DG DN OS | Contemporary', '2020-07', 999, MIRRORLESS),
          lens('56mm F1.4 DC DN | Contemporary', '2018-10', 449, APS_C),
          lens('16mm F1.4 DC DN | Contemporary', '2017-10', 449, APS_C),
        ]),
        series('sigma-sports', 'Sports', [
          lens('60-600mm F4.5-6.3 DG DN OS | Sports', '2023-05', 2299, MIRRORLESS),
          lens('150-600mm F5-6.3 DG DN OS | Sports', '2020-10', 1499, MIRRORLESS),
        ]),
      ],
      true,
    ),
    brand('tamron', [
      series('tamron-di-iii', 'Di III', [
        lens('28-75mm F/2.8 Di III VXD G2', '2021-10', 899, ['Sony E', 'Nikon Z'], ['a063']),
        lens('35-150mm F/2-2.8 Di III VXD', '2021-10', 1999, ['Sony E', 'Nikon Z'], ['a058']),
        lens('150-500mm F/5-6.7 Di III VC VXD', '2021-06', 1399, ['Sony E', 'Fujifilm X'], ['a057']),
        lens('17-70mm F/2.8 Di III-A VC RXD', '2021-01', 849, ['Sony E', 'Fujifilm X'], ['b070']),
        lens('28-200mm F/2.8-5.6 Di III RXD', '2020-06', 749, ['Sony E'], ['a071']),
        lens('70-180mm F/2.8 Di III VXD', '2020-05', 1399, ['Sony E'], ['a056']),
        lens('17-28mm F/2.8 Di III RXD', '2019-07', 899, ['Sony E'], ['a046']),
      ]),
      series('tamron-dslr', 'SP / Di II', [
        lens('SP 24-70mm F/2.8 Di VC USD G2', '2017-07', 1499, DSLR, ['a032']),
        lens('18-400mm F/3.5-6.3 Di II VC HLD', '2017-07', 749, DSLR, ['b028']),
      ]),
    ]),
    brand('fujifilm', [
      series(
        'fujinon-xf',
        'XF',
        [
          lens('XF 56mm F1.2 R WR', '2022-09', 999, [], ['xf 56']),
          lens('XF 23mm F1.4 R LM WR', '2021-10', 999, [], ['xf 23']),
          lens('XF 33mm F1.4 R LM WR', '2021-10', 899, [], ['xf 33']),
          lens('XF 18mm F1.4 R LM WR', '2021-05', 999, [], ['xf 18']),
          lens('XF 70-300mm F4-5.6 R LM OIS WR', '2021-02', 799, [], ['xf 70-300']),
          lens('XF 10-24mm F4 R OIS WR', '2020-12', 999, [], ['xf 10-24']),
          lens('XF 16-80mm F4 R OIS WR', '2019-09', 899, [], ['xf 16-80']),
          lens('XF 100-400mm F4.5-5.6 R LM OIS WR', '2016-02', 1899, [], ['xf 100-400']),
          lens('XF 35mm F2 R WR', '2015-11', 399, [], ['xf 35']),
          lens('XF 16-55mm F2.8 R LM WR', '2015-02', 1199, [], ['xf 16-55']),
          lens('XF 50-140mm F2.8 R LM OIS WR', '2014-11', 1599, [], ['xf 50-140']),
          lens('XF 18-55mm F2.8-4 R LM OIS', '2012-09', 699, [], ['xf 18-55']),
        ],
        true,
      ),
      series('fujinon-gf', 'GF', [
        lens('GF 110mm F2 R LM WR', '2017-10', 2899, [], ['gf 110']),
        lens('GF 45mm F2.8 R WR', '2017-05', 1899, [], ['gf 45']),
        lens('GF 32-64mm F4 R LM WR', '2017-02', 2499, [], ['gf 32-64']),
      ]),
    ]),
    brand('zeiss', [
      series('batis', 'Batis', [
        lens('Batis 2/25', '2015-04', 1299, [], ['batis 25']),
        lens('Batis 1.8/85', '2015-04', 1299, [], ['batis 85']),
        lens('Batis 2/40 CF', '2018-09', 1299, [], ['batis 40']),
        lens('Batis 2.8/135', '2017-09', 2199, [], ['batis 135']),
      ]),
      series('loxia', 'Loxia', [
        lens('Loxia 2/35', '2014-12', 1299, [], ['loxia 35']),
        lens('Loxia 2.8/21', '2015-11', 1499, [], ['loxia 21']),
      ]),
      series('otus', 'Otus', [lens('Otus 1.4/55', '2013-10', 3999, DSLR, ['otus 55'])]),
      series('milvus', 'Milvus', [lens('Milvus 1.4/50', '2015-09', 1299, DSLR, ['milvus 50'])]),
    ]),
    brand('samyang', [
      series('samyang-af', 'AF', [
        lens('AF 35mm F1.4 FE II', '2023-09', 799),
        lens('AF 85mm F1.4 FE II', '2022-11', 799),
        lens('AF 24mm F1.8 FE', '2020-03', 399),
        lens('AF 14mm F2.8', '2017-06', 799, ['Sony E', 'Canon EF']),
      ]),
      series('samyang-mf', 'MF', [
        lens('MF 14mm F2.8 ED AS IF UMC', '2010-06', 399, ['Canon EF', 'Nikon F', 'Sony E']),
      ]),
    ]),
    brand('tokina', [
      series('tokina-atx-m', 'atx-m', [
        lens('atx-m 33mm F1.4 X', '2022-07', 399, ['Fujifilm X', 'Sony E']),
        lens('atx-m 56mm F1.4 X', '2022-07', 399, ['Fujifilm X', 'Sony E']),
      ]),
      series('tokina-atx-i', 'atx-i', [lens('atx-i 11-16mm F2.8 CF', '2019-09', 499, DSLR)]),
      series('tokina-opera', 'opera', [lens('opera 50mm F1.4 FF', '2018-07', 999, DSLR)]),
    ]),
    brand('viltrox', [
      series('viltrox-pro', 'Pro', [
        lens('AF 27mm F1.2 Pro', '2023-11', 549, ['Fujifilm X', 'Sony E', 'Nikon Z']),
        lens('AF 75mm F1.2 Pro', '2023-06', 549, ['Fujifilm X', 'Sony E', 'Nikon Z']),
      ]),
      series('viltrox-af', 'AF', [
        lens('AF 85mm F1.8 II', '2021-06', 399, ['Sony E', 'Fujifilm X', 'Nikon Z']),
        lens('AF 23mm F1.4', '2021-01', 279, ['Fujifilm X', 'Sony E', 'Nikon Z']),
      ]),
    ]),
    brand('voigtlaender', [
      series('nokton', 'Nokton', [
        lens('Nokton 50mm F1.2 Aspherical', '2019-04', 1099, ['Sony E']),
        lens('Nokton 35mm F1.4 II', '2019-02', 699, ['Leica M']),
        lens('Nokton 40mm F1.2 Aspherical', '2018-04', 799, ['Sony E']),
      ]),
      series('apo-lanthar', 'APO-Lanthar', [lens('APO-Lanthar 65mm F2 Macro', '2020-03', 1049, ['Sony E'])]),
      series('ultron', 'Ultron', [lens('Ultron 35mm F2 Aspherical', '2022-05', 649, ['Sony E'])]),
    ]),
  ],
};
