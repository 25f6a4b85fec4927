import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildPath, CONTENT_PAGE_SLUGS, COUNTRY_CODES, countries, routesFor, type CountryCode } from 'config';
import { apiUrl, shopUrl } from '../support/env';
import { clientNavigate, decideCookies, recordBusEvents } from '../support/shop';

const SAMPLE = {
  id: '4711',
  trade: 'T-100234',
  offerid: 'O-99',
  emailHash: '5d41402abc4b2a76b9719d911017c592',
};

/**
 * Catalogue pages answer 404 for a url the catalogue does not hold, so the catalogue routes get real
 * urls of the country's catalogue: the iPhone 13's product page, its series (overview) and category (sell).
 */
async function catalogueSample(
  request: APIRequestContext,
  country: CountryCode,
): Promise<{ pdp: string; overview: string; category: string }> {
  const response = await request.post(apiUrl('/api/trade/searches'), {
    data: { search: 'iphone 13', application: `devices_${country}`, resultSize: 1 },
  });
  expect(response.status()).toBe(200);
  const hit = ((await response.json()) as { hits: { url: string; seriesUrl: string; categoryUrl: string }[] }).hits[0]!;
  return { pdp: hit.url, overview: hit.seriesUrl, category: hit.categoryUrl };
}

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

