import { findAnchor } from './scroll';

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
