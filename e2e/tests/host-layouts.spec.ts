import { expect, test } from '@playwright/test';
import { COUNTRY_CODES } from 'config';
import { shopUrl } from '../support/env';
import { decideCookies, shopStarted } from '../support/shop';

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

const MODES = [
  { host: 'de.localhost', path: '/', layout: 'home', logo: 'Revalu – zur Startseite', account: true, countries: true },
  {
    host: 'de.localhost',
    path: '/kontakt',
    layout: 'default',
    logo: 'Revalu – zur Startseite',
    account: true,
    countries: true,
  },
  {
    host: 'b2bwidget.de.localhost',
    path: '/',
    layout: 'b2bwidget-home',
    logo: 'Revalu – zur Startseite',
    account: false,
    countries: false,
    label: 'Ankauf für Geschäftskunden',
  },
  {
    host: 'b2bwidget.fr.localhost',
    path: '/contact',
    layout: 'b2bwidget-default',
    logo: 'Revalu – retour à l’accueil',
    account: false,
    countries: false,
    label: 'Rachat pour les professionnels',
  },
  {
    host: 'agan.localhost',
    path: '/',
    layout: 'agan-default',
    logo: 'agan – zur Startseite',
    account: true,
    countries: false,
  },
  {
    host: 'agan.localhost',
    path: '/kontakt',
    layout: 'agan-default',
    logo: 'agan – zur Startseite',
    account: true,
    countries: false,
  },
  {
    host: 'aganwidget.localhost',
    path: '/',
    layout: 'aganwidget-default',
    logo: 'agan – zur Startseite',
    account: false,
    countries: false,
    label: 'Altgerät in Zahlung geben',
  },
] as const;

for (const mode of MODES) {
  test(`${mode.host}${mode.path} uses the ${mode.layout} layout`, async ({ page }, testInfo) => {
    await page.goto(shopUrl(mode.host, mode.path));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', mode.layout);
    await expect(page.getByRole('banner').getByRole('img', { name: mode.logo })).toBeVisible();
    // The header widgets of the remotes, in every shop mode.
    await expect(page.locator('[data-widget-boundary="mf-catalog"]')).toHaveCount(1);
    await expect(page.locator('[data-widget-boundary="mf-checkout"]')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: /Mein Konto|Mon compte/ })).toHaveCount(
      mode.account ? 1 : 0,
    );
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: /Land wählen|Choisir le pays/ }),
    ).toHaveCount(mode.countries ? 1 : 0);
    if ('label' in mode) await expect(page.getByRole('banner').getByText(mode.label)).toBeVisible();
    // Every frame names the legal pages.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Impressum|Mentions légales/ })).toBeVisible();
    await testInfo.attach(`${mode.layout}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}

test('the sister brand has its own colours', async ({ page }) => {
  await page.goto(shopUrl('agan.localhost', '/kontakt'));
  const primary = await page
    .locator('[data-layout]')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
  expect(primary).toBe('#2b3a8c');
  await page.goto(shopUrl('de.localhost', '/kontakt'));
  const revalu = await page
    .locator('[data-layout]')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
  expect(revalu).not.toBe('#2b3a8c');
});

for (const country of COUNTRY_CODES) {
  test(`${country}: the footer shows the country's carrier`, async ({ page }) => {
    await page.goto(shopUrl(`${country}.localhost`, '/'));
    const carrier = country === 'de' ? 'DHL' : 'UPS';
    await expect(page.getByRole('contentinfo').getByRole('img', { name: carrier })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('img', { name: carrier === 'DHL' ? 'UPS' : 'DHL' }),
    ).toHaveCount(0);
  });
}

test('the layout fits a 320 px phone without sideways scrolling', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [host, path] of [
    ['de.localhost', '/kontakt'],
    ['agan.localhost', '/'],
    ['b2bwidget.it.localhost', '/contatti'],
    ['es.localhost', '/no-existe'],
  ] as const) {
    await page.goto(shopUrl(host, path));
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect([host, overflow]).toEqual([host, 0]);
    await testInfo.attach(`${host}-320.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
});

test('the skip link leads keyboard users to the content', async ({ page }) => {
  await page.goto(shopUrl('de.localhost', '/kontakt'));
  // The first Tab goes to the page the customer sees once the shell has rendered it.
  await shopStarted(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