test.describe('every route of every country', () => {
  for (const country of COUNTRY_CODES) {
    test(`${country}: each route name's path shows its remote's page in the right layout`, async ({
      page,
      request,
    }) => {
      const host = `${country}.localhost`;
      const catalogue = await catalogueSample(request, country);
      await page.goto(shopUrl(host, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', countries[country].icuLocale);
      for (const route of routesFor(country)) {
        const path = buildPath(country, route.name, {
          ...SAMPLE,
          ...catalogue,
          content: CONTENT_PAGE_SLUGS[country].imprint,
        });
        await clientNavigate(page, path);
        await expect(page, route.name).toHaveURL(shopUrl(host, path));
        if (route.remote === 'mf-content' && route.base.startsWith('clarification')) {
          // The sample id names no clarification: the page asks the API, and an unknown link shows
          // the error page's expired-link variant (in the route's layout), never "Page not found".
          await expect(page.locator('[data-error-variant]'), `${route.name} at ${path}`).toHaveAttribute(
            'data-error-variant',
            'expired-link',
          );
          await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'default');
          continue;
        }
        const region = page.locator(`[data-boundary="${route.remote}"]`);
        await expect(region, `${route.name} at ${path}`).toHaveCount(1);
        await expect(page.locator('[data-layout]')).toHaveAttribute(
          'data-layout',
          route.base === 'home' ? 'home' : 'default',
        );
        await expect(page.locator('[data-error-status]')).toHaveCount(0);
      }
    });
  }
});

test.describe('not found', () => {
  test('an unknown path answers 404 and shows the error page texts, "Page not found" with the path, page type 404 to analytics', async ({
    page,
  }) => {
    const views = await recordBusEvents(page, 'host:page-view');
    const response = await page.goto(shopUrl('de.localhost', '/gibt-es-nicht'));
    expect(response?.status()).toBe(404);
    // ERRORPAGE_OOPS, ERRORPAGE_SUBTITLE and ERRORPAGE_MSG (spec section 8).
    await expect(page.getByRole('heading', { level: 1, name: 'Hoppla, hier ist etwas schiefgelaufen' })).toBeVisible();
    await expect(page.getByText('Keine Sorge, Ihre Daten und Ihre Aufträge sind sicher.')).toBeVisible();
    await expect(page.getByText('Die gewünschte Seite gibt es nicht', { exact: false })).toBeVisible();
    await expect(page.getByText('Seite nicht gefunden:')).toBeVisible();
    await expect(page.locator('code', { hasText: '/gibt-es-nicht' })).toBeVisible();
    await expect(page).toHaveTitle('Seite nicht gefunden | Revalu');
    await expect.poll(() => views).toContainEqual({ path: '/gibt-es-nicht', routeName: null, pageType: '404' });
    const state = await page.evaluate(() =>
      document.querySelector('[data-error-status]')?.getAttribute('data-error-status'),
    );
    expect(state).toBe('404');
  });

  test('a stale catalogue url is one page view, of type 404 (the page holds its view while it asks the catalogue)', async ({
    page,
  }) => {
    const views = await recordBusEvents(page, 'host:page-view');
    await page.goto(shopUrl('de.localhost', '/produkte/apple-iphone-1-gibt-es-nicht'));
    await expect(page.locator('[data-error-status="404"]')).toBeVisible();
    await expect
      .poll(() => views)
      .toEqual([{ path: '/produkte/apple-iphone-1-gibt-es-nicht', routeName: null, pageType: '404' }]);
    // And after a navigation inside the shop: a series url that is gone.
    await clientNavigate(page, '/verkaufen/gibt-es-nicht-mehr');
    await expect.poll(() => views.length).toBe(2);
    expect(views[1]).toEqual({ path: '/verkaufen/gibt-es-nicht-mehr', routeName: null, pageType: '404' });
    await clientNavigate(page, '/content/impressum');
    await expect.poll(() => views.length).toBe(3);
    expect(views[2]).toMatchObject({ path: '/content/impressum', pageType: 'content' });
  });

  test('a path of another country is unknown here', async ({ page }) => {
    const response = await page.goto(shopUrl('it.localhost', '/kontakt'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Pagina non trovata:')).toBeVisible();
  });

  test('a failed validate step is an error, in the browser as on the server', async ({ page }) => {
    const response = await page.goto(shopUrl('de.localhost', '/produkte/iPhone_13'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-status="404"]')).toBeVisible();
    await expect(page.locator('[data-boundary="mf-catalog"]')).toHaveCount(0);
    // And after a navigation inside the shop, where only the browser decides.
    await page.goto(shopUrl('fr.localhost', '/'));
    await clientNavigate(page, '/content/pas-une-page');
    await expect(page.locator('[data-error-status="404"]')).toBeVisible();
    await expect(page.getByText('Page introuvable :')).toBeVisible();
    await clientNavigate(page, '/content/cgv');
    await expect(page.locator('[data-boundary="mf-content"]')).toHaveCount(1);
    await expect(page.locator('[data-error-status]')).toHaveCount(0);
  });

  test('the error page uses the shop mode’s layout', async ({ page }) => {
    await page.goto(shopUrl('agan.localhost', '/nix'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'agan-default');
    await expect(page.getByRole('img', { name: 'agan – zur Startseite' })).toBeVisible();
    await page.goto(shopUrl('b2bwidget.es.localhost', '/nada'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'b2bwidget-default');
    await expect(page.getByText('Página no encontrada:')).toBeVisible();
  });
});

test.describe('the expired-link variant', () => {
  for (const path of [
    '/clarification/4711/T%20100',
    '/browser/clarification/id/x.y/trade/1',
    '/clarificationQuickAnswer/1/2',
    '/clarification',
  ]) {
    test(`${path} shows that the link is no longer valid`, async ({ page }) => {
      const response = await page.goto(shopUrl('de.localhost', path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link ist nicht mehr gültig' })).toBeVisible();
      await expect(
        page.getByText('Der Link wurde bereits verwendet oder ist abgelaufen.', { exact: false }),
      ).toBeVisible();
      await expect(page.locator('[data-error-variant="expired-link"]')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zu meinem Konto' })).toBeVisible();
    });
  }

  test('whatever the status: an unreadable clarification link (400)', async ({ page }) => {
    const response = await page.goto(shopUrl('es.localhost', '/clarification/%E0%A4%A/1'));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no es válido' })).toBeVisible();
    await expect(page).toHaveTitle('El enlace ya no es válido | Revalu');
  });

  test('in Italian too, and an unknown path without "clarification" stays generic', async ({ page }) => {
    await page.goto(shopUrl('it.localhost', '/clarification/1/%3Cx%3E'));
    await expect(page.getByRole('heading', { level: 1, name: 'Questo link non è più valido' })).toBeVisible();
    await page.goto(shopUrl('it.localhost', '/chiarimento'));
    await expect(page.locator('[data-error-variant="generic"]')).toBeVisible();
  });
});

test.describe('redirects', () => {
  for (const [host, from, to] of [
    ['de.localhost', '/agb', '/content/agb'],
    ['de.localhost', '/browser/cms/wie-funktioniert-es.html', '/content/so-funktionierts'],
    ['de.localhost', '/hilfe', '/kontakt'],
    ['de.localhost', '/warenkorb', '/'],
    [
      'de.localhost',
      '/newsletter/abmelden/9e107d9d372bb6826bd81d3542a419d6',
      '/newsletter/unsubscribe/9e107d9d372bb6826bd81d3542a419d6',
    ],
    ['es.localhost', '/politica-de-privacidad', '/content/privacidad'],
    ['fr.localhost', '/panier?utm_source=flyer', '/?utm_source=flyer'],
    ['at.localhost', '/faq', '/kontakt'],
    ['fr.localhost', '/vendre-mon-iphone-13', '/catalogue/apple-iphone-13-smartphones'],
    [
      'fr.localhost',
      '/vendre/appareils-photo/canon?utm_source=forum',
      '/catalogue/appareils-photo-canon?utm_source=forum',
    ],
    // The spec's base paths (docs/routes.md).
    ['fr.localhost', '/sell/smartphones', '/catalogue/smartphones'],
    ['b2bwidget.it.localhost', '/contact?utm_source=partner', '/contatti?utm_source=partner'],
  ] as const) {
    test(`${host}${from} leads to ${to} (301 on the server)`, async ({ page }) => {
      const response = await page.goto(shopUrl(host, from));
      expect(response?.request().redirectedFrom()?.url()).toBe(shopUrl(host, from));
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
      await expect(page).toHaveURL(shopUrl(host, to));
    });
  }

  test('the browser applies the same redirects to links inside the shop, keeping the fragment', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/'));
    await clientNavigate(page, '/datenschutzerklaerung#cookies');
    await expect(page).toHaveURL(shopUrl('de.localhost', '/content/datenschutz#cookies'));
    await expect(page.locator('[data-boundary="mf-content"]')).toHaveCount(1);
    await clientNavigate(page, '/kontakt/');
    await expect(page).toHaveURL(shopUrl('de.localhost', '/kontakt'));
  });

  test('the browser leads the spec’s base paths to the country’s page; catalogue slugs it asks the server for', async ({
    page,
  }) => {
    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') loads.push(new URL(r.url()).pathname);
    });
    await page.goto(shopUrl('it.localhost', '/'));
    await clientNavigate(page, '/account/password/reset?token=abc#form');
    await expect(page).toHaveURL(shopUrl('it.localhost', '/account/password-reset?token=abc#form'));
    await expect(page.locator('[data-boundary="mf-account"]')).toHaveCount(1);
    expect(loads).toEqual(['/']);
    // Only the server's catalogue knows Spain's word for the category: the browser loads the URL from it.
    await page.goto(shopUrl('es.localhost', '/'));
    await clientNavigate(page, '/sell/smartphones');
    await expect(page).toHaveURL(shopUrl('es.localhost', '/vender/moviles'));
    await expect(page.locator('[data-boundary="mf-catalog"]')).toHaveCount(1);
    await expect(page.locator('[data-error-status]')).toHaveCount(0);
  });

  test("the browser applies France's old sell and model URLs too", async ({ page }) => {
    await page.goto(shopUrl('fr.localhost', '/'));
    await clientNavigate(page, '/reprise-galaxy-s24');
    await expect(page).toHaveURL(shopUrl('fr.localhost', '/catalogue/samsung-galaxy-s24-smartphones'));
    await expect(page.locator('[data-boundary="mf-catalog"]')).toHaveCount(1);
    await expect(page.locator('[data-error-status]')).toHaveCount(0);
  });

  test('Italy has none', async ({ page }) => {
    const response = await page.goto(shopUrl('it.localhost', '/faq'));
    expect(response?.status()).toBe(404);
  });
});

test.describe('bad input', () => {
  test('an overlong path gets the error page with 414', async ({ page }) => {
    const response = await page.goto(shopUrl('de.localhost', `/produkte/${'x'.repeat(1500)}`));
    expect(response?.status()).toBe(414);
    await expect(page.locator('[data-error-status="414"]')).toBeVisible();
    await expect(page.getByText('Diese Adresse ist zu lang.', { exact: false })).toBeVisible();
  });

  test('an undecodable path gets the error page with 400', async ({ page }) => {
    const response = await page.goto(shopUrl('fr.localhost', '/produits/%E0%A4%A'));
    expect(response?.status()).toBe(400);
    await expect(page.locator('[data-error-status="400"]')).toBeVisible();
    await expect(page.getByText('Cette adresse n’est pas valide.', { exact: false })).toBeVisible();
  });

  test('malformed parameters are a 404 page, never a crash', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of [
      '/produkte/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/newsletter/unsubscribe/zz',
      '/clarification/%20/%20',
      '/verkaufen/..%2F..%2Fetc',
    ]) {
      const response = await page.goto(shopUrl('de.localhost', path));
      expect([path, response?.status()]).toEqual([path, 404]);
      await expect(page.locator('[data-error-status="404"]')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("an unmapped host gets the 'invalid locale' page", async ({ page }) => {
    const response = await page.goto(shopUrl('xx.localhost', '/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'invalid locale' })).toBeVisible();
    await expect(page.getByText('There is no shop at this address.')).toBeVisible();
  });
});

test.describe('the transaction id', () => {
  // The transaction id is the tab's own (sessionStorage); the cart is in localStorage.
  const withTransaction = (id: number) => JSON.stringify({ state: { transactionId: id, lastTrade: null }, version: 2 });
  const transactionId = (page: Page) =>
    page.evaluate(
      () =>
        JSON.parse(window.sessionStorage.getItem('revalu:checkout') ?? '{}').state?.transactionId as number | undefined,
    );

  test('survives the thank-you page, resets on the next navigation, not on an unnamed (404) page', async ({ page }) => {
    await page.goto(shopUrl('it.localhost', '/nessuna-pagina'));
    await page.evaluate((value) => window.sessionStorage.setItem('revalu:checkout', value), withTransaction(4711));
    await page.goto(shopUrl('it.localhost', '/grazie'));
    await expect(page.locator('[data-boundary="mf-checkout"]')).toHaveCount(1);
    expect(await transactionId(page)).toBe(4711);
    await clientNavigate(page, '/pagina-sconosciuta');
    await expect(page.locator('[data-error-status="404"]')).toBeVisible();
    expect(await transactionId(page)).toBe(4711);
    await clientNavigate(page, '/contatti');
    await expect(page.locator('[data-boundary="mf-content"]')).toHaveCount(1);
    await expect.poll(() => transactionId(page)).toBe(0);
  });

  test('resets when a page other than thank-you is loaded', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/nix'));
    await page.evaluate((value) => window.sessionStorage.setItem('revalu:checkout', value), withTransaction(99));
    await page.goto(shopUrl('de.localhost', '/thankYou'));
    expect(await transactionId(page)).toBe(99);
    await page.goto(shopUrl('de.localhost', '/checkout'));
    await expect.poll(() => transactionId(page)).toBe(0);
  });
});

test('the document title follows the page as the customer navigates', async ({ page }) => {
  // (Pages that name themselves, like mf-content's, set their own title after the host's.)
  await page.goto(shopUrl('es.localhost', '/account'));
  await expect(page).toHaveTitle('Mi cuenta | Revalu');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  // The route's title is 'Finalizar la venta'; the checkout page names its step (the cart, since
  // it is empty), and the page's own title is the one that stays and is announced.
  await clientNavigate(page, '/checkout');
  await expect(page).toHaveTitle('Tu cesta | Revalu');
  await expect(page.locator('[data-route-announcer]')).toHaveText('Tu cesta | Revalu');
  await clientNavigate(page, '/no-existe');
  await expect(page).toHaveTitle('Página no encontrada | Revalu');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
