import { expect, test, type Page } from '@playwright/test';
import { COUNTRY_CODES, type CountryCode } from 'config';
import { runAxe } from '../support/axe';
import { answerAll, catalogTexts, conditionForm, headerSearch, livePrice, SHOPS } from '../support/catalog';
import { shopUrl } from '../support/env';
import { decideCookies } from '../support/shop';

/** The controlling events the page posts (POST /api/controlling/controlling), as sent. */
function recordControlling(page: Page): { eventName: string; eventData: Record<string, unknown> }[] {
  const events: { eventName: string; eventData: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/controlling/controlling'))
      events.push(request.postDataJSON() as (typeof events)[number]);
  });
  return events;
}

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

test.describe('finding a device with the header search', () => {
  for (const country of COUNTRY_CODES) {
    test(`on ${SHOPS[country].host}: "iphone 13" and the typo "iphnoe 13" both find the iPhone 13`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = catalogTexts(country);
      await page.goto(shopUrl(SHOPS[country].host, '/'));
      const box = await headerSearch(page, country);
      const listbox = page.getByRole('listbox', { name: t('search.suggestions') });

      await box.fill('iphone 13');
      await expect(listbox.getByRole('option', { name: /^Apple iPhone 13 128 G[Bo]/ })).toBeVisible({
        timeout: 20_000,
      });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      // Enter without a chosen suggestion: the results page for the phrase.
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('results.title', { phrase: 'iphone 13' }), {
        timeout: 20_000,
      });
      await expect(page.getByRole('link', { name: /^Apple iPhone 13 128 G[Bo]$/ })).toBeVisible({ timeout: 20_000 });

      await box.fill('iphnoe 13');
      const suggestion = listbox.getByRole('option', { name: /^Apple iPhone 13 128 G[Bo]/ });
      await expect(suggestion).toBeVisible({ timeout: 20_000 });
      // Keyboard: down to the first suggestion (the best match) and open it.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await listbox.getByRole('option').first().getAttribute('id'))!,
      );
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Apple iPhone 13 128 G[Bo]$/, {
        timeout: 20_000,
      });
      await expect(page).toHaveTitle(new RegExp(t('pdp.headTitle', { name: 'Apple iPhone 13 128 G.' })));
    });
  }

  test('the combobox works by keyboard alone: arrows, wrap-around, Escape, Enter', async ({ page }) => {
    test.setTimeout(90_000);
    const t = catalogTexts('de');
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    const box = await headerSearch(page, 'de');
    await box.focus();
    await page.keyboard.type('canon eos r6');
    const listbox = page.getByRole('listbox', { name: t('search.suggestions') });
    const options = listbox.getByRole('option');
    const devices = listbox.getByRole('group', { name: t('search.groupDevices') }).getByRole('option');
    await expect(devices.first()).toContainText('Canon EOS R6', { timeout: 20_000 });
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(
      page.getByRole('status').filter({ hasText: t('search.suggestionsCount', { count: count - 1 }) }),
    ).toBeAttached();

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    // Up from the first goes round to the last: "all results".
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toHaveText(t('search.showAll', { phrase: 'canon eos r6' }));
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!);
    await expect(box).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue('canon eos r6');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type('eos r6');
    await expect(devices.nth(1)).toContainText('EOS R6', { timeout: 20_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    // The second suggestion is a device: its product page opens.
    await expect(page).toHaveURL(/\/produkte\/[a-z0-9-]+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('EOS R6', { timeout: 20_000 });
  });

  test('nothing found: tips, the categories and a way to contact us', async ({ page }) => {
    test.setTimeout(60_000);
    const t = catalogTexts('fr');
    await page.goto(shopUrl('fr.localhost', '/recherche?q=zzqx%20wvvk'));
    await expect(page.getByRole('heading', { name: t('results.noneTitle', { phrase: 'zzqx wvvk' }) })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(t('results.tipSpelling'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Appareils photo' })).toHaveAttribute(
      'href',
      '/catalogue/appareils-photo',
    );
    await page.getByRole('link', { name: t('results.contactLink') }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

const CART_BUTTON: Record<CountryCode, RegExp> = {
  de: /^Warenkorb: 1 Gerät$/,
  at: /^Warenkorb: 1 Gerät$/,
  es: /^Cesta: 1 dispositivo$/,
  fr: /^Panier\s:\s1 appareil$/,
  it: /^Carrello: 1 dispositivo$/,
};

test.describe('from the camera category to an offer in the cart', () => {
  for (const country of COUNTRY_CODES) {
    test(`on ${SHOPS[country].host}: camera -> Canon -> EOS R -> device, price follows the answers, offer, cart`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const t = catalogTexts(country);
      const controlling = recordControlling(page);
      await page.goto(shopUrl(SHOPS[country].host, SHOPS[country].cameras));
      const main = page.locator('[data-boundary="mf-catalog"]');

      await expect(main.getByRole('heading', { name: t('sell.topManufacturers') })).toBeVisible({ timeout: 30_000 });
      await main.getByRole('link', { name: 'Canon', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canon', { timeout: 20_000 });
      await expect(
        page
          .getByRole('navigation', { name: t('breadcrumbs.label') })
          .getByRole('link', { name: t('breadcrumbs.home') }),
      ).toBeVisible();

      await main.getByRole('link', { name: /^EOS R \d+/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canon EOS R', { timeout: 20_000 });
      const crumbs = page.getByRole('navigation', { name: t('breadcrumbs.label') });
      await expect(crumbs.getByRole('link', { name: 'Canon' })).toBeVisible();

      const device = main.getByRole('heading', { level: 3 }).getByRole('link').first();
      const deviceName = (await device.textContent())!;
      await device.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deviceName, { timeout: 20_000 });
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /canon/i);

      // All answers the best: the best price; a worse display and housing lower it.
      const answered = await answerAll(page, country);
      expect(answered).toBeGreaterThan(3);
      await expect(page.getByText(t('pdp.yourPrice'), { exact: true }).first()).toBeVisible({ timeout: 20_000 });
      const best = await livePrice(page);
      const form = conditionForm(page, country);
      const groups = form.getByRole('group');
      await groups.nth(3).getByRole('radio').nth(2).check();
      await expect.poll(() => livePrice(page), { timeout: 20_000 }).toBeLessThan(best);
      const lower = await livePrice(page);

      await page.getByRole('button', { name: t('pdp.getOffer') }).click();
      const offer = page.getByTestId('offer');
      await expect(offer.getByRole('heading', { name: t('offer.title') })).toBeFocused({ timeout: 20_000 });
      await expect(offer.locator('data').first()).toHaveAttribute('value', lower.toFixed(2));
      // Seven days from now: "7 days", or "6 days and 23 hours" a moment later.
      await expect(offer.getByRole('timer')).toContainText(
        new RegExp(`${t('time.days', { count: 7 })}|${t('time.days', { count: 6 })}`),
      );

      await offer.getByRole('button', { name: t('offer.addToCart') }).click();
      await expect(offer.getByText(t('offer.addedText', { name: deviceName }))).toBeVisible();
      await expect(page.getByRole('link', { name: CART_BUTTON[country] })).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(() => controlling.map((e) => e.eventName))
        .toEqual(expect.arrayContaining(['offer_generated', 'offer_add_to_cart']));
      const generated = controlling.find((e) => e.eventName === 'offer_generated')!;
      expect(generated.eventData).toMatchObject({
        currency: 'EUR',
        revenue: lower,
        productName: deviceName,
        offerId: expect.stringMatching(/^of_/),
      });

      await offer.getByRole('link', { name: t('offer.toCart') }).click();
      await expect(
        page.locator('[data-boundary="mf-checkout"]').getByRole('listitem', { name: deviceName }),
      ).toBeVisible({ timeout: 30_000 });
    });
  }

  test('a product page shows its device from the page itself: no search request, the HTTP client after the first render', async ({
    page,
  }) => {
    const searches: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/trade/searches') searches.push(request.postData() ?? '');
      if (/\/axios\.[0-9a-f]+\.js$/.test(path)) scripts.push(path);
    });
    await page.goto(shopUrl('es.localhost', '/productos/apple-iphone-13-128-gb'));
    await expect(page.getByRole('heading', { level: 1, name: /iPhone 13 128 GB/ })).toBeVisible();
    await expect(conditionForm(page, 'es').getByRole('radio').first()).toBeVisible();
    expect(searches).toEqual([]);
    // Answering asks for the live price: the HTTP client is there by then.
    await conditionForm(page, 'es').getByRole('radio').first().check();
    await expect.poll(() => scripts.length).toBe(1);
    // Another device of the same page, chosen in it, is asked for.
    await page
      .getByRole('link', { name: /iPhone 13 256 GB/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /iPhone 13 256 GB/ })).toBeVisible();
    expect(searches.map((body) => (JSON.parse(body) as { search: { url?: string } }).search.url)).toEqual([
      'apple-iphone-13-256-gb',
    ]);
  });

  test('an answer that rejects the device says why and offers nothing', async ({ page }) => {
    test.setTimeout(90_000);
    const t = catalogTexts('it');
    await page.goto(shopUrl('it.localhost', '/prodotti/apple-iphone-13-128-gb'));
    const lock = conditionForm(page, 'it').getByRole('group', {
      name: /blocco attivazione|Blocco attivazione|account/i,
    });
    await expect(lock).toBeVisible({ timeout: 30_000 });
    await lock.getByRole('radio').nth(1).check();
    await expect(page.getByText(t('pdp.rejectedTitle'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t('reject.activation_lock'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('pdp.getOffer') })).toBeDisabled();
  });

  test('the product page passes axe (WCAG 2.1 AA) while the price updates and with an offer shown', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = catalogTexts('de');
    const audit = () => runAxe(page, ['[data-boundary="mf-catalog"]', '[data-widget-boundary="mf-catalog"]']);
    // Hold the live price's answers, so the audit sees the price while it updates (greyed, aria-busy).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/trade/quotes', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(shopUrl('de.localhost', '/produkte/apple-iphone-13-128-gb'));
    await answerAll(page, 'de');
    await expect(page.locator('[aria-busy="true"]').filter({ has: page.getByTestId('live-price') })).toBeVisible({
      timeout: 20_000,
    });
    const updating = await audit();
    expect(updating.violations).toEqual([]);
    release();

    await expect(page.locator('[aria-busy="false"]').filter({ has: page.getByTestId('live-price') })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: t('pdp.getOffer') }).click();
    await expect(page.getByTestId('offer')).toBeVisible({ timeout: 20_000 });
    const offered = await audit();
    expect(offered.passed).toBeGreaterThan(10);
    expect(offered.violations).toEqual([]);
  });
});

/** Screenshots for a human to look at (E2E_SCREENSHOTS=1): the catalogue's pages at 320 px and 1280 px. */
test.describe('screenshots', () => {
  test.skip(process.env.E2E_SCREENSHOTS !== '1', 'only when asked for');
  for (const width of [320, 1280]) {
    test(`pages at ${width} px`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      const shot = (name: string) =>
        page.screenshot({ path: `../var/e2e/screens/${width}-${name}.png`, fullPage: true });
      await page.goto(shopUrl('de.localhost', '/verkaufen/kameras'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kameras', { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Neueste Modelle' })).toBeVisible();
      await page.locator('[data-boundary="mf-catalog"] img').last().scrollIntoViewIfNeeded();
      await shot('sell-category');
      await page.goto(shopUrl('de.localhost', '/verkaufen/canon-eos-r-kameras'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canon EOS R', { timeout: 30_000 });
      await shot('sell-series');
      await page.goto(shopUrl('de.localhost', '/produkte/uebersicht-kameras-canon'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Canon', { timeout: 30_000 });
      await shot('overview');
      await page.goto(shopUrl('de.localhost', '/produkte/apple-iphone-13-128-gb'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `../var/e2e/screens/${width}-pdp-top.png` });
      await answerAll(page, 'de', (i) => (i === 2 ? 1 : 0));
      await expect(page.getByText('Ihr Preis', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
      await shot('pdp-answered');
      await page.getByRole('button', { name: 'Angebot erhalten' }).click();
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
      await shot('pdp-offer');
      await page.goto(shopUrl('de.localhost', '/suche?q=iphnoe%2013'));
      await expect(page.getByRole('heading', { name: 'Geräte' })).toBeVisible({ timeout: 30_000 });
      await shot('search-results');
      await page.goto(shopUrl('de.localhost', '/suche?q=zzqx'));
      await expect(page.getByRole('heading', { name: /nichts gefunden/ })).toBeVisible({ timeout: 30_000 });
      await shot('search-nothing');
      const box = await headerSearch(page, 'de');
      await box.fill('galaxy s2');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press('ArrowDown');
      await page.screenshot({ path: `../var/e2e/screens/${width}-search-box.png` });
    });
  }
});
