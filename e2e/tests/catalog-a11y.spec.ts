import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/env';
import { decideCookies } from '../support/shop';

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

/** WCAG 2.4.11: on a phone the product page's price bar sticks to the bottom; what gets the focus is never under it. */
test('at 320 px, tabbing through the condition answers never puts the focused answer under the sticky price bar', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(shopUrl('fr.localhost', '/produits/apple-iphone-13-128-go'));
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  let answersFocused = 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLInputElement) || active.type !== 'radio') return null;
      const bar = [...document.querySelectorAll('[aria-hidden="true"]')].find((e) => getComputedStyle(e).position === 'sticky');
      const answer = (active.closest('label') ?? active).getBoundingClientRect();
      return { answerBottom: Math.round(answer.bottom), barTop: bar ? Math.round(bar.getBoundingClientRect().top) : Infinity, name: active.closest('label')?.textContent ?? '' };
    });
    if (!place) continue;
    answersFocused++;
    expect(place.answerBottom, `"${place.name}" is under the price bar`).toBeLessThanOrEqual(place.barTop + 1);
  }
  expect(answersFocused).toBeGreaterThan(3);
});
