import { expect, test, type BrowserContext } from '@playwright/test';
import { shopUrl } from '../support/env';

const cookie = async (context: BrowserContext, host: string, name: string) =>
  (await context.cookies(shopUrl(host))).find((c) => c.name === name);

const BANNERS = [
  {
    host: 'de.localhost',
    title: 'Ihre Privatsphäre ist uns wichtig',
    accept: 'Alle akzeptieren',
    reject: 'Nur notwendige',
    settings: 'Einstellungen',
  },
  {
    host: 'at.localhost',
    title: 'Ihre Privatsphäre ist uns wichtig',
    accept: 'Alle akzeptieren',
    reject: 'Nur notwendige',
    settings: 'Einstellungen',
  },
  {
    host: 'es.localhost',
    title: 'Tu privacidad nos importa',
    accept: 'Aceptar todas',
    reject: 'Solo necesarias',
    settings: 'Configurar',
  },
  {
    host: 'fr.localhost',
    title: 'Le respect de votre vie privée nous tient à cœur',
    accept: 'Tout accepter',
    reject: 'Nécessaires uniquement',
    settings: 'Personnaliser',
  },
  {
    host: 'it.localhost',
    title: 'La tua privacy è importante per noi',
    accept: 'Accetta tutti',
    reject: 'Solo necessari',
    settings: 'Personalizza',
  },
];

for (const banner of BANNERS) {
  test(`${banner.host}: the banner speaks the country's language and nothing is tracked before a choice`, async ({
    page,
    context,
  }) => {
    const controlling: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/controlling/') || r.url().includes('/api/client-id')) controlling.push(r.url());
    });
    await page.goto(shopUrl(banner.host, '/?utm_source=newsletter&gclid=abc123'));
    const region = page.getByRole('region', { name: banner.title });
    await expect(region).toBeVisible();
    for (const name of [banner.accept, banner.reject, banner.settings])
      await expect(region.getByRole('button', { name })).toBeVisible();
    await page.waitForTimeout(500);
    expect(controlling).toEqual([]);
    expect(await cookie(context, banner.host, 'client_id')).toBeUndefined();
    expect(await cookie(context, banner.host, 'revalu_consent')).toBeUndefined();
    // The language cookie is necessary: written without a choice (once the page has rendered), for a year.
    await expect.poll(() => cookie(context, banner.host, 'revalu_locale')).toBeDefined();
    const locale = await cookie(context, banner.host, 'revalu_locale');
    expect(locale?.value).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });
}

test('a keyboard user accepts: the first Tab reaches the banner; client id, touchpoint event and personalization follow', async ({
  page,
  context,
}) => {
  await page.goto(shopUrl('de.localhost', '/kontakt?utm_source=newsletter&utm_medium=email&gclid=abc123&foo=bar'));
  const region = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await expect(region).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('link', { name: 'Mehr erfahren' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused();

  const clientIdResponse = page.waitForResponse((r) => r.url().endsWith('/api/client-id'));
  const controlling = page.waitForRequest(
    (r) => r.url().endsWith('/api/controlling/controlling') && r.method() === 'POST',
  );
  await page.keyboard.press('Enter');
  await expect(region).toHaveCount(0);

  const { clientId } = (await (await clientIdResponse).json()) as { clientId: string };
  expect(clientId).toMatch(/^[0-9a-f]{32}$/);
  const request = await controlling;
  const body = request.postDataJSON() as {
    clientId: string;
    applicationId: string;
    eventName: string;
    eventData: Record<string, string>;
  };
  expect(body).toMatchObject({
    clientId,
    applicationId: 'WKFS_DE',
    eventName: 'marketing_touchpoint',
    eventData: { utm_source: 'newsletter', utm_medium: 'email', gclid: 'abc123' },
  });
  expect(body.eventData).not.toHaveProperty('foo');
  expect((await request.response())?.status()).toBe(202);

  expect((await cookie(context, 'de.localhost', 'revalu_consent'))?.value).toBe('v1:analytics.personalization');
  const stored = await cookie(context, 'de.localhost', 'client_id');
  expect(stored?.value).toBe(clientId);
  expect(stored!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  const personalization = await cookie(context, 'de.localhost', 'revalu_personalization');
  expect(personalization?.value).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

  // The server copies the personalization cookie into one of its own, for a year.
  const reload = await page.reload();
  expect(await reload?.headerValue('set-cookie')).toContain(
    `revalu_personalization_copy=${personalization!.value}; Max-Age=31536000`,
  );
  // The choice holds: no banner, the same client id.
  await expect(page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toHaveCount(0);
  expect((await cookie(context, 'de.localhost', 'client_id'))?.value).toBe(clientId);
});

test('"necessary only" writes no tracking cookie and sends no touchpoint', async ({ page, context }) => {
  const tracking: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/controlling/') || r.url().includes('/api/client-id')) tracking.push(r.url());
  });
  await page.goto(shopUrl('fr.localhost', '/?utm_campaign=printemps&awc=1234'));
  await page.getByRole('button', { name: 'Nécessaires uniquement' }).click();
  await expect(page.getByRole('region', { name: 'Le respect de votre vie privée nous tient à cœur' })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(tracking).toEqual([]);
  expect((await cookie(context, 'fr.localhost', 'revalu_consent'))?.value).toBe('v1:');
  expect(await cookie(context, 'fr.localhost', 'client_id')).toBeUndefined();
});

test('the choice can be changed from the footer, by keyboard; withdrawing deletes the tracking cookies', async ({
  page,
  context,
}) => {
  await page.goto(shopUrl('de.localhost', '/'));
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(async () => (await cookie(context, 'de.localhost', 'client_id'))?.value).toMatch(/^[0-9a-f]{32}$/);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const region = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await expect(region).toBeFocused();
  const analytics = region.getByRole('checkbox', { name: 'Statistik und Marketing' });
  await expect(analytics).toBeChecked();
  await expect(region.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).not.toBeChecked();
  await region.getByRole('button', { name: 'Auswahl speichern' }).focus();
  await page.keyboard.press('Enter');
  await expect(region).toHaveCount(0);
  // Focus goes back where the customer came from.
  await expect(settings).toBeFocused();
  expect((await cookie(context, 'de.localhost', 'revalu_consent'))?.value).toBe('v1:personalization');
  await expect.poll(async () => cookie(context, 'de.localhost', 'client_id')).toBeUndefined();
});

test('the personalization choice is offered only where the country personalizes', async ({ page }) => {
  await page.goto(shopUrl('it.localhost', '/'));
  await page.getByRole('button', { name: 'Personalizza' }).click();
  const region = page.getByRole('region', { name: 'La tua privacy è importante per noi' });
  await expect(region.getByRole('checkbox', { name: 'Statistiche e marketing' })).toBeVisible();
  await expect(region.getByRole('checkbox', { name: 'Personalizzazione' })).toHaveCount(0);
  await page.goto(shopUrl('at.localhost', '/'));
  await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Personalisierung' })).toBeVisible();
});

test('the banner never hides the page: everything under it can be reached', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(shopUrl('de.localhost', '/kontakt'));
  await expect(page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/content\/impressum$/);
});
