import { act, fireEvent, screen } from '@testing-library/react';
import { HttpError } from 'shared/http';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { renderPage } from 'shared/testing';
import { savePayout } from '../features/payout/api/save-payout';
import PaymentChangePage from './payment-change-page';
import { accountNamespace, NAMESPACE } from '../i18n';

jest.mock('../features/payout/api/save-payout', () => ({ savePayout: jest.fn() }));
const savePayoutMock = jest.mocked(savePayout);

const customer: CustomerData = {
  '@id': '/api/customers/customers/c1',
  id: 'c1',
  customerNumber: 'RV10000042',
  identifier: 'u1',
  email: 'anna@example.com',
  locale: 'de-DE',
  payoutMethod: null,
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
afterEach(() => savePayoutMock.mockReset());

const render = (country: 'de' | 'fr' = 'de') =>
  renderPage(<PaymentChangePage />, { country, path: country === 'de' ? '/account/payment-change' : '/account/paymentChange', namespaces: { [NAMESPACE]: accountNamespace } });

describe('payout form', () => {
  it('sums up a wrong IBAN at the top, focused, with a link to the field, on every failed submit', async () => {
    await render();
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE00 1234' } });
    const submit = screen.getByRole('button', { name: 'Speichern' });
    // Leaving the IBAN field formats it.
    act(() => submit.focus());
    fireEvent.click(submit);

    expect(savePayoutMock).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('Bitte prüfen Sie die markierten Felder.');
    fireEvent.click(screen.getByRole('link', { name: 'IBAN: Diese IBAN ist nicht gültig. Bitte prüfen Sie sie noch einmal.' }));
    expect(screen.getByLabelText('IBAN')).toHaveFocus();

    act(() => submit.focus());
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leads to the PayPal address the server refused, and focuses a problem of the whole form', async () => {
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    savePayoutMock.mockRejectedValueOnce(
      new HttpError('post', '/api/customers/customer_payment_accounts', 400, { code: 'validation', fields: { 'paypalAccount.email': 'email_invalid' } }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: /^E-Mail-Adresse Ihres PayPal-Kontos: Bitte geben Sie eine gültige E-Mail-Adresse ein/ })).toHaveAttribute(
      'href',
      '#payout-paypalEmail',
    );

    savePayoutMock.mockRejectedValueOnce(new HttpError('post', '/api/customers/customer_payment_accounts', 0, null));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
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
