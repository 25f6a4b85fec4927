import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/env';
import { decideCookies } from '../support/shop';

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

/** WCAG 2.4.11: on a phone the product page's price bar sticks to the bottom; what gets the focus is never under it. */
test('at 320 px, tabbing through the condition answers never puts the focused answer under the sticky price bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(shopUrl('fr.localhost', '/produits/apple-iphone-13-128-go'));
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  let answersFocused = 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLInputElement) || active.type !== 'radio') return null;
      const bar = [...document.querySelectorAll('[aria-hidden="true"]')].find(
        (e) => getComputedStyle(e).position === 'sticky',
      );
      const answer = (active.closest('label') ?? active).getBoundingClientRect();
      return {
        answerBottom: Math.round(answer.bottom),
        barTop: bar ? Math.round(bar.getBoundingClientRect().top) : Infinity,
        name: active.closest('label')?.textContent ?? '',
      };
    });
    if (!place) continue;
    answersFocused++;
    expect(place.answerBottom, `"${place.name}" is under the price bar`).toBeLessThanOrEqual(place.barTop + 1);
  }
  expect(answersFocused).toBeGreaterThan(3);
});

/** A placeholder cut in the middle ("Rechercher un modèle, ex." at 320 px) says less than a shorter one read whole. */
test("the header search field's placeholder is read whole, from a 320 px phone to a desktop", async ({ page }) => {
  const seen: Record<string, string> = {};
  for (const [host, full] of [
    ['fr.localhost', 'Rechercher un modèle, ex. iPhone 13'],
    ['de.localhost', 'Modell suchen, z. B. iPhone 13'],
  ] as const) {
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(shopUrl(host, '/'));
      const box = page.locator('header').getByRole('combobox');
      await expect(box).toBeVisible({ timeout: 20_000 });
      await expect(box).toHaveAttribute('placeholder', /.+/);
      // Read once the texts and the web font have settled (the field follows both).
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(100);
      const fit = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, width: context.measureText(input.placeholder).width, room };
      });
      seen[`${host} ${width}`] = fit.text;
      expect(fit.width, `${host} at ${width} px: "${fit.text}" is wider than its field`).toBeLessThanOrEqual(fit.room);
      if (width === 1280) expect(fit.text).toBe(full);
    }
  }
  // On the phone the full text does not fit: a shorter one is shown, not the full one cut.
  expect(seen['fr.localhost 320']).not.toBe('Rechercher un modèle, ex. iPhone 13');
});
