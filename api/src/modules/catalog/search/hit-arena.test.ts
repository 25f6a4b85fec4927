import { DeviceSources, HitArena } from './hit-arena';

const read = (arena: HitArena, country: 'de' | 'fr', doc: number): string | null => {
  const length = arena.lengthOf(country, doc);
  if (length < 0) return null;
  const out = Buffer.alloc(length + 2, '#');
  expect(arena.copy(country, doc, out, 1)).toBe(1 + length);
  // Nothing written before or after its place.
  expect([out[0], out[length + 1]]).toEqual([35, 35]);
  return out.toString('utf8', 1, 1 + length);
};

describe('HitArena', () => {
  it('keeps JSON per country and document, in UTF-8', () => {
    const arena = new HitArena(1024, 256);
    arena.use(1, 10);
    expect(arena.lengthOf('de', 3)).toBe(-1);
    expect(arena.keep('de', 3, '{"name":"Écran 27″"}')).toBe(Buffer.byteLength('{"name":"Écran 27″"}'));
    expect(arena.keep('fr', 3, '{"name":"Ecran"}')).toBeGreaterThan(0);
    expect(read(arena, 'de', 3)).toBe('{"name":"Écran 27″"}');
    expect(read(arena, 'fr', 3)).toBe('{"name":"Ecran"}');
    expect(read(arena, 'de', 4)).toBeNull();
    expect(arena.size).toBe(2);
  });

  it('does not keep what is larger than its limit, nor what no longer fits the half being written', () => {
    const arena = new HitArena(100, 60);
    arena.use(1, 10);
    expect(arena.keep('de', 0, 'x'.repeat(61))).toBe(-1);
    expect(arena.keep('de', 1, 'a'.repeat(60))).toBe(60);
    // 40 bytes left: keeping does not empty the other half on its own.
    expect(arena.keep('de', 2, 'b'.repeat(50))).toBe(-1);
    expect(read(arena, 'de', 1)).toBe('a'.repeat(60));
    expect(read(arena, 'de', 2)).toBeNull();
  });

  it('empties the older half when the half being written has no room left, and keeps the newer one', () => {
    const arena = new HitArena(100, 50);
    arena.use(1, 10);
    arena.keep('de', 1, 'a'.repeat(50));
    arena.keep('de', 2, 'b'.repeat(50));
    // The first half is full: the second is written next, the first stays readable.
    arena.reserve(50);
    arena.keep('de', 3, 'c'.repeat(50));
    expect([read(arena, 'de', 1), read(arena, 'de', 3)]).toEqual(['a'.repeat(50), 'c'.repeat(50)]);
    arena.keep('de', 4, 'd'.repeat(40));
    // The second half is full: the first one is emptied and written again.
    arena.reserve(80);
    expect(read(arena, 'de', 1)).toBeNull();
    expect(read(arena, 'de', 2)).toBeNull();
    expect([read(arena, 'de', 3), read(arena, 'de', 4)]).toEqual(['c'.repeat(50), 'd'.repeat(40)]);
    arena.keep('de', 1, 'e'.repeat(30));
    expect(read(arena, 'de', 1)).toBe('e'.repeat(30));
    expect(arena.size).toBe(3);
  });

  it('starts empty for a new catalogue version', () => {
    const arena = new HitArena(1024, 256);
    arena.use(1, 10);
    arena.keep('de', 1, '{"v":1}');
    arena.use(1, 10);
    expect(read(arena, 'de', 1)).toBe('{"v":1}');
    arena.use(2, 12);
    expect(read(arena, 'de', 1)).toBeNull();
    expect(arena.size).toBe(0);
    arena.keep('de', 11, '{"v":2}');
    expect(read(arena, 'de', 11)).toBe('{"v":2}');
  });
});

describe('DeviceSources', () => {
  it("holds every device's JSON per country, written once, and the arena answers from it before its halves", () => {
    const sources = DeviceSources.build(4, 3, (country, doc) =>
      country === 'fr' && doc === 1 ? null : `{"c":"${country}","d":${doc},"n":"Objectif ${'é'.repeat(doc)}"}`,
    );
    expect(sources.lengthOf('fr', 1)).toBe(-1);
    expect(sources.lengthOf('it', 2)).toBe(Buffer.byteLength('{"c":"it","d":2,"n":"Objectif éé"}'));
    const arena = new HitArena(1024, 256);
    arena.preload(sources);
    expect(arena.preloaded).toBe(true);
    expect(read(arena, 'de', 2)).toBe('{"c":"de","d":2,"n":"Objectif éé"}');
    expect(read(arena, 'fr', 0)).toBe('{"c":"fr","d":0,"n":"Objectif "}');
    // What the sources do not hold is kept in the halves, as before.
    expect(read(arena, 'fr', 1)).toBeNull();
    arena.keep('fr', 1, '{"kept":true}');
    expect(read(arena, 'fr', 1)).toBe('{"kept":true}');
    expect(arena.size).toBe(1);
    // Another catalogue version: the sources no longer apply.
    arena.use(5, 3);
    expect(arena.preloaded).toBe(false);
    expect(read(arena, 'de', 2)).toBeNull();
  });

  it('grows past its first guess of the size', () => {
    const big = 'x'.repeat(3000);
    const sources = DeviceSources.build(1, 100, (_, doc) => `{"d":${doc},"b":"${big}"}`);
    for (const doc of [0, 37, 99])
      expect(sources.lengthOf('at', doc)).toBe(Buffer.byteLength(`{"d":${doc},"b":"${big}"}`));
    const out = Buffer.alloc(4000);
    const end = sources.copy('es', 99, out, 10);
    expect(out.toString('utf8', 10, end)).toBe(`{"d":99,"b":"${big}"}`);
    expect(sources.byteLength).toBe(5 * 100 * Buffer.byteLength(`{"d":10,"b":"${big}"}`) - 5 * 10 * 1);
  });
});
