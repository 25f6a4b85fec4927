import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { ACCOUNT_TEXTS, type AccountTexts } from '../support/account-texts';
import { addTwoOffersFromCatalogue, CheckoutFlow } from '../support/checkout';
import { shopUrl } from '../support/env';
import { linkIn, mailCount, waitForMail } from '../support/mailbox';

// The journey runs through every remote on a machine shared with other builds: each step waits for
// what the customer would see, as long as it takes on a loaded machine, never for a fixed time.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Country {
  cc: 'de' | 'fr';
  host: string;
  paths: { register: string; overview: string; forgot: string };
  address: { street: string; houseNumber: string; zip: string; badZip: string; city: string };
  iban: string;
  trade: { phone: string };
  subjects: { activation: string; reset: string; deleted: string };
}

const COUNTRIES: Country[] = [
  {
    cc: 'de',
    host: 'de.localhost',
    paths: { register: '/account/register', overview: '/account', forgot: '/account/password-forgot' },
    address: { street: 'Friedrichstraße', houseNumber: '12b', zip: '10117', badZip: '1011', city: 'Berlin' },
    iban: 'DE89 3704 0044 0532 0130 00',
    trade: { phone: '030 901820' },
    subjects: {
      activation: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      reset: 'Ihr neues Passwort für Revalu',
      deleted: 'Ihr Kundenkonto wurde gelöscht',
    },
  },
  {
    cc: 'fr',
    host: 'fr.localhost',
    paths: { register: '/account/register', overview: '/account', forgot: '/account/password-forgot' },
    address: { street: 'Rue de Rivoli', houseNumber: '8', zip: '75004', badZip: '99000', city: 'Paris' },
    iban: 'FR14 2004 1010 0505 0001 3M02 606',
    trade: { phone: '01 42 68 53 00' },
    subjects: {
      activation: 'Confirmez votre adresse e-mail',
      reset: 'Votre nouveau mot de passe Revalu',
      deleted: 'Votre compte client a été supprimé',
    },
  },
];

const PASSWORD = 'Kirschbaum7!blau';
const NEW_PASSWORD = 'Apfelbaum9?gruen';

async function logIn(page: Page, t: AccountTexts, email: string, password: string) {
  const form = page.getByRole('region', { name: t.login.title });
  await form.getByLabel(t.fields.email, { exact: true }).fill(email);
  await form.getByLabel(t.fields.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.login.submit }).click();
}

