import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/content-mail';
import { apiUrl, shopUrl } from '../support/env';

test.describe('newsletter', () => {
  test('sign up on the home page, confirm by mail, add interests, unsubscribe', async ({ page, request }) => {
    const email = `camille.${Date.now()}@example.fr`;
    await page.goto(shopUrl('fr.localhost', '/'));
    const box = page.locator('[data-home-section="newsletter"]');
    await box.getByLabel('Adresse e-mail').fill(email);
    await box.getByRole('button', { name: 'S’abonner à la newsletter' }).click();
    await expect(box.getByText('Veuillez confirmer que nous pouvons vous envoyer la newsletter.')).toBeVisible();
    await box.getByLabel(/Oui, je souhaite recevoir/).check();
    await box.getByRole('button', { name: 'S’abonner à la newsletter' }).click();
    await expect(box.getByRole('status')).toContainText('C’est presque fini');

    const confirmMail = await waitForMail(email, (m) => m.subject === 'Confirmez votre inscription à la newsletter');
    const confirmLink = linkIn(confirmMail, /^\/newsletter\/enrich\/[0-9a-f]{32}$/);
    expect(confirmLink.host).toBe(new URL(shopUrl('fr.localhost')).host);
    await page.goto(confirmLink.href);
    await expect(page.getByRole('status').filter({ hasText: 'Inscription confirmée' })).toBeVisible();
    await expect(page).toHaveURL(/\/newsletter\/enrich\/[0-9a-f]{32}$/); // the token left the address bar

    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Appareils photo').check();
    await page.getByLabel('Objectifs').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
    const hash = confirmLink.pathname.split('/').pop()!;
    const stored = await (await request.get(apiUrl(`/api/newsletter/subscribers/${hash}`))).json();
    expect(stored).toMatchObject({ status: 'confirmed', firstName: 'Camille', interests: ['cameras', 'lenses'] });

    const welcome = await waitForMail(email, (m) => m.subject === 'Bienvenue dans la newsletter Revalu');
    const unsubscribeLink = linkIn(welcome, /^\/newsletter\/unsubscribe\/[0-9a-f]{32}$/);
    await page.goto(unsubscribeLink.href);
    await expect(page.getByText(/Voulez-vous désinscrire c•••\d@example\.fr/)).toBeVisible();
    await page.getByLabel('Trop d’e-mails').check();
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désinscrit');
    const after = await (await request.get(apiUrl(`/api/newsletter/subscribers/${hash}`))).json();
    expect(after).toMatchObject({ status: 'unsubscribed', firstName: null, interests: [] });
  });

  test('Germany’s old unsubscribe link still unsubscribes, after the redirect', async ({ page }) => {
    const email = `jonas.${Date.now()}@example.de`;
    await page.goto(shopUrl('de.localhost', '/'));
    const box = page.locator('[data-home-section="newsletter"]');
    await box.getByLabel('E-Mail-Adresse').fill(email);
    await box.getByLabel(/Ja, ich möchte den Revalu-Newsletter/).check();
    await box.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(box.getByRole('status')).toContainText('Fast geschafft!');
    const confirmMail = await waitForMail(email, (m) => m.subject === 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    await page.goto(linkIn(confirmMail, /^\/newsletter\/enrich\/[0-9a-f]{32}$/).href);
    await expect(page.getByRole('status').filter({ hasText: 'Anmeldung bestätigt' })).toBeVisible();
    const welcome = await waitForMail(email, (m) => m.subject === 'Willkommen beim Revalu-Newsletter');
    const hash = linkIn(welcome, /^\/newsletter\/unsubscribe\/[0-9a-f]{32}$/)
      .pathname.split('/')
      .pop()!;

    // The link as the old shop mailed it.
    const response = await page.goto(shopUrl('de.localhost', `/newsletter/abmelden/${hash}`));
    expect(response?.request().redirectedFrom()?.url()).toBe(shopUrl('de.localhost', `/newsletter/abmelden/${hash}`));
    await expect(page).toHaveURL(shopUrl('de.localhost', `/newsletter/unsubscribe/${hash}`));
    await page.getByRole('button', { name: 'Jetzt abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind abgemeldet');
    const after = await (await page.request.get(apiUrl(`/api/newsletter/subscribers/${hash}`))).json();
    expect(after).toMatchObject({ status: 'unsubscribed' });
  });

  test('the enrich page without a hash is a full sign-up', async ({ page }) => {
    const email = `giulia.${Date.now()}@example.it`;
    await page.goto(shopUrl('it.localhost', '/newsletter/enrich'));
    await page.getByLabel('Indirizzo e-mail').fill(email);
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Giulia');
    await page.getByLabel('Console').check();
    await page.getByLabel(/Sì, voglio ricevere/).check();
    await page.getByRole('button', { name: 'Iscriviti alla newsletter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ci siamo quasi' })).toBeVisible();
    await waitForMail(email, (m) => m.subject === 'Conferma la tua iscrizione alla newsletter');
  });

  test('an unknown unsubscribe link says so and changes nothing', async ({ page }) => {
    await page.goto(shopUrl('de.localhost', `/newsletter/unsubscribe/${'ab'.repeat(16)}`));
    await expect(page.getByRole('alert').filter({ hasText: 'Dieser Link ist nicht gültig' })).toBeVisible();
  });

  test('Austria has no newsletter', async ({ page }) => {
    await page.goto(shopUrl('at.localhost', '/newsletter/enrich'));
    await expect(page.getByText('Kein Newsletter in diesem Land')).toBeVisible();
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveCount(0);
  });
});
