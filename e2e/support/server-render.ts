import type { Page } from '@playwright/test';

/** Errors the page reports (uncaught, or `console.error`, such as React's hydration mismatches), collected as they come. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

/**
 * Keeps the first element matching `selector` that the HTML parser makes (call before `goto`), so that
 * `isServerElement` can tell whether the element on the page is still that one: the browser took the
 * server's HTML over rather than rendering it again.
 */
export async function keepServerElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver((_, observer) => {
      const element = document.querySelector(wanted);
      if (element) {
        (window as unknown as { __serverElement: Element }).__serverElement = element;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Whether the element matching `selector` is, once the page has rendered, the one the HTML parser made. */
export async function isServerElement(page: Page, selector: string): Promise<boolean> {
  await page.waitForFunction(() => performance.getEntriesByName('shop:page-rendered').length > 0);
  return page.evaluate(
    (wanted) => document.querySelector(wanted) === (window as unknown as { __serverElement?: Element }).__serverElement,
    selector,
  );
}
