import { fireEvent, screen, within } from '@testing-library/react';
import { useCheckoutStore, type CartItem } from 'shared/stores';
import { renderPage } from 'shared/testing';
import { catalogNamespace, NAMESPACE } from '../../../i18n';
import type { DeviceHit } from '../../../lib/catalog-schemas';
import { iphone13 as device } from '../../../testing/catalogue-fixtures';
import type { Offer } from '../api/create-offer';
import { reportOfferAddedToCart } from '../api/report-offer';
import { ProductDetail } from './product-detail';

jest.mock('../api/create-offer', () => ({ createOffer: jest.fn(() => Promise.resolve(offer)) }));
jest.mock('../api/get-quote', () => ({ getQuote: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('../api/report-offer', () => ({
  reportOfferGenerated: jest.fn(() => Promise.resolve()),
  reportOfferAddedToCart: jest.fn(() => Promise.resolve()),
}));

const namespaces = { [NAMESPACE]: catalogNamespace };
const offer: Offer = {
  id: 'of_abcdefghijklmnopqrst',
  deviceId: 'apple-iphone-13-128gb',
  currency: 'EUR',
  price: 186,
  createdAt: new Date().toISOString(),
  validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  conditionGrade: 'very_good',
  conditionSummary: [
    { question: 'display', questionText: 'Wie sieht das Display aus?', answer: 'flawless', answerText: 'Makellos' },
  ],
  device: {
    id: 'apple-iphone-13-128gb',
    name: 'Apple iPhone 13 128 GB',
    url: 'apple-iphone-13-128-gb',
    category: 'Smartphones',
    categoryId: 'smartphones',
    image: '/x.svg',
  },
};
const line = (n: number): CartItem => ({
  offerId: `of_in_cart_${n}`,
  deviceId: 'd',
  deviceName: `Gerät ${n}`,
  deviceSlug: 'd',
  categoryName: 'Smartphones',
  image: null,
  conditionSummary: [],
  price: 10,
  quantity: 1,
  validUntil: '2030-01-01T00:00:00.000Z',
});

/** The product page up to the offer, ready to go into the cart. */
async function openOffer() {
  await renderPage(<ProductDetail device={device} />, {
    country: 'de',
    path: '/produkte/apple-iphone-13-128-gb',
    namespaces,
  });
  fireEvent.click(screen.getByRole('radio', { name: 'Makellos' }));
  fireEvent.click(screen.getByRole('button', { name: 'Angebot erhalten' }));
  return screen.findByRole('button', { name: 'In den Warenkorb' });
}

beforeEach(() => {
  useCheckoutStore.getState().clearCart();
  jest.mocked(reportOfferAddedToCart).mockClear();
});

describe('product page: into the cart', () => {
  it('adds the offer, says so and reports it to controlling', async () => {
    fireEvent.click(await openOffer());
    expect(await screen.findByText('Apple iPhone 13 128 GB liegt jetzt in Ihrem Warenkorb.')).toBeInTheDocument();
    expect(useCheckoutStore.getState().offerIds).toEqual([offer.id]);
    // The cart's condition chips: the question, then its answer, with no colon after the question mark.
    expect(useCheckoutStore.getState().cart[0]!.conditionSummary).toEqual(['Wie sieht das Display aus? Makellos']);
    expect(reportOfferAddedToCart).toHaveBeenCalledWith(offer);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with a full cart (30 offers): says the cart is full, links to it, adds nothing and reports nothing', async () => {
    for (let n = 0; n < 30; n += 1) useCheckoutStore.getState().addToCart(line(n));
    fireEvent.click(await openOffer());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ihr Warenkorb ist voll');
    expect(alert).toHaveTextContent('In einen Warenkorb passen höchstens 30 Angebote.');
    expect(within(alert).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText(/liegt jetzt in Ihrem Warenkorb/)).not.toBeInTheDocument();
    expect(useCheckoutStore.getState().cart).toHaveLength(30);
    expect(useCheckoutStore.getState().offerIds).not.toContain(offer.id);
    expect(reportOfferAddedToCart).not.toHaveBeenCalled();
    // Once there is room again (a line removed, say in another tab), the same offer goes in.
    useCheckoutStore.getState().removeFromCart('of_in_cart_0');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Apple iPhone 13 128 GB liegt jetzt in Ihrem Warenkorb.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reportOfferAddedToCart).toHaveBeenCalledTimes(1);
  });
});

describe('product page: the question count', () => {
  const yesNo = (id: string, question: string, requires: { question: string; answer: string } | null = null) => ({
    id,
    code: id,
    question,
    description: '',
    requires,
    answers: [
      { id: `${id}.yes`, code: 'yes', text: `${question} ja` },
      { id: `${id}.no`, code: 'no', text: `${question} nein` },
    ],
  });
  const whenOn = { question: 'powers_on', answer: 'yes' };
  /** A phone's questions as the catalogue asks them: two only when it switches on. */
  const phone: DeviceHit = {
    ...device,
    questions: [
      yesNo('powers_on', 'Einschalten?'),
      yesNo('activation_lock', 'Sperre?'),
      yesNo('display', 'Display?'),
      yesNo('housing', 'Gehäuse?'),
      yesNo('battery', 'Akku?', whenOn),
      yesNo('functions', 'Funktionen?', whenOn),
    ],
  };
  const numbers = () => screen.getAllByRole('group').map((g) => /Frage \d+ von \d+/.exec(g.textContent ?? '')?.[0]);

  it('counts the questions that depend on an answer from the start: "Frage 1 von 6" stays "von 6" after "yes", the open ones only go down', async () => {
    await renderPage(<ProductDetail device={phone} />, {
      country: 'de',
      path: '/produkte/apple-iphone-13-128-gb',
      namespaces,
    });
    expect(numbers()).toEqual([
      'Frage 1 von 6',
      'Frage 2 von 6',
      'Frage 3 von 6',
      'Frage 4 von 6',
      'Frage 5 von 6',
      'Frage 6 von 6',
    ]);
    expect(screen.getByText('Noch 6 Fragen offen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Einschalten? ja' }));
    expect(numbers()).toHaveLength(6);
    expect(numbers()[0]).toBe('Frage 1 von 6');
    expect(screen.getByText('Noch 5 Fragen offen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Akku? ja' }));
    expect(screen.getByText('Noch 4 Fragen offen')).toBeInTheDocument();
  });

  it('"no" to switching on takes the questions it rules out away, with their answers: fewer questions, never more', async () => {
    await renderPage(<ProductDetail device={phone} />, {
      country: 'de',
      path: '/produkte/apple-iphone-13-128-gb',
      namespaces,
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Akku? nein' }));
    expect(screen.getByText('Noch 5 Fragen offen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Einschalten? nein' }));
    expect(numbers()).toEqual(['Frage 1 von 4', 'Frage 2 von 4', 'Frage 3 von 4', 'Frage 4 von 4']);
    expect(screen.queryByRole('group', { name: /Akku\?/ })).not.toBeInTheDocument();
    expect(screen.getByText('Noch 3 Fragen offen')).toBeInTheDocument();
  });
});
