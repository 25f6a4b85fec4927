import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'shared/http';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { renderPage } from 'shared/testing';
import { changePassword } from '../features/profile/api/change-password';
import { deleteAccount } from '../features/profile/api/delete-account';
import { patchPerson } from '../features/profile/api/patch-person';
import { savePhone } from '../features/profile/api/save-phone';
import AccountManagementPage from './account-management-page';
import { accountNamespace, NAMESPACE } from '../i18n';

jest.mock('../features/profile/api/change-password', () => ({ changePassword: jest.fn() }));
jest.mock('../features/profile/api/delete-account', () => ({ deleteAccount: jest.fn() }));
jest.mock('../features/profile/api/patch-person', () => ({ patchPerson: jest.fn() }));
jest.mock('../features/profile/api/save-phone', () => ({ savePhone: jest.fn() }));

const customer: CustomerData = {
  '@id': '/api/customers/customers/c1',
  id: 'c1',
  customerNumber: 'RV10000042',
  identifier: 'u1',
  email: 'anna@example.com',
  locale: 'de-DE',
  payoutMethod: 'bank',
  person: { '@id': '/api/customers/people/p1', id: 'p1', salutation: 'ms', firstName: 'Anna', lastName: 'Müller', birthdate: null },
  addresses: [],
  phoneContacts: [],
  bankAccounts: [],
  paypalAccounts: [],
  paymentAccounts: [],
};

beforeAll(() => {
  // jsdom does not scroll; the error summary's links scroll their field into view.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  useAccountStore.setState({ isLoggedIn: true, customerData: customer, loadCustomer: jest.fn().mockResolvedValue(customer) });
});
afterEach(() => jest.mocked(changePassword).mockReset());

const render = () => renderPage(<AccountManagementPage />, { country: 'de', path: '/account/management', namespaces: { [NAMESPACE]: accountNamespace } });
const section = (name: string) => screen.getByRole('region', { name });

describe('personal data form', () => {
  it('sums up wrong fields at the top, focused, with links to the fields', async () => {
    await render();
    const form = section('Name und Geburtsdatum');
    fireEvent.change(within(form).getByLabelText('Vorname'), { target: { value: ' ' } });
    fireEvent.change(within(form).getByLabelText(/Geburtsdatum/), { target: { value: '2020-01-01' } });
    const submit = within(form).getByRole('button', { name: 'Speichern' });
    submit.focus();
    fireEvent.click(submit);

    expect(patchPerson).not.toHaveBeenCalled();
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('Bitte prüfen Sie die markierten Felder.');
    within(summary).getByRole('link', { name: 'Vorname: Bitte füllen Sie dieses Feld aus.' });
    fireEvent.click(within(summary).getByRole('link', { name: 'Geburtsdatum: Sie müssen mindestens 18 Jahre alt sein.' }));
    expect(within(form).getByLabelText(/Geburtsdatum/)).toHaveFocus();
  });

  it('moves the focus to an alert when the save fails as a whole', async () => {
    jest.mocked(patchPerson).mockRejectedValueOnce(new HttpError('patch', '/api/customers/people', 0, null));
    await render();
    const form = section('Name und Geburtsdatum');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Speichern' })));
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent(/Keine Verbindung zum Server/);
    expect(alert.parentElement).toHaveFocus();
  });
});

describe('phone form', () => {
  it('names the missing number in a focused summary that leads to the field', async () => {
    await render();
    const form = section('Telefonnummer');
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    fireEvent.click(within(summary).getByRole('link', { name: 'Telefonnummer: Bitte füllen Sie dieses Feld aus.' }));
    expect(within(form).getByLabelText('Telefonnummer')).toHaveFocus();
  });

  it('moves the focus to the number the server refused', async () => {
    jest.mocked(savePhone).mockRejectedValueOnce(new HttpError('post', '/api/customers/phone_contacts', 400, { code: 'validation', fields: { phone: 'phone_invalid' } }));
    await render();
    const form = section('Telefonnummer');
    fireEvent.change(within(form).getByLabelText('Telefonnummer'), { target: { value: '12' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Speichern' })));
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /^Telefonnummer: Bitte geben Sie eine gültige Telefonnummer ein/ })).toHaveAttribute('href', '#phone-phone');
  });
});

describe('password change form', () => {
  it('sums up both fields at the top, focused, again on every failed submit', async () => {
    await render();
    const form = section('Passwort ändern');
    fireEvent.change(within(form).getByLabelText('Neues Passwort'), { target: { value: 'kurz' } });
    const submit = within(form).getByRole('button', { name: 'Passwort ändern' });
    submit.focus();
    fireEvent.click(submit);
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    within(summary).getByRole('link', { name: 'Aktuelles Passwort: Bitte füllen Sie dieses Feld aus.' });
    fireEvent.click(within(summary).getByRole('link', { name: 'Neues Passwort: Das Passwort muss mindestens 8 Zeichen lang sein.' }));
    expect(within(form).getByLabelText('Neues Passwort')).toHaveFocus();

    submit.focus();
    fireEvent.click(submit);
    expect(within(form).getByRole('alert')).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('moves the focus to a wrong current password, and to a problem of the whole form', async () => {
    await render();
    const form = section('Passwort ändern');
    fireEvent.change(within(form).getByLabelText('Aktuelles Passwort'), { target: { value: 'falsch123' } });
    fireEvent.change(within(form).getByLabelText('Neues Passwort'), { target: { value: 'Sonnenblume7!' } });
    jest
      .mocked(changePassword)
      .mockRejectedValueOnce(new HttpError('post', '/api/account/changePassword', 400, { code: 'current_password_wrong', fields: { currentPassword: 'current_password_wrong' } }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' })));
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    within(summary).getByRole('link', { name: 'Aktuelles Passwort: Das aktuelle Passwort ist nicht richtig.' });

    jest.mocked(changePassword).mockRejectedValueOnce(new HttpError('post', '/api/account/changePassword', 429, { code: 'rate_limited' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' })));
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent(/Zu viele Versuche/);
    expect(alert.parentElement).toHaveFocus();
  });
});

describe('account deletion', () => {
  it('moves the focus to the problem when the deletion fails (the button was disabled meanwhile)', async () => {
    jest.mocked(deleteAccount).mockRejectedValueOnce(new HttpError('delete', '/api/customers/customers/c1', 0, null));
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Konto löschen …' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja, ich möchte mein Kundenkonto endgültig löschen.' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Keine Verbindung zum Server/);
    expect(alert.parentElement).toHaveFocus();
  });
});