/** Every key and value of the page's localStorage and sessionStorage, one per line. */
function browserStorage(page: Page): Promise<{ local: string; session: string }> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`).join(
        '\n',
      );
    return { local: dump(window.localStorage), session: dump(window.sessionStorage) };
  });
}

for (const c of COUNTRIES) {
  const t = ACCOUNT_TEXTS[c.cc];
  test(`${c.cc}: register, activate by mail, manage address and payout, sell with checkout prefilled, reset the password, delete the account`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const email = `e2e-${c.cc}-${Date.now()}@example.com`;
    const url = (path: string) => shopUrl(c.host, path);

    // Register.
    await page.goto(url(c.paths.register));
    await expect(page.getByRole('heading', { level: 1, name: t.register.title })).toBeVisible();
    await page.getByLabel(t.fields.firstName, { exact: true }).fill('Camille');
    await page.getByLabel(t.fields.lastName, { exact: true }).fill('Durand');
    await page.getByLabel(t.fields.email, { exact: true }).fill(email);
    await page.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.fields.street, { exact: true }).fill(c.address.street);
    await page.getByLabel(t.fields.houseNumber, { exact: true }).fill(c.address.houseNumber);
    await page.getByLabel(t.fields.zip, { exact: true }).fill(c.address.badZip);
    await page.getByLabel(t.fields.city, { exact: true }).fill(c.address.city);
    await page.getByRole('button', { name: t.register.submit }).click();
    // Wrong postal code and missing consent: summed up at the top, which takes the focus (the button is at the
    // bottom), and told at the fields, the postal code with the country's rule; nothing sent.
    await expect(page.getByRole('alert').filter({ hasText: t.errors.checkFields })).toBeFocused();
    await expect(page.getByLabel(t.fields.zip, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(t.fields.zip, { exact: true })).toHaveAccessibleDescription(t.postalCodeError[c.cc]);
    await expect(page.getByRole('checkbox', { name: new RegExp(t.register.terms) })).toHaveAccessibleDescription(
      t.errors.consent_required,
    );
    await page.getByLabel(t.fields.zip, { exact: true }).fill(c.address.zip);
    await page.getByRole('checkbox', { name: new RegExp(t.register.terms) }).check();
    await page.getByRole('button', { name: t.register.submit }).click();
    await expect(page.getByText(t.register.sentTitle)).toBeVisible();
    await page.screenshot({ path: `../var/e2e/screens/account-register-sent-${c.cc}.png`, fullPage: true });

    // Follow the activation link from the mail file.
    const activation = await waitForMail(email, c.subjects.activation);
    const link = linkIn(activation, 'activation=');
    expect(new URL(link).host).toBe(new URL(url('/')).host);
    await page.goto(link);
    await expect(page.getByText(t.activation.successTitle)).toBeVisible();

    // Log in (remember me: the refresh token goes to localStorage, the password nowhere).
    await page.getByLabel(t.login.rememberMe, { exact: true }).check();
    await logIn(page, t, email, PASSWORD);
    await expect(
      page.getByRole('heading', { level: 1, name: t.overview.title.replace('{{name}}', 'Camille') }),
    ).toBeVisible();
    const stored = await page.evaluate(() => window.localStorage.getItem('revalu:account') ?? '');
    expect(stored).toContain('refreshToken');
    expect(stored).not.toContain(PASSWORD);
    await page.screenshot({ path: `../var/e2e/screens/account-overview-${c.cc}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Change the address.
    await page.getByRole('link', { name: t.overview.changeAddress }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.address.title })).toBeVisible();
    await page.getByLabel(t.fields.street, { exact: true }).fill(`${c.address.street} Neu`);
    await page.getByLabel(t.fields.houseNumber, { exact: true }).fill('99');
    await page.getByRole('button', { name: t.common.save }).click();
    await expect(page.getByText(t.overview.savedAddress)).toBeVisible();
    await expect(page.getByRole('region', { name: t.overview.address })).toContainText(`${c.address.street} Neu 99`);

    // Payout: PayPal first (created), then a bank account (created), then the bank account changed (updated).
    await page.getByRole('link', { name: t.overview.addPayout }).click();
    await page.getByRole('radio', { name: new RegExp(t.payout.paypal) }).check();
    await page.getByLabel(t.fields.paypalEmail, { exact: true }).fill(`paypal-${email}`);
    await page.getByRole('button', { name: t.common.save }).click();
    await expect(page.getByText(t.overview.savedPayout)).toBeVisible();
    await expect(page.getByRole('region', { name: t.overview.payout })).toContainText(`paypal-${email}`);

    await page.getByRole('link', { name: t.overview.changePayout }).click();
    await page.getByRole('radio', { name: new RegExp(t.payout.bank) }).check();
    await page.getByLabel(t.fields.iban, { exact: true }).fill('DE00 1234 5678 9012 3456 78');
    await page.getByRole('button', { name: t.common.save }).click();
    // Beside the field, and in the summary that takes the focus, with a link to the field.
    await expect(page.getByText(t.errors.iban_invalid, { exact: true })).toBeVisible();
    await expect(page.locator(':focus')).toContainText(t.errors.iban_invalid);
    await expectNoAxeViolations(page);
    await page.getByLabel(t.fields.iban, { exact: true }).fill(c.iban);
    await page.getByRole('button', { name: t.common.save }).click();
    await expect(page.getByText(t.overview.savedPayout)).toBeVisible();
    const last4 = c.iban.replace(/\s/g, '').slice(-4);
    await expect(page.getByRole('region', { name: t.overview.payout })).toContainText(last4);
    await expect(page.getByRole('region', { name: t.overview.payout })).toContainText(t.payout.bank);
    await page.screenshot({ path: `../var/e2e/screens/account-overview-saved-${c.cc}.png`, fullPage: true });
    // The page shows the bank and PayPal accounts it loaded; browser storage holds neither (the session only).
    const iban = c.iban.replace(/\s/g, '');
    const afterPayout = await browserStorage(page);
    expect(afterPayout.local).toContain('refreshToken');
    for (const secret of [iban, `paypal-${email}`, `${c.address.street} Neu`]) {
      expect(afterPayout.local).not.toContain(secret);
      expect(afterPayout.session).not.toContain(secret);
    }

    // Sell two devices while logged in: checkout finds the account's name, address and payout account filled in.
    await addTwoOffersFromCatalogue(page, c.cc);
    const flow = new CheckoutFlow(page, c.cc);
    const ct = flow.texts;
    await flow.openCartFromHeader();
    await flow.continueToDetails();
    await expect(page.getByLabel(ct.firstName, { exact: true })).toHaveValue('Camille');
    await expect(page.getByLabel(ct.lastName, { exact: true })).toHaveValue('Durand');
    await expect(page.getByLabel(ct.email, { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(ct.street, { exact: true })).toHaveValue(`${c.address.street} Neu`);
    await expect(page.getByLabel(ct.houseNumber, { exact: true })).toHaveValue('99');
    await expect(page.getByLabel(ct.postalCode)).toHaveValue(c.address.zip);
    await expect(page.getByLabel(ct.city, { exact: true })).toHaveValue(c.address.city);
    await expect(page.getByLabel(ct.holder)).toHaveValue('Camille Durand');
    await expect
      .poll(async () => (await page.getByLabel('IBAN', { exact: true }).inputValue()).replace(/\s/g, ''))
      .toBe(c.iban.replace(/\s/g, ''));
    await page.screenshot({ path: `../var/e2e/screens/account-checkout-prefilled-${c.cc}.png`, fullPage: true });
    // The prefill came from the API (the catalogue was opened with a new page load, which left nothing in memory), not from storage.
    expect((await browserStorage(page)).local).not.toContain(iban);
    // What the account does not hold yet: salutation and phone; then the legal confirmations.
    await page.getByLabel(ct.salutation).selectOption({ label: ct.salutationOption });
    await page.getByLabel(ct.phone).fill(c.trade.phone);
    await page.getByRole('checkbox', { name: ct.terms }).check();
    await page.getByRole('checkbox', { name: ct.adult }).check();
    await flow.submit();
    const tradeNumber = await flow.tradeNumber();
    const afterTrade = await browserStorage(page);
    expect(afterTrade.local).not.toContain(iban);
    expect(afterTrade.session).not.toContain(iban);

    // The trade appears in the account's history, with its status timeline.
    await page.goto(url(c.paths.overview));
    const tradeCard = page.getByRole('article', { name: t.trades.number.replace('{{number}}', tradeNumber) });
    await expect(tradeCard).toBeVisible();
    await expect(
      tradeCard.getByRole('list', { name: t.trades.timeline.replace('{{number}}', tradeNumber) }),
    ).toContainText(t.trades.status.created);
    await expect(tradeCard).toContainText(t.trades.status.received);
    await expect(tradeCard).toContainText(c.iban.replace(/\s/g, '').slice(-4));
    await page.screenshot({ path: `../var/e2e/screens/account-trades-${c.cc}.png`, fullPage: true });

    // Reset the password through the mailed link (logged out).
    await page.getByRole('button', { name: t.overview.logout }).click();
    await expect(page.getByRole('region', { name: t.login.title })).toBeVisible();
    await page.getByRole('link', { name: t.login.forgot }).click();
    // The login form's own e-mail field is still there until the new page has rendered: fill the new one.
    await expect(page.getByRole('heading', { level: 1, name: t.forgot.title })).toBeVisible();
    await page.getByLabel(t.fields.email, { exact: true }).fill(email);
    const before = mailCount(email);
    await page.getByRole('button', { name: t.forgot.submit }).click();
    await expect(page.getByText(t.forgot.sentTitle)).toBeVisible();
    const reset = await waitForMail(email, c.subjects.reset, before);
    await page.goto(linkIn(reset, 'token='));
    await page.getByLabel(t.fields.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.fields.repeatPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t.reset.submit }).click();
    await expect(page.getByText(t.reset.doneTitle)).toBeVisible();
    await page.getByRole('link', { name: t.reset.toLogin }).click();
    await logIn(page, t, email, PASSWORD);
    await expect(page.getByText(t.errors.invalid_credentials)).toBeVisible();
    await logIn(page, t, email, NEW_PASSWORD);
    await expect(
      page.getByRole('heading', { level: 1, name: t.overview.title.replace('{{name}}', 'Camille') }),
    ).toBeVisible();

    // Delete the account, with confirmation.
    await page.getByRole('link', { name: t.overview.manage }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.management.title })).toBeVisible();
    await page.screenshot({ path: `../var/e2e/screens/account-management-${c.cc}.png`, fullPage: true });
    await page.getByRole('button', { name: t.management.deleteOpen }).click();
    const dialog = page.getByRole('dialog', { name: t.management.deleteDialogTitle });
    await expect(dialog.getByRole('button', { name: t.management.deleteConfirm })).toBeDisabled();
    await dialog.getByLabel(t.management.deleteCheckbox, { exact: true }).check();
    await dialog.getByRole('button', { name: t.management.deleteConfirm }).click();
    await expect(page.getByText(t.overview.deleted)).toBeVisible();
    await waitForMail(email, c.subjects.deleted);
    await logIn(page, t, email, NEW_PASSWORD);
    await expect(page.getByText(t.errors.invalid_credentials)).toBeVisible();
  });
}
