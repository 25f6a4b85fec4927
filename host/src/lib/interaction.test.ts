import { markEntryStarted, takeEarlyPositions, watchInteraction } from './interaction';
import { ScrollPositions } from './scroll-positions';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('positions the customer scrolled to before the scroll manager came', () => {
  beforeAll(() => {
    window.sessionStorage.clear();
    watchInteraction();
  });

  it('are saved where the manager reads them when the page is left or reloaded before it came, and only then', () => {
    markEntryStarted('first');
    // The browser moving the page is not the customer's position ...
    scrollTo(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(new ScrollPositions().get('first')).toBeUndefined();
    // ... their own scrolling is.
    window.dispatchEvent(new Event('wheel'));
    scrollTo(1700);
    window.dispatchEvent(new Event('pagehide'));
    expect(new ScrollPositions().get('first')).toBe(1700);

    // Once the manager has taken them, it saves positions itself: the page's start no longer does.
    expect([...takeEarlyPositions()]).toEqual([['first', 1700]]);
    window.dispatchEvent(new Event('wheel'));
    scrollTo(2500);
    window.dispatchEvent(new Event('pagehide'));
    expect(new ScrollPositions().get('first')).toBe(1700);
  });
});
