import { expect, test, type Page } from '@playwright/test';
import { shopUrl } from '../support/env';
import { clientNavigate, decideCookies } from '../support/shop';

/**
 * Pages of our remotes are short today; these tests give every page a tall body that arrives late
 * (after 700 ms, as a remote's content does), and on the terms page an anchor inside it.
 */
async function lazyTallPages(page: Page) {
  await page.addInitScript(() => {
    const grow = (path: string) => {
      const main = document.getElementById('main');
      if (!main || location.pathname !== path || main.querySelector(`[data-e2e-tall="${path}"]`)) return;
      const tall = document.createElement('div');
      tall.setAttribute('data-e2e-tall', path);
      tall.style.height = '4000px';
      if (path === '/content/agb') {
        const anchor = document.createElement('h2');
        anchor.id = 'widerruf';
        anchor.textContent = 'Widerrufsrecht';
        tall.style.position = 'relative';
        anchor.style.cssText = 'position:absolute;top:3000px';
        tall.appendChild(anchor);
      }
      main.appendChild(tall);
    };
    // The page's content is replaced when its region is (at React's commit), and the new page's
    // tall content arrives 700 ms later.
    let region: Element | null = null;
    setInterval(() => {
      const current = document.querySelector('[data-boundary]');
      if (!current || current === region) return;
      region = current;
      for (const old of document.querySelectorAll('[data-e2e-tall]')) old.remove();
      const path = location.pathname;
      setTimeout(() => grow(path), (window as unknown as { __e2eContentDelayMs?: number }).__e2eContentDelayMs ?? 700);
    }, 10);
  });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Opens a German page, waits for its tall content and scrolls it down by the wheel; returns where it stopped. */
async function landScrolled(page: Page, path: string): Promise<number> {
  await page.goto(shopUrl('de.localhost', path));
  await expect(page.locator('[data-e2e-tall]')).toHaveCount(1);
  await page.mouse.wheel(0, 1800);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1500);
  return scrollY(page);
}

test.beforeEach(async ({ context, page }) => {
  await decideCookies(context);
  await lazyTallPages(page);
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto(shopUrl('de.localhost', '/kontakt'));
  await expect(page.locator('[data-e2e-tall]')).toHaveCount(1);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
  await clientNavigate(page, '/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  // Once the new page's content has arrived it is still at the top.
  await expect(page.locator('[data-e2e-tall="/checkout"]')).toHaveCount(1);
  expect(await scrollY(page)).toBe(0);
});

test('a fragment scrolls to its anchor even when the content holding it loads late', async ({ page }) => {
  await page.goto(shopUrl('de.localhost', '/kontakt'));
  await clientNavigate(page, '/content/agb#widerruf');
  const anchor = page.locator('#widerruf');
  await expect(anchor).toBeAttached();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2500);
  await expect(anchor).toBeInViewport();
  await expect(anchor).toBeFocused();
});

test('a landing URL with a fragment scrolls to its anchor too', async ({ page }) => {
  await page.goto(shopUrl('de.localhost', '/content/agb#widerruf'));
  await expect(page.locator('#widerruf')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(2500);
});

test('back and forward restore the position the customer left, after the content is back', async ({ page }) => {
  const left = await landScrolled(page, '/kontakt');

  await clientNavigate(page, '/account');
  await expect(page.locator('[data-e2e-tall="/account"]')).toHaveCount(1);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  const leftAccount = await scrollY(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.goForward();
  await expect(page).toHaveURL(/\/account$/);
  await expect.poll(() => scrollY(page)).toBe(leftAccount);
});

test('a page the customer scrolled and left before the scroll manager came keeps its position', async ({ page }) => {
  // The manager loads after the first render, in a chunk of its own: hold it until the customer has
  // scrolled the page and followed a link (on a slow connection they can).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/after-render.*.js', async (route) => {
    await held;
    await route.continue();
  });
  const left = await landScrolled(page, '/kontakt');

  await clientNavigate(page, '/account');
  await expect(page).toHaveURL(/\/account$/);
  const managerLoaded = page.waitForResponse(/\/assets\/after-render\.[^/]*\.js$/);
  release();
  await managerLoaded;
  await expect(page.locator('[data-e2e-tall="/account"]')).toHaveCount(1);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('a reload keeps the position too', async ({ page }) => {
  await page.goto(shopUrl('fr.localhost', '/contact'));
  await expect(page.locator('[data-e2e-tall]')).toHaveCount(1);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(900);
  const left = await scrollY(page);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('a reload before the scroll manager came keeps the position too', async ({ page }) => {
  // The manager's chunk does not come for the first load (a slow connection); the reload gets it.
  // (Held by load, not by request: the first load may be left before it even asks for the chunk,
  // which it does once the page shows its content.)
  let firstLoad = true;
  await page.route('**/assets/after-render.*.js', async (route) => {
    if (!firstLoad) return route.continue();
    await new Promise(() => undefined);
  });
  const left = await landScrolled(page, '/kontakt');
  firstLoad = false;
  await page.reload();
  await expect(page.locator('[data-e2e-tall]')).toHaveCount(1);
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('an address typed into the same tab starts at the top, not where the last loaded page was left', async ({
  page,
}) => {
  // Each page loaded from the address bar (or a link from a mail) is a new history entry without
  // the router's state: its position must not be the one of the last such page.
  await landScrolled(page, '/kontakt');
  await page.goto(shopUrl('de.localhost', '/checkout'));
  await expect(page.locator('[data-e2e-tall="/checkout"]')).toHaveCount(1);
  // The manager comes after the first render and gives up waiting after 3 s: wait past both.
  await page.waitForTimeout(3500);
  expect(await scrollY(page)).toBe(0);
  // And that page's own reload and the way back still find their positions.
  await page.mouse.wheel(0, 1300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const left = await scrollY(page);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('scrolling by the customer wins over a pending anchor', async ({ page }) => {
  // The content comes 3 s after the navigation here: on a loaded machine the scroll below can take
  // longer than 700 ms to be sent, and would then come after the content.
  await page.addInitScript(
    () => void ((window as unknown as { __e2eContentDelayMs?: number }).__e2eContentDelayMs = 3000),
  );
  await page.goto(shopUrl('de.localhost', '/kontakt'));
  await clientNavigate(page, '/content/agb#widerruf');
  // Before the content arrives, the customer scrolls a little: the shop leaves them there.
  await page.mouse.wheel(0, 50);
  await expect(page.locator('#widerruf')).toBeAttached();
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBeLessThan(500);
});
