import { expect, test } from '@playwright/test';
import { apiUrl, remoteVersion, shopUrl } from '../support/env';
import { collectProblems, isServerElement, keepServerElement } from '../support/server-render';
import { addTwoOffersFromCatalogue } from '../support/checkout';
import { decideCookies } from '../support/shop';

// The versions the repository pins (the e2e build builds them).
const CONTENT = remoteVersion('mf-content');
const CATALOG = remoteVersion('mf-catalog');
const CHECKOUT = remoteVersion('mf-checkout');

/**
 * Server rendering of the first view of the home, product, sell, overview, search, checkout and content pages (docs/architecture.md): the page's HTML holds the
 * composed page, styled, before any script has run; the browser then takes that HTML over (hydrates
 * it) without a second render, and the page works as one the browser rendered.
 */
const HOMES = [
  { host: 'de.localhost', heading: 'Gebrauchte Technik verkaufen – zum festen Preis' },
  { host: 'at.localhost', heading: 'Gebrauchte Technik verkaufen – zum festen Preis' },
  { host: 'es.localhost', heading: 'Vende tu tecnología usada a precio fijo' },
  { host: 'fr.localhost', heading: 'Vendez votre high-tech d’occasion à prix fixe' },
  { host: 'it.localhost', heading: 'Vendi la tua tecnologia usata a prezzo fisso' },
];

test.describe('the home page from the server', () => {
  for (const { host, heading } of HOMES) {
    test(`${host}: shows the whole page, styled, with JavaScript switched off`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(shopUrl(host, '/'));
      await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
      const region = page.locator(`[data-boundary="mf-content"] [data-remote-version="${CONTENT}"]`);
      await expect(region.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const section of ['hero', 'categories', 'steps', 'trust', 'help'])
        await expect(region.locator(`[data-home-section="${section}"]`)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /Revalu/ })).toBeVisible();
      // The style sheets are linked by the HTML, not added by scripts: the shop's type, not the browser's serif.
      const fontFamily = await region
        .getByRole('heading', { level: 1 })
        .evaluate((h1) => getComputedStyle(h1).fontFamily);
      expect(fontFamily).not.toMatch(/^"?Times/);
      const searchBox = await region
        .locator('[data-home-section="hero"] form')
        .first()
        .evaluate((form) => getComputedStyle(form).borderRadius);
      expect(searchBox).not.toBe('0px');
      await context.close();
    });
  }

  test('the browser takes the server’s page over without rendering it again, and it works', async ({
    page,
    context,
  }) => {
    await decideCookies(context);
    const problems = collectProblems(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The heading the HTML parser made is still the one on the page once it is the shop's.
    await keepServerElement(page, '[data-boundary="mf-content"] h1');
    await page.goto(shopUrl('fr.localhost', '/'));
    expect(await isServerElement(page, '[data-boundary="mf-content"] h1')).toBe(true);
    // Its data came with the page: no request for it.
    expect(asked.filter((path) => path === '/api/cms/home-pages/fr-default')).toEqual([]);

    // What comes after the page's first view comes (the footer), and the page's own search works.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const search = page.getByRole('search', { name: 'Quel appareil souhaitez-vous vendre ?' });
    await search.getByRole('searchbox').fill('iphone 13');
    await search.getByRole('button', { name: 'Voir le prix' }).click();
    await expect(page).toHaveURL(/\/recherche\?q=iphone\+13$/);
    expect(problems).toEqual([]);
  });

  test('before its script has taken the page over, a search still leads to the search page and the sign-up cannot be sent', async ({
    page,
    context,
  }) => {
    await decideCookies(context);
    // The host's start waits until the form has been sent: a slow connection, a quick customer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/bootstrap.*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the held file is one of the page's preloads.
    await page.goto(shopUrl('de.localhost', '/'), { waitUntil: 'domcontentloaded' });
    const newsletter = page.locator('[data-home-section="newsletter"]');
    await expect(newsletter.getByRole('button', { name: 'Newsletter abonnieren' })).toBeDisabled();
    await expect(newsletter.getByLabel('E-Mail-Adresse')).toBeDisabled();
    const search = page.getByRole('search', { name: 'Welches Gerät möchten Sie verkaufen?' });
    await search.getByRole('searchbox').fill('iphone 13');
    await search.getByRole('button', { name: 'Preis finden' }).click();
    release();
    await expect(page).toHaveURL(/\/suche\?q=iphone\+13$/);
    await expect(page.locator('[data-boundary="mf-catalog"] [data-remote-version]')).toBeVisible();
  });

  test('a page whose remote has no server build of it is rendered in the browser', async ({ page, request }) => {
    await page.goto(shopUrl('de.localhost', '/account/register'));
    await expect(page.locator('[data-boundary="mf-account"] [data-remote-version]')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', '');
    // A version's server build is the server's to run, not the browser's to load.
    expect((await request.get(apiUrl(`/remotes/mf-content/${CONTENT}/server/HomePage.cjs`))).status()).toBe(404);
    expect((await request.get(apiUrl(`/remotes/mf-content/${CONTENT}/mf-manifest.json`))).status()).toBe(200);
  });
});

