import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from 'shared/testing';
import { catalogNamespace, NAMESPACE } from '../../../i18n';
import type { Offer } from '../api/create-offer';
import { OfferCard, timeLeft } from './offer-card';

const namespaces = { [NAMESPACE]: catalogNamespace };
const offer = (validUntil: string): Offer => ({
  id: 'of_abcdefghijklmnopqrst',
  deviceId: 'apple-iphone-13-128gb',
  currency: 'EUR',
  price: 186,
  createdAt: new Date().toISOString(),
  validUntil,
  conditionGrade: 'very_good',
  conditionSummary: [
    {
      question: 'display',
      questionText: 'Wie sieht das Display aus?',
      answer: 'light_scratches',
      answerText: 'Leichte Kratzer, kaum sichtbar',
    },
  ],
  device: {
    id: 'apple-iphone-13-128gb',
    name: 'Apple iPhone 13 128 GB',
    url: 'apple-iphone-13-128-gb',
    category: 'Smartphones',
    categoryId: 'smartphones',
    image: '/x.svg',
  },
});

describe('offer card', () => {
  it('counts down the guarantee in days and hours, then hours and minutes', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft(now + 7 * 86_400_000, now)).toEqual({ days: 7, hours: 0, minutes: 0, expired: false });
    expect(timeLeft(now + 90 * 60_000 + 1, now)).toEqual({ days: 0, hours: 1, minutes: 31, expired: false });
    expect(timeLeft(now - 1, now).expired).toBe(true);
  });

  it('shows price, guarantee and answers; adding leads on to the cart or the next device', async () => {
    const validUntil = new Date(Date.now() + 7 * 86_400_000 - 30 * 60_000).toISOString();
    const onAdd = jest.fn();
    function AddableOffer() {
      const [added, setAdded] = useState(false);
      return (
        <OfferCard
          offer={offer(validUntil)}
          added={added}
          onAddToCart={() => {
            onAdd();
            setAdded(true);
          }}
          categoryUrl="smartphones"
        />
      );
    }
    await renderPage(<AddableOffer />, {
      country: 'de',
      path: '/produkte/apple-iphone-13-128-gb',
      namespaces,
    });
    expect(screen.getByRole('heading', { name: 'Ihr Angebot' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('Garantiert für noch 6 Tage und 23 Stunden');
    expect(screen.getByText('Leichte Kratzer, kaum sichtbar')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Apple iPhone 13 128 GB liegt jetzt in Ihrem Warenkorb.');
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Weiteres Gerät verkaufen' })).toHaveAttribute(
      'href',
      '/verkaufen/smartphones',
    );
  });

  it('refuses to add an expired offer', async () => {
    await renderPage(
      <OfferCard
        offer={offer(new Date(Date.now() - 1000).toISOString())}
        added={false}
        onAddToCart={() => undefined}
        categoryUrl="smartphones"
      />,
      {
        country: 'it',
        path: '/prodotti/apple-iphone-13-128-gb',
        namespaces,
      },
    );
    expect(screen.getByText(/Questa offerta è scaduta/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();
  });
});
