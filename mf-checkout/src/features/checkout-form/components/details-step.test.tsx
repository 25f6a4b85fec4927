import { act, fireEvent, screen, within } from '@testing-library/react';
import { useCheckoutStore } from 'shared/stores';
import { renderPage, scriptedApi } from 'shared/testing';
import { checkoutNamespace, NAMESPACE } from '../../../i18n';
import { cartItem, pricedAs } from '../../../testing/pricing';
import DetailsStep from './details-step';

const namespaces = { [NAMESPACE]: checkoutNamespace };

const api = scriptedApi();
beforeAll(async () => {
  await api.start();
  // jsdom does not scroll; the form's problem is scrolled into view.
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => api.stop());
afterEach(() => api.reset());

beforeEach(() => {
  window.sessionStorage.clear();
  useCheckoutStore.setState({ cart: [cartItem('of_0')], voucher: null, B2BMode: false, submission: null });
});

function render(country: 'de' | 'at' | 'fr' | 'it' | 'es', b2b = false, shopMode: 'default' | 'b2bWidget' = 'default') {
  return renderPage(<DetailsStep pricing={pricedAs([{}])} b2b={b2b} onBackToCart={() => undefined} />, {
    country,
    shopMode,
    path: country === 'it' ? '/guardare' : '/checkout',
    namespaces,
  });
}

describe('checkout details step', () => {
  it('checks every field before sending, lists the problems and ties each message to its field', async () => {
    await render('de');
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt verkaufen' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Bitte prüfen Sie Ihre Angaben')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /^Postleitzahl:/ })).toHaveAttribute(
      'href',
      '#checkout-postalCode',
    );
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' })).toHaveAccessibleDescription(
      /ab 18 Jahren/,
    );
  });

  it.each([
    ['de', 'Postleitzahl', '1011', /fünfstellige Postleitzahl/],
    ['at', 'Postleitzahl', '10100', /vierstellige Postleitzahl/],
    ['fr', 'Code postal', '99000', /commençant par 01 à 98/],
    ['fr', 'Code postal', '00100', /commençant par 01 à 98/],
    ['it', 'CAP', '0018', /CAP di 5 cifre/],
    ['es', 'Código postal', '280130', /código postal de 5 dígitos/],
  ] as const)('enforces the postal-code rule of %s in the form (%s %s)', async (country, label, value, message) => {
    await render(country);
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringMatching(message));
  });

  it('accepts Corsica (20xxx) in France', async () => {
    await render('fr');
    const field = screen.getByLabelText('Code postal');
    fireEvent.change(field, { target: { value: '20090' } });
    fireEvent.blur(field);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('checks the IBAN as it is typed', async () => {
    await render('de');
    const iban = screen.getByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'DE89 3704 0044' } });
    expect(iban).toHaveAccessibleDescription('Noch 10 Zeichen');
    fireEvent.change(iban, { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(expect.stringMatching(/Prüfziffer/));
    fireEvent.change(iban, { target: { value: 'de89370400440532013000' } });
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(iban).toHaveAccessibleDescription('IBAN geprüft – Konto in Deutschland');
  });

  it('offers PayPal instead, with its own field', async () => {
    await render('de');
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse Ihres PayPal-Kontos')).toBeInTheDocument();
  });

  it('keeps a draft of the form for the tab, but never the payout account', async () => {
    await render('de');
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.change(screen.getByLabelText('Kontoinhaber/in'), { target: { value: 'Anna Kontoinhaberin' } });
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse Ihres PayPal-Kontos'), {
      target: { value: 'anna.paypal@example.com' },
    });
    const stored = Object.keys(window.sessionStorage)
      .map((key) => window.sessionStorage.getItem(key) ?? '')
      .join('\n');
    expect(stored).toContain('Anna');
    expect(stored).not.toMatch(/DE89|3704|Kontoinhaberin|anna\.paypal/);
  });

  it('asks a business for company and VAT id, and the widget gives no way out of business mode', async () => {
    await render('de', true, 'b2bWidget');
    expect(screen.getByRole('heading', { name: 'Ihr Unternehmen' })).toBeInTheDocument();
    const vat = screen.getByLabelText('USt-IdNr.');
    fireEvent.change(vat, { target: { value: 'ATU12345678' } });
    fireEvent.blur(vat);
    expect(vat).toHaveAccessibleDescription(expect.stringMatching(/gültige USt-IdNr/));
    expect(screen.queryByRole('button', { name: 'Doch als Privatperson verkaufen' })).not.toBeInTheDocument();
  });

  it('speaks Italian in Italy', async () => {
    await render('it');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('I tuoi dati');
    expect(screen.getByRole('button', { name: 'Vendi ora' })).toBeInTheDocument();
  });
});

