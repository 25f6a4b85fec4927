import { expect, test, type Page } from '@playwright/test';
import { shopUrl } from '../support/env';
import { clientNavigate, decideCookies, recordBusEvents } from '../support/shop';

function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') loads.push(new URL(r.url()).pathname);
  });
  return loads;
}

test.describe('a host file that fails to load', () => {
  test('a failed chunk reloads the page once, then shows the error page', async ({ page }) => {
    // The footer is a chunk of its own, loaded once the page has rendered.
    await page.route('**/assets/footer.*.js', (route) => route.abort());
    const loads = documentLoads(page);
    const chunkErrors = await recordBusEvents(page, 'host:chunk-error');
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    await expect(page.locator('[data-error-status="500"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Hoppla, hier ist etwas schiefgelaufen' })).toBeVisible();
    // Once reloaded, never twice within 10 seconds: exactly two loads of the page.
    await page.waitForTimeout(1000);
    expect(loads).toEqual(['/kontakt', '/kontakt']);
    // The first load reported the failure and reloaded; the second showed the error page.
    expect(chunkErrors).toEqual([
      expect.objectContaining({ reloading: true }),
      expect.objectContaining({ reloading: false }),
    ]);
    // The error page is in the shop's layout and lets the customer go on.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });

  test('a failed style sheet of the shell reloads once, then says so in the page’s language', async ({ page }) => {
    await page.route('**/assets/bootstrap.*.css', (route) => route.abort());
    const loads = documentLoads(page);
    await page.goto(shopUrl('it.localhost', '/contatti'));
    await expect(page.getByRole('alert')).toContainText('Non è stato possibile caricare il negozio.', {
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Ricarica la pagina' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(loads).toEqual(['/contatti', '/contatti']);
  });

  test('a chunk that loads again after the reload shows the page', async ({ page, context }) => {
    await decideCookies(context);
    let failures = 1;
    await page.route('**/assets/seo-de-DE.*.js', (route) => (failures-- > 0 ? route.abort() : route.continue()));
    const loads = documentLoads(page);
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    await expect(page).toHaveTitle('Kontakt und Hilfe | Revalu');
    await expect(page.locator('[data-boundary="mf-content"]')).toHaveCount(1);
    await expect.poll(() => loads.length).toBe(2);
    await expect(page.locator('[data-error-status]')).toHaveCount(0);
  });
});

test.describe('a new build', () => {
  test('is noticed by the hourly check and loaded on the next navigation', async ({ page, context }) => {
    await decideCookies(context);
    await page.clock.install();
    let latest: string | null = null;
    await page.route('**/builds/latest.json', async (route) => {
      if (!latest) return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ id: latest, timestamp: Date.now() }),
      });
    });
    await page.route('**/builds/meta/*.json', async (route) => {
      const id = new URL(route.request().url()).pathname.split('/').pop()!.replace('.json', '');
      if (id !== latest) return route.continue();
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id, timestamp: Date.now() }) });
    });
    const outdated = await recordBusEvents(page, 'host:build-outdated');
    const loads = documentLoads(page);
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    await expect(page.locator('[data-boundary="mf-content"]')).toHaveCount(1);
    // Jumping an hour ahead with a file still loading would time that load out (a real reload). The
    // header's widgets load last, one file after another (their texts come after their code): on a
    // slow machine a pause in that chain can look like an idle network. So: the widgets
    // have rendered with their texts, then the network is idle.
    await expect(page.locator('[data-widget-boundary="mf-catalog"]').getByRole('combobox')).toBeVisible();
    await expect(page.locator('[data-widget-boundary="mf-checkout"]').getByRole('link')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The same build: navigations stay inside the page.
    await page.clock.fastForward('01:00:05');
    await clientNavigate(page, '/checkout', { started: true });
    await expect(page.locator('[data-boundary="mf-checkout"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual(['/kontakt']);

    // A new build is out: after the next check, the next navigation loads the page fresh.
    latest = 'e2e-new-build';
    await page.clock.fastForward('01:00:05');
    await expect.poll(() => outdated.length).toBe(1);
    expect(outdated[0]).toMatchObject({ latest: 'e2e-new-build' });
    expect(loads).toEqual(['/kontakt']);
    await clientNavigate(page, '/account', { started: true });
    await expect.poll(() => loads).toEqual(['/kontakt', '/account']);
    await expect(page.locator('[data-boundary="mf-account"]')).toHaveCount(1);
  });

  test('the build writes its manifest where the shop looks for it', async ({ request }) => {
    const latest = await request.get(shopUrl('localhost', '/builds/latest.json'));
    expect(latest.status()).toBe(200);
    const { id } = (await latest.json()) as { id: string };
    const meta = await request.get(shopUrl('localhost', `/builds/meta/${id}.json`));
    expect(meta.status()).toBe(200);
    expect(((await meta.json()) as { id: string }).id).toBe(id);
  });
});
