import { expect, test, type Page } from '@playwright/test';
import { runAxe } from '../support/axe';
import { addTwoOffersFromCatalogue, CheckoutFlow } from '../support/checkout';

/** axe-core's WCAG 2.x A and AA rules on the checkout's own region. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found, passed } = await runAxe(page, ['[data-boundary="mf-checkout"]']);
  // The rules ran on the region (labels, contrast, names ...), not on nothing.
  expect(passed).toBeGreaterThan(10);
  return found;
}

test.describe('checkout accessibility', () => {
  test('cart, details with errors and thank-you page pass axe (WCAG 2.1 AA), and the way to the form works by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const flow = new CheckoutFlow(page, 'de');
    await addTwoOffersFromCatalogue(page, 'de');
    await flow.openCartFromHeader();
    await expect(page.getByRole('button', { name: flow.texts.continue })).toBeEnabled({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);

    // Keyboard only: from the last control of the cart to "continue" and on.
    await page.getByRole('button', { name: 'Warenkorb leeren' }).focus();
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page
        .getByRole('button', { name: flow.texts.continue })
        .evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(flow.texts.postalCode)).toBeVisible({ timeout: 20_000 });

    // Sending the empty form: the summary takes the focus, every message belongs to its field.
    await page.getByRole('button', { name: flow.texts.submit }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /^Postleitzahl:/ }).click();
    await expect(page.getByLabel('Postleitzahl')).toBeFocused();
    // The payout method is a radio group: arrow keys move between bank and PayPal.
    await page.getByRole('radio', { name: /Überweisung/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    expect(await violations(page)).toEqual([]);

    await flow.fillDetails(`a11y-${Date.now()}@example.com`);
    await flow.submit();
    await flow.tradeNumber();
    await expect(page.getByRole('heading', { name: 'Ihr Verkauf', exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('on a 320 px phone the cart badge stays inside its button, also at "99+" (B2B quantities)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => {
    const item = (offerId: string, quantity: number) => ({
      offerId,
      deviceId: 'apple-iphone-13-128gb',
      deviceName: 'Apple iPhone 13 128 GB',
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      price: 100,
      quantity,
    });
    localStorage.setItem(
      'revalu:checkout',
      JSON.stringify({ state: { cart: [item('a', 100), item('b', 30)] }, version: 2 }),
    );
  });
  await page.goto('/');
  const button = page.getByTestId('cart-button');
  const badge = button.getByText('99+', { exact: true });
  await expect(badge).toBeVisible();
  const link = (await button.boundingBox())!;
  const box = (await badge.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(link.x);
  expect(box.x + box.width).toBeLessThanOrEqual(link.x + link.width + 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expect(button).toHaveAccessibleName(/130/);
});
