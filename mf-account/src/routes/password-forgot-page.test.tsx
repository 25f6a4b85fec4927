import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage, scriptedApi } from 'shared/testing';
import PasswordForgotPage from './password-forgot-page';
import { accountNamespace, NAMESPACE } from '../i18n';

const api = scriptedApi();
beforeAll(async () => {
  await api.start();
  // jsdom does not scroll; the error summary's links scroll their field into view.
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => api.stop());
afterEach(() => api.reset());

const render = (country: 'de' | 'es' = 'de') =>
  renderPage(<PasswordForgotPage />, {
    country,
    path: '/account/password-forgot',
    namespaces: { [NAMESPACE]: accountNamespace },
  });

describe('password forgotten form', () => {
  it('names a wrong e-mail address in a focused summary that leads to the field', async () => {
    await render();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@' } });
    const submit = screen.getByRole('button', { name: 'Link anfordern' });
    submit.focus();
    fireEvent.click(submit);

    expect(api.requests).toHaveLength(0);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    fireEvent.click(
      screen.getByRole('link', { name: /^E-Mail-Adresse: Bitte geben Sie eine gültige E-Mail-Adresse ein/ }),
    );
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();
  });

  it('moves the focus to a problem of the whole form (too many tries), in Spanish', async () => {
    api.answer({ status: 429, body: { code: 'rate_limited' } });
    await render('es');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
      await api.settled();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    expect(alert.parentElement).toHaveFocus();
  });
});
