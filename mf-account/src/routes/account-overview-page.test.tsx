import { act, fireEvent, screen } from '@testing-library/react';
import { HttpError } from 'shared/http';
import { useAccountStore } from 'shared/stores';
import { renderPage } from 'shared/testing';
import AccountOverviewPage from './account-overview-page';
import { accountNamespace, NAMESPACE } from '../i18n';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const render = () =>
  renderPage(<AccountOverviewPage />, {
    country: 'de',
    path: '/account',
    namespaces: { [NAMESPACE]: accountNamespace },
  });

describe('login form', () => {
  it('moves the focus to the error when the login fails, instead of leaving it on the disabled button', async () => {
    const login = jest
      .fn()
      .mockRejectedValue(new HttpError('post', '/api/account/login', 401, { code: 'invalid_credentials' }));
    useAccountStore.setState({ isLoggedIn: false, login });
    await render();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'falsch123' } });
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    submit.focus();
    await act(async () => fireEvent.click(submit));

    expect(login).toHaveBeenCalledWith('anna@example.com', 'falsch123', false);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('E-Mail-Adresse oder Passwort sind nicht richtig.');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByLabelText('Passwort')).toHaveValue('');

    // A second wrong try takes the focus there again.
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'falsch456' } });
    submit.focus();
    await act(async () => fireEvent.click(submit));
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });

  it('sums up empty fields at the top, focused, with links to the fields', async () => {
    const login = jest.fn();
    useAccountStore.setState({ isLoggedIn: false, login });
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(login).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Passwort: Bitte füllen Sie dieses Feld aus.' }));
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
  });
});
