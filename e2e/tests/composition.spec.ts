import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/env';

const pages = [
  { remote: 'mf-content', path: '/' },
  { remote: 'mf-catalog', path: '/verkaufen/smartphones' },
  { remote: 'mf-checkout', path: '/checkout' },
  { remote: 'mf-account', path: '/account' },
] as const;

test.describe('composed shop', () => {
  for (const { remote, path } of pages) {
    test(`${remote} renders a page in the host layout at ${path}`, async ({ page }) => {
      const response = await page.goto(shopUrl('de.localhost', path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      const region = page.locator(`[data-boundary="${remote}"]`);
      await expect(region).toHaveCount(1);
      await expect(region.locator('[data-remote-version]')).toHaveAttribute('data-remote-version', /^\d+\.\d+\.\d+/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('fr.localhost is the French shop', async ({ page }) => {
    await page.goto(shopUrl('fr.localhost', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
    await expect(page.locator('[data-boundary="mf-content"] [data-remote-version]')).toBeVisible();
  });

  test('de.localhost is the German shop, with the DHL logo', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/'));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('img', { name: 'DHL' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto(shopUrl('de.localhost', '/gibt-es-nicht'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('/gibt-es-nicht')).toBeVisible();
  });
});

test.describe('a remote that fails', () => {
  test('shows its fallback in its region while layout and navigation keep working', async ({ page }) => {
    await page.route('**/remotes/mf-catalog/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    const failures: unknown[] = [];
    await page.exposeFunction('reportFailure', (e: unknown) => failures.push(e));
    await page.addInitScript(() => {
      const wait = setInterval(() => {
        const bus = (window as unknown as { __shopBus?: { on: (n: string, f: (p: unknown) => void) => void } })
          .__shopBus;
        if (!bus) return;
        clearInterval(wait);
        bus.on('host:remote-load-failed', (p) =>
          (window as unknown as { reportFailure: (p: unknown) => void }).reportFailure(p),
        );
      }, 5);
    });
    await page.goto(shopUrl('de.localhost', '/verkaufen/smartphones'));
    const region = page.locator('[data-boundary="mf-catalog"]');
    await expect(region.getByText('Dieser Bereich ist gerade nicht erreichbar')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ remote: 'mf-catalog' });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.locator('[data-boundary="mf-content"] [data-remote-version]')).toBeVisible();
  });

  test('with its files missing, the other remotes still render', async ({ page }) => {
    await page.route('**/remotes/mf-content/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto(shopUrl('fr.localhost', '/'));
    await expect(
      page.locator('[data-boundary="mf-content"]').getByText('Cette partie du site est momentanément indisponible'),
    ).toBeVisible();
    await page.goto(shopUrl('fr.localhost', '/checkout'));
    await expect(page.locator('[data-boundary="mf-checkout"] [data-remote-version]')).toBeVisible();
  });
});
