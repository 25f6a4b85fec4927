import { expect, test, type Page } from '@playwright/test';
import { shopUrl } from '../support/env';
import { decideCookies, recordBusEvents, shopStarted } from '../support/shop';

/** A link as editors' content or a remote's raw HTML might carry it. */
async function addLink(page: Page, href: string, text = 'Hier klicken'): Promise<void> {
  await shopStarted(page);
  await page.evaluate(
    ({ href, text }) => {
      const link = document.createElement('a');
      link.setAttribute('href', href);
      link.textContent = text;
      link.className = 'e2e-link';
      document.getElementById('main')?.prepend(link);
    },
    { href, text },
  );
}

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

const UNSAFE = [
  'javascript:window.__pwned=1',
  'JavaScript:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  'blob:http://de.localhost/1234',
];

test.describe('unsafe links are refused', () => {
  for (const href of UNSAFE) {
    test(`${JSON.stringify(href)} does nothing but tell the customer`, async ({ page }) => {
      const refused = await recordBusEvents(page, 'host:navigation-refused');
      await page.goto(shopUrl('de.localhost', '/kontakt'));
      await addLink(page, href);
      let dialog = false;
      page.on('dialog', (d) => {
        dialog = true;
        void d.dismiss();
      });
      await page.locator('.e2e-link').click();
      await expect(page.getByRole('alert').filter({ hasText: 'Link nicht geöffnet' })).toBeVisible();
      await expect(page.getByText('Dieser Link könnte Schadcode ausführen.', { exact: false })).toBeVisible();
      await expect(page).toHaveURL(shopUrl('de.localhost', '/kontakt'));
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(dialog).toBe(false);
      await expect.poll(() => refused.length).toBe(1);
      expect(refused[0]).toMatchObject({ reason: 'unsafe-scheme' });
    });
  }

  test('also with a modifier key (a new tab would run it as well)', async ({ page }) => {
    await page.goto(shopUrl('fr.localhost', '/contact'));
    await addLink(page, 'javascript:window.__pwned=1', 'Cliquez');
    const pages = page.context().pages().length;
    await page.locator('.e2e-link').click({ modifiers: ['ControlOrMeta'] });
    await expect(page.getByRole('alert').filter({ hasText: 'Lien non ouvert' })).toBeVisible();
    expect(page.context().pages().length).toBe(pages);
  });
});

test.describe('other sites', () => {
  test('a site that is not on the allow-list is refused', async ({ page }) => {
    let left = false;
    await page.route('https://evil.example/**', (route) => {
      left = true;
      return route.fulfill({ body: 'evil' });
    });
    await page.goto(shopUrl('es.localhost', '/contacto'));
    await addLink(page, 'https://evil.example/login', 'Pulsa aquí');
    await page.locator('.e2e-link').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enlace no abierto' })).toBeVisible();
    await expect(page.getByText('Este enlace lleva a un sitio web que no conocemos.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(shopUrl('es.localhost', '/contacto'));
    expect(left).toBe(false);
  });

  test('a site on the allow-list opens', async ({ page }) => {
    await page.route('https://www.paypal.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>PayPal</h1>' }),
    );
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    await addLink(page, 'https://www.paypal.com/de/signin', 'PayPal');
    await page.locator('.e2e-link').click();
    await expect(page).toHaveURL('https://www.paypal.com/de/signin');
  });

  test('the footer links the other countries’ shops, which are on the list', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Deutschland/ })).toHaveAttribute('aria-current', 'true');
    await footer.getByRole('link', { name: /Italia/ }).click();
    // The same page in Italy.
    await expect(page).toHaveURL(shopUrl('it.localhost', '/contatti'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  });

  test('a link into the shop navigates without a page load', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await addLink(page, '/content/impressum', 'Impressum');
    await page.locator('.e2e-link').click();
    await expect(page).toHaveURL(shopUrl('de.localhost', '/content/impressum'));
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
