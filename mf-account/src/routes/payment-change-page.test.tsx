import { act, fireEvent, screen } from '@testing-library/react';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { renderPage, scriptedApi } from 'shared/testing';
import PaymentChangePage from './payment-change-page';
import { accountNamespace, NAMESPACE } from '../i18n';

const customer: CustomerData = {
  '@id': '/api/customers/customers/c1',
  id: 'c1',
  customerNumber: 'RV10000042',
  identifier: 'u1',
  email: 'anna@example.com',
  locale: 'de-DE',
  payoutMethod: null,
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
async function render(country: 'de' | 'fr' = 'de') {
  await renderPage(<PaymentChangePage />, {
    country,
    path: country === 'de' ? '/account/payment-change' : '/account/paymentChange',
    namespaces: { [NAMESPACE]: accountNamespace },
  });
  await act(() => api.settled((recorded) => recorded.some((r) => r.url.startsWith('/api/customers/customers'))));
  // What the test looks at is what the form sends.
  api.requests.length = 0;
}

describe('payout form', () => {
  it('sums up a wrong IBAN at the top, focused, with a link to the field, on every failed submit', async () => {
    await render();
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE00 1234' } });
    const submit = screen.getByRole('button', { name: 'Speichern' });
    // Leaving the IBAN field formats it.
    act(() => submit.focus());
    fireEvent.click(submit);

    expect(api.requests).toHaveLength(0);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('Bitte prüfen Sie die markierten Felder.');
    fireEvent.click(
      screen.getByRole('link', { name: 'IBAN: Diese IBAN ist nicht gültig. Bitte prüfen Sie sie noch einmal.' }),
    );
    expect(screen.getByLabelText('IBAN')).toHaveFocus();

    act(() => submit.focus());
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leads to the PayPal address the server refused, and focuses a problem of the whole form', async () => {
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    api.answer({ status: 400, body: { code: 'validation', fields: { 'paypalAccount.email': 'email_invalid' } } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await api.settled();
    });
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(
      screen.getByRole('link', {
        name: /^E-Mail-Adresse Ihres PayPal-Kontos: Bitte geben Sie eine gültige E-Mail-Adresse ein/,
      }),
    ).toHaveAttribute('href', '#payout-paypalEmail');

    api.answer({ drop: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await api.settled();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Keine Verbindung zum Server/);
    expect(alert.parentElement).toHaveFocus();
  });

  it('speaks French, with a no-break space before the colon', async () => {
    await render('fr');
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: /^IBAN\u00a0: / })).toBeInTheDocument();
  });
});
