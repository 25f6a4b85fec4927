import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/content-mail';
import { shopUrl } from '../support/env';

test.describe('B2B landing page', () => {
  test('switches the shop into B2B mode and back', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/b2b/ankaufsportal'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ankaufsportal für Geschäftskunden');
    await page.getByRole('button', { name: 'Geschäftskundenmodus einschalten' }).click();
    await expect(page.getByText('Geschäftskundenmodus ist aktiv')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('revalu:checkout') ?? '{}'));
    expect(stored.state.B2BMode).toBe(true);
    await page.reload();
    await expect(page.getByText('Geschäftskundenmodus ist aktiv')).toBeVisible();
    await page.getByRole('button', { name: 'Geschäftskundenmodus beenden' }).click();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('revalu:checkout') ?? '{}'));
    expect(after.state.B2BMode).toBe(false);
  });

  test('sends an enquiry to the business team', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', '/b2b/ankaufsportal'));
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByLabel('Firma')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Firma').fill('Nordlicht Versicherung AG');
    await page.getByLabel('Ansprechperson').fill('Jonas Weber');
    await page.getByLabel('Geschäftliche E-Mail-Adresse').fill('it-einkauf@nordlicht.example');
    await page.getByLabel('100 bis 499').check();
    await page.getByLabel('Smartphones').check();
    await page.getByLabel('Tablets').check();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Anfrage' });
    await expect(done).toBeVisible({ timeout: 15_000 });
    const reference = /B-[0-9A-Z]{8}/.exec(await done.innerText())?.[0];
    const mail = await waitForMail('business@revalu.de', (m) => m.subject.includes(reference!));
    expect(mail.text).toContain('Nordlicht Versicherung AG');
    expect(mail.text).toContain('smartphones, tablets');
  });

  test('exists only in Germany', async ({ page }) => {
    const response = await page.goto(shopUrl('fr.localhost', '/b2b/ankaufsportal'));
    expect(response?.status()).toBe(404);
  });
});
