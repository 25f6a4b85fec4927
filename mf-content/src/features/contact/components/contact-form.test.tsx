import { fireEvent, screen } from '@testing-library/react';
import { renderPage, scriptedApi } from 'shared/testing';
import { CONTENT_TEXTS } from '../../../testing/texts';
import { ContactForm } from './contact-form';

// The form asks the API for its single-use token when it is shown: a real server answers it (a
// request nobody answered left jsdom's connection failing after the tests, and Jest's worker hanging).
const api = scriptedApi((request) =>
  request.url === '/api/forms/contact/token'
    ? { status: 200, body: { token: 'form-token-0123456789', minFillSeconds: 3 } }
    : { status: 404, body: {} },
);
beforeAll(async () => {
  await api.start();
});
afterEach(() => api.reset());
afterAll(() => api.stop());

describe('contact form', () => {
  it('asks for its form token once it is shown', async () => {
    await renderPage(<ContactForm />, { country: 'de', path: '/kontakt', namespaces: CONTENT_TEXTS });
    await api.settled((recorded) => recorded.length > 0);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/forms/contact/token']);
  });

  it('offers the country’s ten subjects in its language', async () => {
    await renderPage(<ContactForm />, { country: 'it', path: '/contatti', namespaces: CONTENT_TEXTS });
    const options = screen.getByLabelText('Di cosa si tratta?').querySelectorAll('option');
    // ten subjects and the prompt
    expect(options).toHaveLength(11);
    expect(screen.getByRole('option', { name: 'Chiarimento sul mio dispositivo' })).toBeInTheDocument();
  });

  it('ties each problem to its field and sums them up before anything is sent', async () => {
    await renderPage(<ContactForm />, { country: 'de', path: '/kontakt', namespaces: CONTENT_TEXTS });
    fireEvent.change(screen.getByLabelText('Ihre E-Mail-Adresse'), { target: { value: 'kaputt@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const email = screen.getByLabelText('Ihre E-Mail-Adresse');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    );
    expect(screen.getByLabelText('Ihre Nachricht', { selector: 'textarea' })).toHaveAccessibleDescription(
      /Bitte füllen Sie dieses Feld aus/,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Bitte prüfen Sie Ihre Angaben');
    expect(summary.querySelectorAll('li')).toHaveLength(4); // subject, name, e-mail, message
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Thema: Bitte wählen Sie ein Thema aus.',
      'Name: Bitte füllen Sie dieses Feld aus.',
      'E-Mail-Adresse: Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      'Nachricht: Bitte füllen Sie dieses Feld aus.',
    ]);
    expect(screen.getByRole('link', { name: 'Thema: Bitte wählen Sie ein Thema aus.' })).toHaveAttribute(
      'href',
      '#contact-subject',
    );
  });

  it.each([
    ['es', '/contacto', 'Enviar mensaje', 'Asunto: Elige un asunto.'],
    ['fr', '/contact', 'Envoyer le message', 'Objet : Veuillez choisir un sujet.'],
    ['it', '/contatti', 'Invia messaggio', 'Argomento: Scegli un argomento.'],
  ] as const)(
    '%s: the summary names each field briefly, never "question?: problem"',
    async (country, path, submit, subject) => {
      await renderPage(<ContactForm />, { country, path, namespaces: CONTENT_TEXTS });
      fireEvent.click(screen.getByRole('button', { name: submit }));
      const summary = await screen.findByRole('alert');
      expect(summary.querySelector('li')).toHaveTextContent(subject);
      expect(summary).not.toHaveTextContent(/\?\s*:/);
    },
  );

  it('prefills subject and trade number from the link', async () => {
    await renderPage(<ContactForm />, {
      country: 'fr',
      path: '/contact?subject=payout&trade=1234567897',
      namespaces: CONTENT_TEXTS,
    });
    expect(screen.getByLabelText('Quel est l’objet de votre demande ?')).toHaveValue('payout');
    expect(screen.getByLabelText(/Numéro de commande/)).toHaveValue('1234567897');
  });
});