/** The product page a customer lands on from a search engine: its device comes with the HTML. */
test.describe('the product page from the server', () => {
  const PRODUCT = { host: 'de.localhost', path: '/produkte/apple-iphone-13-128-gb', name: 'Apple iPhone 13 128 GB' };

  test('shows the device, its variants and its questions, styled, with JavaScript switched off; the questions wait for the script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(shopUrl(PRODUCT.host, PRODUCT.path));
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
    const region = page.locator(`[data-boundary="mf-catalog"] [data-remote-version="${CATALOG}"]`);
    await expect(region.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(
      region
        .getByRole('navigation', { name: 'Speicher und Ausführung' })
        .getByRole('link', { name: /Apple iPhone 13 256 GB/ }),
    ).toBeVisible();
    await expect(region.getByRole('group', { name: /Lässt sich das Gerät einschalten/ })).toBeVisible();
    const radios = region.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(5);
    for (const radio of await radios.all()) await expect(radio).toBeDisabled();
    await expect(region.getByRole('button', { name: 'Angebot erhalten' })).toBeDisabled();
    const fontFamily = await region
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(fontFamily).not.toMatch(/^"?Times/);
    await context.close();
  });

  test('the browser takes it over without asking for the device again, and the offer works', async ({
    page,
    context,
  }) => {
    await decideCookies(context);
    const problems = collectProblems(page);
    const deviceRequests: string[] = [];
    page.on('request', (request) => {
      if (
        new URL(request.url()).pathname === '/api/trade/searches' &&
        (request.postData() ?? '').includes('deviceByUrl')
      )
        deviceRequests.push(request.postData()!);
    });
    await keepServerElement(page, '[data-boundary="mf-catalog"] h1');
    await page.goto(shopUrl(PRODUCT.host, PRODUCT.path));
    expect(await isServerElement(page, '[data-boundary="mf-catalog"] h1')).toBe(true);
    expect(deviceRequests).toEqual([]);

    // Every question answered (the first answer each; a question that depends on one appears when it applies).
    const region = page.locator('[data-boundary="mf-catalog"]');
    for (;;) {
      const open = region.locator('[data-question]').filter({ hasNot: page.locator('input:checked') });
      if ((await open.count()) === 0) break;
      await open.first().getByRole('radio').first().check();
    }
    await region.getByRole('button', { name: 'Angebot erhalten' }).click();
    await expect(region.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible({ timeout: 15_000 });
    expect(deviceRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});

/** A sell page (a category's, a manufacturer's or a series'): its node and the devices it lists come with the HTML. */
test.describe('the sell page from the server', () => {
  test('shows the category, its manufacturers, series and newest devices, as links, with JavaScript switched off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(shopUrl('fr.localhost', '/catalogue/smartphones'));
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
    const region = page.locator(`[data-boundary="mf-catalog"] [data-remote-version="${CATALOG}"]`);
    await expect(region.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Apple', exact: true })).toHaveAttribute('href', /^\/catalogue\//);
    const newest = region.locator('section[aria-labelledby="sell-devices"]');
    // The 12 newest as links to their product pages (beside them, a link to all models).
    expect(await newest.getByRole('listitem').locator('a[href^="/produits/"]').count()).toBe(12);
    await context.close();
  });

  test('the browser takes it over without searching again, and its links lead on inside the shop', async ({
    page,
    context,
  }) => {
    await decideCookies(context);
    const problems = collectProblems(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/trade/searches') searches.push(request.postData() ?? '');
    });
    await keepServerElement(page, '[data-boundary="mf-catalog"] h1');
    await page.goto(shopUrl('de.localhost', '/verkaufen/apple-iphone-13-smartphones'));
    expect(await isServerElement(page, '[data-boundary="mf-catalog"] h1')).toBe(true);
    const region = page.locator('[data-boundary="mf-catalog"]');
    await expect(region.getByRole('heading', { level: 1, name: 'Apple iPhone 13' })).toBeVisible();
    expect(searches).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await region.locator('a[href="/produkte/apple-iphone-13-128-gb"]').first().click();
    await expect(page).toHaveURL(/\/produkte\/apple-iphone-13-128-gb$/);
    await expect(region.getByRole('heading', { level: 1, name: 'Apple iPhone 13 128 GB' })).toBeVisible();
    // A link inside the shop, not a new page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });
});

test.describe('the product overview from the server', () => {
  test('shows the node and its first 24 models as links with JavaScript switched off; the browser takes it over without searching, and sorting works', async ({
    browser,
    page,
    context,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(shopUrl('de.localhost', '/produkte/uebersicht-smartphones-apple'));
    await expect(plain.locator('#root')).toHaveAttribute('data-server-rendered', '');
    const plainRegion = plain.locator(`[data-boundary="mf-catalog"] [data-remote-version="${CATALOG}"]`);
    await expect(plainRegion.getByRole('heading', { level: 1, name: 'Apple: alle Modelle' })).toBeVisible();
    expect(await plainRegion.getByRole('listitem').locator('a[href^="/produkte/"]').count()).toBe(24);
    await noScript.close();

    await decideCookies(context);
    const problems = collectProblems(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/trade/searches') searches.push(request.postData() ?? '');
    });
    await keepServerElement(page, '[data-boundary="mf-catalog"] h1');
    await page.goto(shopUrl('fr.localhost', '/produits/apercu-smartphones-apple'));
    expect(await isServerElement(page, '[data-boundary="mf-catalog"] h1')).toBe(true);
    const region = page.locator('[data-boundary="mf-catalog"]');
    expect(searches).toEqual([]);
    // The first model's link (the breadcrumbs lead to sell pages, not to /produits/).
    const firstName = () => region.locator('a[href^="/produits/"]').first().innerText();
    const newest = await firstName();
    await region.getByRole('combobox').selectOption('name');
    await expect.poll(firstName).not.toBe(newest);
    expect(searches).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

test.describe('search results from the server', () => {
  test('show the phrase’s series and first 24 devices as links with JavaScript switched off; the browser takes them over without searching, and a new phrase searches', async ({
    browser,
    page,
    context,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(shopUrl('de.localhost', '/suche?q=%20iphone%20%2015%20'));
    await expect(plain.locator('#root')).toHaveAttribute('data-server-rendered', '');
    const plainRegion = plain.locator(`[data-boundary="mf-catalog"] [data-remote-version="${CATALOG}"]`);
    await expect(plainRegion.getByRole('heading', { level: 1, name: 'Suchergebnisse für „iphone 15“' })).toBeVisible();
    await expect(plainRegion.getByRole('heading', { level: 2, name: 'Serien und Hersteller' })).toBeVisible();
    const devices = await plainRegion.locator('[aria-labelledby="results-devices"] a[href^="/produkte/"]').count();
    expect(devices).toBeGreaterThan(0);
    expect(devices).toBeLessThanOrEqual(24);
    await noScript.close();

    await decideCookies(context);
    const problems = collectProblems(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/trade/searches') searches.push(request.postData() ?? '');
    });
    await keepServerElement(page, '[data-boundary="mf-catalog"] h1');
    await page.goto(shopUrl('es.localhost', '/buscar?q=galaxy'));
    expect(await isServerElement(page, '[data-boundary="mf-catalog"] h1')).toBe(true);
    const region = page.locator('[data-boundary="mf-catalog"]');
    await expect(region.locator('a[href^="/productos/"]').first()).toBeVisible();
    expect(searches.filter((body) => body.includes('"phrase"'))).toEqual([]);
    await region.getByRole('searchbox').fill('ipad');
    await region.getByRole('searchbox').press('Enter');
    await expect(region.getByRole('heading', { level: 1 })).toContainText('ipad');
    // The heading follows the phrase at once; the search goes out after that render.
    await expect.poll(() => searches.some((body) => body.includes('"phrase":"ipad"'))).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('the checkout from the server', () => {
  test('an empty cart shows as such with JavaScript switched off; the browser takes it over without rendering it again', async ({
    browser,
    page,
    context,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(shopUrl('de.localhost', '/checkout'));
    await expect(plain.locator('#root')).toHaveAttribute('data-server-rendered', '');
    const plainRegion = plain.locator(`[data-boundary="mf-checkout"] [data-remote-version="${CHECKOUT}"]`);
    await expect(plainRegion.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(plainRegion.getByRole('heading', { level: 2, name: 'Ihr Warenkorb ist leer' })).toBeVisible();
    await expect(plainRegion.getByRole('link', { name: 'Gerät finden und Preis erfahren' })).toHaveAttribute(
      'href',
      '/',
    );
    await noScript.close();

    await decideCookies(context);
    const problems = collectProblems(page);
    await keepServerElement(page, '[data-boundary="mf-checkout"] h2');
    await page.goto(shopUrl('it.localhost', '/guardare'));
    expect(await isServerElement(page, '[data-boundary="mf-checkout"] h2')).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a cart with devices: the server, told by the cart cookie, shows its frame; the browser shows the lines after taking over', async ({
    browser,
    page,
    context,
  }) => {
    await decideCookies(context);
    const { names } = await addTwoOffersFromCatalogue(page, 'de');
    // The store keeps the cookie with the cart: the next page's HTML knows the cart is not empty.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'revalu_cart')?.value).toBe('2');
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await context.cookies());
    const plain = await noScript.newPage();
    await plain.goto(shopUrl('de.localhost', '/checkout'));
    await expect(plain.locator('#root')).toHaveAttribute('data-server-rendered', '');
    await expect(plain.locator('[data-boundary="mf-checkout"] [data-step="cart"]')).toBeVisible();
    await expect(plain.getByText('Ihr Warenkorb ist leer')).toHaveCount(0);
    await noScript.close();

    const problems = collectProblems(page);
    await page.goto(shopUrl('de.localhost', '/checkout'));
    const region = page.locator('[data-boundary="mf-checkout"]');
    for (const name of names) await expect(region.getByText(name)).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
    expect(problems).toEqual([]);

    // Emptied, the cart takes its cookie away.
    await region.getByRole('button', { name: 'Warenkorb leeren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, leeren' }).click();
    await expect(region.getByRole('heading', { level: 2, name: 'Ihr Warenkorb ist leer' })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'revalu_cart')).toBe(false);
  });
});

/** A static content page: the CMS's text, turned into elements on the server as the browser turns it. */
test('a content page from the server shows its text, styled, with JavaScript switched off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shopUrl('fr.localhost', '/content/cgv'));
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
  const article = page.locator('[data-content-page="terms"] article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await article.innerText()).length).toBeGreaterThan(600);
  // The CMS's route links are the country's paths.
  await expect(
    page.locator('[data-content-page="terms"] aside').getByRole('link', { name: /contact/i }),
  ).toHaveAttribute('href', '/contact');
  const fontFamily = await article.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(fontFamily).not.toMatch(/^"?Times/);
  await context.close();
});

test.describe('the cookie banner from the server', () => {
  test('a first visit’s page holds the banner, painted with the page; the browser takes it over and its choice works', async ({
    page,
    context,
  }) => {
    const problems = collectProblems(page);
    // `localhost` is Germany (Node does not resolve *.localhost as Chromium does).
    const html = await (await context.request.get(apiUrl('/'))).text();
    expect(html).toContain('data-cookie-banner=""');
    await keepServerElement(page, '[data-cookie-banner]');
    await page.goto(shopUrl('es.localhost', '/'));
    expect(await isServerElement(page, '[data-cookie-banner]')).toBe(true);
    const banner = page.getByRole('region', { name: 'Tu privacidad nos importa' });
    await expect(banner.getByRole('button', { name: 'Aceptar todas' })).toBeEnabled();
    await banner.getByRole('button', { name: 'Solo necesarias' }).click();
    await expect(banner).toBeHidden();
    // Chosen once, the next page comes without it.
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
    expect(await page.locator('[data-cookie-banner]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('a page of a visitor who chose holds no banner; with JavaScript switched off none shows either', async ({
    browser,
  }) => {
    const decided = await browser.newContext();
    await decideCookies(decided);
    const html = await (await decided.request.get(apiUrl('/'))).text();
    expect(html).toContain('data-server-rendered');
    expect(html).not.toContain('data-cookie-banner');
    await decided.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(shopUrl('de.localhost', '/'));
    await expect(page.locator('[data-cookie-banner]')).toBeAttached();
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
    await noScript.close();
  });
});
