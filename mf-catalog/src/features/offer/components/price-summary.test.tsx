import { screen } from '@testing-library/react';
import { renderPage } from 'shared/testing';
import { catalogNamespace, NAMESPACE } from '../../../i18n';
import type { Quote } from '../api/get-quote';
import { PriceSummary } from './price-summary';

const namespaces = { [NAMESPACE]: catalogNamespace };
const quote = (over: Partial<Quote>): Quote => ({
  deviceId: 'apple-iphone-13-128gb',
  currency: 'EUR',
  price: 186,
  maxPrice: 211,
  complete: true,
  missing: [],
  purchasable: true,
  rejectReasons: [],
  conditionGrade: 'very_good',
  ...over,
});

describe('price summary', () => {
  it('says "up to" and how many questions are open while answers are missing', async () => {
    await renderPage(<PriceSummary maxPrice={211} quote={{ status: 'idle' }} open={6} />, {
      country: 'de',
      path: '/produkte/apple-iphone-13-128-gb',
      namespaces,
    });
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Bis zu211,00 €');
    expect(screen.getByText('Noch 6 Fragen offen')).toBeInTheDocument();
  });

  it('shows the price once every question is answered', async () => {
    await renderPage(<PriceSummary maxPrice={211} quote={{ status: 'ready', quote: quote({}) }} open={0} />, {
      country: 'fr',
      path: '/produits/apple-iphone-13-128-go',
      namespaces,
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Votre prix186,00\s€$/);
    expect(screen.queryByText(/Encore/)).not.toBeInTheDocument();
  });

  it('says why we cannot buy the device, in the customer’s language', async () => {
    await renderPage(
      <PriceSummary
        maxPrice={211}
        quote={{
          status: 'ready',
          quote: quote({ price: null, purchasable: false, rejectReasons: ['activation_lock'], complete: false }),
        }}
        open={3}
      />,
      { country: 'it', path: '/prodotti/apple-iphone-13-128-gb', namespaces },
    );
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('Purtroppo non possiamo ritirare questo dispositivo');
    expect(live).toHaveTextContent(/blocco attivazione/);
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('keeps the last price while a new one is asked and says when it could not be updated', async () => {
    await renderPage(
      <PriceSummary
        maxPrice={211}
        quote={{ status: 'error', last: quote({ price: 150, complete: false }) }}
        open={1}
      />,
      { country: 'es', path: '/productos/apple-iphone-13-128-gb', namespaces },
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Hasta150,00\s€$/);
    expect(screen.getByText(/no hemos podido actualizar el precio/)).toBeInTheDocument();
  });
});
