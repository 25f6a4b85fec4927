import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared/testing';
import RegisterPage from './register-page';
import { accountNamespace, NAMESPACE } from '../i18n';

describe('registration form', () => {
  it('checks the fields before sending and ties each message to its field (German)', async () => {
    await renderPage(<RegisterPage />, { country: 'de', path: '/account/register', namespaces: { [NAMESPACE]: accountNamespace } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'passwort1' } });
    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));

    const zip = screen.getByLabelText('Postleitzahl');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Diese Postleitzahl passt nicht zum gewählten Land.');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(/zu leicht zu erraten/);
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
  });

  it('applies the postal code rule of the chosen country (Austria: four digits)', async () => {
    await renderPage(<RegisterPage />, { country: 'at', path: '/account/register', namespaces: { [NAMESPACE]: accountNamespace } });
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '1010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByLabelText('PLZ')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Italian in Italy', async () => {
    await renderPage(<RegisterPage />, { country: 'it', path: '/account/register', namespaces: { [NAMESPACE]: accountNamespace } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crea un account');
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(screen.getByLabelText('CAP')).toHaveAccessibleDescription('Compila questo campo.');
  });
});
