import type { Offer } from '../api/create-offer';
import { cartItemOf } from './cart-item';

const offer = (conditionSummary: Offer['conditionSummary']): Offer => ({
  id: 'of_abcdefghijklmnopqrst',
  deviceId: 'apple-iphone-13-128gb',
  currency: 'EUR',
  price: 186,
  createdAt: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-01-08T00:00:00.000Z',
  conditionGrade: 'very_good',
  conditionSummary,
  device: {
    id: 'apple-iphone-13-128gb',
    name: 'Apple iPhone 13 128 GB',
    url: 'apple-iphone-13-128-gb',
    category: 'Smartphones',
    categoryId: 'smartphones',
    image: '/x.svg',
  },
});
const t = (key: string, values: Record<string, string>) => `${key}(${values.question}|${values.answer})`;

describe('the cart line of an offer', () => {
  it('writes each condition as the question followed by its answer, never "?:" or "? –", in any language', () => {
    const item = cartItemOf(
      offer([
        {
          question: 'display',
          questionText: 'Wie sieht das Display aus?',
          answer: 'flawless',
          answerText: 'Makellos – keine Kratzer',
        },
        {
          question: 'powers_on',
          questionText: 'L’appareil s’allume-t-il et fonctionne-t-il\u202f?',
          answer: 'yes',
          answerText: 'Oui, il s’allume et fonctionne',
        },
        {
          question: 'powers_on',
          questionText: '¿Se enciende el dispositivo y funciona?',
          answer: 'yes',
          answerText: 'Sí, se enciende y funciona',
        },
      ]),
      t,
    );
    expect(item.conditionSummary).toEqual([
      'Wie sieht das Display aus? Makellos – keine Kratzer',
      'L’appareil s’allume-t-il et fonctionne-t-il\u202f? Oui, il s’allume et fonctionne',
      '¿Se enciende el dispositivo y funciona? Sí, se enciende y funciona',
    ]);
  });

  it('gives a condition named without a question mark the language’s "label: answer"', () => {
    const item = cartItemOf(
      offer([{ question: 'display', questionText: 'Display', answer: 'flawless', answerText: 'Makellos' }]),
      t,
    );
    expect(item.conditionSummary).toEqual(['offer.conditionChip(Display|Makellos)']);
  });
});