describe('checkout details step for a logged-in customer', () => {
  it('fills the empty fields from the account: person, phone, address and payout account', async () => {
    const { useAccountStore } = await import('shared/stores');
    const res = (id: string) => ({ '@id': `/api/customers/x/${id}`, id });
    useAccountStore.setState({
      isLoggedIn: true,
      customerData: {
        ...res('c-1'),
        customerNumber: '10000001',
        identifier: 'u-1',
        email: 'anna@example.com',
        locale: 'de-DE',
        payoutMethod: 'bank',
        person: { ...res('p-1'), salutation: 'ms', firstName: 'Anna', lastName: 'Müller', birthdate: null },
        addresses: [
          {
            ...res('a-1'),
            salutation: 'ms',
            firstName: 'Anna',
            lastName: 'Müller',
            street: 'Hauptstraße',
            houseNumber: '5a',
            addition: null,
            zip: '10115',
            city: 'Berlin',
            country: 'de',
          },
        ],
        phoneContacts: [{ ...res('ph-1'), phone: '+49 30 901820' }],
        bankAccounts: [{ ...res('b-1'), accountHolder: 'Anna Müller', iban: 'DE89 3704 0044 0532 0130 00', bic: null }],
        paypalAccounts: [],
        paymentAccounts: [],
      },
    });
    try {
      await render('de');
      expect(screen.getByLabelText('Vorname')).toHaveValue('Anna');
      expect(screen.getByLabelText('Nachname')).toHaveValue('Müller');
      expect(screen.getByLabelText('Anrede')).toHaveValue('ms');
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('anna@example.com');
      expect(screen.getByLabelText('Telefonnummer')).toHaveValue('+49 30 901820');
      expect(screen.getByLabelText('Postleitzahl')).toHaveValue('10115');
      expect(screen.getByLabelText('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
      expect(screen.getByLabelText('Kontoinhaber/in')).toHaveValue('Anna Müller');
    } finally {
      useAccountStore.setState({ isLoggedIn: false, customerData: null });
    }
  });

  it('does not take an address of another country into this shop', async () => {
    const { useAccountStore } = await import('shared/stores');
    const res = (id: string) => ({ '@id': `/api/customers/x/${id}`, id });
    useAccountStore.setState({
      isLoggedIn: true,
      customerData: {
        ...res('c-1'),
        customerNumber: '10000001',
        identifier: 'u-1',
        email: 'anna@example.com',
        locale: 'de-DE',
        payoutMethod: null,
        person: null,
        addresses: [
          {
            ...res('a-1'),
            salutation: null,
            firstName: 'Anna',
            lastName: 'Müller',
            street: 'Hauptstraße',
            houseNumber: '5a',
            addition: null,
            zip: '10115',
            city: 'Berlin',
            country: 'de',
          },
        ],
        phoneContacts: [],
        bankAccounts: [],
        paypalAccounts: [],
        paymentAccounts: [],
      },
    });
    try {
      await render('at');
      expect(screen.getByLabelText('Postleitzahl')).toHaveValue('');
      expect(screen.getByLabelText('Vorname')).toHaveValue('Anna');
    } finally {
      useAccountStore.setState({ isLoggedIn: false, customerData: null });
    }
  });

  it.each([
    ['de', 'Wir können Ihren Verkauf gerade nicht annehmen. Bitte versuchen Sie es in einem Moment noch einmal'],
    ['at', 'Wir können Ihren Verkauf gerade nicht annehmen. Bitte versuchen Sie es in einem Moment noch einmal'],
    ['fr', 'Nous ne pouvons pas enregistrer votre vente pour le moment. Réessayez dans un instant'],
    ['it', 'Al momento non riusciamo a registrare la tua vendita. Riprova tra un attimo'],
    ['es', 'Ahora mismo no podemos registrar tu venta. Inténtalo de nuevo en un momento'],
  ] as const)(
    'says in %s to try again in a moment when the shop answers 503, and keeps what was typed',
    async (country, text) => {
      const unavailable = {
        status: 503,
        body: { statusCode: 503, code: 'database_unavailable', retryAfterSeconds: 0 },
        headers: { 'retry-after': '0' },
      };
      // The client repeats the trade twice with its key; all three find the shop unavailable.
      api.answer(unavailable, unavailable, unavailable);
      await render(country);
      const [postalCode, iban, phone] = {
        de: ['10115', 'DE89 3704 0044 0532 0130 00', '030 901820'],
        at: ['1010', 'AT61 1904 3002 3457 3201', '01 5880'],
        fr: ['75001', 'FR14 2004 1010 0505 0001 3M02 606', '01 23 45 67 89'],
        it: ['00184', 'IT60 X054 2811 1010 0000 0123 456', '06 1234 5678'],
        es: ['28013', 'ES91 2100 0418 4502 0005 1332', '912 345 678'],
      }[country] as [string, string, string];
      const byName = (name: string) => document.getElementById(`checkout-${name}`) as HTMLInputElement;
      const typed: Record<string, string> = {
        firstName: 'Erika',
        lastName: 'Muster',
        email: 'erika@example.com',
        phone,
        street: 'Hauptstraße',
        houseNumber: '5',
        postalCode,
        city: 'Stadt',
        accountHolder: 'Erika Muster',
        iban,
      };
      for (const [name, value] of Object.entries(typed)) fireEvent.change(byName(name), { target: { value } });
      fireEvent.change(byName('salutation'), { target: { value: 'ms' } });
      for (const box of screen.getAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) fireEvent.click(box);
      await act(async () => {
        fireEvent.click(document.querySelector('button[type="submit"]')!);
        await api.settled((recorded) => recorded.filter((r) => r.url === '/api/trades').length >= 3);
      });
      expect(api.requests.filter((r) => r.url === '/api/trades')).toHaveLength(3);
      expect(screen.getByText(new RegExp(`^${text}`))).toBeInTheDocument();
      // Nothing typed is lost: the customer sends the same form again.
      for (const [name, value] of Object.entries(typed))
        expect(byName(name).value.replace(/\s/g, '')).toBe(value.replace(/\s/g, ''));
    },
  );
});
