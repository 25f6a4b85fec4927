import { brand, camera, series } from '../dsl';
import type { CategorySeed } from '../types';

/** Camcorders, action and 360° cameras, cinema cameras: model, release, launch price EUR. */
export const camcorders: CategorySeed = {
  id: 'camcorders',
  manufacturers: [
    brand(
      'sony',
      [
        series(
          'handycam',
          'Handycam',
          [
            camera('FDR-AX700', '2017-10', 1999, [], ['ax700']),
            camera('FDR-AX53', '2016-02', 999, [], ['ax53']),
            camera('FDR-AX43', '2020-02', 849, [], ['ax43']),
            camera('FDR-AX100', '2014-02', 1699, [], ['ax100']),
            camera('HDR-CX625', '2016-03', 499, [], ['cx625']),
            camera('HDR-CX405', '2015-01', 249, [], ['cx405']),
          ],
          true,
        ),
        series('cinema-line', 'Cinema Line', [
          camera('FX30', '2022-10', 2099, [], ['ilme-fx30']),
          camera('FX3', '2021-03', 4699, [], ['ilme-fx3']),
          camera('FX6', '2020-11', 6800, [], ['ilme-fx6']),
        ]),
      ],
      true,
    ),
    brand(
      'panasonic',
      [
        series('hc-v', 'HC-V', [
          camera('HC-V800', '2020-09', 599, [], ['v800']),
          camera('HC-V180', '2019-03', 249, [], ['v180']),
        ]),
        series('hc-vx', 'HC-VX', [
          camera('HC-VX11', '2020-09', 699, [], ['vx11']),
          camera('HC-VXF1', '2017-02', 799, [], ['vxf1']),
        ]),
        series('hc-x', 'HC-X', [
          camera('HC-X2000', '2020-02', 2499, [], ['x2000']),
          camera('HC-X1500', '2020-02', 1899, [], ['x1500']),
        ]),
      ],
      true,
    ),
    brand(
      'canon',
      [
        series('legria', 'LEGRIA', [
          camera('LEGRIA HF G70', '2022-08', 1399, [], ['hf g70']),
          camera('LEGRIA HF G50', '2019-05', 1399, [], ['hf g50']),
          camera('LEGRIA GX10', '2017-11', 2499, [], ['gx10']),
          camera('LEGRIA HF R806', '2016-01', 299, [], ['hf r806']),
        ]),
        series('canon-xa', 'XA / XF', [
          camera('XF605', '2021-11', 4999),
          camera('XA60', '2022-10', 2099),
          camera('XA40', '2018-03', 1699),
        ]),
      ],
      true,
    ),
    brand(
      'gopro',
      [
        series(
          'hero',
          'HERO',
          [
            camera('HERO13 Black', '2024-09', 449, [], ['hero 13', 'gopro 13']),
            camera('HERO12 Black', '2023-09', 449, [], ['hero 12', 'gopro 12']),
            camera('HERO11 Black', '2022-09', 549, [], ['hero 11', 'gopro 11']),
            camera('HERO11 Black Mini', '2022-09', 449, [], ['hero 11 mini']),
            camera('HERO10 Black', '2021-09', 549, [], ['hero 10', 'gopro 10']),
            camera('HERO9 Black', '2020-09', 479, [], ['hero 9', 'gopro 9']),
            camera('HERO8 Black', '2019-10', 429, [], ['hero 8', 'gopro 8']),
          ],
          true,
        ),
        series('gopro-max', 'MAX', [camera('MAX', '2019-10', 529, [], ['gopro max 360'])]),
      ],
      true,
    ),
    brand(
      'dji',
      [
        series(
          'osmo-pocket',
          'Osmo Pocket',
          [
            camera('Osmo Pocket 3', '2023-10', 539, [], ['pocket 3']),
            camera('Pocket 2', '2020-10', 369, [], ['osmo pocket 2']),
          ],
          true,
        ),
        series('osmo-action', 'Osmo Action', [
          camera('Osmo Action 5 Pro', '2024-09', 379, [], ['action 5 pro']),
          camera('Osmo Action 4', '2023-08', 429, [], ['action 4']),
          camera('Osmo Action 3', '2022-09', 349, [], ['action 3']),
          camera('Action 2', '2021-10', 399, [], ['osmo action 2']),
        ]),
      ],
      true,
    ),
    brand('insta360', [
      series('insta360-x', 'X', [
        camera('X4', '2024-04', 549, [], ['insta360 x4']),
        camera('X3', '2022-09', 499, [], ['insta360 x3']),
      ]),
      series('insta360-one', 'ONE', [camera('ONE RS 1-Inch 360 Edition', '2022-06', 849, [], ['one rs 1 inch'])]),
      series('insta360-ace', 'Ace', [camera('Ace Pro 2', '2024-10', 449), camera('Ace Pro', '2023-11', 449)]),
      series('insta360-go', 'GO', [
        camera('GO 3S', '2024-10', 399, [], ['go3s']),
        camera('GO 3', '2023-06', 379, [], ['go3']),
      ]),
    ]),
    brand('jvc', [
      series('everio', 'Everio', [
        camera('Everio GZ-R495', '2020-03', 349, [], ['gz-r495']),
        camera('Everio GZ-RX645', '2019-03', 449, [], ['gz-rx645']),
        camera('Everio GZ-R445', '2018-03', 299, [], ['gz-r445']),
      ]),
    ]),
    brand('blackmagic', [
      series('pocket-cinema-camera', 'Pocket Cinema Camera', [
        camera('Pocket Cinema Camera 6K G2', '2021-11', 1995, [], ['bmpcc 6k g2']),
        camera('Pocket Cinema Camera 6K Pro', '2021-02', 2535, [], ['bmpcc 6k pro']),
        camera('Pocket Cinema Camera 4K', '2018-09', 1295, [], ['bmpcc 4k']),
      ]),
      series('cinema-camera', 'Cinema Camera', [camera('Cinema Camera 6K', '2023-06', 2595, [], ['bmcc 6k'])]),
    ]),
  ],
};
