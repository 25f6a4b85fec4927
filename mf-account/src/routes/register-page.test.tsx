import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage, scriptedApi } from 'shared/testing';
import RegisterPage from './register-page';
import { accountNamespace, NAMESPACE } from '../i18n';

const api = scriptedApi();
beforeAll(async () => {
  await api.start();
  // jsdom does not scroll; the error summary's links scroll their field into view.
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => api.stop());
afterEach(() => api.reset());

/** Fills every field of a valid German registration. */
function fillValid() {
  fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Schmidt' } });
  fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@example.com' } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Sonnenblume7!' } });
  fireEvent.change(screen.getByLabelText('Straße'), { target: { value: 'Invalidenstraße' } });
  fireEvent.change(screen.getByLabelText('Hausnummer'), { target: { value: '117' } });
  fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '10115' } });
  fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Berlin' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('registration form', () => {
  it('checks the fields before sending and ties each message to its field (German)', async () => {
    await renderPage(<RegisterPage />, {
      country: 'de',
      path: '/account/register',
      namespaces: { [NAMESPACE]: accountNamespace },
    });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'passwort1' } });
    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));

    const zip = screen.getByLabelText('Postleitzahl');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Bitte geben Sie eine fünfstellige Postleitzahl ein, zum Beispiel 10115.');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(/zu leicht zu erraten/);
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
    expect(api.requests).toHaveLength(0);
  });

  it('calls the password field "Passwort", not "Neues Passwort": a registration sets the first one', async () => {
    await renderPage(<RegisterPage />, {
      country: 'es',
      path: '/account/register',
      namespaces: { [NAMESPACE]: accountNamespace },
    });
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it('moves the focus to the error summary on every failed submit; each entry leads to its field', async () => {
    await renderPage(<RegisterPage />, {
      country: 'de',
      path: '/account/register',
      namespaces: { [NAMESPACE]: accountNamespace },
    });
    fillValid();
    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '123' } });
    const submit = screen.getByRole('button', { name: 'Konto anlegen' });
    submit.focus();
    fireEvent.click(submit);

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('Bitte prüfen Sie die markierten Felder.');
    const entry = screen.getByRole('link', {
      name: 'Postleitzahl: Bitte geben Sie eine fünfstellige Postleitzahl ein, zum Beispiel 10115.',
    });
    expect(screen.getAllByRole('link', { name: /^Postleitzahl:/ })).toHaveLength(1);
    fireEvent.click(entry);
    expect(screen.getByLabelText('Postleitzahl')).toHaveFocus();

    // Sent again from the button at the bottom, still wrong: the focus goes up again.
    submit.focus();
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('moves the focus to the problems the server found, and to a problem of the whole form', async () => {
    await renderPage(<RegisterPage />, {
      country: 'de',
      path: '/account/register',
      namespaces: { [NAMESPACE]: accountNamespace },
    });
    fillValid();
    api.answer({ status: 400, body: { code: 'validation', fields: { 'Address.zip': 'zip_invalid' } } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
      await api.settled();
    });
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(
      screen.getByRole('link', { name: /^Postleitzahl: Bitte geben Sie eine fünfstellige Postleitzahl ein/ }),
    ).toHaveAttribute('href', '#register-zip');

    api.answer({ drop: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
      await api.settled();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Keine Verbindung zum Server/);
    expect(alert.parentElement).toHaveFocus();
  });

  it('applies the postal code rule of the chosen country and says it (Austria: four digits, France: 01 to 98)', async () => {
    await renderPage(<RegisterPage />, {
      country: 'at',
      path: '/account/register',
      namespaces: { [NAMESPACE]: accountNamespace },
    });
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '1010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByLabelText('PLZ')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByLabelText('PLZ')).toHaveAccessibleDescription(
      'Bitte geben Sie eine vierstellige Postleitzahl ein, zum Beispiel 1010.',
    );
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '1010' } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('PLZ')).toHaveAccessibleDescription(
      'Bitte geben Sie eine fünfstellige Postleitzahl ein, die mit 01 bis 98 beginnt, zum Beispiel 75001.',
    );
  });

  it('speaks Italian in Italy', async () => {
    await renderPage(<RegisterPage />, {
      country: 'it',
      path: '/account/register',
      namespaces: { [NAMESPACE]: accountNamespace },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crea un account');
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(screen.getByLabelText('CAP')).toHaveAccessibleDescription('Compila questo campo.');
    expect(screen.getByRole('link', { name: 'CAP: Compila questo campo.' })).toBeInTheDocument();
  });
});
