import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { shopUrl } from '../support/env';
import { decideCookies } from '../support/shop';

/**
 * Every kind of page the shop has, whole (header, the remote's region, footer), against axe-core's
 * WCAG 2.x A and AA rules. The countries take turns, so each language's texts are checked somewhere;
 * the German home page shows every kind of home section (content-home.spec.ts), so it stands for the
 * others, and the Italian one is checked on a phone.
 * The journeys' own specs check their pages in the states a journey brings (answers, offers,
 * checkout errors); this one checks the pages as a visitor first sees them.
 */
const PAGES: { name: string; host: string; path: string; banner?: string; phone?: boolean }[] = [
  {
    name: 'home (de), first visit with the cookie banner',
    host: 'de.localhost',
    path: '/',
    banner: 'Ihre Privatsphäre ist uns wichtig',
  },
  { name: 'home, agan shop', host: 'agan.localhost', path: '/' },
  { name: 'home, B2B widget (de)', host: 'b2bwidget.de.localhost', path: '/' },
  { name: 'sell a category (es)', host: 'es.localhost', path: '/vender/camaras' },
  { name: 'search results (fr)', host: 'fr.localhost', path: '/recherche?q=iphone%2013' },
  { name: 'search, nothing found (it)', host: 'it.localhost', path: '/cerca?q=qwertzuiop' },
  { name: 'contact (it)', host: 'it.localhost', path: '/contatti' },
  { name: 'B2B landing page (de)', host: 'de.localhost', path: '/b2b/ankaufsportal' },
  { name: 'content page (fr)', host: 'fr.localhost', path: '/content/confidentialite' },
  { name: 'login (at)', host: 'at.localhost', path: '/account' },
  { name: 'register (es)', host: 'es.localhost', path: '/account/register' },
  { name: 'forgot password (fr)', host: 'fr.localhost', path: '/account/password-forgot' },
  { name: 'empty cart (de)', host: 'de.localhost', path: '/checkout' },
  { name: 'not found (es)', host: 'es.localhost', path: '/no-existe' },
  {
    name: 'home on a 320 px phone (it), first visit with the cookie banner',
    host: 'it.localhost',
    path: '/',
    banner: 'La tua privacy è importante per noi',
    phone: true,
  },
  { name: 'sell a category on a 320 px phone (de)', host: 'de.localhost', path: '/verkaufen/kameras', phone: true },
];

test.describe('accessibility of every kind of page', () => {
  for (const p of PAGES) {
    test(`${p.name} passes axe (WCAG 2.x AA)`, async ({ page, context }) => {
      if (!p.banner) await decideCookies(context);
      if (p.phone) await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(shopUrl(p.host, p.path));
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('footer')).toBeVisible({ timeout: 20_000 });
      if (p.banner) await expect(page.getByRole('region', { name: p.banner })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the cookie banner’s settings pass axe too (de)', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/'));
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
