import {
  addAmounts,
  canTransition,
  cartTotal,
  isValidPostalCode,
  isValidTradeNumber,
  isValidVatId,
  lineTotal,
  luhnCheckDigit,
  normalizeVatId,
  TRADE_STATUSES,
  voucherBonus,
} from './checkout';

describe('the sum rule (spec section 9)', () => {
  it('truncates each line to 2 decimals, never rounds up', () => {
    expect(lineTotal(33.333, 3)).toBe(99.99); // 99.999
    expect(lineTotal(10.005, 1)).toBe(10); // 10.005
    expect(lineTotal(0.019, 1)).toBe(0.01);
    expect(lineTotal(2.6666, 3)).toBe(7.99); // 7.9998
  });

  it('is exact where float arithmetic would lose a cent', () => {
    // 19.99 * 7 is 139.92999999999998 in floating point; truncating that gives 139.92.
    expect(Math.trunc(19.99 * 7 * 100) / 100).toBe(139.92);
    expect(lineTotal(19.99, 7)).toBe(139.93);
    expect(lineTotal(19.99, 1)).toBe(19.99); // float: 19.98
    expect(lineTotal(0.29, 3)).toBe(0.87); // float: 0.86
    expect(lineTotal(0.29, 100)).toBe(29);
    expect(lineTotal(1.13, 7)).toBe(7.91);
  });

  it('sums the truncated lines, not the untruncated products', () => {
    const items = [
      { price: 33.333, quantity: 3 }, // 99.99 (not 99.999)
      { price: 0.005, quantity: 1 }, // 0.00
      { price: 100.126, quantity: 2 }, // 200.25 (not 200.252)
    ];
    expect(cartTotal(items)).toBe(300.24);
    // Truncating the sum instead of each line would give 300.25.
    const untruncated = items.reduce((s, i) => s + i.price * i.quantity, 0);
    expect(Math.trunc(untruncated * 100) / 100).toBe(300.25);
  });

  it('gives 0 for an empty cart and refuses nonsense quantities', () => {
    expect(cartTotal([])).toBe(0);
    expect(() => lineTotal(10, 1.5)).toThrow(RangeError);
    expect(() => lineTotal(10, -1)).toThrow(RangeError);
    expect(() => lineTotal(Number.NaN, 1)).toThrow(RangeError);
  });

  it('adds cent amounts without drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addAmounts(0.1, 0.2)).toBe(0.3);
    expect(addAmounts(1234.56, 12.34, 0.01)).toBe(1246.91);
  });
});

describe('voucher bonus', () => {
  it('takes a percentage of the cart value, truncated to the cent', () => {
    expect(voucherBonus('percent', 10, 123.45)).toBe(12.34);
    expect(voucherBonus('percent', 5, 19.99)).toBe(0.99);
  });
  it('caps a percentage at its maximum', () => {
    expect(voucherBonus('percent', 10, 1000, 50)).toBe(50);
  });
  it('adds a fixed bonus as it is', () => {
    expect(voucherBonus('fixed', 15, 80)).toBe(15);
  });
});

describe('postal codes (spec section 5)', () => {
  it.each([
    ['de', '10115', true],
    ['de', '01067', true],
    ['de', '1011', false],
    ['de', '101155', false],
    ['de', '1011A', false],
    ['de', ' 80331 ', true],
    ['es', '28013', true],
    ['es', '2801', false],
    ['es', '280130', false],
    ['it', '00184', true],
    ['it', '20121', true],
    ['it', '2012', false],
    ['it', 'I-20121', false],
    ['at', '1010', true],
    ['at', '6020', true],
    ['at', '10100', false],
    ['at', '101', false],
    ['fr', '75001', true],
    ['fr', '01000', true], // first two 01: the lowest département
    ['fr', '98000', true], // 98: Monaco, the highest allowed
    ['fr', '20000', true], // Corsica (2A/2B) still writes 20xxx
    ['fr', '20090', true],
    ['fr', '00100', false], // 00 is no département
    ['fr', '00000', false],
    ['fr', '99000', false], // 99 is not used
    ['fr', '99999', false],
    ['fr', '7500', false],
    ['fr', '750011', false],
    ['fr', '2A004', false],
  ] as const)('%s %j is %s', (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });

  it('accepts nothing with letters, signs or inner spaces', () => {
    for (const country of ['de', 'at', 'es', 'fr', 'it'] as const) {
      expect(isValidPostalCode(country, '')).toBe(false);
      expect(isValidPostalCode(country, '12 34')).toBe(false);
      expect(isValidPostalCode(country, '-1234')).toBe(false);
    }
  });
});

describe('VAT ids', () => {
  it.each([
    ['de', 'DE123456789', true],
    ['de', 'de 123 456 789', true],
    ['de', '123456789', true],
    ['de', 'DE12345678', false],
    ['at', 'ATU12345678', true],
    ['at', 'AT12345678', false],
    ['es', 'ESB12345678', true],
    ['es', 'ES12345678Z', true],
    ['es', 'ESB1234567', false],
    ['fr', 'FR40123456789', true],
    ['fr', 'FRAB123456789', true],
    ['fr', 'FRIO123456789', false],
    ['fr', 'DE123456789', false], // a German id is no French one, even though FR+DE1234... would fit
    ['fr', 'AB123456789', true],
    ['it', 'IT12345678901', true],
    ['it', 'IT1234567890', false],
  ] as const)('%s %j is %s', (country, id, valid) => {
    expect(isValidVatId(country, id)).toBe(valid);
  });

  it('normalizes what people type', () => {
    expect(normalizeVatId('at', 'atu-1234.5678')).toBe('ATU12345678');
  });
});

describe('trade status model', () => {
  it('leads from created to paid or returned, never backwards', () => {
    expect(canTransition('created', 'received')).toBe(true);
    expect(canTransition('inspected', 'clarification')).toBe(true);
    expect(canTransition('clarification', 'accepted')).toBe(true);
    expect(canTransition('clarification', 'declined')).toBe(true);
    expect(canTransition('accepted', 'paid')).toBe(true);
    expect(canTransition('declined', 'returned')).toBe(true);
    expect(canTransition('created', 'paid')).toBe(false);
    expect(canTransition('paid', 'created')).toBe(false);
    expect(canTransition('received', 'cancelled')).toBe(false);
  });

  it('reaches every status from created', () => {
    const seen = new Set<string>(['created']);
    const queue = ['created'] as (typeof TRADE_STATUSES)[number][];
    while (queue.length) {
      const from = queue.shift()!;
      for (const to of TRADE_STATUSES) {
        if (canTransition(from, to) && !seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    expect([...seen].sort()).toEqual([...TRADE_STATUSES].sort());
  });
});

describe('trade numbers', () => {
  it('carry a Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3); // the textbook example
    const body = '482917351';
    const number = body + luhnCheckDigit(body);
    expect(isValidTradeNumber(number)).toBe(true);
    const typo = '482917315' + number[9];
    expect(isValidTradeNumber(typo)).toBe(false);
    expect(isValidTradeNumber('0829173516')).toBe(false);
    expect(isValidTradeNumber('48291735')).toBe(false);
  });
});
