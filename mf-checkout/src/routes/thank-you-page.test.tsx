import { screen } from '@testing-library/react';
import { useCheckoutStore } from 'shared/stores';
import { renderPage } from 'shared/testing';
import { checkoutNamespace, NAMESPACE } from '../i18n';
import ThankYouPage from './thank-you-page';

describe('thank-you page', () => {
  it('shows no trade when the transactionId is 0 (after navigating elsewhere)', async () => {
    useCheckoutStore.setState({ transactionId: 0, lastTrade: { tradeId: 5, tradeNumber: '4829173516', accessToken: 't', reported: true } });
    await renderPage(<ThankYouPage />, { country: 'it', path: '/grazie', namespaces: { [NAMESPACE]: checkoutNamespace } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conferma della tua vendita');
    expect(screen.queryByText('4829173516')).not.toBeInTheDocument();
  });

  it('shows the trade number and the label link for the current transaction', async () => {
    useCheckoutStore.setState({ transactionId: 5, lastTrade: { tradeId: 5, tradeNumber: '4829173516', accessToken: 'tok', reported: true } });
    await renderPage(<ThankYouPage />, { country: 'de', path: '/thankYou', namespaces: { [NAMESPACE]: checkoutNamespace } });
    expect(screen.getByTestId('trade-number')).toHaveTextContent('4829173516');
    expect(screen.getByRole('link', { name: 'Versandetikett herunterladen (PDF)' })).toHaveAttribute('href', '/api/trades/4829173516/label.pdf?token=tok');
    expect(screen.getByRole('heading', { name: 'So versenden Sie Ihre Geräte' })).toBeInTheDocument();
    expect(screen.getByText(/DHL-Filiale oder an einer Packstation/)).toBeInTheDocument();
  });
});
