import { ScrollPositions } from './scroll-positions';

beforeEach(() => window.sessionStorage.clear());

describe('saved scroll positions', () => {
  it('survive a reload of the tab (session storage)', () => {
    const positions = new ScrollPositions();
    positions.set('a', 1200.4);
    positions.set('b', -5);
    positions.persist();
    const again = new ScrollPositions();
    expect(again.get('a')).toBe(1200);
    expect(again.get('b')).toBe(0);
    expect(again.get('c')).toBeUndefined();
  });

  it('keep the last 100 history entries', () => {
    const positions = new ScrollPositions();
    for (let i = 0; i < 130; i++) positions.set(`k${i}`, i);
    positions.persist();
    const again = new ScrollPositions();
    expect(again.get('k29')).toBeUndefined();
    expect(again.get('k30')).toBe(30);
    expect(again.get('k129')).toBe(129);
  });

  it('ignore garbled storage', () => {
    window.sessionStorage.setItem('revalu:scroll-positions', '{"a":"x","b":12,"c":-1}');
    const positions = new ScrollPositions();
    expect(positions.get('a')).toBeUndefined();
    expect(positions.get('b')).toBe(12);
    expect(positions.get('c')).toBeUndefined();
    window.sessionStorage.setItem('revalu:scroll-positions', 'not json');
    expect(new ScrollPositions().get('b')).toBeUndefined();
  });
});
