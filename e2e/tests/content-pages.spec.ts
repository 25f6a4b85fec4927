import { expect, test } from '@playwright/test';
import { CONTENT_PAGE_KEYS, CONTENT_PAGE_SLUGS, COUNTRY_CODES, countries } from 'config';
import { apiUrl, shopUrl } from '../support/env';
import { collectProblems } from '../support/server-render';

const EDITOR = `Basic ${Buffer.from('editor:local-dev-cms-password').toString('base64')}`;

test.describe('static content pages', () => {
  for (const cc of COUNTRY_CODES) {
    test(`all 11 pages of ${cc} show their text in ${countries[cc].icuLocale}`, async ({ page, request }) => {
      const host = `${cc}.localhost`;
      const list = await request.get(
        apiUrl(`/api/cms/content-pages?filter[country]=${cc}&fields[content-pages]=pageKey,title`),
      );
      const titles = Object.fromEntries(
        ((await list.json()).data as { attributes: { pageKey: string; title: string } }[]).map((p) => [
          p.attributes.pageKey,
          p.attributes.title,
        ]),
      );
      // Each page comes rendered by the server, and the browser takes it over without a complaint (no hydration
      // mismatch of the CMS's HTML) and without asking the API for its text.
      const problems = collectProblems(page);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/cms/content-pages') asked.push(r.url());
      });
      for (const key of CONTENT_PAGE_KEYS) {
        const response = await page.goto(shopUrl(host, `/content/${CONTENT_PAGE_SLUGS[cc][key]}`));
        expect(response?.status(), key).toBe(200);
        await expect(page.locator('#root'), key).toHaveAttribute('data-server-rendered', '');
        await expect(page.locator('html')).toHaveAttribute('lang', countries[cc].icuLocale);
        const article = page.locator(`[data-content-page="${key}"] article`);
        await expect(article.getByRole('heading', { level: 1 })).toHaveText(titles[key]!);
        expect((await article.innerText()).length, key).toBeGreaterThan(600);
        await expect(page).toHaveTitle(new RegExp(titles[key]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await page.waitForFunction(() => performance.getEntriesByName('shop:page-rendered').length > 0);
      }
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('links inside a page lead to the country’s pages without a reload', async ({ page }) => {
    await page.goto(shopUrl('it.localhost', '/content/come-funziona'));
    // Once the shop has taken the server's page over (before, a link loads the next page, as any link does).
    await page.waitForFunction(() => performance.getEntriesByName('shop:page-rendered').length > 0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('article').getByRole('link', { name: 'consigli per l’imballaggio' }).click();
    await expect(page).toHaveURL(/\/content\/consigli-imballaggio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consigli per l’imballaggio');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('an unknown slug shows the not-found page', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/content/gibt-es-nicht'));
    await expect(page.locator('[data-error-status="404"]')).toBeVisible();
  });

  test('script in edited content never runs in the page', async ({ page, request }) => {
    const url = apiUrl('/api/cms/content-pages/at-press');
    const original = (await (await request.get(url)).json()).data.attributes.body as string;
    const payload =
      '<p id="probe">Neu im Pressebereich</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">Link</a><p onmouseover="window.__pwned = 4">Hover</p>';
    const edit = await request.patch(url, {
      headers: { authorization: EDITOR, 'content-type': 'application/vnd.api+json' },
      data: JSON.stringify({
        data: { type: 'content-pages', id: 'at-press', attributes: { body: original + payload } },
      }),
    });
    expect(edit.status()).toBe(200);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(shopUrl('at.localhost', '/content/presse'));
    await expect(page.getByText('Neu im Pressebereich')).toBeVisible();
    await page.getByText('Hover').hover();
    await page.getByText('Link', { exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('[data-boundary="mf-content"] script, [data-boundary="mf-content"] img').count()).toBe(0);
  });
});
