import { expect, test } from '@playwright/test';
import { apiUrl, shopUrl } from '../support/env';
import { decideCookies } from '../support/shop';

const CORE = ['hero', 'search', 'categories', 'steps', 'trust', 'help'];
const OPTIONAL = [
  'review-seal',
  'review-slider',
  'newsletter',
  'social-media',
  'conditions-video',
  'b2b-teaser',
  'banner',
];

/**
 * What each host's home page must show beyond the core, from the countries' flags (spec section 9:
 * review seal and slider only in de, social media in de and at, newsletter everywhere but at, the
 * conditions video where flagged, B2B only in de, the home banner where flagged: every country) and the shop mode
 * (widgets show none of our channels and no banner).
 */
const HOSTS: { host: string; lang: string; optional: string[] }[] = [
  {
    host: 'de.localhost',
    lang: 'de-DE',
    optional: [
      'review-seal',
      'review-slider',
      'newsletter',
      'social-media',
      'conditions-video',
      'b2b-teaser',
      'banner',
    ],
  },
  { host: 'at.localhost', lang: 'de-AT', optional: ['social-media', 'banner'] },
  { host: 'es.localhost', lang: 'es-ES', optional: ['newsletter', 'banner'] },
  { host: 'fr.localhost', lang: 'fr-FR', optional: ['newsletter', 'conditions-video', 'banner'] },
  { host: 'it.localhost', lang: 'it-IT', optional: ['newsletter', 'banner'] },
  {
    host: 'agan.localhost',
    lang: 'de-DE',
    optional: ['review-seal', 'review-slider', 'newsletter', 'social-media', 'conditions-video', 'banner'],
  },
  { host: 'aganwidget.localhost', lang: 'de-DE', optional: ['conditions-video'] },
  { host: 'b2bwidget.de.localhost', lang: 'de-DE', optional: ['conditions-video'] },
  { host: 'b2bwidget.at.localhost', lang: 'de-AT', optional: [] },
  { host: 'b2bwidget.es.localhost', lang: 'es-ES', optional: [] },
  { host: 'b2bwidget.fr.localhost', lang: 'fr-FR', optional: ['conditions-video'] },
  { host: 'b2bwidget.it.localhost', lang: 'it-IT', optional: [] },
];

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

