import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage, scriptedApi } from 'shared/testing';
import { CONTENT_TEXTS } from '../../../testing/texts';
import { NewsletterSignup } from './newsletter-signup';

const api = scriptedApi();
beforeAll(async () => {
  await api.start();
});
afterEach(() => api.reset());
afterAll(() => api.stop());

async function submitWithServerCode(country: 'de' | 'fr', code: string) {
  api.answer({
    status: 400,
    body: { statusCode: 400, code: 'validation', message: 'invalid body', fields: { email: code } },
  });
  await renderPage(<NewsletterSignup title="Newsletter" text="" />, { country, path: '/', namespaces: CONTENT_TEXTS });
  const email = screen.getByRole('textbox');
  fireEvent.change(email, { target: { value: 'kunde@example.com' } });
  fireEvent.click(screen.getByRole('checkbox'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
    await api.settled();
  });
  return email;
}

describe('newsletter sign-up on the home page', () => {
  it('shows the text of a field code the server sends', async () => {
    const email = await submitWithServerCode('de', 'invalid_email');
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/newsletter/subscriptions']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
  });

  it.each([
    ['de', 'invalid', 'Bitte prüfen Sie diese Angabe.'],
    ['de', 'a_code_from_a_newer_api', 'Bitte prüfen Sie diese Angabe.'],
    ['fr', 'a_code_from_a_newer_api', 'Veuillez vérifier cette information.'],
  ] as const)('%s: the code %s reads "please check this entry", never a key', async (country, code, text) => {
    const email = await submitWithServerCode(country, code);
    expect(email).toHaveAccessibleDescription(text);
    expect(document.body).not.toHaveTextContent(/errors\./);
  });
});
