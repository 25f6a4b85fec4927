import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage, scriptedApi } from 'shared/testing';
import PasswordResetPage from './password-reset-page';
import { accountNamespace, NAMESPACE } from '../i18n';

const api = scriptedApi();
beforeAll(async () => {
  await api.start();
  // jsdom does not scroll; the error summary's links scroll their field into view.
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => api.stop());
afterEach(() => api.reset());

const render = () =>
  renderPage(<PasswordResetPage />, {
    country: 'de',
    path: '/account/password-reset?token=t1',
    namespaces: { [NAMESPACE]: accountNamespace },
  });

describe('password reset form', () => {
  it('sums up both passwords at the top, focused, with links to the fields, on every failed submit', async () => {
    await render();
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'kurz' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'anders' } });
    const submit = screen.getByRole('button', { name: 'Passwort speichern' });
    submit.focus();
    fireEvent.click(submit);

    expect(api.requests).toHaveLength(0);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('Bitte prüfen Sie die markierten Felder.');
    screen.getByRole('link', { name: 'Neues Passwort: Das Passwort muss mindestens 8 Zeichen lang sein.' });
    fireEvent.click(
      screen.getByRole('link', { name: 'Neues Passwort wiederholen: Die beiden Passwörter stimmen nicht überein.' }),
    );
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveFocus();

    submit.focus();
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('moves the focus to an expired link, with the way to a new one', async () => {
    api.answer({ status: 400, body: { code: 'reset_token_expired' } });
    await render();
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Sonnenblume7!' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'Sonnenblume7!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      await api.settled();
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Dieser Link ist abgelaufen. Fordern Sie bitte einen neuen an.');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toBeInTheDocument();
  });
});
