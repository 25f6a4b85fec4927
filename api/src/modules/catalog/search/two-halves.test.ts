import { TwoHalves } from './two-halves';

describe('TwoHalves', () => {
  it('hands out places in the half being written, one after another', () => {
    const halves = new TwoHalves(100);
    expect(halves.take(30, true)).toBe(0);
    expect(halves.take(30, true)).toBe(30);
    expect(halves.half).toBe(0);
    expect(halves.size).toBe(2);
  });

  it('empties and writes the other half when one is full; places in the emptied half are no longer held', () => {
    const halves = new TwoHalves(100);
    halves.take(60, true);
    const first = { half: halves.half, generation: halves.generation };
    expect(halves.take(60, true)).toBe(0);
    const second = { half: halves.half, generation: halves.generation };
    expect(second.half).toBe(1);
    expect(halves.holds(first.half, first.generation)).toBe(true);
    // Half 0 is emptied and written again: its old place goes, half 1's stays.
    halves.take(60, true);
    expect(halves.half).toBe(0);
    expect(halves.holds(first.half, first.generation)).toBe(false);
    expect(halves.holds(second.half, second.generation)).toBe(true);
    expect(halves.size).toBe(2);
  });

  it('without leave to empty, refuses what does not fit instead of emptying the other half', () => {
    const halves = new TwoHalves(100);
    halves.take(70, false);
    const place = { half: halves.half, generation: halves.generation };
    expect(halves.take(40, false)).toBe(-1);
    expect(halves.holds(place.half, place.generation)).toBe(true);
    // `reserve` is what empties: room for 40 is in the other half.
    halves.reserve(40);
    expect(halves.half).toBe(1);
    expect(halves.take(40, false)).toBe(0);
  });

  it('refuses what is larger than a half, and empties both when cleared', () => {
    const halves = new TwoHalves(100);
    expect(halves.take(101, true)).toBe(-1);
    halves.take(10, true);
    const place = { half: halves.half, generation: halves.generation };
    halves.clear();
    expect(halves.holds(place.half, place.generation)).toBe(false);
    expect(halves.size).toBe(0);
    expect(halves.take(10, true)).toBe(0);
  });
});
