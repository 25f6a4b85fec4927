import { findAnchor, restoreScroll } from './scroll';

describe('findAnchor', () => {
  it('finds an anchor by id or by an old-style name, decoded', () => {
    document.body.innerHTML = '<h2 id="widerruf-§">W</h2><a name="faq"></a>';
    expect(findAnchor('#widerruf-%C2%A7')?.tagName).toBe('H2');
    expect(findAnchor('#faq')?.tagName).toBe('A');
    expect(findAnchor('#nope')).toBeNull();
    expect(findAnchor('#%E0%A4%A')).toBeNull();
    expect(findAnchor('#')).toBeNull();
  });
});

describe('restoreScroll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A page whose height the test sets; jsdom lays nothing out, so scrollHeight and scrollTo are the test's. */
  function page(height: number) {
    let y = 0;
    let scrollHeight = height;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => scrollHeight });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, top: number) => {
      y = Math.max(0, Math.min(top, scrollHeight - 800));
    }) as typeof window.scrollTo);
    return {
      grow(to: number) {
        scrollHeight = to;
        document.body.setAttribute('style', `height:${to}px`);
      },
      y: () => y,
      scrollTo,
    };
  }

  it('counts its deadline from when the page has rendered, so content that comes late still gets its position', async () => {
    const shop = page(900);
    let rendered!: () => void;
    const done = jest.fn();
    restoreScroll(1800, 3000, done, { countFrom: new Promise<void>((resolve) => (rendered = resolve)) });
    // The page's chunk takes 5 s on a slow connection: no deadline yet.
    await jest.advanceTimersByTimeAsync(5000);
    expect(done).not.toHaveBeenCalled();
    rendered();
    await jest.advanceTimersByTimeAsync(700);
    shop.grow(4800);
    await jest.advanceTimersByTimeAsync(0);
    expect(shop.y()).toBe(1800);
    await jest.advanceTimersByTimeAsync(2300);
    expect(done).toHaveBeenCalledTimes(1);
    expect(shop.y()).toBe(1800);
  });

  it('gives up after its deadline when the content never grows tall enough', async () => {
    const shop = page(900);
    const done = jest.fn();
    restoreScroll(1800, 3000, done);
    await jest.advanceTimersByTimeAsync(2999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(shop.y()).toBe(100);
  });
});
