import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TEXTS } from '../support/account-texts';
import { E2E_PORT, shopUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mailbox';
import { decideCookies } from '../support/shop';

const t = ACCOUNT_TEXTS.it;
const url = (path: string) => shopUrl('it.localhost', path);

async function fitsWidth(page: Page, name: string) {
  await page.screenshot({ path: `../var/e2e/screens/account-320-${name}.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 320, height: 640 } });

test('the account pages fit a 320 px phone and work with the keyboard (Italy)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `e2e-it-320-${Date.now()}@example.com`;
  const password = 'Girasole8!mare';
  // Node does not resolve *.localhost as Chromium does: the API is asked on localhost, as the Italian shop.
  const reg = await request.post(shopUrl('localhost', '/api/account/register'), {
    headers: { host: `it.localhost:${E2E_PORT}` },
    data: {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      username: email,
      email,
      credentials: [{ type: 'password', value: password, temporary: false }],
      requiredActions: ['VERIFY_EMAIL'],
      groups: ['customers'],
      attributes: { locale: ['it-IT'] },
      Address: {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        street: 'Via Giuseppe Garibaldi',
        houseNumber: '21',
        zip: '20121',
        city: 'Milano',
        country: 'it',
      },
      Payment: {
        type: 'bank',
        bankAccount: { accountHolder: 'Giulia Bianchi', iban: 'IT60 X054 2811 1010 0000 0123 456' },
      },
    },
  });
  expect(reg.status()).toBe(202);
  const mail = await waitForMail(email, 'Conferma il tuo indirizzo e-mail');
  // The address is not confirmed yet: the mail greets no one by the name the form was sent.
  expect(mail.text).toMatch(/^Ciao,/m);
  expect(mail.text).not.toContain('Giulia');

  await page.goto(url('/account/register'));
  await expect(page.getByRole('heading', { level: 1, name: t.register.title })).toBeVisible();
  await fitsWidth(page, 'register');

  await page.goto(linkIn(mail, 'activation='));
  await expect(page.getByText(t.activation.successTitle)).toBeVisible();
  await fitsWidth(page, 'login-activated');

  // Log in with the keyboard only.
  await page.getByLabel(t.fields.email, { exact: true }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Giulia' })).toBeVisible();
  await expect(page.getByRole('region', { name: t.overview.payout })).toContainText('IT60 •••• 3456');
  await fitsWidth(page, 'overview');

  for (const [name, link] of [
    ['address', t.overview.changeAddress],
    ['payout', t.overview.changePayout],
    ['management', t.overview.manage],
  ] as const) {
    await page.goto(url('/account'));
    // This visitor has not decided on cookies: the banner comes with the page's first render, its
    // chunk a moment after it. A click in that moment can land on the banner as it slides in, so
    // the test clicks once it is there, as a customer who sees it would.
    await expect(page.getByRole('region', { name: 'La tua privacy è importante per noi' })).toBeVisible();
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t.common.save }).first()).toBeVisible();
    await fitsWidth(page, name);
  }
});

test('on a 320 px phone a failed registration shows its error summary with the heading below the sticky header', async ({
  page,
  context,
}) => {
  const de = ACCOUNT_TEXTS.de;
  await decideCookies(context);
  await page.goto(shopUrl('de.localhost', '/account/register'));
  await page.getByRole('button', { name: de.register.submit }).click();
  const summary = page.getByRole('alert').filter({ hasText: de.errors.checkFields });
  await expect(summary).toBeFocused();
  const heading = (await summary.getByText(de.errors.checkFields).boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(heading.y + heading.height).toBeLessThanOrEqual(640);
});