test.describe('home page per country and shop mode', () => {
  for (const { host, lang, optional } of HOSTS) {
    test(`${host} shows the core and exactly its flagged elements`, async ({ page }) => {
      await page.goto(shopUrl(host, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const region = page.locator('[data-boundary="mf-content"]');
      await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
      for (const section of CORE)
        await expect(region.locator(`[data-home-section="${section}"]`), section).toBeVisible();
      for (const section of OPTIONAL) {
        await expect(region.locator(`[data-home-section="${section}"]`), section).toHaveCount(
          optional.includes(section) ? 1 : 0,
        );
      }
      // What we buy: all eight categories.
      await expect(region.locator('[data-home-section="categories"] li')).toHaveCount(8);
      // How it works in three steps.
      await expect(region.locator('[data-home-section="steps"] li')).toHaveCount(3);
      // The footer's carrier: DHL in Germany, UPS elsewhere (spec section 9).
      await expect(page.getByRole('contentinfo').locator('[data-carrier]')).toHaveAttribute(
        'data-carrier',
        lang === 'de-DE' ? 'dhl' : 'ups',
      );
    });
  }

  test('the first view shows the content the server wrote into the page: no API request for it, no HTTP client before the first render', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.addInitScript(() => {
      const win = window as unknown as { __firstRenderAt?: number };
      new MutationObserver(() => {
        if (
          win.__firstRenderAt === undefined &&
          document.querySelector('[data-boundary="mf-content"] [data-remote-version]')
        )
          win.__firstRenderAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(shopUrl('it.localhost', '/'));
    const region = page.locator('[data-boundary="mf-content"]');
    await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(region.locator('[data-home-section="categories"] li')).toHaveCount(8);
    expect(asked.filter((path) => path.startsWith('/api/cms/home-pages'))).toEqual([]);
    // The HTTP client (axios) is fetched for what the page does next, after its first render.
    await expect.poll(() => asked.some((path) => /\/axios\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    const { firstRenderAt, axiosAt } = await page.evaluate(() => ({
      firstRenderAt: (window as unknown as { __firstRenderAt: number }).__firstRenderAt,
      axiosAt: performance.getEntriesByType('resource').find((entry) => /\/axios\.[0-9a-f]+\.js$/.test(entry.name))!
        .startTime,
    }));
    expect(axiosAt).toBeGreaterThanOrEqual(firstRenderAt);
    // A view of the home page after the first 10 s asks the API again.
    await page.waitForTimeout(Math.max(0, 10_500 - (await page.evaluate(() => performance.now()))));
    await region.locator('[data-home-section="categories"] a').first().click();
    await expect(page).not.toHaveURL(shopUrl('it.localhost', '/'));
    const home = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/cms/home-pages/it-default',
    );
    await page.goBack();
    expect((await home).status()).toBe(200);
    await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the search entry leads to the search page with the query', async ({ page }) => {
    await page.goto(shopUrl('fr.localhost', '/'));
    const search = page.getByRole('search', { name: 'Quel appareil souhaitez-vous vendre ?' });
    await search.getByRole('searchbox').fill('iphone 13');
    await search.getByRole('button', { name: 'Voir le prix' }).click();
    await expect(page).toHaveURL(/\/recherche\?q=iphone\+13$/);
  });

  test('the home banner tells its news and leads to its page', async ({ page }) => {
    await page.goto(shopUrl('it.localhost', '/'));
    const banner = page.getByRole('region', { name: 'Il tuo prezzo è garantito per 7 giorni' });
    await expect(banner).toContainText('se le condizioni corrispondono, ti paghiamo esattamente quel prezzo');
    await banner.getByRole('link', { name: 'Come funziona' }).click();
    await expect(page).toHaveURL(/\/come-funziona$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a category tile leads to its sell page', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/'));
    await page
      .locator('[data-home-section="categories"]')
      .getByRole('link', { name: /Kameras/ })
      .click();
    await expect(page).toHaveURL(/\/verkaufen\/kameras$/);
    await expect(page.locator('[data-boundary="mf-catalog"]')).toHaveCount(1);
  });

  test('the review slider moves by its buttons and the video has captions in the page’s language', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/'));
    const slides = page.getByRole('group', { name: /von 5/ });
    await expect(slides).toHaveCount(5);
    await expect(slides.first()).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Nächste Bewertung' }).click();
    await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
    const track = page.locator('[data-home-section="conditions-video"] track');
    const src = await track.getAttribute('src');
    const vtt = await page.request.get(apiUrl(src!));
    expect(vtt.status()).toBe(200);
    expect(await vtt.text()).toContain('Wie neu: keine Kratzer');
    const video = page.locator('[data-home-section="conditions-video"] video source');
    const file = await page.request.get(
      apiUrl(new URL((await video.getAttribute('src'))!, shopUrl('de.localhost')).pathname),
    );
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // a WebM (EBML) file
    // It knows how long it is before it has loaded (a MediaRecorder file does not: no duration, no seeking).
    const seconds = await page.locator('[data-home-section="conditions-video"] video').evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          element.onloadedmetadata = () => resolve(element.duration);
          element.onerror = () => reject(new Error('the video does not load'));
          element.preload = 'metadata';
          element.load();
        }),
    );
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThan(40);
  });

  for (const width of [320, 768, 1280]) {
    test(`the German home page fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(shopUrl('de.localhost', '/'));
      const region = page.locator('[data-boundary="mf-content"]');
      await expect(region.locator('[data-home-section="help"]')).toBeVisible();
      const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`home-de-${width}.png`), fullPage: true });
      if (width === 320) {
        // A full 320 px page is too tall to read as one picture: the first screens one by one too.
        for (let n = 0; n < 3; n++) {
          await page.evaluate((top) => window.scrollTo(0, top), n * 900);
          await page.screenshot({ path: test.info().outputPath(`home-de-${width}-${n + 1}.png`) });
        }
      }
    });
  }
});
