import { maxPrice, priceDevice, roundOfferCents, type PricingQuestion } from './pricing';

const questions: PricingQuestion[] = [
  {
    code: 'powers_on',
    requires: null,
    answers: [
      { code: 'yes', effect: 'none', value: null, rejectReason: null },
      { code: 'no', effect: 'factor', value: 0.3, rejectReason: null },
    ],
  },
  {
    code: 'lock',
    requires: null,
    answers: [
      { code: 'off', effect: 'none', value: null, rejectReason: null },
      { code: 'on', effect: 'reject', value: null, rejectReason: 'activation_lock' },
    ],
  },
  {
    code: 'display',
    requires: null,
    answers: [
      { code: 'flawless', effect: 'factor', value: 1, rejectReason: null },
      { code: 'scratched', effect: 'factor', value: 0.8, rejectReason: null },
    ],
  },
  {
    code: 'battery',
    requires: { question: 'powers_on', answer: 'yes' },
    answers: [
      { code: 'good', effect: 'factor', value: 1, rejectReason: null },
      { code: 'worn', effect: 'factor', value: 0.9, rejectReason: null },
    ],
  },
  {
    code: 'charger',
    requires: null,
    answers: [
      { code: 'yes', effect: 'none', value: null, rejectReason: null },
      { code: 'no', effect: 'adjust', value: -25, rejectReason: null },
    ],
  },
];

const all = { powers_on: 'yes', lock: 'off', display: 'flawless', battery: 'good', charger: 'yes' };

describe('pricing', () => {
  it('rounds down: whole euros from 20 EUR, 50 cents below', () => {
    expect(roundOfferCents(23174)).toBe(23100);
    expect(roundOfferCents(2000)).toBe(2000);
    expect(roundOfferCents(1999)).toBe(1950);
    expect(roundOfferCents(1780)).toBe(1750);
    expect(roundOfferCents(549)).toBe(500);
  });

  it('pays the base price for a flawless device', () => {
    expect(priceDevice(300, questions, all)).toMatchObject({
      complete: true,
      purchasable: true,
      price: 300,
      conditionGrade: 'like_new',
    });
  });

  it('multiplies factors, then adds adjustments, then rounds down', () => {
    // 333.33 x 0.8 x 0.9 = 239.9976 -> 240.00 (to the cent) - 25 = 215.00
    const result = priceDevice(333.33, questions, { ...all, display: 'scratched', battery: 'worn', charger: 'no' });
    expect(result.price).toBe(215);
    expect(result.unroundedCents).toBe(21500);
    // 333.33 x 0.8 = 266.664 -> 266.66 -> down to whole euros: 266
    const scratched = priceDevice(333.33, questions, { ...all, display: 'scratched' });
    expect(scratched.unroundedCents).toBe(26666);
    expect(scratched.price).toBe(266);
  });

  it('does not ask what depends on an answer not given, and it has no effect', () => {
    const result = priceDevice(300, questions, {
      powers_on: 'no',
      lock: 'off',
      display: 'flawless',
      charger: 'yes',
      battery: 'worn',
    });
    expect(result.steps.map((s) => s.question)).toEqual(['powers_on', 'lock', 'display', 'charger']);
    expect(result.price).toBe(90);
    expect(result.conditionGrade).toBe('defective');
  });

  it('refuses to buy a locked device, whatever else', () => {
    const result = priceDevice(900, questions, { ...all, lock: 'on' });
    expect(result).toMatchObject({ purchasable: false, price: null, rejectReasons: ['activation_lock'] });
  });

  it('refuses to buy below 5 EUR', () => {
    const result = priceDevice(12, questions, { ...all, powers_on: 'no' });
    expect(result).toMatchObject({ purchasable: false, price: null, rejectReasons: ['below_minimum'] });
    expect(priceDevice(17, questions, { ...all, powers_on: 'no' }).price).toBe(5);
  });

  it('assumes the best answer for what is not answered yet: the "up to" price', () => {
    const partial = priceDevice(300, questions, { display: 'scratched' });
    expect(partial).toMatchObject({
      complete: false,
      missing: ['powers_on', 'lock', 'battery', 'charger'],
      price: 240,
      purchasable: true,
    });
    expect(maxPrice(300, questions)).toBe(300);
  });
});
