import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/content-mail';
import { shopUrl } from '../support/env';

test.describe('contact form', () => {
  test('offers the country’s ten subjects', async ({ page }) => {
    await page.goto(shopUrl('at.localhost', '/kontakt'));
    const subject = page.getByLabel('Worum geht es?');
    // Ten subjects plus the "please choose" prompt; Austria lists vouchers, not the business team.
    await expect(subject.locator('option')).toHaveCount(11);
    await expect(subject.locator('option', { hasText: 'Gutschein' })).toHaveCount(1);
    await expect(subject.locator('option', { hasText: 'Geschäftskunden und Partner' })).toHaveCount(0);
  });

  test('shows clear errors at each field and sends nothing while they stand', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/contact')) posts.push(r.url());
    });
    await page.goto(shopUrl('de.localhost', '/kontakt'));
    await page.getByLabel('Ihre E-Mail-Adresse').fill('keine-adresse');
    await page.getByLabel('Ihre Nachricht', { exact: true }).fill('kurz');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeVisible();
    const email = page.getByLabel('Ihre E-Mail-Adresse');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    await expect(page.getByLabel('Worum geht es?')).toHaveAccessibleDescription('Bitte wählen Sie ein Thema aus.');
    await expect(page.getByLabel('Ihr Name')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await expect(page.getByLabel('Ihre Nachricht', { exact: true })).toHaveAccessibleDescription(
      /mindestens 10 Zeichen/,
    );
    expect(posts).toEqual([]);
  });

  test('sends a message that arrives as a mail at the country’s customer service', async ({ page }) => {
    await page.goto(shopUrl('es.localhost', '/contacto'));
    await page.getByLabel('¿Sobre qué nos escribes?').selectOption({ label: 'Estado de mi pedido' });
    await page.getByLabel('Tu nombre').fill('Lucía Fernández');
    await page.getByLabel('Tu correo electrónico').fill('lucia.fernandez@example.es');
    await page.getByLabel('Número de pedido').fill('2025 0104 44');
    await page
      .getByLabel('Tu mensaje', { exact: true })
      .fill('Hola, envié mi iPhone hace una semana y todavía no sé nada. ¿Me podéis decir cómo va?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const done = page.getByRole('status').filter({ hasText: '¡Gracias por tu mensaje!' });
    await expect(done).toBeVisible({ timeout: 15_000 });
    const reference = /K-[0-9A-Z]{8}/.exec((await done.innerText()) ?? '')?.[0];
    expect(reference).toBeDefined();
    const mail = await waitForMail('atencion@revalu.es', (m) => m.subject.includes(reference!));
    expect(mail.subject).toBe(`[${reference}] Estado de mi pedido – 2025010444`);
    expect(mail.text).toContain('envié mi iPhone hace una semana');
    const confirmation = await waitForMail('lucia.fernandez@example.es', (m) => m.subject.includes(reference!));
    // The confirmation goes to an address nobody has confirmed: it repeats the reference, not what was written.
    expect(confirmation.text).toContain(`Tu referencia: ${reference}`);
    expect(confirmation.text).not.toContain('envié mi iPhone');
  });

  test('prefills subject and trade number from the link', async ({ page }) => {
    await page.goto(shopUrl('fr.localhost', '/contact?subject=clarification&trade=1234567897'));
    await expect(page.getByLabel('Quel est l’objet de votre demande ?')).toHaveValue('clarification');
    await expect(page.getByLabel('Numéro de commande')).toHaveValue('1234567897');
  });
});
