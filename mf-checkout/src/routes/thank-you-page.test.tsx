import { act, screen } from '@testing-library/react';
import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';
import type * as StoresModule from 'shared/stores';
import { useCheckoutStore } from 'shared/stores';
import { otherTab, renderPage } from 'shared/testing';
import { checkoutNamespace, NAMESPACE } from '../i18n';
import ThankYouPage from './thank-you-page';

// The trade's details never arrive here: the page shows what the store holds.
jest.mock('../features/thank-you/api/get-trade', () => ({ getTrade: jest.fn(() => new Promise(() => undefined)) }));

describe('thank-you page', () => {
  it('shows no trade when the transactionId is 0 (after navigating elsewhere)', async () => {
    useCheckoutStore.setState({
      transactionId: 0,
      lastTrade: { tradeId: 5, tradeNumber: '4829173516', accessToken: 't', reported: true },
    });
    await renderPage(<ThankYouPage />, {
      country: 'it',
      path: '/grazie',
      namespaces: { [NAMESPACE]: checkoutNamespace },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conferma della tua vendita');
    expect(screen.queryByText('4829173516')).not.toBeInTheDocument();
  });

  it('shows the trade number and the label link for the current transaction', async () => {
    useCheckoutStore.setState({
      transactionId: 5,
      lastTrade: { tradeId: 5, tradeNumber: '4829173516', accessToken: 'tok', reported: true },
    });
    await renderPage(<ThankYouPage />, {
      country: 'de',
      path: '/thankYou',
      namespaces: { [NAMESPACE]: checkoutNamespace },
    });
    expect(screen.getByTestId('trade-number')).toHaveTextContent('4829173516');
    expect(screen.getByRole('link', { name: 'Versandetikett herunterladen (PDF)' })).toHaveAttribute(
      'href',
      '/api/trades/4829173516/label.pdf?token=tok',
    );
    expect(screen.getByRole('heading', { name: 'So versenden Sie Ihre Geräte' })).toBeInTheDocument();
    expect(screen.getByText(/DHL-Filiale oder an einer Packstation/)).toBeInTheDocument();
  });

  it("names config's drop-off deadline and asks for no accessories the offer did not ask about", async () => {
    useCheckoutStore.setState({
      transactionId: 5,
      lastTrade: { tradeId: 5, tradeNumber: '4829173516', accessToken: 'tok', reported: true },
    });
    await renderPage(<ThankYouPage />, {
      country: 'fr',
      path: '/thankYou',
      namespaces: { [NAMESPACE]: checkoutNamespace },
    });
    expect(screen.getByText(new RegExp(`UPS Access Point sous ${SHIPPING_DEADLINE_DAYS} jours`))).toBeInTheDocument();
    const pack = screen.getByRole('heading', { name: 'Emballez avec soin' }).nextElementSibling;
    expect(pack).toHaveTextContent(/que si l’offre vous a posé la question/);
    expect(pack).toHaveTextContent(/nous ne pouvons pas les renvoyer/);
  });

  it('keeps the trade when another tab of the shop is used (its navigation resets only its own transaction id)', async () => {
    useCheckoutStore.setState({
      transactionId: 5,
      lastTrade: { tradeId: 5, tradeNumber: '4829173516', accessToken: 'tok', reported: true },
    });
    await renderPage(<ThankYouPage />, {
      country: 'de',
      path: '/thankYou',
      namespaces: { [NAMESPACE]: checkoutNamespace },
    });
    expect(screen.getByTestId('trade-number')).toHaveTextContent('4829173516');
    // Another tab loads the shop and navigates: the host resets that tab's transaction id.
    await act(async () => {
      otherTab().run(() =>
        jest.isolateModules(() => {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const other = require('shared/stores') as typeof StoresModule;
          other.useCheckoutStore.getState().resetTransactionId();
        }),
      );
      await Promise.resolve();
    });
    expect(useCheckoutStore.getState().transactionId).toBe(5);
    expect(screen.getByTestId('trade-number')).toHaveTextContent('4829173516');
  });
});
