import { AnswerCache } from './answer-cache';

describe('the answer cache', () => {
  it('keeps an answer the second time its question is asked, not the first', () => {
    const cache = new AnswerCache();
    expect(cache.set('q1', 'a1')).toBe(false);
    expect(cache.get('q1')).toBeUndefined();
    expect(cache.set('q1', 'a1')).toBe(true);
    expect(cache.get('q1')).toBe('a1');
    expect(cache.size).toBe(1);
  });

  it('lets questions asked once pass without filling it', () => {
    const cache = new AnswerCache();
    for (let i = 0; i < 10_000; i++) cache.set(`once-${i}`, 'x'.repeat(100));
    // The two-hash filter may take a question for one it has seen: a few per thousand at most.
    expect(cache.size).toBeLessThan(20);
  });

  it('evicts the least recently used answer past its entry or byte limits', () => {
    const cache = new AnswerCache(2, 1_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, key);
    for (const key of ['a', 'b']) cache.set(key, key);
    expect(cache.get('a')).toBe('a');
    cache.set('c', 'c');
    // 'b' was used longest ago.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a');
    expect(cache.get('c')).toBe('c');
    cache.set('big', 'y'.repeat(2_000));
    cache.set('big', 'y'.repeat(2_000));
    expect(cache.get('big')).toBeUndefined();
  });

  it('forgets what it has seen when the catalogue changes (clear)', () => {
    const cache = new AnswerCache();
    cache.set('q', 'old');
    cache.set('q', 'old');
    cache.clear();
    expect(cache.get('q')).toBeUndefined();
    expect(cache.set('q', 'new')).toBe(false);
  });
});
