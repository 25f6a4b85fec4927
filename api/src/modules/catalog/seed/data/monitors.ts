import { brand, series, single } from '../dsl';
import type { CategorySeed } from '../types';

/** Monitors: model, release, launch price EUR. */
export const monitors: CategorySeed = {
  id: 'monitors',
  manufacturers: [
    brand(
      'dell',
      [
        series(
          'ultrasharp',
          'UltraSharp',
          [
            single('UltraSharp U4025QW', '2024-02', 2299, ['u4025qw']),
            single('UltraSharp U2724DE', '2023-11', 599, ['u2724de']),
            single('UltraSharp U2723QE', '2022-05', 759, ['u2723qe']),
            single('UltraSharp U3423WE', '2022-03', 999, ['u3423we']),
            single('UltraSharp U3223QE', '2022-02', 1049, ['u3223qe']),
            single('UltraSharp U2422H', '2021-03', 349, ['u2422h']),
          ],
          true,
        ),
        series('alienware', 'Alienware', [
          single('Alienware AW2725DF', '2024-03', 899, ['aw2725df']),
          single('Alienware AW3225QF', '2024-02', 1199, ['aw3225qf']),
          single('Alienware AW2523HF', '2023-01', 499, ['aw2523hf']),
          single('Alienware AW3423DWF', '2022-11', 999, ['aw3423dwf']),
        ]),
        series('dell-p', 'P', [
          single('P2723DE', '2022-03', 449),
          single('P3223QE', '2022-04', 749),
          single('P2422H', '2021-02', 249),
        ]),
        series('dell-s', 'S', [single('S3222DGM', '2021-09', 399), single('S2721DGF', '2020-10', 399)]),
      ],
      true,
    ),
    brand(
      'lg',
      [
        series(
          'ultragear',
          'UltraGear',
          [
            single('UltraGear 32GS95UE-B', '2024-04', 1399, ['32gs95ue']),
            single('UltraGear 27GR95QE-B', '2023-03', 999, ['27gr95qe']),
            single('UltraGear 45GR95QE-B', '2023-03', 1699, ['45gr95qe']),
            single('UltraGear 27GP850P-B', '2021-09', 449, ['27gp850']),
            single('UltraGear 27GN950-B', '2020-07', 799, ['27gn950']),
          ],
          true,
        ),
        series('ultrafine', 'UltraFine', [
          single('UltraFine 32EP950 OLED Pro', '2021-06', 3999, ['32ep950']),
          single('UltraFine 27UN880-B Ergo', '2020-09', 649, ['27un880']),
          single('UltraFine 32UN880-B Ergo', '2020-09', 749, ['32un880']),
          single('UltraFine 5K', '2019-05', 1399, ['27md5ka']),
          single('27UL850-W', '2018-06', 499, ['27ul850']),
        ]),
        series('ultrawide', 'UltraWide', [
          single('UltraWide 34WQ75C-B', '2022-06', 599, ['34wq75c']),
          single('UltraWide 40WP95C-W', '2021-09', 1699, ['40wp95c']),
          single('UltraWide 34WN80C-B', '2020-03', 699, ['34wn80c']),
        ]),
      ],
      true,
    ),
    brand(
      'samsung',
      [
        series(
          'odyssey',
          'Odyssey',
          [
            single('Odyssey OLED G6', '2024-04', 999, ['g60sd']),
            single('Odyssey Neo G9 (57")', '2023-08', 2599, ['g95nc']),
            single('Odyssey OLED G9', '2023-06', 1799, ['g95sc']),
            single('Odyssey OLED G8', '2022-11', 1499, ['g85sb']),
            single('Odyssey G9', '2020-06', 1499, ['c49g95t']),
            single('Odyssey G7 (32")', '2020-06', 799, ['c32g75t']),
            single('Odyssey G5 (27")', '2020-09', 329, ['c27g55t']),
          ],
          true,
        ),
        series('viewfinity', 'ViewFinity', [
          single('ViewFinity S9', '2023-07', 1799, ['s90pc']),
          single('ViewFinity S8', '2022-06', 549, ['s80ua']),
        ]),
        series('smart-monitor', 'Smart Monitor', [
          single('Smart Monitor M8', '2022-05', 749, ['m80b']),
          single('Smart Monitor M7', '2021-06', 449, ['m70a']),
        ]),
      ],
      true,
    ),
    brand(
      'apple',
      [
        series('studio-display', 'Studio Display', [single('Studio Display', '2022-03', 1749)]),
        series('pro-display', 'Pro Display XDR', [single('Pro Display XDR', '2019-12', 5499, ['xdr'])]),
      ],
      true,
    ),
    brand('asus', [
      series('proart-display', 'ProArt Display', [
        single('ProArt PA279CRV', '2023-03', 469, ['pa279crv']),
        single('ProArt PA278QV', '2020-04', 299, ['pa278qv']),
        single('ProArt PA32UCX', '2019-12', 3999, ['pa32ucx']),
      ]),
      series('rog-swift', 'ROG Swift', [
        single('ROG Swift PG32UCDM', '2024-03', 1499, ['pg32ucdm']),
        single('ROG Swift PG27AQDM', '2023-04', 999, ['pg27aqdm']),
        single('ROG Swift PG279QM', '2021-03', 799, ['pg279qm']),
      ]),
      series('tuf-gaming', 'TUF Gaming', [
        single('TUF Gaming VG249Q1A', '2021-03', 179, ['vg249q1a']),
        single('TUF Gaming VG27AQ', '2019-09', 429, ['vg27aq']),
      ]),
    ]),
    brand('benq', [
      series('benq-pd', 'DesignVue PD', [single('PD2725U', '2021-05', 999), single('PD3220U', '2020-06', 1199)]),
      series('benq-sw', 'PhotoVue SW', [single('SW272U', '2022-02', 1899)]),
      series('mobiuz', 'MOBIUZ', [
        single('MOBIUZ EX3210U', '2022-05', 999, ['ex3210u']),
        single('MOBIUZ EX2710Q', '2021-04', 549, ['ex2710q']),
      ]),
      series('zowie', 'ZOWIE', [single('ZOWIE XL2546K', '2021-01', 599, ['xl2546k'])]),
      series('benq-gw', 'GW', [single('GW2780', '2018-03', 169)]),
    ]),
    brand('eizo', [
      series('coloredge', 'ColorEdge', [
        single('ColorEdge CG2700X', '2022-10', 2999, ['cg2700x']),
        single('ColorEdge CS2740', '2020-02', 1399, ['cs2740']),
        single('ColorEdge CG319X', '2017-04', 5999, ['cg319x']),
      ]),
      series('flexscan', 'FlexScan', [
        single('FlexScan EV2795', '2019-11', 899, ['ev2795']),
        single('FlexScan EV3895', '2019-02', 1599, ['ev3895']),
        single('FlexScan EV2760', '2017-03', 649, ['ev2760']),
      ]),
    ]),
    brand('aoc', [
      series('agon', 'AGON', [single('AGON PRO AG276QZD', '2023-06', 899, ['ag276qzd'])]),
      series('aoc-gaming', 'Gaming', [single('Q27G3XMN', '2023-06', 329), single('CU34G2X', '2019-11', 449)]),
      series('aoc-pro', 'Pro-line', [single('U27P2', '2021-02', 399)]),
    ]),
    brand('philips', [
      series('evnia', 'Evnia', [single('Evnia 34M2C8600', '2023-05', 1099, ['34m2c8600'])]),
      series('brilliance', 'Brilliance', [
        single('Brilliance 279P1', '2019-09', 549, ['279p1']),
        single('Brilliance 499P9H', '2019-04', 1099, ['499p9h']),
      ]),
      series('momentum', 'Momentum', [single('Momentum 559M1RYV', '2020-10', 1399, ['559m1ryv'])]),
    ]),
    brand('viewsonic', [
      series('viewsonic-vp', 'ColorPro VP', [single('VP2786-4K', '2022-03', 1199)]),
      series('viewsonic-vx', 'VX', [single('VX2728J', '2022-06', 249), single('VX3418-2KPC', '2021-04', 399)]),
      series('viewsonic-xg', 'ELITE XG', [single('XG270QG', '2019-11', 799)]),
    ]),
    brand('msi', [
      series('msi-mpg', 'MPG', [single('MPG 321URX QD-OLED', '2024-03', 1299, ['321urx'])]),
      series('msi-mag', 'MAG', [
        single('MAG 271QPX QD-OLED', '2024-01', 899, ['271qpx']),
        single('Optix MAG274QRF-QD', '2020-11', 499, ['mag274qrf']),
      ]),
    ]),
    brand('acer', [
      series('acer-predator', 'Predator', [
        single('Predator X27U', '2023-04', 999, ['x27u']),
        single('Predator XB273U', '2019-06', 649, ['xb273u']),
      ]),
      series('acer-nitro', 'Nitro', [
        single('Nitro XV272U', '2020-06', 499, ['xv272u']),
        single('Nitro VG270UP', '2019-07', 379, ['vg270up']),
      ]),
    ]),
    brand('hp', [
      series('hp-z', 'Z', [single('Z32k G3', '2022-02', 999), single('Z27k G3', '2021-03', 799)]),
      series('hp-omen', 'OMEN', [single('OMEN 27', '2020-11', 449)]),
      series('hp-e', 'E', [single('E27 G5', '2022-06', 279)]),
    ]),
    brand('lenovo', [
      series('thinkvision', 'ThinkVision', [
        single('ThinkVision P32p-30', '2022-08', 999, ['p32p-30']),
        single('ThinkVision P27h-30', '2022-05', 499, ['p27h-30']),
      ]),
      series('legion-monitor', 'Legion', [single('Legion R27q-30', '2023-01', 349, ['r27q-30'])]),
    ]),
    brand('gigabyte', [
      series('aorus', 'AORUS', [
        single('AORUS FO32U2P', '2024-03', 1299, ['fo32u2p']),
        single('AORUS FI27Q-X', '2020-11', 649, ['fi27q-x']),
      ]),
      series('gigabyte-m', 'M', [single('M32U', '2021-06', 799), single('M27Q', '2020-11', 349)]),
    ]),
    brand('iiyama', [
      series('g-master', 'G-Master', [
        single('G-Master GB2770QSU-B5', '2022-04', 289, ['gb2770qsu']),
        single('G-Master GCB3480WQSU-B1', '2021-05', 379, ['gcb3480wqsu']),
      ]),
      series('prolite', 'ProLite', [
        single('ProLite XUB2792QSU-B5', '2021-03', 279, ['xub2792qsu']),
        single('ProLite XUB3493WQSU-B5', '2020-09', 459, ['xub3493wqsu']),
      ]),
    ]),
  ],
};
