import { act, fireEvent, screen, within } from '@testing-library/react';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { renderPage, scriptedApi } from 'shared/testing';
import AccountManagementPage from './account-management-page';
import { accountNamespace, NAMESPACE } from '../i18n';

const customer: CustomerData = {
  '@id': '/api/customers/customers/c1',
  id: 'c1',
  customerNumber: 'RV10000042',
  identifier: 'u1',
  email: 'anna@example.com',
  locale: 'de-DE',
  payoutMethod: 'bank',
  person: {
    '@id': '/api/customers/people/p1',
    id: 'p1',
    salutation: 'ms',
    firstName: 'Anna',
    lastName: 'Müller',
    birthdate: null,
  },
  addresses: [],
  phoneContacts: [],
  bankAccounts: [],
  paypalAccounts: [],
  paymentAccounts: [],
};

const api = scriptedApi((request) =>
  request.method === 'GET' && request.url.startsWith('/api/customers/customers')
    ? { status: 200, body: customer }
    : { status: 200, body: {} },
);
beforeAll(async () => {
  await api.start();
  // jsdom does not scroll; the error summary's links scroll their field into view.
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => api.stop());
afterEach(() => api.reset());
beforeEach(() => {
  // A real session: its token goes with every call, and the customer comes from the API.
  useAccountStore.setState({
    isLoggedIn: true,
    accessToken: 'access-1',
    tokenExpiry: Math.floor(Date.now() / 1000) + 900,
    customerId: 'c1',
    customerNumber: 'RV10000042',
    customerData: customer,
  });
});

/** Renders the page and lets it load the customer from the API first (answers queued before it would go to that load). */
async function render() {
  await renderPage(<AccountManagementPage />, {
    country: 'de',
    path: '/account/management',
    namespaces: { [NAMESPACE]: accountNamespace },
  });
  await act(() => api.settled((recorded) => recorded.some((r) => r.url.startsWith('/api/customers/customers'))));
  // What the test looks at is what the form sends.
  api.requests.length = 0;
}
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

    expect(api.requests).toHaveLength(0);
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('Bitte prüfen Sie die markierten Felder.');
    within(summary).getByRole('link', { name: 'Vorname: Bitte füllen Sie dieses Feld aus.' });
    fireEvent.click(
      within(summary).getByRole('link', { name: 'Geburtsdatum: Sie müssen mindestens 18 Jahre alt sein.' }),
    );
    expect(within(form).getByLabelText(/Geburtsdatum/)).toHaveFocus();
  });

  it('moves the focus to an alert when the save fails as a whole', async () => {
    await render();
    api.answer({ drop: true });
    const form = section('Name und Geburtsdatum');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
      await api.settled();
    });
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
    await render();
    api.answer({ status: 400, body: { code: 'validation', fields: { phone: 'phone_invalid' } } });
    const form = section('Telefonnummer');
    fireEvent.change(within(form).getByLabelText('Telefonnummer'), { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
      await api.settled();
    });
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: /^Telefonnummer: Bitte geben Sie eine gültige Telefonnummer ein/ }),
    ).toHaveAttribute('href', '#phone-phone');
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
    fireEvent.click(
      within(summary).getByRole('link', { name: 'Neues Passwort: Das Passwort muss mindestens 8 Zeichen lang sein.' }),
    );
    expect(within(form).getByLabelText('Neues Passwort')).toHaveFocus();

    submit.focus();
    fireEvent.click(submit);
    expect(within(form).getByRole('alert')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('moves the focus to a wrong current password, and to a problem of the whole form', async () => {
    await render();
    const form = section('Passwort ändern');
    fireEvent.change(within(form).getByLabelText('Aktuelles Passwort'), { target: { value: 'falsch123' } });
    fireEvent.change(within(form).getByLabelText('Neues Passwort'), { target: { value: 'Sonnenblume7!' } });
    api.answer({
      status: 400,
      body: { code: 'current_password_wrong', fields: { currentPassword: 'current_password_wrong' } },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
      await api.settled();
    });
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveFocus();
    within(summary).getByRole('link', { name: 'Aktuelles Passwort: Das aktuelle Passwort ist nicht richtig.' });

    api.answer({ status: 429, body: { code: 'rate_limited' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
      await api.settled();
    });
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent(/Zu viele Versuche/);
    expect(alert.parentElement).toHaveFocus();
  });
});

describe('account deletion', () => {
  it('moves the focus to the problem when the deletion fails (the button was disabled meanwhile)', async () => {
    await render();
    api.answer({ drop: true });
    fireEvent.click(screen.getByRole('button', { name: 'Konto löschen …' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja, ich möchte mein Kundenkonto endgültig löschen.' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
      await api.settled();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Keine Verbindung zum Server/);
    expect(alert.parentElement).toHaveFocus();
  });
});
