import type { BrowserContext, Page } from '@playwright/test';
import { shopUrl } from './env';

/** Every local host of the contracts' table. */
export const LOCAL_HOSTS = [
  'localhost',
  'de.localhost',
  'at.localhost',
  'es.localhost',
  'fr.localhost',
  'it.localhost',
  'b2bwidget.de.localhost',
  'b2bwidget.at.localhost',
  'b2bwidget.es.localhost',
  'b2bwidget.fr.localhost',
  'b2bwidget.it.localhost',
  'agan.localhost',
  'aganwidget.localhost',
] as const;

/**
 * Records the customer's cookie choice on every local host, as the banner would (`v1:` is
 * "necessary only"), so a test about something else starts without the banner.
 */
export async function decideCookies(context: BrowserContext, value = 'v1:'): Promise<void> {
  await context.addCookies(LOCAL_HOSTS.map((host) => ({ name: 'revalu_consent', value, url: shopUrl(host) })));
}

/** Collects the shop's bus events of one name (from the first script on) into an array the test reads. */
export async function recordBusEvents(page: Page, name: string): Promise<unknown[]> {
  const events: unknown[] = [];
  const fn = `record_${name.replace(/[^a-z]/gi, '_')}`;
  await page.exposeFunction(fn, (payload: unknown) => void events.push(payload));
  await page.addInitScript(
    ({ eventName, callback }) => {
      const wait = setInterval(() => {
        const bus = (window as unknown as { __shopBus?: { on: (n: string, f: (p: unknown) => void) => void } })
          .__shopBus;
        if (!bus) return;
        clearInterval(wait);
        bus.on(eventName, (payload) => (window as unknown as Record<string, (p: unknown) => void>)[callback]!(payload));
      }, 2);
    },
    { eventName: name, callback: fn },
  );
  return events;
}

/**
 * Waits until the page is the shop's: its first page rendered or hydrated (the host's performance
 * mark), so its router and link guard handle clicks. The server's HTML looks the same before.
 */
export async function shopStarted(page: Page): Promise<void> {
  // An observer, not polling: a test's installed clock stops the page's timers and animation frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (performance.getEntriesByName('shop:page-rendered').length) return resolve();
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('shop:page-rendered').length) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'mark' });
      }),
  );
}

/**
 * Navigates inside the page like a link the router handles (no full page load). `started`: the test knows the
 * shop runs already (under an installed clock, whose fake `performance` hides the host's mark).
 */
export async function clientNavigate(page: Page, path: string, options: { started?: boolean } = {}): Promise<void> {
  if (!options.started) await shopStarted(page);
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'test link';
    link.id = 'e2e-client-navigation';
    document.getElementById('main')?.prepend(link);
    link.click();
    link.remove();
  }, path);
}
